import type { SessionStanding } from './db/queries/users';
export interface Bindings extends Env {
  /** "1" adds `X-D1-Statements` to API responses (tests and `npm run bench` only). */
  EXPOSE_D1_STATEMENTS?: string;
  /** "1" turns the per-request JSON log line off (tests). */
  QUIET_LOGS?: string;
  /**
   * `npm run bench:latency` only: the delays of a simulated network, `d1=30,kvMiss=60,kvHit=1`
   * (worker/simulated-network.ts). Honoured only when ENVIRONMENT is "local"; never set in
   * wrangler.toml's production or preview sections.
   */
  SIMULATED_NETWORK?: string;
}

/** The signed-in member as the session knows them. */
export interface Session {
  userId: number;
  /** SHA-256 of the cookie's id: the KV key and the revocation key; never the id itself. */
  tokenHash: string;
  /**
   * When the session began (ms since epoch). Only KV knows it: NaN in a session only claimed by the
   * cookie (a GET begun before its KV read ended, decision 027), which `confirmedSession`
   * (worker/middleware/session.ts) gives with it.
   */
  createdAt: number;
}

export interface Variables {
  /** Statements sent to D1 so far in this request. */
  statementCount: () => number;
  requestId: string;
  session: Session | null;
  /**
   * A GET run under the member its cookie claims (worker/middleware/session.ts): the session KV
   * holds, once read, or null when it is not the one claimed (the answer is then thrown away).
   */
  sessionFromKv?: Promise<Session | null>;
  /** Behind `requireMember` (worker/middleware/member-writes.ts): whether the session's standing was checked in D1. */
  sessionConfirmed?: boolean;
  /** The standing D1 confirmed (role, e-mail confirmed), once `alongsideSessionCheck` ran. */
  standing?: SessionStanding;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
