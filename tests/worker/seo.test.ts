import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bindings } from '../../worker/env';
import { eventInput, insertRows, opportunityInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { answerWith, env, ORIGIN } from './helpers';

// index.html's head as the build makes it, reduced: its static description and title, which each page's own replace.
const SHELL = `<!doctype html><html lang="pt-PT"><head><meta charset="UTF-8" /><meta name="description" content="Descrição estática." /><title>Rede TO</title></head><body><div id="root"></div><!--/root--></body></html>`;
const SITE = new URL(env.PUBLIC_URL).origin;

/** The Worker's bindings with a static-assets binding that serves SHELL. */
const bindings = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) },
} as unknown as Bindings;

async function get(path: string, cookie?: string) {
  const ctx = createExecutionContext();
  const response = await answerWith(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { response, text: await response.text() };
}

interface Head {
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  jsonLd: Record<string, any>[];
  /** The head's markup, as sent. */
  html: string;
}

/** The head of a page, read by the runtime's HTML parser (HTMLRewriter), as a crawler would. */
async function headOf(html: string): Promise<Head> {
  const head: Head = { title: '', meta: {}, canonical: null, jsonLd: [], html: html.slice(0, html.indexOf('</head>')) };
  const scripts: string[] = [];
  await new HTMLRewriter()
    .on('head title', { text: (chunk) => void (head.title += chunk.text) })
    .on('head meta', {
      element: (element) => {
        const key = element.getAttribute('property') ?? element.getAttribute('name');
        if (key) head.meta[key] = decode(element.getAttribute('content') ?? '');
      },
    })
    .on('head link[rel="canonical"]', { element: (element) => void (head.canonical = element.getAttribute('href')) })
    .on('head script[type="application/ld+json"]', {
      element: () => void scripts.push(''),
      text: (chunk) => void (scripts[scripts.length - 1] += chunk.text),
    })
    .transform(new Response(html))
    .text();
  head.title = decode(head.title);
  head.jsonLd = scripts.map((text) => JSON.parse(text) as Record<string, any>);
  return head;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Problems that would make `xml` fail an XML parser: an unclosed or mismatched element, a `<`
 * or `&` not written as markup, more than one root. (A small checker: workerd has no XML parser;
 * the end-to-end test parses the same files with the browser's.)
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const badAmpersand = (text: string) => /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text);
  const token = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const [whole, closing, name, attributes, selfClosing, text, stray] of xml.matchAll(token)) {
    if (stray) problems.push(`a stray < at ${xml.indexOf(whole)}`);
    else if (text !== undefined) {
      if (stack.length === 0 && text.trim()) problems.push(`text outside the root: ${text.slice(0, 40)}`);
      if (badAmpersand(text)) problems.push(`an unescaped & in ${text.slice(0, 40)}`);
    } else if (name) {
      if (attributes && badAmpersand(attributes)) problems.push(`an unescaped & in <${name}>`);
      if (closing) {
        if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
      } else if (!selfClosing) {
        if (stack.length === 0) roots += 1;
        stack.push(name);
      } else if (stack.length === 0) roots += 1;
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** The text of every `<tag>` in `xml`, in order. */
const elements = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

// A word that only an article's members-only text holds: it must appear nowhere a visitor or a crawler reads.
const SECRET = 'palavrasecretaxyz';

describe('link previews, search engines and feeds', () => {
  // The first page loads the SPA's server render, module by module in the test runner.
  beforeAll(() => get('/about'), 120_000);

  it('gives an article its own title, description, canonical URL, preview and Article data, never its content', async () => {
    const author = await createMember({ fullName: 'Ana "Autora" <Silva>' });
    const [id] = await insertRows('articles', author.id, [
      { title: 'Rotinas & regras <na> escola', summary: 'O resumo público do artigo sobre rotinas.', contentText: `Texto só para membros ${SECRET}.`, categoryId: await categoryId('Pediatria') },
    ]);
    await env.DB.prepare('UPDATE articles SET image_url = ? WHERE id = ?').bind('/api/files/capa.jpg', id).run();

    for (const cookie of [undefined, author.client.cookie]) {
      const { response, text } = await get(`/articles/${id}`, cookie);
      expect(response.status).toBe(200);
      const head = await headOf(text);
      expect(head.title).toBe('Rotinas & regras <na> escola · Rede TO');
      expect(head.meta.description).toBe('O resumo público do artigo sobre rotinas.');
      // The static description of index.html is replaced, not repeated.
      expect(head.html).not.toContain('Descrição estática.');
      expect(head.canonical).toBe(`${SITE}/articles/${id}`);
      expect(head.meta).toMatchObject({
        'og:type': 'article',
        'og:site_name': 'Rede TO',
        'og:locale': 'pt_PT',
        'og:title': 'Rotinas & regras <na> escola',
        'og:description': 'O resumo público do artigo sobre rotinas.',
        'og:url': `${SITE}/articles/${id}`,
        'og:image': `${SITE}/api/files/capa.jpg`,
        'twitter:card': 'summary_large_image',
        'twitter:title': 'Rotinas & regras <na> escola',
        'twitter:image': `${SITE}/api/files/capa.jpg`,
      });
      // Every text is escaped: the title's markup is text, not tags.
      expect(head.html).not.toContain('<na>');
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Rotinas & regras <na> escola',
        description: 'O resumo público do artigo sobre rotinas.',
        image: [`${SITE}/api/files/capa.jpg`],
        author: { '@type': 'Person', name: 'Ana "Autora" <Silva>' },
        publisher: { '@type': 'Organization', name: 'Rede TO' },
        url: `${SITE}/articles/${id}`,
        isAccessibleForFree: false,
      });
      expect(head.jsonLd[0]!.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(head.jsonLd[0]!.dateModified).toMatch(/^\d{4}-\d\d-\d\dT/);
      // No text of the data can close the JSON-LD's element.
      expect(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head.html)![1]).not.toMatch(/[<>]/);
      expect(head.html).not.toContain(SECRET);
      if (!cookie) expect(text).not.toContain(SECRET);
    }
  });

  it('gives a protocol without an image the default preview image', async () => {
    const author = await createMember();
    const [id] = await insertRows('protocols', author.id, [{ title: 'Protocolo de marcha', summary: 'Resumo público do protocolo.', contentText: SECRET, categoryId: await categoryId() }]);
    const head = await headOf((await get(`/protocols/${id}`)).text);
    expect(head.meta['og:image']).toBe(`${SITE}/og-default.png`);
    expect(head.meta).toMatchObject({ 'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image', 'og:type': 'article' });
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: 'Protocolo de marcha', image: [`${SITE}/og-default.png`] });
    expect(head.html).not.toContain(SECRET);
  });

  it('describes an event with its place, dates with offset, organiser and free places', async () => {
    const organiser = await createMember({ fullName: 'Organizadora Eventos' });
    const created = await organiser.client.post('/api/events', eventInput({ eventDate: '2027-07-01T09:30:00.000Z', location: 'Bragança', maxParticipants: 2 }));
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    let head = await headOf((await get(`/eventos/${id}`)).text);
    expect(head.canonical).toBe(`${SITE}/eventos/${id}`);
    expect(head.meta['og:title']).toBe('Encontro de terapeutas ocupacionais');
    expect(head.meta.description).toBe('Uma tarde de partilha de práticas entre colegas.');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: 'Encontro de terapeutas ocupacionais',
      // Summer in Lisbon: UTC+1.
      startDate: '2027-07-01T10:30:00+01:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Bragança', address: { addressLocality: 'Bragança', addressCountry: 'PT' } },
      organizer: { name: 'Organizadora Eventos' },
      offers: { availability: 'https://schema.org/InStock', price: 0, priceCurrency: 'EUR' },
    });

    await env.DB.prepare('UPDATE events SET registered_count = 2 WHERE id = ?').bind(id).run();
    head = await headOf((await get(`/eventos/${id}`)).text);
    expect(head.jsonLd[0]!.offers.availability).toBe('https://schema.org/SoldOut');

    const online = await organiser.client.post('/api/events', eventInput({ eventDate: '2027-01-15T18:00:00.000Z', location: 'Online', eventType: 'Webinar' }));
    const onlineHead = await headOf((await get(`/eventos/${(online.body as { id: number }).id}`)).text);
    expect(onlineHead.jsonLd[0]).toMatchObject({
      startDate: '2027-01-15T18:00:00+00:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
  });

  it('describes a job offer as a JobPosting, and a volunteering offer and a member with their own previews', async () => {
    const poster = await createMember({ fullName: 'Recrutadora', specialty: 'Pediatria', location: 'Faro' });
    const offer = await poster.client.post('/api/opportunities', opportunityInput({ expiresAt: '2027-03-01T12:00:00.000Z' }));
    const id = (offer.body as { id: number }).id;
    const head = await headOf((await get(`/oportunidades/${id}`)).text);
    expect(head.canonical).toBe(`${SITE}/oportunidades/${id}`);
    expect(head.meta['og:title']).toBe('Terapeuta ocupacional em pediatria · Clínica do Sol');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Terapeuta ocupacional em pediatria',
      description: 'Procuramos terapeuta ocupacional para a equipa de pediatria.',
      validThrough: '2027-03-01T12:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Clínica do Sol' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Faro', addressCountry: 'PT' } },
    });
    expect(head.jsonLd[0]!.datePosted).toMatch(/^\d{4}-/);
    // The contact address stays on the page, out of the data for machines.
    expect(JSON.stringify(head.jsonLd)).not.toContain('rh@example.pt');

    const volunteering = await poster.client.post('/api/volunteering', volunteeringInput());
    const volunteeringHead = await headOf((await get(`/voluntariado/${(volunteering.body as { id: number }).id}`)).text);
    expect(volunteeringHead.meta['og:title']).toBe('Apoio a um lar de idosos · Associação Vizinhos');
    expect(volunteeringHead.meta.description).toBe('Sessões semanais de estimulação com os residentes do lar.');

    const profile = await headOf((await get(`/members/${poster.id}`)).text);
    expect(profile.canonical).toBe(`${SITE}/members/${poster.id}`);
    expect(profile.meta).toMatchObject({ 'og:type': 'profile', 'og:title': 'Recrutadora', description: 'Pediatria · Faro' });
  });

  it('gives lists and static pages generic titles and descriptions, and keeps searches out of the index', async () => {
    for (const [path, title] of [
      ['/', 'Rede TO'],
      ['/articles?category=3&q=x', 'Artigos · Rede TO'],
      ['/eventos', 'Eventos · Rede TO'],
      ['/about', 'Sobre · Rede TO'],
    ] as const) {
      const head = await headOf((await get(path)).text);
      expect(head.title, path).toContain(title.split(' · ')[0]);
      expect(head.meta.description, path).toMatch(/terapeutas ocupacionais|terapia ocupacional|Rede TO/);
      expect(head.canonical, path).toBe(`${SITE}${path.split('?')[0]}`);
      expect(head.meta['og:image'], path).toBe(`${SITE}/og-default.png`);
      expect(head.meta.robots, path).toBeUndefined();
    }
    expect((await headOf((await get('/search?q=terapia')).text)).meta.robots).toBe('noindex');
    expect((await headOf((await get('/nao-existe')).text)).meta.robots).toBe('noindex');
    // A screen drawn by the browser only still gets the portal's preview.
    const login = await headOf((await get('/login')).text);
    expect(login.canonical).toBe(`${SITE}/login`);
    expect(login.meta['og:site_name']).toBe('Rede TO');
  });

  it('lists every public page and a new item in sitemap.xml, with absolute URLs and dates, and names it in robots.txt', async () => {
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ title: 'Artigo do mapa do site', categoryId: await categoryId(), contentText: SECRET }]);
    const { response, text } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(xmlProblems(text)).toEqual([]);
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = elements(text, 'url');
    const locs = urls.map((url) => elements(url, 'loc')[0]);
    expect(locs).toContain(`${SITE}/articles/${id}`);
    expect(locs).toContain(`${SITE}/members/${author.id}`);
    for (const path of ['/', '/articles', '/protocols', '/eventos', '/oportunidades', '/voluntariado', '/members', '/about', '/privacy']) expect(locs).toContain(`${SITE}${path}`);
    expect(locs.every((loc) => loc?.startsWith(`${SITE}/`))).toBe(true);
    expect(urls.every((url) => /^\d{4}-\d\d-\d\d/.test(elements(url, 'lastmod')[0] ?? ''))).toBe(true);
    expect(locs).not.toContain(`${SITE}/search`);
    expect(text).not.toContain('removido');
    expect(text).not.toContain(SECRET);

    const robots = await get('/robots.txt');
    expect(robots.response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Disallow: /profile');
  });

  it('serves RSS feeds of the latest articles and protocols with their summaries, all or of one category', async () => {
    const author = await createMember({ fullName: 'Autora do Feed' });
    const [pediatrics, education] = [await categoryId('Pediatria'), await categoryId('Educação')];
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const [articleId] = await insertRows('articles', author.id, [
      { title: 'Artigo do feed & companhia', summary: 'Resumo <público> do feed.', contentText: SECRET, categoryId: pediatrics, createdAt: later },
    ]);
    const [protocolId] = await insertRows('protocols', author.id, [
      { title: 'Protocolo do feed', summary: 'Resumo do protocolo do feed.', contentText: SECRET, categoryId: education, createdAt: later },
    ]);

    const { response, text } = await get('/feeds/artigos.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(xmlProblems(text)).toEqual([]);
    expect(text).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">');
    expect(text).toContain(`<atom:link href="${SITE}/feeds/artigos.xml" rel="self" type="application/rss+xml" />`);
    const items = elements(text, 'item');
    expect(items.length).toBeLessThanOrEqual(50);
    const first = items[0]!;
    expect(elements(first, 'title')).toEqual(['Artigo do feed &amp; companhia']);
    expect(elements(first, 'link')).toEqual([`${SITE}/articles/${articleId}`]);
    expect(first).toContain(`<guid isPermaLink="true">${SITE}/articles/${articleId}</guid>`);
    expect(elements(first, 'description')).toEqual(['Resumo &lt;público&gt; do feed.']);
    expect(elements(first, 'category')).toEqual(['Pediatria']);
    expect(elements(first, 'dc:creator')).toEqual(['Autora do Feed']);
    expect(elements(first, 'pubDate')[0]).toBe(new Date(later).toUTCString());
    expect(text).not.toContain(SECRET);

    const byCategory = await get(`/feeds/artigos.xml?categoria=${education}`);
    expect(xmlProblems(byCategory.text)).toEqual([]);
    expect(byCategory.text).not.toContain(`/articles/${articleId}<`);
    expect(elements(byCategory.text, 'category').every((name) => name === 'Educação')).toBe(true);
    expect(byCategory.text).toContain(`<atom:link href="${SITE}/feeds/artigos.xml?categoria=${education}"`);

    const protocols = await get(`/feeds/protocolos.xml?categoria=${education}`);
    expect(xmlProblems(protocols.text)).toEqual([]);
    expect(elements(elements(protocols.text, 'item')[0]!, 'link')).toEqual([`${SITE}/protocols/${protocolId}`]);
    expect(protocols.text).not.toContain(SECRET);

    for (const categoria of ['999999', 'abc', '0']) {
      const unknown = await get(`/feeds/protocolos.xml?categoria=${categoria}`);
      expect(unknown.response.status, categoria).toBe(404);
      expect((JSON.parse(unknown.text) as { message: string }).message).toMatch(/categoria não existe/);
    }
  });
});
