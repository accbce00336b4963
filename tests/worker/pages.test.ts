import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../worker/env';
import { eventInput, insertRows, opportunityInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { answerWith, env, ORIGIN } from './helpers';

// index.html as the build makes it, reduced to what the Worker relies on: the root and its end marker.
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"><header>Rede TO</header></div><!--/root--><script type="module" src="/assets/index.js"></script></body></html>`;
// route-chunks.json as the build writes it (vite.config.ts `routeChunkList`): for each screen, every chunk beyond the entry, the app's first.
const ROUTE_CHUNKS = { 'article-detail': ['/assets/main-m0.js', '/assets/article-detail-a1.js', '/assets/card-b2.js'], profile: ['/assets/main-m0.js', '/assets/profile-c3.js'] };

/** The Worker's bindings with a static-assets binding that serves SHELL for every page and records what it was asked. */
function withAssets() {
  const asked: string[] = [];
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : input);
      asked.push(url.pathname);
      if (url.pathname === '/favicon.svg') return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
      if (url.pathname === '/route-chunks.json') return Response.json(ROUTE_CHUNKS);
      return new Response(SHELL, { headers: { 'Content-Type': 'text/html', ETag: '"shell"', 'Content-Security-Policy': "script-src 'self'" } });
    },
  };
  return { env: { ...env, ASSETS: assets } as unknown as Bindings, asked };
}

async function page(path: string, init: { cookie?: string; method?: string } = {}) {
  const { env: bindings, asked } = withAssets();
  const ctx = createExecutionContext();
  const headers = new Headers();
  if (init.cookie) headers.set('Cookie', init.cookie);
  const response = await answerWith(new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET', headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  const html = await response.text();
  const block = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = block ? (JSON.parse(block) as { queryKey: unknown[]; data: unknown }[]) : undefined;
  return { response, html, data, asked };
}

const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

describe('pages rendered by the Worker', () => {
  // The first page loads the SPA's server render, module by module in the test runner (a deployed
  // Worker has it in its one bundle): done once here, with room for it.
  beforeAll(() => page('/about'), 120_000);

  it('renders an article with its text and the data it was drawn from, for the browser to hydrate', async () => {
    const author = await createMember({ fullName: 'Autora Servidor' });
    const [id] = await insertRows('articles', author.id, [{ title: 'Rotinas sensoriais no recreio', summary: 'Resumo para a página <b>servida</b>.', categoryId: await categoryId('Pediatria') }]);

    const { response, html, data } = await page(`/articles/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('ETag')).toBeNull();
    // The static-assets headers (Content-Security-Policy from public/_headers) are kept.
    expect(response.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    expect(html).toContain('<div id="root" data-ssr data-hydrate="intent" data-chunks="/assets/main-m0.js /assets/article-detail-a1.js /assets/card-b2.js">');
    expect(root(html)).toContain('Rotinas sensoriais no recreio');
    expect(root(html)).toContain('Autora Servidor');
    // Text is escaped in the markup, and no "<" in the data can end its block early.
    expect(root(html)).toContain('Resumo para a página &lt;b&gt;servida&lt;/b&gt;.');
    expect(html).not.toContain('<b>servida</b>');
    expect(html).toContain('\\u003cb>servida');
    // The page's own script is still there, after the rendered root.
    expect(html.indexOf('<script type="module" src="/assets/index.js">')).toBeGreaterThan(html.indexOf('id="server-data"'));
    expect(data).toContainEqual({ queryKey: ['/api/me'], data: null });
    const article = data?.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(['/api/articles', id]))?.data as Record<string, unknown>;
    expect(article).toMatchObject({ id, title: 'Rotinas sensoriais no recreio' });
    // A visitor's page carries no members-only content.
    expect(article).not.toHaveProperty('content');
    expect(root(html)).not.toContain('Terapia ocupacional em contexto');
  });

  it("lists the screen's chunks on the page's root, for the entry to fetch once the page is painted", async () => {
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ title: 'Artigo com pedaços', categoryId: await categoryId() }]);
    const { html } = await page(`/articles/${id}`);
    expect(root(html)).toMatch(/^<div id="root" data-ssr data-hydrate="intent" data-chunks="\/assets\/main-m0\.js \/assets\/article-detail-a1\.js \/assets\/card-b2\.js">/);
    // Nothing in the page asks for them before that (src/boot.ts).
    expect(html).not.toContain('modulepreload');
    // Another screen lists only its own (none listed for the articles list here).
    expect(root((await page('/articles')).html)).toMatch(/^<div id="root" data-ssr data-hydrate="intent">/);
  });

  it("waits for a visitor's first use of a control to hydrate a page drawn whole; a member's page, and one drawn with skeletons, at once", async () => {
    // Decision 081: the entry (src/hydrate-on-intent.ts) reads `data-hydrate`.
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ title: 'Artigo lido sem a aplicação', categoryId: await categoryId() }]);
    for (const path of [`/articles/${id}`, '/', '/articles', '/nao-existe']) {
      expect(root((await page(path)).html), path).toMatch(/^<div id="root" data-ssr data-hydrate="intent"[ >]/);
      expect(root((await page(path, { cookie: author.client.cookie })).html), path).toMatch(/^<div id="root" data-ssr(?! data-hydrate)[ >]/);
    }
    // A missing article is drawn as its skeleton, for the browser to ask again and say so.
    const missing = await page('/articles/999999999');
    expect(missing.response.status).toBe(404);
    expect(root(missing.html)).toMatch(/^<div id="root" data-ssr(?! data-hydrate)[ >]/);
  });

  it("gives the page its screen's title, escaped", async () => {
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ title: 'Brincar & aprender <em casa>', categoryId: await categoryId() }]);
    const { html } = await page(`/articles/${id}`);
    expect(html).toContain('<title>Brincar &amp; aprender &lt;em casa&gt; · Rede TO</title>');
    expect((await page('/')).html).toContain('<title>Rede TO</title>');
    expect((await page('/articles')).html).toContain('<title>Artigos · Rede TO</title>');
  });

  it("renders a member's page as that member: the header, and the members-only content", async () => {
    const author = await createMember();
    const reader = await createMember({ fullName: 'Leitora Autenticada' });
    const [id] = await insertRows('articles', author.id, [{ title: 'Artigo para membros', contentText: 'Texto reservado aos membros da rede.', categoryId: await categoryId() }]);

    const { html, data } = await page(`/articles/${id}`, { cookie: reader.client.cookie });
    expect(data?.find((entry) => entry.queryKey[0] === '/api/me')?.data).toMatchObject({ id: reader.id, fullName: 'Leitora Autenticada' });
    expect(root(html)).toContain('O meu perfil');
    expect(root(html)).toContain('Texto reservado aos membros da rede.');
  });

  it('fetches the lists a screen shows, and answers 404 with the not-found screen', async () => {
    const author = await createMember();
    await insertRows('articles', author.id, [{ title: 'Na lista da página inicial', categoryId: await categoryId() }]);
    const home = await page('/');
    expect(home.response.status).toBe(200);
    expect(root(home.html)).toContain('Na lista da página inicial');
    expect(home.data?.map((entry) => entry.queryKey[0])).toEqual(expect.arrayContaining(['/api/me', '/api/categories', '/api/articles', '/api/protocols', '/api/users']));

    const missing = await page('/nao-existe');
    expect(missing.response.status).toBe(404);
    expect(root(missing.html)).toContain('Página não encontrada');
  });

  describe('every screen is drawn once, from the data its route loaded', () => {
    afterEach(() => vi.restoreAllMocks());

    // The Worker warns of a query a screen read that its route's loader did not fetch (`screenData` of src/app/routes/*):
    // such a screen would be drawn with a skeleton where the data should be.
    it('for a visitor and a member, on every screen the Worker renders, with and without filters', async () => {
      const author = await createMember({ fullName: 'Autora Completa' });
      const category = await categoryId('Pediatria');
      const [articleId] = await insertRows('articles', author.id, [{ title: 'Artigo para ver tudo', categoryId: category }]);
      const [protocolId] = await insertRows('protocols', author.id, [{ title: 'Protocolo para ver tudo', categoryId: category }]);
      const event = await author.client.post('/api/events', eventInput());
      const opportunity = await author.client.post('/api/opportunities', opportunityInput());
      const offer = await author.client.post('/api/volunteering', volunteeringInput());
      expect([event.status, opportunity.status, offer.status]).toEqual([201, 201, 201]);
      const paths = [
        '/',
        '/articles',
        '/articles?category=Pediatria&type=CASE_STUDY&q=rotinas',
        `/articles?category=${category}`,
        `/articles/${articleId}`,
        '/articles/999999999',
        '/protocols',
        '/protocols?category=Pediatria&validated=1&q=escala',
        `/protocols/${protocolId}`,
        '/eventos',
        '/eventos?q=encontro',
        `/eventos/${(event.body as { id: number }).id}`,
        '/eventos/abc',
        '/oportunidades',
        '/oportunidades?q=pediatria',
        `/oportunidades/${(opportunity.body as { id: number }).id}`,
        '/voluntariado',
        `/voluntariado/${(offer.body as { id: number }).id}`,
        '/members',
        '/members?q=autora',
        `/members/${author.id}`,
        '/members/999999999',
        '/search',
        '/search?q=terapia',
        '/search?q=rotinas&category=articles',
        '/about',
        '/nao-existe',
      ];
      const warn = vi.spyOn(console, 'warn');
      for (const cookie of [undefined, author.client.cookie]) {
        for (const path of paths) {
          const { html } = await page(path, { cookie });
          expect(root(html), path).toContain('data-ssr');
        }
      }
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([]);
    }, 120_000);
  });

  it('answers 404 for an article that does not exist (or is hidden from the reader), and leaves its not-found state to the browser', async () => {
    const { response, html, data } = await page('/articles/999999999');
    // 404 as the API answered it, so that no crawler, link preview or edge cache keeps the page (issue 18).
    expect(response.status).toBe(404);
    expect(data?.some((entry) => entry.queryKey[0] === '/api/articles')).toBe(false);
    expect(root(html)).toContain('data-ssr');
  });

  it('sends the old English paths (docs/rules/screens.md) to the Portuguese ones, with the query string', async () => {
    for (const [from, to] of [
      ['/events', '/eventos'],
      ['/events/12?x=1', '/eventos/12?x=1'],
      ['/opportunities', '/oportunidades'],
      ['/opportunities/7', '/oportunidades/7'],
      ['/volunteer', '/voluntariado'],
      ['/volunteering', '/voluntariado'],
    ]) {
      const { response, asked } = await page(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('Location'), from).toBe(to);
      expect(asked, from).toEqual([]);
    }
    // Paths that only begin with the same letters are not old paths.
    expect((await page('/eventsx')).response.status).toBe(404);
  });

  it('serves index.html as it is for the screens drawn in the browser only, and files as files', async () => {
    const member = await createMember();
    const profile = await page('/profile', { cookie: member.client.cookie });
    expect(profile.response.status).toBe(200);
    // index.html's body as it is; its head carries the portal's link preview and canonical URL (worker/seo/page-head.ts).
    expect(profile.html.slice(profile.html.indexOf('</head>'))).toBe(SHELL.slice(SHELL.indexOf('</head>')));
    expect(profile.html).toContain('<link rel="canonical" href="http://localhost:8787/profile" />');
    expect(profile.response.headers.get('Cache-Control')).toBe('private, no-store');

    expect(profile.data).toBeUndefined();

    const icon = await page('/favicon.svg');
    expect(icon.response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(icon.asked).toEqual(['/favicon.svg']);

    const posted = await page('/articles', { method: 'POST' });
    expect(posted.html).toBe(SHELL);
    expect(posted.data).toBeUndefined();
  });

  it("tells a visitor's browser-drawn screens that there is no session, so that the browser does not ask /api/me", async () => {
    for (const path of ['/login', '/register', '/definicoes']) {
      const visitor = await page(path);
      expect(visitor.response.status).toBe(200);
      expect(visitor.data).toEqual([{ queryKey: ['/api/me'], data: null }]);
      // Not hydrated: the browser draws the screen from index.html's header.
      expect(visitor.html).toContain('<div id="root"><header>Rede TO</header></div><!--/root--><script type="application/json" id="server-data">');
    }
    // A cookie that is no session is a visitor's.
    expect((await page('/login', { cookie: 'rede_to_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.1' })).data).toEqual([{ queryKey: ['/api/me'], data: null }]);
    const member = await createMember();
    expect((await page('/login', { cookie: member.client.cookie })).data).toBeUndefined();
  });
});
