import { EDUCATION_CATEGORY_NAME } from '#contract/categories-types';
import { RESULT_KINDS, type ResultKind, type SearchScope } from '#contract/search-types';
import { queryStems } from '../../lib/search-stems';
import { searchIndexOf, type IndexedKind } from '../search-index';
import { ITEM_JOINS, itemJson, KINDS, type ContentKind, type ViewerId } from './content';
import { rankedEventsStatement, readRankedEvents } from './events';
import { rankedOpportunitiesStatement, readRankedOpportunities } from './opportunities';
import { notHiddenFrom, type HideableTable, type RankedIds } from './shared';
import { rankedMembersStatement, readRankedMembers } from './users';
import { rankedVolunteeringStatement, readRankedVolunteering } from './volunteering';

// Hand SQL: FTS5's MATCH and bm25 over each kind's index of Portuguese stems (migration 0006,
// worker/db/search-index.ts), and articles and protocols as JSON written by SQLite (decisions 063
// and 066).

/** Above this many matches, ranking them all costs more than it is worth: newest first instead. */
export const RANKING_MATCH_LIMIT = 2000;
const MAX_TERMS = 12;

/**
 * The FTS5 expression for what a person typed: the Portuguese stem of each word (so that "idosos"
 * finds "idosas"), quoted so that no operator, quote or bracket in the input is read as syntax, all
 * of them required, the last one as a prefix so that results appear while a word is still being
 * typed. Null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const terms = queryStems(input).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term, index) => `"${term.replace(/"/g, '""')}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
}

/** The index each kind of result is searched in. */
const INDEX_OF: Record<ResultKind, IndexedKind> = {
  articles: 'article',
  protocols: 'protocol',
  events: 'event',
  opportunities: 'opportunity',
  volunteering: 'volunteering',
  members: 'member',
};

/** Conditions of the scope on an article or protocol aliased `f`, with their parameters. */
function scopeConditions(kind: ContentKind, scope: SearchScope): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (scope.categoryId !== undefined) {
    conditions.push('f.category_id = ?');
    params.push(scope.categoryId);
  }
  if (scope.education) {
    conditions.push('f.category_id = (SELECT id FROM categories WHERE name = ?)');
    params.push(EDUCATION_CATEGORY_NAME);
  }
  if (scope.caseStudies && kind === 'article') conditions.push("f.type = 'CASE_STUDY'");
  return { sql: conditions.map((condition) => ` AND ${condition}`).join(''), params };
}

/**
 * The best `limit` matches of one kind, as `ranked(id, ord)`. They are chosen inside the FTS index,
 * before any join to authors and categories. Ranking by bm25 scores every match, so when there are
 * more than `RANKING_MATCH_LIMIT` (counted cheaply, capped, in the FTS index) the newest matches
 * are taken instead. Both ways are written in the query, and the capped count gives the way not
 * taken a LIMIT of 0, so no separate round trip is needed to choose. (A LIMIT of 0 ends a loop
 * before its first row is read; a WHERE condition does not: docs/decisions/063-local-runtime-gc-and-items-written-by-sqlite.md.)
 */
function rankedIds(kind: IndexedKind, match: string, filter: { sql: string; params: unknown[] }, limit: number): RankedIds {
  const { table, fts, weights } = searchIndexOf(kind);
  // Hidden items are never found, not even by their author, who finds theirs in their profile's
  // lists (DECISIONS.md section 7): left out inside the index's loop, from the table's small index
  // of hidden rows, so the best `limit` are all shown. Members are searched whole; the suspended
  // are left out as they are read (`rankedMembersStatement`).
  const hiddenParams: unknown[] = [];
  const notHidden = kind === 'member' ? '' : ` AND ${notHiddenFrom(table as HideableTable, `${fts}.rowid`, null, hiddenParams)}`;
  // The capped count, computed once for the statement (a CTE used twice is materialised).
  const counted = `${fts}_matched`;
  const matches = `(SELECT n FROM ${counted})`;
  // CROSS JOIN keeps the FTS table as the outer loop, which bm25() needs.
  const join = filter.sql ? `CROSS JOIN ${table} f ON f.id = ${fts}.rowid` : '';
  const best = `SELECT ${fts}.rowid AS id, bm25(${fts}, ${weights}) AS ord FROM ${fts} ${join}
                 WHERE ${fts} MATCH ?${filter.sql}${notHidden}
                 ORDER BY ord LIMIT (CASE WHEN ${matches} <= ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END)`;
  // Ids grow with creation time, so the FTS index read backwards by rowid gives the newest matches
  // first and stops after the limit, without collecting every match.
  const newest = `SELECT ${fts}.rowid AS id, row_number() OVER (ORDER BY ${fts}.rowid DESC) AS ord FROM ${fts} ${join}
                   WHERE ${fts} MATCH ?${filter.sql}${notHidden}
                   ORDER BY ${fts}.rowid DESC LIMIT (CASE WHEN ${matches} > ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END)`;
  return {
    with: `${counted}(n) AS (SELECT count(*) FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${RANKING_MATCH_LIMIT + 1}))`,
    withParams: [match],
    from: `(SELECT id, ord FROM (${best}) UNION ALL SELECT id, ord FROM (${newest})) ranked`,
    fromParams: [match, ...filter.params, ...hiddenParams, limit, match, ...filter.params, ...hiddenParams, limit],
  };
}

/** Articles or protocols a search chose, as one row holding the JSON array that SQLite writes (`itemJson`), best first. */
function rankedContentStatement(db: D1Database, kind: ContentKind, ranked: RankedIds, viewerId: ViewerId): D1PreparedStatement {
  const itemParams: unknown[] = [];
  const item = itemJson(kind, viewerId, itemParams);
  return db
    .prepare(
      `WITH ${ranked.with} SELECT json_group_array(${item} ORDER BY ranked.ord) AS items
         FROM ${ranked.from} CROSS JOIN ${KINDS[kind].table} a ON a.id = ranked.id ${ITEM_JOINS}`,
    )
    .bind(...ranked.withParams, ...itemParams, ...ranked.fromParams);
}

/** Each kind's statement, and how to write its rows as the JSON text of its array. */
interface KindSearch {
  statement: D1PreparedStatement;
  json: (rows: unknown[]) => string;
}

function kindSearch(db: D1Database, kind: ResultKind, terms: string, scope: SearchScope, viewerId: ViewerId, limit: number): KindSearch {
  const index = searchIndexOf(INDEX_OF[kind]);
  // A visitor's words are matched against titles and summaries only where the rest is for members:
  // matching the content would tell a visitor which words (a patient's name) it holds.
  const match = viewerId === null && index.visitorColumns ? `${index.visitorColumns} : (${terms})` : terms;
  const noFilter = { sql: '', params: [] };
  const stringify = <T>(read: (rows: unknown[]) => T[]) => (rows: unknown[]) => JSON.stringify(read(rows));
  switch (kind) {
    case 'articles':
    case 'protocols': {
      const contentKind = kind === 'articles' ? 'article' : 'protocol';
      const ranked = rankedIds(contentKind, match, scopeConditions(contentKind, scope), limit);
      return {
        statement: rankedContentStatement(db, contentKind, ranked, viewerId),
        json: (rows) => (rows[0] as { items: string | null } | undefined)?.items ?? '[]',
      };
    }
    case 'events':
      return { statement: rankedEventsStatement(db, rankedIds('event', match, noFilter, limit), viewerId), json: stringify(readRankedEvents) };
    case 'opportunities':
      return { statement: rankedOpportunitiesStatement(db, rankedIds('opportunity', match, noFilter, limit)), json: stringify(readRankedOpportunities) };
    case 'volunteering':
      return { statement: rankedVolunteeringStatement(db, rankedIds('volunteering', match, noFilter, limit)), json: stringify(readRankedVolunteering) };
    case 'members':
      return { statement: rankedMembersStatement(db, rankedIds('member', match, noFilter, limit)), json: stringify(readRankedMembers) };
  }
}

/**
 * Full-text search over every kind the scope names, at most `limit` of each, best first: one
 * statement per kind, all in one batch (one round trip). Answers the JSON text of a `SearchResult`
 * (#contract/search-types), to be sent as it is: the articles and protocols as SQLite wrote them.
 */
export async function searchJson(db: D1Database, input: string, scope: SearchScope, viewerId: ViewerId, limit: number): Promise<string> {
  const terms = toFtsQuery(input);
  const searched = terms ? RESULT_KINDS.filter((kind) => scope.kinds.includes(kind)) : [];
  const searches = searched.map((kind) => kindSearch(db, kind, terms!, scope, viewerId, limit));
  const results = searches.length > 0 ? await db.batch(searches.map((search) => search.statement)) : [];
  const parts = RESULT_KINDS.map((kind) => {
    const at = searched.indexOf(kind);
    return `"${kind}":${at === -1 ? '[]' : searches[at]!.json(results[at]!.results)}`;
  });
  return `{${parts.join(',')}}`;
}
