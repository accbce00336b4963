import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

test('the portal is served with its API and the SPA fallback', async ({ page, request }) => {
  const categories = await request.get('/api/categories');
  expect(categories.status()).toBe(200);
  expect((await categories.json()).map((category: { name: string }) => category.name)).toContain('Educação');
  await page.goto('/uma-pagina-qualquer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});

test('the portal as npm start serves it keeps no local trace of its requests', async ({ request }) => {
  // wrangler's local trace store would grow with every request and cost each a quarter of its CPU
  // time (scripts/start.mjs). The server of these tests keeps its state where playwright.config.ts says.
  expect((await request.get('/api/articles?limit=1')).status()).toBe(200);
  const stateDir = test.info().config.webServer?.env?.STATE_DIR;
  expect(stateDir).toBeTruthy();
  expect(existsSync(`${stateDir}/v3/d1`)).toBe(true);
  expect(existsSync(`${stateDir}/v3/observability`)).toBe(false);
});

test('the portal as npm start serves it starts offline without network errors', async ({ request }) => {
  // wrangler used to fetch a sample `Request.cf` from workers.cloudflare.com at every start and
  // print two 'getaddrinfo ENOTFOUND' stack traces without a network (scripts/lib/local-server.mjs);
  // a newcomer reads this log after the README said no network is needed.
  expect((await request.get('/api/health')).status()).toBe(200);
  const port = test.info().config.webServer?.env?.PORT;
  // eslint-disable-next-line no-control-regex
  const log = readFileSync(`.wrangler/e2e-${port}.log`, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  expect(log).toContain(`Ready on http://127.0.0.1:${port}`);
  expect(log).not.toMatch(/ENOTFOUND|getaddrinfo|Unable to fetch the `Request\.cf` object/);
  // Nor Vite's warning about how its configuration is loaded.
  expect(log).not.toContain('configLoader');
});

/** The paths of the `modulepreload` links in the page's document. */
const preloaded = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname).toSorted());

/** The chunks the Worker listed on the page's root (worker/pages.ts), the app's first. */
function listedChunks(served: string, path: string): string[] {
  const listed = /<div id="root" data-ssr(?: data-hydrate="intent")? data-chunks="([^"]+)"/.exec(served)?.[1]?.split(' ') ?? [];
  expect(served, path).not.toContain('modulepreload');
  expect(listed.length, path).toBeGreaterThan(3);
  // The app's chunks come first, the biggest (React, React Router, the layout) leading, the same
  // on every page; then the screen's own.
  expect(listed[0], path).toMatch(/^\/assets\/main-[\w-]+\.js$/);
  return listed;
}

const RENDERED_PAGES = ['/', '/articles', '/protocols', '/eventos', '/members', '/search?q=terapia'];

test("a visitor's page runs only its entry until a control is used, and then asks for every chunk its screen needs, each once", async ({ context, request }) => {
  // A visitor's page rendered by the Worker is a document (src/hydrate-on-intent.ts, decision 081):
  // it reads and follows its links with the entry alone. Focusing a control fetches the app: the
  // entry adds a link for each chunk the Worker listed, and Vite's preload helper, finding them in
  // the document, adds none of its own.
  for (const path of RENDERED_PAGES) {
    const served = await (await request.get(path)).text();
    expect(served, path).toContain('data-hydrate="intent"');
    const listed = listedChunks(served, path);
    // A page of its own for each path: the app woken on the one before goes on fetching what it
    // loads once hydrated (after-hydration.tsx), and those requests must not be counted here.
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect(scripts, path).toHaveLength(1);
    expect(scripts, path).not.toContain(listed[0]);
    expect(await preloaded(page), path).toEqual([]);

    await page.getByRole('main').locator('input, select, button').first().focus();
    await expect.poll(() => preloaded(page), { message: path }).toEqual(listed.toSorted());
    await expect(page.getByRole('main').locator('input, select, button').first(), path).toBeFocused();
    await page.close();
  }
});

test("a member's page rendered by the Worker lists every chunk its screen loads, fetched once it is painted", async ({ page }) => {
  // Members keep the app from the first paint: their next screen is drawn at once (decision 081).
  await signIn(page);
  for (const path of [...RENDERED_PAGES, '/about']) {
    const served = await (await page.request.get(path)).text();
    expect(served, path).not.toContain('data-hydrate');
    const listed = listedChunks(served, path);
    await page.goto(path);
    // Each listed once; a member's extras (the notification bell…) add chunks of their own after.
    const inDocument = await preloaded(page);
    expect(inDocument, path).toEqual([...new Set(inDocument)]);
    for (const chunk of listed) expect(inDocument, path).toContain(chunk);
  }
});

test('a navigation inside the app asks for every chunk of the next screen at once, from the lists fetched once the page is idle', async ({ page }) => {
  // The route table carries no list of chunks (decision 076): the browser fetches route-chunks.json
  // a few seconds after the app starts, and a navigation then adds a link for each chunk of its screen.
  await signIn(page);
  const lists = page.waitForResponse((response) => new URL(response.url()).pathname === '/route-chunks.json');
  await page.goto('/about');
  const chunks = (await (await lists).json()) as Record<string, string[]>;
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Artigos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
  const inDocument = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(chunks['articles-list']!.length).toBeGreaterThan(3);
  for (const chunk of chunks['articles-list']!) expect(inDocument).toContain(chunk);
});

test('pages refuse to be framed by any site, this one included; only PDFs may be embedded here', async ({ request }) => {
  for (const path of ['/', '/articles', '/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
});
