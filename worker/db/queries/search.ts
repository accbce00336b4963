import type { Article } from '#contract/articles';
import { EDUCATION_CATEGORY_NAME } from '#contract/categories';
import { normalizeSearchText } from '#contract/common';
import type { Protocol } from '#contract/protocols';
import { SEARCH_RESULT_LIMIT, type SearchResult } from '#contract/search';
import { ITEM_JOINS, itemColumns, KINDS, rowToArticle, rowToProtocol, type ContentKind, type ViewerId } from './content';

/** Above this many matches, ranking them all costs more than it is worth: newest first instead. */
export const RANKING_MATCH_LIMIT = 2000;
const MAX_TERMS = 12;
/** bm25 weights of title, summary and content_text: a word in the title counts most. */
const BM25_WEIGHTS = '10.0, 5.0, 1.0';

/**
 * The FTS5 expression for what a person typed: each word quoted (so that no operator, quote or
 * bracket in the input is read as syntax), all of them required, the last one as a prefix so that
 * results appear while a word is still being typed. Null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const terms = normalizeSearchText(input)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term, index) => `"${term.replace(/"/g, '""')}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
}

/** What `category` of `/api/search` asks for. */
export interface SearchScope {
  articles: boolean;
  protocols: boolean;
  categoryId?: number;
  /** The category named 'Educação'. */
  education?: boolean;
  /** Articles of type CASE_STUDY only. */
  caseStudies?: boolean;
}

export function scopeOf(category: string | undefined): SearchScope {
  switch (category) {
    case 'articles':
      return { articles: true, protocols: false };
    case 'protocols':
      return { articles: false, protocols: true };
    case 'cases':
      return { articles: true, protocols: false, caseStudies: true };
    case 'education':
      return { articles: true, protocols: true, education: true };
    default: {
      const id = Number(category);
      return Number.isSafeInteger(id) && id > 0 && String(id) === category
        ? { articles: true, protocols: true, categoryId: id }
        : { articles: true, protocols: true };
    }
  }
}

/** Conditions on the content table aliased `alias`, with their parameters. */
function scopeConditions(kind: ContentKind, scope: SearchScope, alias: string): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (scope.categoryId !== undefined) {
    conditions.push(`${alias}.category_id = ?`);
    params.push(scope.categoryId);
  }
  if (scope.education) {
    conditions.push(`${alias}.category_id = (SELECT id FROM categories WHERE name = ?)`);
    params.push(EDUCATION_CATEGORY_NAME);
  }
  if (scope.caseStudies && kind === 'article') conditions.push(`${alias}.type = 'CASE_STUDY'`);
  return { sql: conditions.map((condition) => ` AND ${condition}`).join(''), params };
}

/**
 * The best `SEARCH_RESULT_LIMIT` matches of one kind. Chosen inside the FTS index first (ranked by
 * bm25, or newest first when there are too many matches to rank cheaply), then joined to authors
 * and categories.
 */
function matchesStatement(db: D1Database, kind: ContentKind, match: string, scope: SearchScope, ranked: boolean, viewerId: ViewerId): D1PreparedStatement {
  const { table } = KINDS[kind];
  const fts = `${table}_fts`;
  const params: unknown[] = [];
  const columns = itemColumns(kind, viewerId, params);
  let chosen: string;
  let order: string;
  if (ranked) {
    const filter = scopeConditions(kind, scope, 'f');
    // CROSS JOIN keeps the FTS table as the outer loop, which bm25() needs.
    const join = filter.sql ? `CROSS JOIN ${table} f ON f.id = ${fts}.rowid` : '';
    chosen = `SELECT ${fts}.rowid AS id, bm25(${fts}, ${BM25_WEIGHTS}) AS score FROM ${fts} ${join}
               WHERE ${fts} MATCH ?${filter.sql} ORDER BY score LIMIT ?`;
    params.push(match, ...filter.params, SEARCH_RESULT_LIMIT);
    order = 'r.score, a.id DESC';
  } else {
    const filter = scopeConditions(kind, scope, 'f');
    // Without other filters, walking the date index newest first stops after the limit, as most rows match.
    const index = filter.sql ? '' : `INDEXED BY ${table}_created_idx`;
    chosen = `SELECT f.id AS id FROM ${table} f ${index} WHERE f.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)${filter.sql}
               ORDER BY f.created_at DESC, f.id DESC LIMIT ?`;
    params.push(match, ...filter.params, SEARCH_RESULT_LIMIT);
    order = 'a.created_at DESC, a.id DESC';
  }
  return db.prepare(`SELECT ${columns} FROM (${chosen}) r CROSS JOIN ${table} a ON a.id = r.id ${ITEM_JOINS} ORDER BY ${order}`).bind(...params);
}

/**
 * Full-text search over articles and protocols: one statement counts the matches of each kind
 * (capped, in the FTS index only), then one batch reads the results of each kind asked for.
 */
export async function searchContent(db: D1Database, input: string, scope: SearchScope, viewerId: ViewerId): Promise<SearchResult> {
  const match = toFtsQuery(input);
  if (!match || (!scope.articles && !scope.protocols)) return { articles: [], protocols: [] };

  const cappedCount = (kind: ContentKind, wanted: boolean) =>
    wanted ? `(SELECT count(*) FROM (SELECT rowid FROM ${KINDS[kind].table}_fts WHERE ${KINDS[kind].table}_fts MATCH ?1 LIMIT ?2))` : '0';
  const counts = await db
    .prepare(`SELECT ${cappedCount('article', scope.articles)} AS articles, ${cappedCount('protocol', scope.protocols)} AS protocols`)
    .bind(match, RANKING_MATCH_LIMIT + 1)
    .first<{ articles: number; protocols: number }>();
  if (!counts || counts.articles + counts.protocols === 0) return { articles: [], protocols: [] };

  const kinds: ContentKind[] = [];
  if (counts.articles > 0) kinds.push('article');
  if (counts.protocols > 0) kinds.push('protocol');
  const results = await db.batch<Record<string, unknown>>(
    kinds.map((kind) =>
      matchesStatement(db, kind, match, scope, (kind === 'article' ? counts.articles : counts.protocols) <= RANKING_MATCH_LIMIT, viewerId),
    ),
  );
  const rowsOf = (kind: ContentKind) => results[kinds.indexOf(kind)]?.results ?? [];
  const articles: Article[] = kinds.includes('article') ? rowsOf('article').map((row) => rowToArticle(row, viewerId)) : [];
  const protocols: Protocol[] = kinds.includes('protocol') ? rowsOf('protocol').map((row) => rowToProtocol(row, viewerId)) : [];
  return { articles, protocols };
}
