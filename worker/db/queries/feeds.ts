import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import type { ReadOnlyD1 } from '../client';

// What the sitemap and the RSS feeds read: public fields only (titles, summaries, dates, names),
// never an item's content. Hand SQL, one batch per request (one round trip, docs/rules/latency.md).
//
// Every item the sitemap and the feeds list passes through `PUBLIC_*` below, once for both: an item
// hidden by moderation is in neither (docs/rules/trust.md; the tables joined to them have no
// `hidden_at`). Nor is what was posted in a closed community (docs/rules/communities.md).
const OPEN_COMMUNITY = "(community_id IS NULL OR community_id NOT IN (SELECT id FROM communities WHERE visibility = 'closed'))";
const PUBLIC_CONTENT = `hidden_at IS NULL AND ${OPEN_COMMUNITY}`;
const PUBLIC_EVENT = `hidden_at IS NULL AND ${OPEN_COMMUNITY}`;
const PUBLIC_OFFER = 'hidden_at IS NULL';
/** The shared author row of what a deleted member kept has no profile page, nor has a suspended member. */
const PUBLIC_MEMBER = `username <> '${REMOVED_MEMBER_USERNAME}' AND suspended_at IS NULL`;

/** Not hidden, and not in a closed community. */
const PUBLIC_QUESTION = "hidden_at IS NULL AND (community_id IS NULL OR community_id IN (SELECT id FROM communities WHERE visibility = 'open'))";

/** The most URLs one sitemap file may hold (sitemaps.org); beyond it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** The kinds of item the sitemap lists, as the SPA's paths name them. */
export type SitemapKind = 'articles' | 'protocols' | 'eventos' | 'oportunidades' | 'voluntariado' | 'members' | 'perguntas';

export interface SitemapItem {
  kind: SitemapKind;
  id: number;
  /** ISO 8601 UTC. */
  lastmod: string;
}

// One statement per kind, all in one batch (one round trip): D1 refuses a compound SELECT of more
// than five terms.
const SITEMAP_SELECTS: [SitemapKind, string][] = [
  ['articles', `SELECT id, updated_at AS lastmod FROM articles WHERE ${PUBLIC_CONTENT}`],
  ['protocols', `SELECT id, updated_at AS lastmod FROM protocols WHERE ${PUBLIC_CONTENT}`],
  ['eventos', `SELECT id, created_at AS lastmod FROM events WHERE ${PUBLIC_EVENT}`],
  ['oportunidades', `SELECT id, created_at AS lastmod FROM opportunities WHERE ${PUBLIC_OFFER}`],
  ['voluntariado', `SELECT id, created_at AS lastmod FROM volunteering WHERE ${PUBLIC_OFFER}`],
  ['members', `SELECT id, created_at AS lastmod FROM users WHERE ${PUBLIC_MEMBER}`],
  // Questions of the whole portal and of open communities: a closed community's are its members' (docs/rules/questions.md).
  ['perguntas', `SELECT id, coalesce(updated_at, created_at) AS lastmod FROM questions WHERE ${PUBLIC_QUESTION}`],
];

/** Every public item with its last change, newest first, at most `limit` (one batch). */
export async function listSitemapItems(db: ReadOnlyD1, limit: number): Promise<SitemapItem[]> {
  const results = await db.batch<{ id: number; lastmod: string }>(SITEMAP_SELECTS.map(([, sql]) => db.prepare(`${sql} ORDER BY lastmod DESC LIMIT ?`).bind(limit)));
  const items = SITEMAP_SELECTS.flatMap(([kind], index) => (results[index]?.results ?? []).map((row) => ({ kind, id: row.id, lastmod: row.lastmod })));
  // Newest first, so that the cap, if ever reached, drops the oldest.
  return items.sort((a, b) => (a.lastmod < b.lastmod ? 1 : a.lastmod > b.lastmod ? -1 : 0)).slice(0, limit);
}

export type FeedKind = 'articles' | 'protocols';

interface FeedItem {
  id: number;
  title: string;
  /** The public summary: the feed's description, never the content. */
  summary: string;
  createdAt: string;
  categoryName: string;
  authorName: string;
}

const FEED_SIZE = 50;

// The table name comes from `FeedKind`, never from the request.
const feedItemsSql = (table: FeedKind, byCategory: boolean) => `
  SELECT t.id, t.title, t.summary, t.created_at AS createdAt, c.name AS categoryName, u.full_name AS authorName
    FROM ${table} t
    JOIN categories c ON c.id = t.category_id
    JOIN users u ON u.id = t.author_id
   WHERE ${PUBLIC_CONTENT}${byCategory ? ' AND t.category_id = ?' : ''}
   ORDER BY t.created_at DESC, t.id DESC
   LIMIT ${FEED_SIZE}`;

export interface Feed {
  items: FeedItem[];
  /** The category asked for, or null when none was asked or it does not exist. */
  category: { id: number; name: string } | null;
}

/** The latest items of `kind`, of one category when `categoryId` is given, with that category (one batch). */
export async function readFeed(db: ReadOnlyD1, kind: FeedKind, categoryId: number | null): Promise<Feed> {
  if (categoryId === null) {
    const { results } = await db.prepare(feedItemsSql(kind, false)).all<FeedItem>();
    return { items: results, category: null };
  }
  const [category, items] = await db.batch([db.prepare('SELECT id, name FROM categories WHERE id = ?').bind(categoryId), db.prepare(feedItemsSql(kind, true)).bind(categoryId)]);
  return { items: (items?.results ?? []) as FeedItem[], category: ((category?.results ?? [])[0] as Feed['category'] | undefined) ?? null };
}
