import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bindings } from '../../worker/env';
import { answerRequest } from '../../worker/index';
import { GOOD_PASSWORD, registerMember, sessionKvKey, tokenOf, uniqueAddress } from './account-helpers';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId } from './fixtures';
import { jpegClean } from './image-samples';
import { Client, env, ORIGIN, type ApiResponse } from './helpers';
import { countRows } from './fixtures';

/*
 * Issue 20 and docs/rules/latency.md: what a member far from D1's region waits for is the number
 * of SEQUENTIAL round trips a request makes to D1 (calls started together, inside one
 * Promise.all, are one step; a batch is one). Every read does its D1 work in at most one step
 * after the session read (KV), every write in at most two. `X-D1-Round-Trips` (exposed in tests,
 * worker/middleware/request-context.ts) says how many a response took.
 */

const READ_BUDGET = 1;
const WRITE_BUDGET = 2;

/**
 * Writes that take more than two in the requests below, with how many and why: none today. Lower or
 * remove an entry when it gets better. (Outside them: deleting an account whose member had uploads
 * takes a third, their rows deleted after R2's objects so that an R2 failure leaves them for the
 * orphan sweep: tests/worker/account-deletion.test.ts.)
 */
const WRITE_EXCEPTIONS: Record<string, { roundTrips: number; reason: string }> = {};

const roundTripsOf = (response: ApiResponse) => Number(response.headers.get('X-D1-Round-Trips'));

interface World {
  member: Client;
  other: Client;
  visitor: Client;
  memberId: number;
  otherId: number;
  username: string;
  category: number;
  article: number;
  protocol: number;
  event: number;
  opportunity: number;
  volunteering: number;
  image: string;
}

let world: World;

beforeAll(async () => {
  const me = await registerMember();
  const other = await registerMember();
  // Confirmed, as a member who publishes this much would be: unconfirmed members publish 3 items a day (docs/rules/trust.md).
  await env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id IN (?, ?)").bind(me.user.id, other.user.id).run();
  const category = await categoryId();
  const created = async (path: string, body: unknown, client = other.client) => {
    const response = await client.post(path, body);
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as { id: number }).id;
  };
  const form = new FormData();
  form.set('image', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9])], 'foto.jpg', { type: 'image/jpeg' }));
  world = {
    member: me.client,
    other: other.client,
    visitor: new Client(),
    memberId: me.user.id,
    otherId: other.user.id,
    username: me.user.username,
    category,
    article: await created('/api/articles', articleInput({ categoryId: category })),
    protocol: await created('/api/protocols', protocolInput({ categoryId: category })),
    event: await created('/api/events', eventInput({ maxParticipants: 50 })),
    opportunity: await created('/api/opportunities', opportunityInput()),
    volunteering: await created('/api/volunteering', volunteeringInput()),
    image: '',
  };
  await world.member.post('/api/comments', { articleId: world.article, content: 'Obrigada pela partilha!' });
  // The member is an admin, so that the moderation reads are counted too, with a report to read.
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(world.memberId).run();
  await env.DB.prepare("INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'user', ?, 'spam')").bind(world.memberId, world.otherId).run();
});

/** Every read of the API, with the ids of the world. */
const reads = (w: World): string[] => [
  '/api/health',
  '/api/me',
  '/api/categories',
  `/api/categories/${w.category}`,
  '/api/users?limit=10',
  `/api/users/${w.otherId}`,
  '/api/articles?limit=10',
  `/api/articles?categoryId=${w.category}&q=escola`,
  `/api/articles/${w.article}`,
  `/api/articles/${w.article}/comments`,
  `/api/articles/${w.article}/related`,
  '/api/protocols?limit=10',
  `/api/protocols/${w.protocol}`,
  `/api/protocols/${w.protocol}/comments`,
  `/api/protocols/${w.protocol}/related`,
  '/api/events?limit=10',
  `/api/events/${w.event}`,
  '/api/opportunities?limit=10',
  `/api/opportunities/${w.opportunity}`,
  '/api/volunteering?limit=10',
  `/api/volunteering/${w.volunteering}`,
  '/api/search?q=terapia',
  '/api/articles/999999999',
];

const memberReads = (): string[] => [
  '/api/saved-items',
  '/api/me/activity',
  '/api/me/sessions',
  '/api/me/export',
  '/api/user',
  '/api/moderation/reports',
  '/api/moderation/members',
  '/api/moderation/members?q=joana',
  '/api/moderation/audit',
  '/api/me/verification',
];

describe('sequential D1 round trips of each read', () => {
  it.each(['visitor', 'member'] as const)('as a %s, every read takes at most one', async (who) => {
    const client = who === 'visitor' ? world.visitor : world.member;
    const paths = [...reads(world), ...(who === 'member' ? memberReads() : [])];
    const over: string[] = [];
    for (const path of paths) {
      const response = await client.get(path);
      expect(response.status, path).toBeLessThan(500);
      if (roundTripsOf(response) > READ_BUDGET) over.push(`${path}: ${roundTripsOf(response)}`);
    }
    expect(over).toEqual([]);
  });
});

describe('sequential D1 round trips of each write', () => {
  it('every write takes at most two', async () => {
    const w = world;
    const results: [string, ApiResponse][] = [];
    const send = async (label: string, call: () => Promise<ApiResponse>) => {
      const response = await call();
      results.push([label, response]);
      return response;
    };
    await send('POST /api/articles', () => w.member.post('/api/articles', articleInput({ categoryId: w.category })));
    const mine = (results.at(-1)![1].body as { id: number }).id;
    await send('PATCH /api/articles/:id', () => w.member.patch(`/api/articles/${mine}`, { title: 'Intervenção sensorial revista' }));
    await send('POST /api/protocols', () => w.member.post('/api/protocols', protocolInput({ categoryId: w.category })));
    await send('POST /api/events', () => w.member.post('/api/events', eventInput()));
    await send('POST /api/opportunities', () => w.member.post('/api/opportunities', opportunityInput()));
    await send('POST /api/volunteering', () => w.member.post('/api/volunteering', volunteeringInput()));
    await send('POST /api/comments', () => w.member.post('/api/comments', { articleId: w.article, content: 'Muito útil para a minha prática.' }));
    await send('POST /api/comments (protocol)', () => w.member.post('/api/comments', { protocolId: w.protocol, content: 'Muito útil.' }));
    await send('POST /api/articles/:id/like', () => w.member.post(`/api/articles/${w.article}/like`));
    await send('DELETE /api/articles/:id/like', () => w.member.delete(`/api/articles/${w.article}/like`));
    await send('POST /api/protocols/:id/like', () => w.member.post(`/api/protocols/${w.protocol}/like`));
    await send('POST /api/protocols/:id/download', () => w.member.post(`/api/protocols/${w.protocol}/download`));
    await send('POST /api/saved-items', () => w.member.post('/api/saved-items', { articleId: w.article }));
    const saved = (results.at(-1)![1].body as { id: number }).id;
    await send('DELETE /api/saved-items/:id', () => w.member.delete(`/api/saved-items/${saved}`));
    await send('POST /api/events/:id/register', () => w.member.post(`/api/events/${w.event}/register`));
    await send('DELETE /api/events/:id/register', () => w.member.delete(`/api/events/${w.event}/register`));
    await send('PATCH /api/users/:id', () => w.member.patch(`/api/users/${w.memberId}`, { bio: 'Terapeuta ocupacional há dez anos.' }));
    await send('POST /api/contact', () =>
      w.visitor.post(
        '/api/contact',
        { name: 'Ana Sousa', email: 'ana@example.pt', subject: 'Pedido de informação', category: 'general', message: 'Gostaria de saber mais sobre a associação.' },
        uniqueAddress(),
      ),
    );
    await send('POST /api/password-reset', () => w.visitor.post('/api/password-reset', { email: 'ninguem@example.pt' }, uniqueAddress()));
    // An admin whose e-mail is confirmed (unconfirmed members may not report).
    const { client: admin, user: adminUser } = await registerMember();
    await env.DB.prepare("UPDATE users SET role = 'admin', email_verified_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(adminUser.id).run();
    await send('POST /api/reports', () => admin.post('/api/reports', { targetType: 'article', targetId: w.article, reason: 'outro', details: 'Fora do tema.' }));
    await send('POST /api/moderation/actions', () => admin.post('/api/moderation/actions', { targetType: 'article', targetId: w.article, action: 'hide', reason: 'Verificação.' }));
    await send('POST /api/moderation/actions (restore)', () => admin.post('/api/moderation/actions', { targetType: 'article', targetId: w.article, action: 'restore', reason: 'Verificado.' }));
    await send('POST /api/moderation/roles', () => admin.post('/api/moderation/roles', { userId: w.otherId, role: 'moderator' }));
    const fresh = new Client();
    await send('POST /api/login', () => fresh.post('/api/login', { username: w.username, password: GOOD_PASSWORD }, uniqueAddress()));
    await send('DELETE /api/me/sessions', () => w.member.delete('/api/me/sessions'));
    await send('POST /api/logout', () => fresh.post('/api/logout'));
    await send('POST /api/register', () =>
      new Client().post(
        '/api/register',
        { username: `rt${Date.now()}`, email: `rt${Date.now()}@example.pt`, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, fullName: 'Rita Tavares', acceptTerms: true },
        uniqueAddress(),
      ),
    );
    const image = new FormData();
    image.set('image', new File([jpegClean()], 'capa.jpg', { type: 'image/jpeg' }));
    await send('POST /api/upload-image', () => w.member.post('/api/upload-image', image));
    await send('POST /api/me/verification', () => w.member.post('/api/me/verification', { licenceNumber: '54321' }));
    const request = (results.at(-1)![1].body as { id: number }).id;
    await env.DB.prepare("UPDATE users SET role = 'moderator' WHERE id = ?").bind(w.otherId).run();
    const queue = await w.other.get('/api/moderation/verifications');
    expect(queue.status).toBe(200);
    expect(roundTripsOf(queue)).toBeLessThanOrEqual(READ_BUDGET);
    await send('POST /api/moderation/verifications/:id', () => w.other.post(`/api/moderation/verifications/${request}`, { decision: 'approve' }));
    await send('POST /api/protocols/:id/review', () => w.other.post(`/api/protocols/${w.protocol}/review`, { evidenceLevel: 3, reviewDueAt: '2029-01-31' }));
    await env.DB.prepare("UPDATE users SET role = 'member' WHERE id = ?").bind(w.otherId).run();
    await send('POST /api/me/password', () =>
      w.member.post('/api/me/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Outra-Palavra-Passe-2027', confirmPassword: 'Outra-Palavra-Passe-2027' }),
    );
    // The whole life of items: changes, cancellation, closing and deletions.
    const event = (await w.member.post('/api/events', eventInput())).body as { id: number };
    await send('PATCH /api/events/:id', () => w.member.patch(`/api/events/${event.id}`, { location: 'Setúbal' }));
    await send('POST /api/events/:id/cancel', () => w.member.post(`/api/events/${event.id}/cancel`, { reason: 'Por motivos de saúde.' }));
    await send('DELETE /api/events/:id', () => w.member.delete(`/api/events/${event.id}`));
    for (const kind of ['opportunities', 'volunteering'] as const) {
      const offer = (await w.member.post(`/api/${kind}`, kind === 'opportunities' ? opportunityInput() : volunteeringInput())).body as { id: number };
      await send(`PATCH /api/${kind}/:id`, () => w.member.patch(`/api/${kind}/${offer.id}`, { title: 'Um título mudado da oferta' }));
      await send(`POST /api/${kind}/:id/close`, () => w.member.post(`/api/${kind}/${offer.id}/close`));
      await send(`DELETE /api/${kind}/:id`, () => w.member.delete(`/api/${kind}/${offer.id}`));
    }
    const comment = (await w.member.post('/api/comments', { articleId: w.article, content: 'Para editar e apagar.' })).body as { id: number };
    await send('PATCH /api/comments/:id', () => w.member.patch(`/api/comments/${comment.id}`, { content: 'Editado.' }));
    await send('DELETE /api/comments/:id', () => w.member.delete(`/api/comments/${comment.id}`));
    await send('DELETE /api/articles/:id', () => w.member.delete(`/api/articles/${mine}`));
    const protocol = (await w.member.post('/api/protocols', protocolInput({ categoryId: w.category }))).body as { id: number };
    await send('DELETE /api/protocols/:id', () => w.member.delete(`/api/protocols/${protocol.id}`));
    const leaving = await registerMember();
    await send('POST /api/email-verification', () => leaving.client.post('/api/email-verification'));
    await send('POST /api/articles (e-mail unconfirmed)', () => leaving.client.post('/api/articles', articleInput({ categoryId: w.category })));
    await send('DELETE /api/me', () => leaving.client.request('DELETE', '/api/me', { password: leaving.password, keepContent: false }));
    for (const [label, response] of results) expect(response.status, label).toBeLessThan(300);
    const over = results.filter(([label, response]) => roundTripsOf(response) > (WRITE_EXCEPTIONS[label]?.roundTrips ?? WRITE_BUDGET));
    expect(over.map(([label, response]) => `${label}: ${roundTripsOf(response)}`)).toEqual([]);
  });
});

// index.html reduced to what the Worker relies on (as tests/worker/pages.test.ts serves it).
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"></div><!--/root--></body></html>`;

/**
 * The sequential round trips of a page's server render, all its API calls together: the render
 * shares the request's scope, whose counters the page's `X-D1-Round-Trips` reports.
 */
async function pageRoundTrips(path: string, cookie?: string): Promise<{ status: number; roundTrips: number; html: string }> {
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
  // Calls started together reach D1 a little apart; a D1 that answers in 20 ms (the simulated
  // network) lets them overlap as they would in production, where the round trip is longer still.
  const slow = { ...(env as Bindings), ASSETS: assets as unknown as Fetcher, ENVIRONMENT: 'local', SIMULATED_NETWORK: 'd1=20,kvMiss=0,kvHit=0', EXPOSE_D1_STATEMENTS: '1' } as Bindings;
  const ctx = createExecutionContext();
  const response = await answerRequest(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), slow, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, roundTrips: Number(response.headers.get('X-D1-Round-Trips')), html };
}

/**
 * Pages whose render takes more than one sequential round trip today, with how many and why: the
 * screens' queries are fetched by the SPA's render (src/entry-server.tsx, worker/pages.ts), not by
 * the API, and the fix (loading a screen's queries at once, or one API call per page) is theirs.
 * Lower or remove an entry when the page gets better.
 */
const PAGE_EXCEPTIONS: Record<string, { roundTrips: number; reason: string }> = {
  '/articles?category': { roundTrips: 2, reason: 'the list filtered by a category named in the address waits for the categories, which give its id: src/app/routes/articles-list.tsx' },
};

describe('sequential D1 round trips of each page kind', () => {
  const pages = (w: World) => [
    '/',
    '/articles',
    `/articles/${w.article}`,
    '/protocols',
    `/protocols/${w.protocol}`,
    '/eventos',
    `/eventos/${w.event}`,
    '/oportunidades',
    `/oportunidades/${w.opportunity}`,
    '/voluntariado',
    '/members',
    `/members/${w.otherId}`,
    '/search?q=terapia',
    '/about',
    `/articles?category=${w.category}`,
  ];

  it.each(['visitor', 'member'] as const)('as a %s', { timeout: 30_000 }, async (who) => {
    const cookie = who === 'member' ? world.member.cookie : undefined;
    const counts: Record<string, number> = {};
    for (const path of pages(world)) {
      const { status, roundTrips } = await pageRoundTrips(path, cookie);
      expect(status, path).toBe(200);
      counts[path] = roundTrips;
    }
    const kindOf = (path: string) =>
      path
        .replace(/\/\d+$/, '/:id')
        .replace(/\?category=.*$/, '?category')
        .replace(/\?q=.*$/, '');
    const over = Object.entries(counts)
      .filter(([path, n]) => n > (PAGE_EXCEPTIONS[kindOf(path)]?.roundTrips ?? READ_BUDGET))
      .map(([path, n]) => `${path}: ${n}`);
    expect(over).toEqual([]);
  });
});

describe("a member's page reads the session once", () => {
  it('from KV, for all the API calls of its render', { timeout: 30_000 }, async () => {
    const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
    const reads: string[] = [];
    const sessions = new Proxy(env.SESSIONS, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'get') return (key: string, type: unknown) => (reads.push(key), (value as (key: string, type: unknown) => Promise<unknown>).call(target, key, type));
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/`, { headers: { Cookie: world.member.cookie! } });
    const response = await answerRequest(request, { ...(env as Bindings), ASSETS: assets as unknown as Fetcher, SESSIONS: sessions }, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    // The home page draws the member's menu (/api/me) and four sections, each an API call.
    expect(html).toContain('Terminar sessão');
    expect(reads).toHaveLength(1);
  });
});

describe("a member's saved items on the article and protocol pages (fetched beside the member: src/features/saved-items/api/saved-items.ts)", () => {
  it("are drawn ('Guardado') from the same round trip as the item and its comments", async () => {
    const saved = await world.member.post('/api/saved-items', { protocolId: world.protocol });
    expect(saved.status).toBe(201);
    try {
      const page = await pageRoundTrips(`/protocols/${world.protocol}`, world.member.cookie);
      expect(page.status).toBe(200);
      expect(page.roundTrips).toBe(1);
      expect(page.html).toContain('aria-pressed="true"');
      expect(page.html).toContain('Guardado');
      const article = await pageRoundTrips(`/articles/${world.article}`, world.member.cookie);
      expect(article.roundTrips).toBe(1);
      expect(article.html).toContain('aria-pressed="false"');
    } finally {
      await world.member.delete(`/api/saved-items/${(saved.body as { id: number }).id}`);
    }
  });

  it('are not drawn for a cookie whose session has ended, and the page is still served', async () => {
    const { client } = await registerMember();
    const cookie = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(204);
    const page = await pageRoundTrips(`/articles/${world.article}`, cookie);
    expect(page.status).toBe(200);
    expect(page.roundTrips).toBeLessThanOrEqual(1);
    expect(page.html).not.toContain('Guardado');
    expect(page.html).toContain('Obrigada pela partilha!');
  });
});

describe('writes that check the session beside their first step (worker/middleware/member-writes.ts)', () => {
  it('still refuse a session ended elsewhere, whose copy lingers in KV, and write nothing', async () => {
    const { client, user } = await registerMember();
    const kvKey = await sessionKvKey(tokenOf(client));
    const stored = await env.SESSIONS.get(kvKey);
    const cookie = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(204);
    // Another Cloudflare location may still hold the KV entry for up to 60 s.
    await env.SESSIONS.put(kvKey, stored!);
    const thief = new Client();
    const image = new FormData();
    image.set('image', new File([jpegClean()], 'capa.jpg', { type: 'image/jpeg' }));
    const attempts: [string, () => Promise<ApiResponse>][] = [
      ['POST /api/articles', () => thief.post('/api/articles', articleInput({ categoryId: world.category }))],
      ['PATCH /api/articles/:id', () => thief.patch(`/api/articles/${world.article}`, { title: 'Título alterado por outrem' })],
      ['POST /api/protocols', () => thief.post('/api/protocols', protocolInput({ categoryId: world.category }))],
      ['POST /api/articles/:id/like', () => thief.post(`/api/articles/${world.article}/like`)],
      ['POST /api/comments', () => thief.post('/api/comments', { articleId: world.article, content: 'Não devia ficar.' })],
      ['POST /api/saved-items', () => thief.post('/api/saved-items', { articleId: world.article })],
      ['POST /api/events', () => thief.post('/api/events', eventInput())],
      ['POST /api/opportunities', () => thief.post('/api/opportunities', opportunityInput())],
      ['POST /api/volunteering', () => thief.post('/api/volunteering', volunteeringInput())],
      ['PATCH /api/users/:id', () => thief.patch(`/api/users/${user.id}`, { fullName: 'Nome Alterado' })],
      ['POST /api/email-verification', () => thief.post('/api/email-verification')],
      ['POST /api/upload-image', () => thief.post('/api/upload-image', image)],
    ];
    const tables = ['articles', 'protocols', 'likes', 'comments', 'saved_items', 'events', 'files', 'email_tokens'];
    const before = await Promise.all(tables.map((table) => countRows(table)));
    for (const [label, attempt] of attempts) {
      thief.cookie = cookie;
      const response = await attempt();
      expect(response.status, label).toBe(401);
      expect((response.body as { message: string }).message, label).toBe('A sua sessão terminou. Inicie sessão novamente.');
    }
    expect(await Promise.all(tables.map((table) => countRows(table)))).toEqual(before);
    const profile = await new Client().get(`/api/users/${user.id}`);
    expect(profile.body.fullName).toBe('Joana Terapeuta');
  });
});
