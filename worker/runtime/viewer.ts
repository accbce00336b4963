import { unauthorized } from '../lib/errors';

/** The signed-in member as KV knows them: the session's member, its key, and when it began. */
export interface Session {
  userId: number;
  /** SHA-256 of the cookie's id: the KV key and the revocation key; never the id itself. */
  tokenHash: string;
  /** When the session began (ms since epoch): a password change ends the sessions begun before it. */
  createdAt: number;
}

/** Who a request acts as before KV has said so: the member a cookie claims and the key of its session. */
export interface Claim {
  userId: number;
  tokenHash: string;
}

type State =
  | { kind: 'pending'; load: () => Promise<Session | null>; loading?: Promise<void> }
  | { kind: 'visitor' }
  | { kind: 'member'; session: Session }
  | { kind: 'claim'; claim: Claim; confirming: Promise<Session | null>; refused: boolean };

/**
 * Who is asking, for one answer (docs/rules/platform.md, "One request, one scope"):
 *
 * - a visitor;
 * - a member whose session KV has confirmed;
 * - a member only claimed by the cookie (a GET begun before its KV read ended, decision 027): the
 *   answer is computed as that member at once, reads go ahead, and every write of the scope's ports
 *   waits for `settled()`, which throws 401 once KV has refused the claim (the runtime then throws
 *   the answer away and answers again as the session says).
 *
 * A request whose session is not claimed starts with its viewer unknown: the API's first
 * middlewares (worker/app.ts) may refuse it before KV is asked, and a page that names a file never
 * asks. `ready()` reads it, once. A route reads the member's id (`id`), and, for the checks that
 * need when the session began, `confirmed()`. Signing in and out changes it within the request
 * (`become`).
 */
export class Viewer {
  #state: State;

  private constructor(state: State) {
    this.#state = state;
  }

  /** A viewer read from KV by `load` when first needed (`ready`). */
  static unread(load: () => Promise<Session | null>): Viewer {
    return new Viewer({ kind: 'pending', load });
  }

  static visitor(): Viewer {
    return new Viewer({ kind: 'visitor' });
  }

  static member(session: Session | null): Viewer {
    return session ? new Viewer({ kind: 'member', session }) : Viewer.visitor();
  }

  /** A member claimed by the cookie: `confirming` is KV's session when it is the one claimed, else null. */
  static claimed(claim: Claim, confirming: Promise<Session | null>): Viewer {
    const state: State = { kind: 'claim', claim, confirming, refused: false };
    // Once KV has refused the claim, its reads stop too (`refused`), at their next call.
    confirming.then(
      (session) => (state.refused = session === null),
      () => (state.refused = true),
    );
    return new Viewer(state);
  }

  /** Reads the session, once, when it was left unread. */
  ready(): Promise<void> {
    const state = this.#state;
    if (state.kind !== 'pending') return Promise.resolve();
    state.loading ??= state.load().then((session) => {
      if (this.#state === state) this.#state = session ? { kind: 'member', session } : { kind: 'visitor' };
    });
    return state.loading;
  }

  #known(): Exclude<State, { kind: 'pending' }> {
    const state = this.#state;
    if (state.kind === 'pending') throw new Error('The viewer was used before it was read (Viewer.ready).');
    return state;
  }

  /** The member's id, confirmed or claimed; null for a visitor. */
  get id(): number | null {
    const state = this.#known();
    return state.kind === 'visitor' ? null : state.kind === 'member' ? state.session.userId : state.claim.userId;
  }

  /** The member's id, where only a member may be (behind the member gate): 401 for a visitor. */
  get memberId(): number {
    const id = this.id;
    if (id === null) throw unauthorized();
    return id;
  }

  /** The member's id when the viewer has been read, else null (the log line of a request refused before). */
  get idIfRead(): number | null {
    return this.#state.kind === 'pending' ? null : this.id;
  }

  /** The member's session key (confirmed or claimed), for the checks made in D1 beside the request's work. */
  get tokenHash(): string | null {
    const state = this.#known();
    return state.kind === 'visitor' ? null : state.kind === 'member' ? state.session.tokenHash : state.claim.tokenHash;
  }

  /** Whether this viewer is a claim KV has not confirmed yet. */
  get isClaim(): boolean {
    return this.#state.kind === 'claim';
  }

  /** Whether KV has refused the claim: the answer will be thrown away, and nothing more is read for it. */
  get refused(): boolean {
    return this.#state.kind === 'claim' && this.#state.refused;
  }

  /** The session KV holds, when it is this viewer's: at once for a member or a visitor (null), once KV has answered for a claim. */
  async confirmed(): Promise<Session | null> {
    await this.ready();
    const state = this.#known();
    if (state.kind === 'visitor') return null;
    if (state.kind === 'member') return state.session;
    return state.confirming.catch(() => null);
  }

  /** What every write waits for: at once unless this is a claim, whose writes wait for KV and are refused (401) when it is not confirmed. */
  async settled(): Promise<void> {
    await this.ready();
    if (this.#state.kind !== 'claim') return;
    if (!(await this.confirmed())) throw unauthorized();
  }

  /** Signing in (a new session) or out (null) within the request. */
  become(session: Session | null): void {
    this.#state = session ? { kind: 'member', session } : { kind: 'visitor' };
  }
}
