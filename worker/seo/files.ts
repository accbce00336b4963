import { listSitemapItems, readFeed, SITEMAP_MAX_URLS, type FeedKind, type SitemapItem, type SitemapKind } from '../db/queries/feeds';
import type { Scope } from '../runtime/scope';
import { absoluteUrl, escapeMarkup, siteOrigin, SITE_NAME } from './site';

// The files the Worker writes for search engines and feed readers: /robots.txt, /sitemap.xml and
// the RSS feeds /feeds/artigos.xml and /feeds/protocolos.xml (docs/rules/latency.md). Public data only.

/** Short: a new item reaches crawlers and feed readers within minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** When the static pages' texts last changed (the terms' and privacy policy's version date). */
const STATIC_PAGES_MODIFIED = '2026-11-26';

/** The pages that are not an item, and which kind of item's newest change dates each (none: the texts above). */
const SITEMAP_PAGES: [path: string, datedBy: SitemapKind | 'any' | null][] = [
  ['/', 'any'],
  ['/articles', 'articles'],
  ['/protocols', 'protocols'],
  ['/eventos', 'eventos'],
  ['/oportunidades', 'oportunidades'],
  ['/voluntariado', 'voluntariado'],
  ['/perguntas', 'perguntas'],
  ['/members', 'members'],
  ['/about', null],
  ['/how-it-works', null],
  ['/contact', null],
  ['/privacy', null],
  ['/terms', null],
  ['/cookies', null],
];

/** The rules the static public/robots.txt had, and the sitemap, whose absolute URL only the Worker knows. */
function robots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /profile', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

const urlEntry = (origin: string, path: string, lastmod: string) => `<url><loc>${escapeMarkup(absoluteUrl(origin, path))}</loc><lastmod>${escapeMarkup(lastmod)}</lastmod></url>`;

/**
 * Every public page and item. One file holds at most 50,000 URLs: the items are capped (newest
 * kept) so that, with the pages, the file stays within it; a sitemap index is the next step
 * past that.
 */
async function sitemap(scope: Scope, origin: string): Promise<string> {
  const items = await listSitemapItems(scope.db.read, SITEMAP_MAX_URLS - SITEMAP_PAGES.length);
  // The items come newest first: the first of each kind dates its list.
  const newest = new Map<string, string>();
  for (const item of items) if (!newest.has(item.kind)) newest.set(item.kind, item.lastmod);
  const pageDate = (datedBy: SitemapKind | 'any' | null) => (datedBy === 'any' ? items[0]?.lastmod : datedBy ? newest.get(datedBy) : undefined) ?? STATIC_PAGES_MODIFIED;
  const entries = [
    ...SITEMAP_PAGES.map(([path, datedBy]) => urlEntry(origin, path, pageDate(datedBy))),
    ...items.map((item: SitemapItem) => urlEntry(origin, `/${item.kind}/${item.id}`, item.lastmod)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Each feed: what it lists, its name and the list page it follows. */
const FEEDS: Record<string, { kind: FeedKind; title: string; description: string; listPath: string }> = {
  '/feeds/artigos.xml': { kind: 'articles', title: 'Artigos', description: 'Os artigos mais recentes da Rede TO.', listPath: '/articles' },
  '/feeds/protocolos.xml': { kind: 'protocols', title: 'Protocolos', description: 'Os protocolos clínicos mais recentes da Rede TO.', listPath: '/protocols' },
};

/** RFC 822 date, as RSS 2.0 wants it. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const CATEGORY_PARAM = 'categoria';

const notFound = (message: string) => Response.json({ message }, { status: 404, headers: { 'Cache-Control': CACHE_CONTROL } });

/** An RSS 2.0 feed of the latest items of one kind, of one category with `?categoria=<id>`: summaries, never content. */
async function feed(scope: Scope, url: URL, origin: string, spec: (typeof FEEDS)[string]): Promise<Response> {
  const param = url.searchParams.get(CATEGORY_PARAM);
  const categoryId = param === null ? null : /^[1-9]\d{0,9}$/.test(param) ? Number(param) : NaN;
  const unknownCategory = 'Esta categoria não existe. Veja as categorias em /articles ou /protocols.';
  if (Number.isNaN(categoryId)) return notFound(unknownCategory);
  const { items, category } = await readFeed(scope.db.read, spec.kind, categoryId);
  if (categoryId !== null && !category) return notFound(unknownCategory);

  const self = absoluteUrl(origin, `${url.pathname}${category ? `?${CATEGORY_PARAM}=${category.id}` : ''}`);
  const link = absoluteUrl(origin, `${spec.listPath}${category ? `?category=${category.id}` : ''}`);
  const title = `${SITE_NAME} · ${spec.title}${category ? ` · ${category.name}` : ''}`;
  const entries = items.map((item) => {
    const itemUrl = escapeMarkup(absoluteUrl(origin, `${spec.listPath}/${item.id}`));
    return [
      '<item>',
      `<title>${escapeMarkup(item.title)}</title>`,
      `<link>${itemUrl}</link>`,
      `<guid isPermaLink="true">${itemUrl}</guid>`,
      `<pubDate>${rfc822(item.createdAt)}</pubDate>`,
      `<description>${escapeMarkup(item.summary)}</description>`,
      `<category>${escapeMarkup(item.categoryName)}</category>`,
      `<dc:creator>${escapeMarkup(item.authorName)}</dc:creator>`,
      '</item>',
    ].join('');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeMarkup(title)}</title>`,
    `<link>${escapeMarkup(link)}</link>`,
    `<description>${escapeMarkup(spec.description)}</description>`,
    '<language>pt-PT</language>',
    `<atom:link href="${escapeMarkup(self)}" rel="self" type="application/rss+xml" />`,
    items[0] ? `<lastBuildDate>${rfc822(items[0].createdAt)}</lastBuildDate>` : '',
    // Minutes, as CACHE_CONTROL's max-age.
    '<ttl>5</ttl>',
    ...entries,
    '</channel>',
    '</rss>',
  ].filter(Boolean);
  return new Response(`${body.join('\n')}\n`, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL } });
}

/** Paths this module answers. */
export const isSeoFile = (pathname: string) => pathname === '/robots.txt' || pathname === '/sitemap.xml' || Object.hasOwn(FEEDS, pathname);

/** /robots.txt, /sitemap.xml or a feed (`isSeoFile`), for a GET or HEAD. */
export async function serveSeoFile(request: Request, scope: Scope): Promise<Response> {
  const url = new URL(request.url);
  const origin = siteOrigin(scope.config, url);
  let response: Response;
  if (url.pathname === '/robots.txt') {
    response = new Response(robots(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL } });
  } else if (url.pathname === '/sitemap.xml') {
    response = new Response(await sitemap(scope, origin), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL } });
  } else {
    response = await feed(scope, url, origin, FEEDS[url.pathname]!);
  }
  return request.method === 'HEAD' ? new Response(null, response) : response;
}
