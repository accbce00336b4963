import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import type { AppEnv, Bindings } from '../../worker/env';
import worker from '../../worker/index';
import { HttpError } from '../../worker/lib/errors';
import { requestContext } from '../../worker/middleware/request-context';
import { currentUserId, loadViewer, requireMember } from '../../worker/middleware/session';
import { answer } from '../../worker/runtime/answer';
import { claimedReads } from '../../worker/runtime/claim-guard';
import type { Scope } from '../../worker/runtime/scope';
import { Viewer } from '../../worker/runtime/viewer';
import { GOOD_PASSWORD, registerMember, sessionKvKey, setCookieOf, tokenOf, uniqueAddress } from './account-helpers';
import { articleInput, eventInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { jpegClean } from './image-samples';
import { Client, env, ORIGIN, type ApiResponse } from './helpers';

/*
 * Decision 027: the session cookie is `<token>.<member id>`, and a GET whose cookie names its
 * member starts its D1 work before KV has said whose session the token is. The id is a claim: an
 * answer computed under it reaches the client only when KV confirms it; otherwise the request is
 * answered again as the session says, and a claim writes nothing.
 */

const COOKIE = 'rede_to_session';

interface World {
  /** A member signed in through the API, whose token the forged cookies carry. */
  alice: { client: Client; id: number; username: string; token: string };
  /** An admin with data of her own: what a forged claim would reach. */
  bruno: Member;
  /** A session that has ended (logged out), and its cookie. */
  ended: { id: number; cookie: string };
  article: number;
  event: number;
  file: string;
}

let world: World;

const cookieOf = (token: string, claim?: number | string) => `${COOKIE}=${claim === undefined ? token : `${token}.${claim}`}`;

/** A GET (or HEAD) with exactly this cookie, from a client that keeps no other. */
async function as(cookie: string | null, path: string, method = 'GET'): Promise<ApiResponse> {
  const client = new Client();
  return client.request(method, path, undefined, cookie ? { Cookie: cookie } : {});
}

beforeAll(async () => {
  const registered = await registerMember({ fullName: 'Alice Verdadeira' });
  const bruno = await createMember({ fullName: 'Bruno Reclamado', role: 'admin' });
  const category = await categoryId();
  const article = (await bruno.client.post('/api/articles', articleInput({ title: 'Artigo do Bruno', categoryId: category }))).body as { id: number };
  const event = (await bruno.client.post('/api/events', eventInput())).body as { id: number };
  // Bruno's own: a saved item, a notification (Alice's comment on his article), a draft, a report to moderate.
  expect((await bruno.client.post('/api/saved-items', { articleId: article.id })).status).toBe(201);
  expect((await registered.client.post('/api/comments', { articleId: article.id, content: 'Comentário da Alice.' })).status).toBe(201);
  expect((await bruno.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho do Bruno' })).status).toBe(200);
  await env.DB.prepare("INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'article', ?, 'spam')").bind(bruno.id, article.id).run();
  const image = new FormData();
  image.set('image', new File([jpegClean()], 'foto.jpg', { type: 'image/jpeg' }));
  const upload = await registered.client.post('/api/upload-image', image);
  expect(upload.status).toBe(201);

  const leaving = await registerMember();
  const endedCookie = leaving.client.cookie;
  expect((await leaving.client.post('/api/logout')).status).toBe(204);

  world = {
    alice: { client: registered.client, id: registered.user.id, username: registered.user.username, token: tokenOf(registered.client) },
    bruno,
    ended: { id: leaving.user.id, cookie: endedCookie },
    article: article.id,
    event: event.id,
    file: (upload.body as { url: string }).url,
  };
});

/** A concrete path for every GET route of the API (`app.routes`); a new route fails the test below until it has one. */
const getPaths = (w: World): Record<string, string> => ({
  '/api/ping': '/api/ping',
  '/api/health': '/api/health',
  '/api/me': '/api/me',
  '/api/user': '/api/user',
  '/api/me/activity': '/api/me/activity',
  '/api/me/email-preferences': '/api/me/email-preferences',
  '/api/me/push-preferences': '/api/me/push-preferences',
  '/api/push/key': '/api/push/key',
  '/api/me/cpd': '/api/me/cpd',
  '/api/me/cpd/summary': '/api/me/cpd/summary?year=2026',
  // A year out of range: the PDF itself is dated as it is made.
  '/api/me/cpd/report.pdf': '/api/me/cpd/report.pdf?year=1',
  '/api/me/saved-searches': '/api/me/saved-searches',
  '/api/events/:id/ticket': `/api/events/${w.event}/ticket`,
  '/api/events/:id/attendance': `/api/events/${w.event}/attendance`,
  '/api/certificates/:code': '/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/api/certificates/:code/pdf': '/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/pdf',
  '/api/communities': '/api/communities',
  '/api/communities/news': '/api/communities/news',
  '/api/communities/requests': '/api/communities/requests',
  '/api/communities/:slug': '/api/communities/pediatria',
  '/api/communities/:slug/members': '/api/communities/pediatria/members',
  '/api/communities/:slug/requests': '/api/communities/pediatria/requests',
  '/api/questions': '/api/questions?limit=5',
  '/api/questions/:id': '/api/questions/999999',
  '/api/questions/:id/answers': '/api/questions/999999/answers',
  '/api/me/verification': '/api/me/verification',
  '/api/me/sessions': '/api/me/sessions',
  '/api/me/export': '/api/me/export',
  '/api/files/:key': w.file,
  '/api/users': '/api/users?limit=5',
  '/api/users/:id': `/api/users/${w.bruno.id}`,
  '/api/categories': '/api/categories',
  '/api/categories/:id': '/api/categories/1',
  '/api/articles': '/api/articles?limit=5',
  '/api/articles/:id': `/api/articles/${w.article}`,
  '/api/articles/:id/comments': `/api/articles/${w.article}/comments`,
  '/api/articles/:id/related': `/api/articles/${w.article}/related`,
  '/api/protocols': '/api/protocols?limit=5',
  '/api/protocols/:id': '/api/protocols/999999',
  '/api/protocols/:id/comments': '/api/protocols/999999/comments',
  '/api/protocols/:id/related': '/api/protocols/999999/related',
  '/api/events': '/api/events?limit=5',
  '/api/events/:id': `/api/events/${w.event}`,
  '/api/events/:id/calendar.ics': `/api/events/${w.event}/calendar.ics`,
  '/api/events/:id/registrations': `/api/events/${w.event}/registrations`,
  '/api/events/:id/registrations.csv': `/api/events/${w.event}/registrations.csv`,
  '/api/opportunities': '/api/opportunities?limit=5',
  '/api/opportunities/:id': '/api/opportunities/999999',
  '/api/volunteering': '/api/volunteering?limit=5',
  '/api/volunteering/:id': '/api/volunteering/999999',
  '/api/saved-items': '/api/saved-items',
  '/api/notifications': '/api/notifications',
  '/api/follows': '/api/follows',
  '/api/follows/feed': '/api/follows/feed',
  '/api/drafts': '/api/drafts',
  '/api/drafts/:kind/:item': '/api/drafts/article/new',
  '/api/search': '/api/search?q=bruno',
  '/api/moderation/verifications': '/api/moderation/verifications',
  '/api/moderation/reports': '/api/moderation/reports',
  '/api/moderation/members': '/api/moderation/members',
  '/api/moderation/audit': '/api/moderation/audit',
});

/** What an answer tells the client: its status, the headers that carry data, and its body (the time it was made left out: the export's, the calendar's). */
function told(response: ApiResponse) {
  const body =
    typeof response.body === 'string'
      ? response.body.replace(/DTSTAMP:\S+/g, 'DTSTAMP:now')
      : response.body && typeof response.body === 'object' && 'exportedAt' in response.body
        ? { ...response.body, exportedAt: 'now' }
        : response.body;
  const headers = ['X-Total-Count', 'X-Unread-Count', 'Content-Type', 'Content-Disposition', 'Set-Cookie'].map((name) => [name, response.headers.get(name)]);
  return { status: response.status, headers: Object.fromEntries(headers), body };
}

describe('the session cookie names its member after the token', () => {
  it('is set so by a login, and the token alone is still the secret: KV keeps the session under its hash', async () => {
    const fresh = new Client();
    const login = await fresh.post('/api/login', { username: world.alice.username, password: GOOD_PASSWORD }, uniqueAddress());
    expect(login.status).toBe(200);
    const value = setCookieOf(login).split(';')[0]!.slice(`${COOKIE}=`.length);
    expect(value).toMatch(new RegExp(`^[A-Za-z0-9_-]{43}\\.${world.alice.id}$`));
    expect(await env.SESSIONS.get(await sessionKvKey(value.split('.')[0]!))).not.toBeNull();
    expect(await env.SESSIONS.get(await sessionKvKey(value))).toBeNull();
  });

  it('is renewed with the member it names, even from a cookie that named none', async () => {
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    for (const named of [true, false]) {
      const member = await createMember();
      const token = tokenOf(member.client);
      await env.SESSIONS.put(await sessionKvKey(token), JSON.stringify({ userId: member.id, createdAt: twoDaysAgo, refreshedAt: twoDaysAgo }));
      const response = await as(named ? cookieOf(token, member.id) : cookieOf(token), '/api/me');
      expect(response.status).toBe(200);
      expect(setCookieOf(response)).toMatch(new RegExp(`^${COOKIE}=${token}\\.${member.id}; Max-Age=2592000;`));
    }
  });

  it('is cleared by a logout, after which the claim it held reads nothing', async () => {
    const { client, user } = await registerMember();
    const cookie = client.cookie;
    const logout = await client.post('/api/logout');
    expect(setCookieOf(logout)).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0`));
    expect(cookie).toMatch(new RegExp(`\\.${user.id}$`));
    expect((await as(cookie, '/api/me')).status).toBe(401);
  });

  it('still works as the token alone (a cookie set before decision 027)', async () => {
    const me = await as(cookieOf(world.alice.token), '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: world.alice.id, fullName: 'Alice Verdadeira' });
  });
});

describe('a claim is never trusted by itself', () => {
  it("gets the real member's data, never the claimed member's: /api/me, saved items, notifications", async () => {
    const forged = cookieOf(world.alice.token, world.bruno.id);
    const me = await as(forged, '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: world.alice.id, fullName: 'Alice Verdadeira', role: 'member' });
    const saved = await as(forged, '/api/saved-items');
    expect(saved.body).toEqual([]);
    expect(saved.headers.get('X-Total-Count')).toBe('0');
    const notifications = await as(forged, '/api/notifications');
    expect(notifications.body).toEqual([]);
    expect(notifications.headers.get('X-Unread-Count')).toBe('0');
    // Bruno's own cookie sees his.
    expect(((await as(world.bruno.client.cookie, '/api/saved-items')).body as unknown[]).length).toBe(1);
    expect(((await as(world.bruno.client.cookie, '/api/notifications')).body as unknown[]).length).toBe(1);
  });

  it("shows moderators' data only to a moderator whose session KV confirms", async () => {
    const forged = cookieOf(world.alice.token, world.bruno.id);
    for (const path of ['/api/moderation/reports', '/api/moderation/members', '/api/moderation/audit', '/api/moderation/verifications']) {
      expect((await as(forged, path)).status, path).toBe(403);
      expect((await as(world.bruno.client.cookie, path)).status, path).toBe(200);
    }
  });

  it('answers every GET of the API under a forged claim exactly as the real session, and an ended one as a visitor', { timeout: 60_000 }, async () => {
    const paths = getPaths(world);
    const routes = new Set(app.routes.filter((route) => route.method === 'GET').map((route) => route.path));
    expect(
      [...routes].filter((route) => !(route in paths)),
      'GET routes without a path here',
    ).toEqual([]);
    const { token, id } = world.alice;
    const differ: string[] = [];
    for (const path of Object.values(paths)) {
      const real = told(await as(cookieOf(token), path));
      for (const claim of [world.bruno.id, id, world.ended.id, 999_999_999]) {
        if (JSON.stringify(told(await as(cookieOf(token, claim), path))) !== JSON.stringify(real)) differ.push(`${path} claiming ${claim}`);
      }
      const visitor = told(await as(null, path));
      for (const claim of [world.ended.id, world.bruno.id]) {
        const ended = `${world.ended.cookie.split('.')[0]}.${claim}`;
        if (JSON.stringify(told(await as(ended, path))) !== JSON.stringify(visitor)) differ.push(`${path} of an ended session claiming ${claim}`);
      }
      expect(real.status, path).toBeLessThan(500);
    }
    expect(differ).toEqual([]);
    // HEAD is answered by the GET routes: the same headers.
    const head = await as(cookieOf(token, world.bruno.id), '/api/saved-items', 'HEAD');
    expect(head.headers.get('X-Total-Count')).toBe('0');
  });

  it('ignores a claim that cannot be an id, and answers every malformed cookie without a 500', async () => {
    const { token, id } = world.alice;
    for (const claim of ['abc', '0', '-5', '1e3', ' 7', `${id}.${id}`, '', '99999999999999999999', '9007199254740993', `${world.bruno.id}x`]) {
      const me = await as(`${COOKIE}=${token}.${claim}`, '/api/me');
      expect(me.status, claim).toBe(200);
      expect(me.body, claim).toMatchObject({ id });
    }
    const malformed = [
      `${COOKIE}=.${id}`,
      `${COOKIE}=curto.${id}`,
      `${COOKIE}=%%%.${id}`,
      `${COOKIE}=${token}.%ZZ`,
      `${COOKIE}=${token}..`,
      `${COOKIE}=${'a'.repeat(300)}.${id}`,
      `${COOKIE}=${token}.${world.bruno.id}; ${COOKIE}=${token}.${id}`,
    ];
    for (const cookie of malformed) {
      for (const path of ['/api/me', '/api/saved-items', '/api/articles?limit=2', `/api/articles/${world.article}`]) {
        expect((await as(cookie, path)).status, `${cookie} ${path}`).toBeLessThan(500);
      }
    }
  });
});

// index.html reduced to what the Worker relies on (as tests/worker/pages.test.ts serves it).
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"></div><!--/root--></body></html>`;
const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher;

/** A page rendered by the Worker for this cookie, and the data its render read (`/api/me` among them). */
async function page(path: string, cookie: string | null, bindings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }) as Request<unknown, IncomingRequestCfProperties>,
    { ...(env as Bindings), ASSETS: assets, ...bindings },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  const block = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = block ? (JSON.parse(block) as { queryKey: unknown[]; data: unknown }[]) : [];
  return { status: response.status, html, me: data.find((entry) => entry.queryKey[0] === '/api/me')?.data as { id: number } | null | undefined };
}

describe("a page's server render under a claim", () => {
  // The first page loads the SPA's server render module by module in the test runner.
  beforeAll(() => page('/about', null), 120_000);

  it("is drawn for the real member, never the claimed one: the home page and Bruno's saved article", async () => {
    const forged = cookieOf(world.alice.token, world.bruno.id);
    const home = await page('/', forged);
    expect(home.status).toBe(200);
    expect(home.me).toMatchObject({ id: world.alice.id });
    const article = await page(`/articles/${world.article}`, forged);
    expect(article.me).toMatchObject({ id: world.alice.id });
    expect(article.html).toContain('aria-pressed="false"');
    expect(article.html).not.toContain('Guardado');
    expect((await page(`/articles/${world.article}`, world.bruno.client.cookie)).html).toContain('Guardado');
  });

  it('is drawn for a visitor when the session has ended, whoever the cookie claims', async () => {
    for (const claim of [world.ended.id, world.bruno.id]) {
      const home = await page('/', `${world.ended.cookie.split('.')[0]}.${claim}`);
      expect(home.status).toBe(200);
      expect(home.me).toBeNull();
      expect(home.html).not.toContain('Terminar sessão');
    }
  });
});

describe('a GET that wrote would write only once its claim is confirmed (worker/runtime/scope.ts)', () => {
  // A route that counts a visit, as a download counter would: written in D1 and in KV, through the
  // scope's ports. Mounted on a path a claim may start (worker/runtime/claims.ts), and answered by
  // the runtime with this app in place of the API's.
  const probe = new Hono<AppEnv>().basePath('/api');
  probe.use(requestContext, loadViewer).get('/follows', requireMember, async (c) => {
    const userId = currentUserId(c);
    const { db, sessions } = c.var.scope;
    await (await db.write()).prepare('INSERT INTO claim_probe (user_id) VALUES (?)').bind(userId).run();
    await sessions.put(`probe:${userId}`, String(Date.now()), 60);
    return c.json({ userId });
  });
  probe.onError((error, c) => c.json({ message: error.message }, error instanceof HttpError ? error.status : 500));

  const visit = async (cookie: string) => {
    const ctx = createExecutionContext();
    const api = async (request: Request, scope: Scope) => probe.fetch(request, { scope }, ctx);
    const response = await answer(new Request(`${ORIGIN}/api/follows`, { headers: { Cookie: cookie } }), env as Bindings, ctx, { api, page: api });
    const body: unknown = await response.json();
    // The claim's own answer, thrown away, may still be running: it is waited for too.
    await waitOnExecutionContext(ctx);
    return { status: response.status, body };
  };
  const visits = async () => (await env.DB.prepare('SELECT user_id AS userId FROM claim_probe ORDER BY rowid').all<{ userId: number }>()).results.map((row) => row.userId);

  beforeAll(async () => {
    await env.DB.prepare('CREATE TABLE IF NOT EXISTS claim_probe (user_id INTEGER NOT NULL)').run();
  });

  it('a forged claim writes nothing for the claimed member, and the real member is counted once', async () => {
    await env.DB.prepare('DELETE FROM claim_probe').run();
    const answer = await visit(cookieOf(world.alice.token, world.bruno.id));
    expect(answer).toEqual({ status: 200, body: { userId: world.alice.id } });
    expect(await visits()).toEqual([world.alice.id]);
    expect(await env.SESSIONS.get(`probe:${world.bruno.id}`)).toBeNull();
    expect(await env.SESSIONS.get(`probe:${world.alice.id}`)).not.toBeNull();
  });

  it('a confirmed claim is counted once', async () => {
    await env.DB.prepare('DELETE FROM claim_probe').run();
    expect(await visit(cookieOf(world.alice.token, world.alice.id))).toEqual({ status: 200, body: { userId: world.alice.id } });
    expect(await visits()).toEqual([world.alice.id]);
  });

  it('an ended session writes nothing, whoever it claims', async () => {
    await env.DB.prepare('DELETE FROM claim_probe').run();
    for (const claim of [world.ended.id, world.bruno.id]) {
      expect((await visit(`${world.ended.cookie.split('.')[0]}.${claim}`)).status).toBe(401);
    }
    expect(await visits()).toEqual([]);
    expect(await env.SESSIONS.get(`probe:${world.ended.id}`)).toBeNull();
  });

  it('under a claim, the database for reads refuses to write: a write asks for `db.write()`, which waits', async () => {
    const viewer = Viewer.claimed({ userId: world.alice.id, tokenHash: 'x' }, new Promise(() => {}));
    const reads = claimedReads(env.DB, viewer);
    expect(await reads.prepare('SELECT 1 AS one').first('one')).toBe(1);
    await expect(reads.prepare('UPDATE users SET bio = bio WHERE id = 0').run()).rejects.toThrow('db.write()');
    await expect(reads.exec('DELETE FROM claim_probe')).rejects.toThrow('db.write()');
  });
});

describe("a member's read starts its D1 work before the session's KV read has answered", () => {
  /**
   * Bindings whose KV reads answer only once D1 has been asked for something, or after `patience`
   * ms: a request that waited for the session before its D1 work would wait the whole time. Says
   * which of the two opened the gate. No clock is compared: the order alone is asserted.
   */
  function gated(patience: number) {
    let openedBy: 'd1' | 'patience' | null = null;
    let d1Asked!: () => void;
    const asked = new Promise<void>((resolve) => (d1Asked = resolve));
    const gate = Promise.race([asked.then(() => 'd1' as const), new Promise<'patience'>((resolve) => setTimeout(() => resolve('patience'), patience))]).then((by) => {
      openedBy ??= by;
    });
    const SESSIONS = new Proxy(env.SESSIONS, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'get') return async (...args: unknown[]) => (await gate, (value as (...a: unknown[]) => unknown).apply(target, args));
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    const DB = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'prepare' || prop === 'batch') d1Asked();
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    return { bindings: { SESSIONS, DB } as Partial<Bindings>, openedBy: () => openedBy };
  }

  async function read(path: string, cookie: string, bindings: Partial<Bindings>) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }) as Request<unknown, IncomingRequestCfProperties>, { ...(env as Bindings), ...bindings }, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, body };
  }

  it('an API read whose cookie names its member asks D1 first; with the token alone, KV answers first', { timeout: 30_000 }, async () => {
    const { token, id } = world.alice;
    for (const path of ['/api/me', '/api/saved-items', `/api/articles/${world.article}`]) {
      const claimed = gated(10_000);
      const answer = await read(path, cookieOf(token, id), claimed.bindings);
      expect(answer.status, path).toBe(200);
      expect(claimed.openedBy(), path).toBe('d1');
      const tokenOnly = gated(200);
      expect((await read(path, cookieOf(token), tokenOnly.bindings)).status, path).toBe(200);
      expect(tokenOnly.openedBy(), path).toBe('patience');
    }
  });

  it('a forged claim on the export, the sessions, the settings or moderation starts no D1 work before KV has refused it', { timeout: 30_000 }, async () => {
    // No account: a random token and a public member id (a second hardening pass found the export ran to completion).
    const forged = cookieOf('Z'.repeat(43), world.bruno.id);
    for (const path of [
      '/api/me/export',
      '/api/me/sessions',
      '/api/me/email-preferences',
      '/api/me/verification',
      '/api/drafts',
      '/api/moderation/audit',
      `/api/events/${world.event}/registrations.csv`,
    ]) {
      const claimed = gated(200);
      const answer = await read(path, forged, claimed.bindings);
      expect(answer.status, path).toBe(401);
      expect(claimed.openedBy(), path).toBe('patience');
    }
  });

  it('a claim that KV refuses stops its database work at its next call; until then its reads go at once', async () => {
    let refuse!: (session: null) => void;
    const confirming = new Promise<null>((resolve) => (refuse = resolve));
    const viewer = Viewer.claimed({ userId: world.bruno.id, tokenHash: 'x' }, confirming);
    const DB = claimedReads(env.DB, viewer);
    expect(await DB.prepare('SELECT 1 AS one').first('one')).toBe(1);
    refuse(null);
    await confirming;
    await expect(DB.prepare('SELECT 1 AS one').first('one')).rejects.toBeInstanceOf(HttpError);
    await expect(DB.batch([DB.prepare('SELECT 1')])).rejects.toBeInstanceOf(HttpError);
    await expect(viewer.settled()).rejects.toBeInstanceOf(HttpError);
  });

  it("a member's page asks D1 before the session is read, and is drawn for that member", { timeout: 30_000 }, async () => {
    const cookie = cookieOf(world.alice.token, world.alice.id);
    for (const path of ['/', `/articles/${world.article}`]) {
      const claimed = gated(10_000);
      const drawn = await page(path, cookie, claimed.bindings);
      expect(drawn.status, path).toBe(200);
      expect(drawn.me, path).toMatchObject({ id: world.alice.id });
      expect(claimed.openedBy(), path).toBe('d1');
    }
  });
});
