import { EDUCATION_CATEGORY_NAME } from '#contract/categories-types';
import { normalizeSearchText } from '#contract/common';
import { SEARCH_RESULT_LIMIT, type SearchScope } from '#contract/search-types';
import { ITEM_JOINS, itemJson, KINDS, type ContentKind, type ViewerId } from './content';

// Hand SQL: FTS5's MATCH and bm25, and items as JSON written by SQLite (decisions 063 and 066).

/** Above this many matches, ranking them all costs more than it is worth: newest first instead. */
export const RANKING_MATCH_LIMIT = 2000;
const MAX_TERMS = 12;
/** bm25 weights of title, summary and content_text: a word in the title counts most. */
const BM25_WEIGHTS = '10.0, 5.0, 1.0';
/** The FTS5 column filter of a visitor's search (DECISIONS.md section 11). */
const VISITOR_COLUMNS = '{title summary}';

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

/** One kind's part of the search statement: its capped count (a CTE) and its query, each with its parameters. */
interface KindQuery {
  cte: string;
  cteParams: unknown[];
  query: string;
  params: unknown[];
}

/**
 * The best `SEARCH_RESULT_LIMIT` matches of one kind, as one row: the kind and the JSON array of its
 * items (`itemJson`), best first. They are chosen inside the FTS index first, then joined to authors
 * and categories. Ranking by bm25 scores every match, so when there are more than
 * `RANKING_MATCH_LIMIT` (counted cheaply, capped, in the FTS index) the newest matches are taken
 * instead. Both ways are written in the query, and the capped count gives the way not taken a LIMIT
 * of 0, so no separate round trip is needed to choose. (A LIMIT of 0 ends a loop before its first
 * row is read; a WHERE condition does not: docs/decisions/063-local-runtime-gc-and-items-written-by-sqlite.md.)
 */
function kindQuery(kind: ContentKind, match: string, scope: SearchScope, viewerId: ViewerId): KindQuery {
  const { table } = KINDS[kind];
  const fts = `${table}_fts`;
  // The capped count, computed once for the statement (a CTE used twice is materialised).
  const counted = `${fts}_matched`;
  const cte = `${counted}(n) AS (SELECT count(*) FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${RANKING_MATCH_LIMIT + 1}))`;
  const matches = `(SELECT n FROM ${counted})`;
  const params: unknown[] = [];
  const item = itemJson(kind, viewerId, params);
  const filter = scopeConditions(kind, scope, 'f');
  // CROSS JOIN keeps the FTS table as the outer loop, which bm25() needs.
  const join = filter.sql ? `CROSS JOIN ${table} f ON f.id = ${fts}.rowid` : '';
  const ranked = `SELECT ${fts}.rowid AS id, bm25(${fts}, ${BM25_WEIGHTS}) AS ord FROM ${fts} ${join}
                   WHERE ${fts} MATCH ?${filter.sql}
                   ORDER BY ord LIMIT (CASE WHEN ${matches} <= ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END)`;
  params.push(match, ...filter.params, SEARCH_RESULT_LIMIT);
  // Ids grow with creation time, so the FTS index read backwards by rowid gives the newest matches
  // first and stops after the limit, without collecting every match.
  const newest = `SELECT ${fts}.rowid AS id, row_number() OVER (ORDER BY ${fts}.rowid DESC) AS ord FROM ${fts} ${join}
                   WHERE ${fts} MATCH ?${filter.sql}
                   ORDER BY ${fts}.rowid DESC LIMIT (CASE WHEN ${matches} > ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END)`;
  params.push(match, ...filter.params, SEARCH_RESULT_LIMIT);
  const chosen = `SELECT id, ord FROM (${ranked}) UNION ALL SELECT id, ord FROM (${newest})`;
  const query = `SELECT '${kind}' AS kind, json_group_array(${item} ORDER BY r.ord) AS items
                   FROM (${chosen}) r CROSS JOIN ${table} a ON a.id = r.id ${ITEM_JOINS}`;
  return { cte, cteParams: [match], query, params };
}

/**
 * Full-text search over articles and protocols: one statement reads each kind asked for as a row
 * holding the JSON array that SQLite builds (`itemJson`); the kinds' queries are joined by UNION
 * ALL, which keeps each one's plan (as scalar subqueries of one SELECT, the search for a medium
 * word took a third longer). Answers the JSON text of a `SearchResult`, to be sent as it is: up to
 * 100 items that the Worker never has to take apart.
 */
export async function searchContentJson(db: D1Database, input: string, scope: SearchScope, viewerId: ViewerId): Promise<string> {
  const terms = toFtsQuery(input);
  // A visitor's words are matched against titles and summaries only: matching the content, which
  // only members may read, would tell a visitor which words (a patient's name) it holds.
  const match = terms && viewerId === null ? `${VISITOR_COLUMNS} : (${terms})` : terms;
  const kinds: ContentKind[] = [];
  if (scope.articles) kinds.push('article');
  if (scope.protocols) kinds.push('protocol');
  if (!match || kinds.length === 0) return '{"articles":[],"protocols":[]}';
  const parts = kinds.map((kind) => kindQuery(kind, match, scope, viewerId));
  const sql = `WITH ${parts.map((part) => part.cte).join(', ')} ${parts.map((part) => part.query).join(' UNION ALL ')}`;
  const params = [...parts.flatMap((part) => part.cteParams), ...parts.flatMap((part) => part.params)];
  const { results } = await db.prepare(sql).bind(...params).all<{ kind: ContentKind; items: string }>();
  const itemsOf = (kind: ContentKind) => results.find((row) => row.kind === kind)?.items ?? '[]';
  return `{"articles":${itemsOf('article')},"protocols":${itemsOf('protocol')}}`;
}
