import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cacheKey, EDGE_CACHE_HEADER, isCandidate, isStorable, servedFromEdgeCache, STORABLE_CACHE_CONTROL, STORED_AT_HEADER, VISITOR_CACHE_CONTROL } from '../../worker/runtime/edge-cache';
import worker, { answerRequest } from '../../worker/index';
import { readSessionCookie } from '../../worker/lib/session-cookie';
import type { Bindings } from '../../worker/env';
import { registerMember } from './account-helpers';
import { insertRows } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { env } from './helpers';

const ON = { ...env, EDGE_CACHE: 'on' } as Bindings & { EDGE_CACHE: string };
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"><header>Rede TO</header></div><!--/root--></body></html>`;
/** The bindings with a static-assets binding that serves the shell for every page (as tests/worker/pages.test.ts). */
const WITH_ASSETS = {
  ...ON,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) },
} as unknown as Bindings & { EDGE_CACHE: string };

let hosts = 0;
/** A host of its own for each test: the cache is keyed by the whole URL, so tests never see each other's copies. */
const origin = () => `http://edge${++hosts}.localhost`;

/** A clock the test moves by hand. */
function clock(start = Date.now()) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A handler that answers `body` (changeable), as the Worker answers a visitor's public read, and counts its calls. */
function counting(init: ResponseInit = {}) {
  const state = { calls: 0, body: 'primeira versão' };
  const handle = async () => {
    state.calls += 1;
    return new Response(state.body, { ...init, headers: { 'Cache-Control': STORABLE_CACHE_CONTROL, ...(init.headers as Record<string, string>) } });
  };
  return { state, handle };
}

/** One request through the cache, its background work awaited, as the Worker's entry makes it. */
async function through(request: Request, handle: () => Promise<Response>, now: () => number, bindings: Bindings = ON) {
  const ctx = createExecutionContext();
  const response = await servedFromEdgeCache(request, bindings, ctx, handle, now);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, status: response.headers.get(EDGE_CACHE_HEADER) };
}

/** A request answered by the real Worker (API or page), as worker/index.ts routes it. */
async function real(url: string, now: () => number, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const ctx = createExecutionContext();
  const handle = () => answerRequest(request, WITH_ASSETS, ctx);
  const response = await servedFromEdgeCache(request, WITH_ASSETS, ctx, handle, now);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, status: response.headers.get(EDGE_CACHE_HEADER) };
}

describe('edge cache for visitors', () => {
  it('serves a visitor the stored copy of a page without asking the Worker again, marked public for a minute', async () => {
    const url = `${origin()}/artigos`;
    const { state, handle } = counting();
    const { now } = clock();
    const first = await through(new Request(url), handle, now);
    const second = await through(new Request(url), handle, now);
    expect([first.status, second.status]).toEqual(['MISS', 'HIT']);
    expect(state.calls).toBe(1);
    expect(second.text).toBe('primeira versão');
    expect(first.response.headers.get('Cache-Control')).toBe(VISITOR_CACHE_CONTROL);
    expect(second.response.headers.get('Cache-Control')).toBe(VISITOR_CACHE_CONTROL);
    expect(second.response.headers.get('Vary')).toBe('Cookie');
  });

  it('answers a HEAD from the stored copy, without a body, and does not store a HEAD', async () => {
    const url = `${origin()}/eventos`;
    const { state, handle } = counting();
    const { now } = clock();
    expect((await through(new Request(url, { method: 'HEAD' }), handle, now)).status).toBe('MISS');
    expect((await through(new Request(url), handle, now)).status).toBe('MISS');
    const head = await through(new Request(url, { method: 'HEAD' }), handle, now);
    expect(head.status).toBe('HIT');
    expect(head.text).toBe('');
    expect(state.calls).toBe(2);
  });

  it('never serves a request with the session cookie from the cache, nor stores its answer, whatever its name or value', async () => {
    const url = `${origin()}/protocolos`;
    const { state, handle } = counting();
    const { now } = clock();
    await through(new Request(url), handle, now);
    // A member's cookie names them after the token (decision 027): `<token>.<id>`, or anything else.
    // Any spelling counts (a second hardening pass): the API trims the name, so a space or a tab
    // before `=` is a member for it; other spellings are refused by the API but kept out all the same.
    const spellings = [
      'rede_to_session =abc.12',
      'rede_to_session\t=abc.12',
      ' \trede_to_session=abc.12',
      'tema=escuro;rede_to_session  =abc.12',
      'REDE_TO_SESSION=abc',
      'rede%5Fto%5Fsession=abc',
      '__host-Rede_To_Session=abc',
      'x=1; "rede_to_session"=abc',
    ];
    const cookies = [
      'rede_to_session=abc',
      '__Host-rede_to_session=abc',
      'tema=escuro; rede_to_session=expirada',
      'rede_to_session=abc.12',
      '__Host-rede_to_session=abc.12',
      'rede_to_session=.12',
      'rede_to_session=',
      ...spellings,
    ];
    for (const cookie of cookies) {
      state.body = `resposta de membro ${cookie}`;
      const member = await through(new Request(url, { headers: { Cookie: cookie } }), handle, now);
      expect(member.status, cookie).toBe('BYPASS');
      expect(member.text).toBe(state.body);
      expect(member.response.headers.get('Cache-Control')).toBe(STORABLE_CACHE_CONTROL);
    }
    expect(state.calls).toBe(cookies.length + 1);
    // The visitors' copy is the one stored before the members asked.
    expect((await through(new Request(url), handle, now)).text).toBe('primeira versão');
    // Another cookie is not a session.
    expect((await through(new Request(url, { headers: { Cookie: 'tema=escuro' } }), handle, now)).status).toBe('HIT');
  });

  it("never serves a member's API answer to a later visitor: the visitor gets the visitors' summary", async () => {
    const base = origin();
    const author = await createMember();
    const [article] = await insertRows('articles', author.id, [{ title: 'Só o resumo para visitantes', categoryId: await categoryId() }]);
    const { now } = clock();
    const member = await real(`${base}/api/articles/${article}`, now, author.client.cookie);
    expect(member.status).toBe('BYPASS');
    // Decided in the second hardening pass: an answer computed with a session says `private`.
    expect(member.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(JSON.parse(member.text)).toHaveProperty('content');

    const visitor = await real(`${base}/api/articles/${article}`, now);
    expect(visitor.status).toBe('MISS');
    expect(JSON.parse(visitor.text)).not.toHaveProperty('content');
    const again = await real(`${base}/api/articles/${article}`, now);
    expect(again.status).toBe('HIT');
    expect(JSON.parse(again.text)).not.toHaveProperty('content');
  });

  it("never serves a member's page to a later visitor", async () => {
    const base = origin();
    const member = await createMember();
    const secret = 'Texto reservado aos membros da rede, que um visitante nunca lê.';
    const [article] = await insertRows('articles', member.id, [{ title: 'Artigo com texto reservado', contentText: secret, categoryId: await categoryId() }]);
    const { now } = clock();
    const memberPage = await real(`${base}/articles/${article}`, now, member.client.cookie);
    expect(memberPage.status).toBe('BYPASS');
    expect(memberPage.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(memberPage.text).toContain(secret);

    const visitorPage = await real(`${base}/articles/${article}`, now);
    expect(visitorPage.status).toBe('MISS');
    expect(visitorPage.text).toContain('Artigo com texto reservado');
    expect(visitorPage.text).not.toContain(secret);
    const again = await real(`${base}/articles/${article}`, now);
    expect(again.status).toBe('HIT');
    expect(again.text).not.toContain(secret);
    // The first page of a test file loads the server render, which takes a while inside workerd.
  }, 120_000);

  it("never stores a member's page or API answer whatever the spelling of the session cookie's name", async () => {
    const base = origin();
    const member = await createMember();
    const secret = 'Texto só para membros que nenhuma grafia do cookie pode levar a um visitante.';
    const [article] = await insertRows('articles', member.id, [{ title: 'Artigo de grafias', contentText: secret, categoryId: await categoryId() }]);
    const value = member.client.cookie.slice('rede_to_session='.length);
    const { now } = clock();
    // What the API reads as this member: the name trimmed of spaces and tabs (Hono's parser).
    for (const cookie of [`rede_to_session =${value}`, `rede_to_session\t=${value}`, `tema=claro;  rede_to_session \t =${value}`]) {
      for (const path of [`/api/articles/${article}`, `/api/me`, `/articles/${article}`]) {
        const asMember = await real(`${base}${path}`, now, cookie);
        expect(asMember.status, `${path} ${JSON.stringify(cookie)}`).toBe('BYPASS');
        expect(asMember.response.headers.get('Cache-Control'), path).toBe('private, no-store');
      }
      const visitor = await real(`${base}/api/articles/${article}`, now);
      expect(JSON.parse(visitor.text)).not.toHaveProperty('content');
      const visitorPage = await real(`${base}/articles/${article}`, now);
      expect(visitorPage.text).not.toContain(secret);
      expect(visitorPage.text).not.toContain(member.username.toLowerCase() + '@example.pt');
    }
  }, 120_000);

  it('keeps out the cookie that signing in really sets, on http and https: one name, written and recognised in one place', async () => {
    const { client } = await registerMember();
    const cookie = client.cookie;
    expect(cookie).toMatch(/^[^=]+=.+/);
    for (const base of [origin(), origin().replace('http:', 'https:')]) {
      const https = base.startsWith('https:');
      const named = https ? `__Host-${cookie}` : cookie;
      expect(readSessionCookie(named, https), named).not.toBeNull();
      expect(isCandidate(new Request(`${base}/artigos`, { headers: { Cookie: named } })), named).toBe(false);
    }
  });

  it('agrees with the API on who is a member: whatever the API reads as a session, the cache keeps out', () => {
    const token = 'A'.repeat(43);
    const headers = [
      `rede_to_session =${token}.7`,
      `rede_to_session\t=${token}`,
      ` rede_to_session=${token}`,
      `a=b;rede_to_session=${token}`,
      `rede_to_session="${token}.7"`,
      `rede_to_session=${token}%2E7`,
    ];
    for (const header of headers) {
      expect(readSessionCookie(header, false), header).not.toBeNull();
      expect(isCandidate(new Request('http://x.localhost/artigos', { headers: { Cookie: header } })), header).toBe(false);
    }
    expect(readSessionCookie(`__Host-rede_to_session =${token}`, true)).not.toBeNull();
    expect(isCandidate(new Request('https://x.localhost/artigos', { headers: { Cookie: `__Host-rede_to_session =${token}` } }))).toBe(false);
  });

  it("draws a visitor's page without the tracking parameters of its link, so the stored copy does not carry them", async () => {
    const base = origin();
    const long = 'x'.repeat(6000);
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${base}/eventos?utm_source=${long}&fbclid=abc`) as Request<unknown, IncomingRequestCfProperties>, WITH_ASSETS, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(text).not.toContain(long);
    expect(text).not.toContain('utm_source');
    expect(text).not.toContain('fbclid');
    // The copy a visitor without the parameters gets is that one (the clock starts once it is stored).
    const { now } = clock();
    expect((await real(`${base}/eventos`, now)).status).toBe('HIT');
  }, 120_000);

  it('does not store an answer that sets a cookie, says private, or is not a 200', async () => {
    const { now } = clock();
    const answers: ResponseInit[] = [
      { headers: { 'Set-Cookie': 'a=b; Path=/' } },
      { headers: { 'Cache-Control': 'private, max-age=60' } },
      { status: 404 },
      { status: 301, headers: { Location: '/' } },
    ];
    for (const init of answers) {
      const url = `${origin()}/oportunidades`;
      const { state, handle } = counting(init);
      const first = await through(new Request(url), handle, now);
      const second = await through(new Request(url), handle, now);
      expect([first.status, second.status]).toEqual(['MISS', 'MISS']);
      expect(state.calls).toBe(2);
      expect(second.response.headers.get('Cache-Control')).not.toBe(VISITOR_CACHE_CONTROL);
    }
  });

  it('neither reads nor stores a POST', async () => {
    const url = `${origin()}/api/articles`;
    const { state, handle } = counting();
    const { now } = clock();
    await through(new Request(url), handle, now);
    state.body = 'criado';
    const post = await through(new Request(url, { method: 'POST', body: '{}' }), handle, now);
    expect(post.status).toBe('BYPASS');
    expect(post.text).toBe('criado');
    expect(state.calls).toBe(2);
    expect((await through(new Request(url), handle, now)).text).toBe('primeira versão');
  });

  it("never caches a member's own data, saved items, files, health or any API not named public", async () => {
    const base = origin();
    const { now } = clock();
    for (const path of ['/api/me', '/api/me/sessions', '/api/user', '/api/saved-items', '/api/files/abc.jpg', '/api/health', '/api/ping', '/api', '/api/desconhecido']) {
      const { state, handle } = counting();
      const first = await through(new Request(`${base}${path}`), handle, now);
      const second = await through(new Request(`${base}${path}`), handle, now);
      expect([first.status, second.status], path).toEqual(['BYPASS', 'BYPASS']);
      expect(state.calls, path).toBe(2);
      expect(second.response.headers.get('Cache-Control'), path).toBe(STORABLE_CACHE_CONTROL);
    }
  });

  it('keys by the URL with its parameters sorted and tracking parameters dropped, empty values kept', async () => {
    const base = origin();
    const { state, handle } = counting();
    const { now } = clock();
    await through(new Request(`${base}/api/search?tipo=artigos&q=sono`), handle, now);
    for (const query of ['q=sono&tipo=artigos', 'utm_source=whatsapp&q=sono&fbclid=xyz&tipo=artigos&utm_campaign=maio&gclid=1']) {
      expect((await through(new Request(`${base}/api/search?${query}`), handle, now)).status, query).toBe('HIT');
    }
    expect(state.calls).toBe(1);
    // `ids=` asks for no items, no `ids` for all: not the same answer.
    expect(cacheKey(`${base}/api/articles?ids=`).url).not.toBe(cacheKey(`${base}/api/articles`).url);
    expect(cacheKey(`${base}/api/articles?b=2&a=1&a=0&utm_medium=x`).url).toBe(`${base}/api/articles?a=1&a=0&b=2`);
    // Each deployment of the front end has copies of its own (pages name its hashed scripts).
    expect(cacheKey(`${base}/artigos?q=sono`, 'a1b2').url).toBe(`${base}/artigos?q=sono&edge-version=a1b2`);
    expect(cacheKey(`${base}/artigos`, 'a1b2').url).not.toBe(cacheKey(`${base}/artigos`, 'c3d4').url);
    // A page and an API of the same name are different paths, so different keys.
    expect(cacheKey(`${base}/artigos`).url).not.toBe(cacheKey(`${base}/api/articles`).url);
  });

  it('serves a copy older than 30 s and refreshes it behind the answer; never serves one older than 60 s', async () => {
    const url = `${origin()}/voluntariado`;
    const { state, handle } = counting();
    const time = clock();
    const made = time.now();
    await through(new Request(url), handle, time.now);
    state.body = 'segunda versão';

    time.advance(29_000);
    expect((await through(new Request(url), handle, time.now)).status).toBe('HIT');
    time.advance(2_000);
    const stale = await through(new Request(url), handle, time.now);
    expect([stale.status, stale.text]).toEqual(['STALE', 'primeira versão']);
    expect(state.calls).toBe(2);
    const refreshed = await through(new Request(url), handle, time.now);
    expect([refreshed.status, refreshed.text]).toEqual(['HIT', 'segunda versão']);
    expect(Number(refreshed.response.headers.get(STORED_AT_HEADER))).toBe(made + 31_000);

    state.body = 'terceira versão';
    time.advance(61_000);
    const old = await through(new Request(url), handle, time.now);
    expect([old.status, old.text]).toEqual(['MISS', 'terceira versão']);
    expect(state.calls).toBe(3);
  });

  it('is off, untouched, when EDGE_CACHE is "off"', async () => {
    const url = `${origin()}/artigos`;
    const { state, handle } = counting();
    const { now } = clock();
    const off = { ...env, EDGE_CACHE: 'off' } as Bindings;
    await through(new Request(url), handle, now, off);
    const second = await through(new Request(url), handle, now, off);
    expect(second.status).toBeNull();
    expect(second.response.headers.get('Cache-Control')).toBe(STORABLE_CACHE_CONTROL);
    expect(state.calls).toBe(2);
  });

  it('shows a new item to visitors within the minute', async () => {
    const base = origin();
    const author = await createMember();
    const category = await categoryId();
    await insertRows('articles', author.id, [{ title: 'Primeiro artigo', categoryId: category }]);
    const time = clock();
    const list = async () => {
      const answer = await real(`${base}/api/articles?authorId=${author.id}`, time.now);
      return { status: answer.status, titles: (JSON.parse(answer.text) as { title: string }[]).map((article) => article.title) };
    };
    expect(await list()).toEqual({ status: 'MISS', titles: ['Primeiro artigo'] });
    await insertRows('articles', author.id, [{ title: 'Artigo novo', categoryId: category, createdAt: '2026-03-01T10:00:00.000Z' }]);

    time.advance(10_000);
    expect(await list()).toEqual({ status: 'HIT', titles: ['Primeiro artigo'] });
    time.advance(50_001);
    expect(await list()).toEqual({ status: 'MISS', titles: ['Artigo novo', 'Primeiro artigo'] });
  });

  it('takes a deleted item away from visitors within the minute, and forgets its copy', async () => {
    const base = origin();
    const author = await createMember();
    const [article] = await insertRows('articles', author.id, [{ title: 'Artigo a apagar', categoryId: await categoryId() }]);
    const time = clock();
    const detail = () => real(`${base}/api/articles/${article}`, time.now);
    expect((await detail()).status).toBe('MISS');
    await env.DB.prepare('DELETE FROM articles WHERE id = ?').bind(article).run();

    time.advance(31_000);
    const stale = await detail();
    expect([stale.status, stale.response.status]).toEqual(['STALE', 200]);
    // The refresh behind it found nothing: the copy is gone, and the next visitor is told so.
    const gone = await detail();
    expect([gone.status, gone.response.status]).toEqual(['MISS', 404]);
    expect(gone.response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('takes an item hidden by moderation away from visitors within the minute, from its page, its API and its list', async () => {
    const base = origin();
    const author = await createMember();
    const [article] = await insertRows('articles', author.id, [{ title: 'Artigo a ocultar', categoryId: await categoryId() }]);
    const time = clock();
    const detail = () => real(`${base}/api/articles/${article}`, time.now);
    const page = () => real(`${base}/articles/${article}`, time.now);
    const list = async () => {
      const answer = await real(`${base}/api/articles?authorId=${author.id}`, time.now);
      return { status: answer.status, titles: (JSON.parse(answer.text) as { title: string }[]).map((item) => item.title) };
    };
    expect((await detail()).status).toBe('MISS');
    expect([(await page()).status, (await page()).status]).toEqual(['MISS', 'HIT']);
    expect(await list()).toEqual({ status: 'MISS', titles: ['Artigo a ocultar'] });
    // As the moderation hides it (worker/db/queries/moderation.ts writes these columns).
    await env.DB.prepare("UPDATE articles SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Spam', hidden_cause = 'moderator' WHERE id = ?").bind(article).run();

    time.advance(31_000);
    expect([(await detail()).status, (await page()).status]).toEqual(['STALE', 'STALE']);
    expect((await list()).status).toBe('STALE');
    // The refreshes behind them found it gone: the copies of the item are forgotten, the list's replaced.
    const gone = await detail();
    expect([gone.status, gone.response.status]).toEqual(['MISS', 404]);
    const gonePage = await page();
    expect([gonePage.status, gonePage.response.status]).toEqual(['MISS', 404]);
    expect(gonePage.text).not.toContain('Artigo a ocultar');
    expect(await list()).toEqual({ status: 'HIT', titles: [] });
    // Its author, signed in, is never served from the cache and still reads it, marked.
    const own = await real(`${base}/api/articles/${article}`, time.now, author.client.cookie);
    expect([own.status, own.response.status]).toEqual(['BYPASS', 200]);
    expect(JSON.parse(own.text)).toMatchObject({ hidden: { reason: 'Spam' } });
  });

  it('reports no D1 statements for an answer served from the cache', async () => {
    const base = origin();
    const { now } = clock();
    const counted = { ...WITH_ASSETS, EXPOSE_D1_STATEMENTS: '1' };
    const request = () => new Request(`${base}/api/categories`);
    const handle = (r: Request) => () => answerRequest(r, counted, createExecutionContext());
    const first = request();
    const miss = await through(first, handle(first), now, counted);
    expect(Number(miss.response.headers.get('X-D1-Statements'))).toBeGreaterThan(0);
    const second = request();
    const hit = await through(second, handle(second), now, counted);
    expect(hit.status).toBe('HIT');
    expect(hit.response.headers.get('X-D1-Statements')).toBe('0');
  });

  it("stores no member's answer even when it takes the request for a visitor's: a renamed cookie would not leak", async () => {
    const member = await createMember();
    const { now } = clock();
    for (const path of ['/api/articles?limit=1', '/api/events', '/']) {
      const url = `${origin()}${path}`;
      // The cache sees no cookie, as if its check no longer knew the cookie's name; the Worker answers as the member.
      const asMember = () => answerRequest(new Request(url, { headers: { Cookie: member.client.cookie } }), WITH_ASSETS, createExecutionContext());
      const first = await through(new Request(url), asMember, now);
      expect(first.status, path).toBe('MISS');
      expect(first.response.headers.get('Cache-Control'), path).toMatch(/private/);
      const { state, handle } = counting();
      const next = await through(new Request(url), handle, now);
      expect(next.status, path).toBe('MISS');
      expect(state.calls, path).toBe(1);
    }
    expect(isStorable(new Response('x', { headers: { 'Cache-Control': 'no-store' } }))).toBe(false);
    expect(isStorable(new Response('x', { headers: { 'Cache-Control': 'private, max-age=60' } }))).toBe(false);
    expect(isStorable(new Response('x', { headers: { 'Cache-Control': STORABLE_CACHE_CONTROL } }))).toBe(true);
  });

  it('is off in the worker tests, which write then read as visitors (vitest.config.ts sets EDGE_CACHE to "off")', async () => {
    const response = await exports.default.fetch(new Request(`${origin()}/api/categories`));
    expect(response.status).toBe(200);
    expect(response.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    expect(response.headers.get('Cache-Control')).not.toBe(VISITOR_CACHE_CONTROL);
  });
});
