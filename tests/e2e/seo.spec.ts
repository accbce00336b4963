import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a link preview bot, a search engine and a feed reader get: pages fetched without running
// any JavaScript, their head read from the HTML as sent; sitemap.xml and the feeds parsed as XML by
// the browser's own parser; the web app manifest and its icons.

/** The head's tags of the page at `path`, as the HTML sent draws them (no JavaScript runs). */
async function headOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const element of Array.from(document.head.querySelectorAll('meta[property], meta[name]'))) {
      meta[element.getAttribute('property') ?? element.getAttribute('name')!] = element.getAttribute('content') ?? '';
    }
    return {
      title: document.title,
      meta,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      manifest: document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
      feeds: Array.from(document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')).map((link) => link.getAttribute('href')),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    };
  });
}

/**
 * A page of a browser context that runs no JavaScript, as a preview bot or a crawler reads the
 * HTML (the fixtures' `page` waits for the app to start, which never happens here).
 */
async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return context.newPage();
}

/** `url` parsed by the browser's XML parser: the parser's error, if any, and what the test reads of it. */
async function parseXml(page: Page, url: string, read: string) {
  return page.evaluate(
    async ({ url, read }) => {
      const text = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      return { error, root: doc.documentElement.nodeName, values: Array.from(doc.getElementsByTagName(read)).map((node) => node.textContent ?? '') };
    },
    { url, read },
  );
}

test.describe('without JavaScript', () => {
  test('an article, an event and a job offer carry their own preview and schema.org data', async ({ browser, request, baseURL }) => {
    const page = await pageWithoutJavaScript(browser, baseURL);
    const [article] = await (await request.get('/api/articles?limit=1')).json();
    const head = await headOf(page, `/articles/${article.id}`);
    expect(head.title).toBe(`${article.title} · Rede TO`);
    // The summary, on one line (cut, with an ellipsis, past 300 characters).
    expect(article.summary.replace(/\s+/g, ' ').trim()).toContain(head.meta.description!.replace(/…$/, ''));
    expect(head.canonical).toBe(`${baseURL}/articles/${article.id}`);
    expect(head.meta).toMatchObject({ 'og:type': 'article', 'og:title': article.title, 'og:url': `${baseURL}/articles/${article.id}`, 'og:site_name': 'Rede TO', 'og:locale': 'pt_PT' });
    expect(head.meta['og:image']).toMatch(new RegExp(`^${baseURL}/`));
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: article.title, description: article.summary, publisher: { name: 'Rede TO' } });
    expect(head.manifest).toBe('/manifest.webmanifest');
    expect(head.feeds).toEqual(['/feeds/artigos.xml', '/feeds/protocolos.xml']);
    // The preview image answers, as a PNG the preview bots take.
    const image = await request.get(head.meta['og:image']!);
    expect(image.status()).toBe(200);

    const [event] = await (await request.get('/api/events?limit=1')).json();
    const eventHead = await headOf(page, `/eventos/${event.id}`);
    expect(eventHead.jsonLd[0]).toMatchObject({ '@type': 'Event', name: event.title });
    expect(eventHead.jsonLd[0]!.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[01]:00$/);

    const [offer] = await (await request.get('/api/opportunities?limit=1')).json();
    const offerHead = await headOf(page, `/oportunidades/${offer.id}`);
    expect(offerHead.jsonLd[0]).toMatchObject({ '@type': 'JobPosting', title: offer.title, hiringOrganization: { name: offer.company } });
  });

  test('lists and static pages have generic previews with the default image', async ({ browser, request, baseURL }) => {
    const page = await pageWithoutJavaScript(browser, baseURL);
    const descriptions: Record<string, string> = {
      '/': 'Rede TO: artigos, protocolos clínicos, eventos e oportunidades para terapeutas ocupacionais em Portugal.',
      '/protocols': 'Protocolos clínicos de terapia ocupacional partilhados pela comunidade, com a validação de colegas.',
      '/about': 'O que é a Rede TO: a comunidade portuguesa de terapeutas ocupacionais, quem a faz e para quê.',
    };
    for (const [path, description] of Object.entries(descriptions)) {
      const head = await headOf(page, path);
      expect(head.canonical, path).toBe(`${baseURL}${path}`);
      expect(head.meta.description, path).toBe(description);
      expect(head.meta['og:image'], path).toBe(`${baseURL}/og-default.png`);
    }
    const image = await request.get('/og-default.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

test('sitemap.xml, robots.txt and both feeds are well-formed XML with absolute URLs', async ({ page, request, baseURL }) => {
  await page.goto('/about');
  const sitemap = await parseXml(page, '/sitemap.xml', 'loc');
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe('urlset');
  const [article] = await (await request.get('/api/articles?limit=1')).json();
  expect(sitemap.values).toContain(`${baseURL}/articles/${article.id}`);
  expect(sitemap.values.every((loc) => loc.startsWith(`${baseURL}/`))).toBe(true);

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const articles = await parseXml(page, '/feeds/artigos.xml', 'description');
  expect(articles.error).toBeNull();
  expect(articles.root).toBe('rss');
  // The channel's description, then each item's: the summaries.
  expect(articles.values).toContain(article.summary);
  const protocols = await parseXml(page, '/feeds/protocolos.xml', 'link');
  expect(protocols.error).toBeNull();
  expect(protocols.values.slice(1).every((link) => link.startsWith(`${baseURL}/protocols/`))).toBe(true);

  const [category] = await (await request.get('/api/categories')).json();
  const byCategory = await parseXml(page, `/feeds/artigos.xml?categoria=${category.id}`, 'category');
  expect(byCategory.error).toBeNull();
  expect(byCategory.values.every((name) => name === category.name)).toBe(true);
  expect((await request.get('/feeds/artigos.xml?categoria=999999')).status()).toBe(404);
});

test('the web app manifest loads with its icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Rede TO', lang: 'pt-PT', start_url: '/', display: 'standalone', theme_color: '#0f766e' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const { src, sizes } of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    // The PNG's own header (IHDR) says the size the manifest names.
    const png = await icon.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
  }
});

test('the schema.org data breaks nothing the Content-Security-Policy guards: the page starts with no error', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const [article] = await (await request.get('/api/articles?limit=1')).json();
  await page.goto(`/articles/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  expect(errors).toEqual([]);
});
