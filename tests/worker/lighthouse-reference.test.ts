import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CACHE_HEADER, servedFromEdgeCache } from '../../worker/runtime/edge-cache';
import type { Bindings } from '../../worker/env';
import { REFERENCE_HEADER } from '../../worker/runtime/lighthouse-reference';
import { answerRequest } from '../../worker/index';
import { env, ORIGIN } from './helpers';

// index.html as the build makes it, with every kind of script a page can carry: the entry (a module
// script), a modulepreload, a script preload, an inline script and a classic one.
const SHELL = [
  '<!doctype html><html lang="pt-PT"><head><title>Rede TO</title>',
  '<link rel="modulepreload" crossorigin href="/assets/main-m0.js"><link rel="preload" as="script" href="/assets/extra.js">',
  '<link rel="icon" href="/favicon.svg"><style>body{color:#111}</style>',
  '<script>window.inline = 1;</script></head><body><div id="root"><header>Rede TO</header></div><!--/root-->',
  '<script type="module" crossorigin src="/assets/index.js"></script><script src="/assets/classic.js"></script></body></html>',
].join('');

function bindings(environment: 'local' | 'preview' | 'production', overrides: Record<string, string> = {}): Bindings {
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'" } }) };
  return { ...env, ENVIRONMENT: environment, ASSETS: assets, ...overrides } as unknown as Bindings;
}

async function page(path: string, environment: 'local' | 'preview' | 'production') {
  const ctx = createExecutionContext();
  const response = await answerRequest(new Request(`${ORIGIN}${path}`), bindings(environment), ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

describe("npm run lighthouse's reference page (the page without its scripts)", () => {
  // The first page loads the SPA's server render, module by module in the test runner: done once here.
  beforeAll(() => page('/about', 'local'), 120_000);

  it('locally, ?lighthouse-reference serves the same rendered page and CSS without any script', async () => {
    const plain = await page('/about', 'local');
    const reference = await page('/about?lighthouse-reference', 'local');
    expect(reference.response.status).toBe(200);
    expect(reference.response.headers.get(REFERENCE_HEADER)).toBe('1');
    // Never stored by the edge cache, nor by the browser.
    expect(reference.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(reference.response.headers.get('Content-Security-Policy')).toBe("script-src 'self'");
    for (const gone of ['<script type="module"', '<script>', 'src="/assets/classic.js"', 'modulepreload', 'href="/assets/extra.js"']) {
      expect(plain.html).toContain(gone);
      expect(reference.html).not.toContain(gone);
    }
    // The server render's data block runs nothing and stays; so do the styles, the icon and the rendered screen.
    expect(reference.html).toContain('<script type="application/json" id="server-data">');
    expect(reference.html).toContain('<style>body{color:#111}</style>');
    expect(reference.html).toContain('<link rel="icon" href="/favicon.svg">');
    const screen = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
    expect(screen(reference.html)).toBe(screen(plain.html));
    expect(screen(reference.html)).toContain('data-ssr');
    // The page is rendered for the address without the parameter (its canonical link names the page itself).
    expect(reference.html).not.toContain('lighthouse-reference');
  });

  it.each(['production', 'preview'] as const)('in %s the parameter is ignored: the page keeps its scripts and is the usual one', async (environment) => {
    const { response, html } = await page('/about?lighthouse-reference', environment);
    expect(response.status).toBe(200);
    expect(response.headers.get(REFERENCE_HEADER)).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-m0.js">');
    expect(html).toContain('<script>window.inline = 1;</script>');
  });

  it('is kept out of the edge cache: each request renders it again, and it never takes the place of the page', async () => {
    const on = bindings('local', { EDGE_CACHE: 'on' });
    const url = `http://reference.localhost/about?lighthouse-reference`;
    const statuses: (string | null)[] = [];
    for (let time = 0; time < 2; time++) {
      const ctx = createExecutionContext();
      const request = new Request(url);
      const response = await servedFromEdgeCache(request, on, ctx, () => answerRequest(request, on, ctx));
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      statuses.push(response.headers.get(EDGE_CACHE_HEADER));
      expect(response.headers.get(REFERENCE_HEADER)).toBe('1');
      expect(html).not.toContain('<script type="module"');
    }
    expect(statuses).toEqual(['MISS', 'MISS']);
    // The page itself, under its own address, is stored and served with its scripts.
    const pageUrl = 'http://reference.localhost/about';
    for (const expected of ['MISS', 'HIT']) {
      const ctx = createExecutionContext();
      const request = new Request(pageUrl);
      const response = await servedFromEdgeCache(request, on, ctx, () => answerRequest(request, on, ctx));
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.headers.get(EDGE_CACHE_HEADER)).toBe(expected);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    }
  });
});
