import { EDUCATION_CATEGORY_NAME } from '#contract/categories-types';
import { RESULT_KINDS, SEARCH_COUNT_LIMIT, SEARCH_PREVIEW_SIZE, type ResultKind, type SearchScope } from '#contract/search-types';
import { toFtsQuery } from '../../lib/search-stems';
import { searchIndexOf, type IndexedKind, type SearchIndex } from '../search-index';
import { ITEM_JOINS, itemJson, KINDS, type ContentKind, type ViewerId } from './content';
import { rankedEventsStatement } from './events';
import { rankedOpportunitiesStatement } from './opportunities';
import { rankedQuestionsStatement } from './questions';
import { withPdfExcerpt } from './pdf-texts';
import { notHiddenFrom, type HideableTable, type RankedIds } from './shared';
import { listedMember, rankedMembersStatement } from './users';
import { rankedVolunteeringStatement } from './volunteering';
import { type ReadOnlyD1, type ReadOnlyStatement } from '../client';

// Hand SQL: FTS5's MATCH and bm25 over each kind's index of Portuguese stems (migration 0006,
// worker/db/search-index.ts), and articles and protocols as JSON written by SQLite (decisions 063
// and 066).

/**
 * Matches of one kind ranked by bm25, which reads each match's column sizes (about a microsecond
 * each): with this many or more, ranking them all costs more than it is worth, and the newest come
 * first.
 */
export const RANKING_MATCH_LIMIT = 250;
/** The index each kind of result is searched in. */
const INDEX_OF: Record<ResultKind, IndexedKind> = {
  articles: 'article',
  protocols: 'protocol',
  events: 'event',
  opportunities: 'opportunity',
  volunteering: 'volunteering',
  members: 'member',
  questions: 'question',
};

/** What a kind's matches must also satisfy, on the kind's row aliased `f`, with their parameters. */
interface Conditions {
  sql: string;
  params: unknown[];
}

const NO_CONDITIONS: Conditions = { sql: '', params: [] };

/** Conditions of the scope on an article or protocol aliased `f`, with their parameters. */
function scopeConditions(kind: ContentKind, scope: SearchScope): Conditions {
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

/** Which page of each kind: `limit` results after the first `offset`. */
export interface SearchPage {
  limit: number;
  offset: number;
}

/**
 * One page of the best matches of one kind, as `ranked(id, ord)`, and how many there are (up to
 * `SEARCH_COUNT_LIMIT`), chosen inside the FTS index before any join to authors and categories.
 * Every condition (the scope, hidden items, members listed) is read inside the index's loop, so
 * the count is the count of what can be shown and a page is always full. Fewer than
 * `RANKING_MATCH_LIMIT` matches are ranked by bm25 (a match in the title weighs most); more are
 * taken newest first (ids grow with creation time, so the FTS index read backwards by rowid stops
 * after the page). Both ways are written in the statement and the count gives the way not taken a
 * LIMIT of 0, so no separate round trip is needed to choose. (A LIMIT of 0 ends a loop before its
 * first row is read; a WHERE condition does not: docs/decisions/063-local-runtime-gc-and-items-written-by-sqlite.md.)
 */
function rankedIds(kind: IndexedKind, { fts, weights }: SearchIndex, match: string, conditions: Conditions, page: SearchPage, viewerId: ViewerId): RankedIds {
  const { table } = searchIndexOf(kind);
  // Hidden items are never found, not even by their author, who finds theirs in their profile's
  // lists (docs/rules/trust.md): left out from the table's small index of hidden rows. A closed
  // community's items are found by its members only (docs/rules/communities.md).
  const hiddenParams: unknown[] = [];
  const notHidden = kind === 'member' ? '' : ` AND ${notHiddenFrom(table as HideableTable, `${fts}.rowid`, null, hiddenParams, viewerId)}`;
  // CROSS JOIN keeps the FTS table as the outer loop, which bm25() and the rowid order need.
  const join = conditions.sql ? `CROSS JOIN ${table} f ON f.id = ${fts}.rowid` : '';
  const where = `${fts} MATCH ?${conditions.sql}${notHidden}`;
  const whereParams = [match, ...conditions.params, ...hiddenParams];
  // The capped count, computed once for the statement (a CTE used twice is materialised).
  const counted = `${fts}_matched`;
  const matches = `(SELECT n FROM ${counted})`;
  // Equal ranks keep one order (the newest first), so that pages neither repeat nor skip a result.
  const best = `SELECT ${fts}.rowid AS id, bm25(${fts}, ${weights}) AS ord FROM ${fts} ${join} WHERE ${where}
                 ORDER BY ord, ${fts}.rowid DESC LIMIT (CASE WHEN ${matches} < ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END) OFFSET ?`;
  const newest = `SELECT ${fts}.rowid AS id, -${fts}.rowid AS ord FROM ${fts} ${join} WHERE ${where}
                   ORDER BY ${fts}.rowid DESC LIMIT (CASE WHEN ${matches} >= ${RANKING_MATCH_LIMIT} THEN ? ELSE 0 END) OFFSET ?`;
  return {
    with: `${counted}(n) AS (SELECT count(*) FROM (SELECT ${fts}.rowid FROM ${fts} ${join} WHERE ${where} LIMIT ${SEARCH_COUNT_LIMIT}))`,
    withParams: whereParams,
    from: `(SELECT id, ord FROM (${best}) UNION ALL SELECT id, ord FROM (${newest})) ranked`,
    fromParams: [...whereParams, page.limit, page.offset, ...whereParams, page.limit, page.offset],
    total: matches,
  };
}

/**
 * Articles or protocols a search chose, as one row holding the JSON array that SQLite writes
 * (`itemJson`), best first; for a member, each with the excerpt of its PDF where only the PDF
 * matched (`memberTerms`: docs/rules/pdf-text.md).
 */
function rankedContentStatement(db: ReadOnlyD1, kind: ContentKind, ranked: RankedIds, viewerId: ViewerId, memberTerms?: string): ReadOnlyStatement {
  const itemParams: unknown[] = [];
  const item = memberTerms === undefined ? itemJson(kind, viewerId, itemParams) : withPdfExcerpt(kind, itemJson(kind, viewerId, itemParams), memberTerms, itemParams);
  return db
    .prepare(
      `WITH ${ranked.with} SELECT json_group_array(${item} ORDER BY ranked.ord, ranked.id DESC) AS items, ${ranked.total} AS total
         FROM ${ranked.from} CROSS JOIN ${KINDS[kind].table} a ON a.id = ranked.id ${ITEM_JOINS}`,
    )
    .bind(...ranked.withParams, ...itemParams, ...ranked.fromParams);
}

/** Each kind's statement: one row, its page as the JSON text of an array (`items`) and its count (`total`). */
function kindStatement(db: ReadOnlyD1, kind: ResultKind, terms: string, scope: SearchScope, viewerId: ViewerId, page: SearchPage): ReadOnlyStatement {
  const indexed = searchIndexOf(INDEX_OF[kind]);
  // A visitor's words are matched against titles and summaries only where the rest is for members:
  // matching the content would tell a visitor which words (a patient's name) it holds.
  const index = viewerId === null ? indexed.visitorIndex : indexed;
  const ranked = (conditions: Conditions) => rankedIds(INDEX_OF[kind], index, terms, conditions, page, viewerId);
  switch (kind) {
    case 'articles':
    case 'protocols': {
      const contentKind = kind === 'articles' ? 'article' : 'protocol';
      return rankedContentStatement(db, contentKind, ranked(scopeConditions(contentKind, scope)), viewerId, viewerId === null ? undefined : terms);
    }
    case 'events':
      return rankedEventsStatement(db, ranked(NO_CONDITIONS), viewerId);
    case 'opportunities':
      return rankedOpportunitiesStatement(db, ranked(NO_CONDITIONS));
    case 'volunteering':
      return rankedVolunteeringStatement(db, ranked(NO_CONDITIONS));
    case 'members':
      // Suspended members and the shared 'Membro removido' row are never found, nor counted.
      return rankedMembersStatement(db, ranked({ sql: ` AND ${listedMember('f')}`, params: [] }));
    case 'questions':
      return rankedQuestionsStatement(db, ranked(NO_CONDITIONS), viewerId);
  }
}

interface KindRow {
  items: string | null;
  total: number | null;
}

/**
 * The page of `kind` that a search of `searched` answers: the whole page for articles and for a
 * search of one kind; for the other kinds of a search of several, only what the search page's
 * 'Todos' tab shows of them (`SEARCH_PREVIEW_SIZE`), whose tabs ask for their own pages with
 * `kind`. Those previews are most of what the answer saves: on `npm run bench` the place search
 * answered 90 KB of JSON through the local D1, 120 items of which the page showed 12 (decision 080).
 */
function pageOf(kind: ResultKind, searched: readonly ResultKind[], page: SearchPage): SearchPage {
  return kind === 'articles' || searched.length === 1 ? page : { ...page, limit: Math.min(page.limit, SEARCH_PREVIEW_SIZE) };
}

/**
 * Full-text search over every kind the scope names: one page of each (`pageOf`), best first, and
 * how many of each were found; one statement per kind, all in one batch (one round trip). Answers
 * the JSON text of a `SearchResult` (#contract/search-types), to be sent as it is: every kind's
 * page as SQLite wrote it.
 */
export async function searchJson(db: ReadOnlyD1, input: string, scope: SearchScope, viewerId: ViewerId, page: SearchPage): Promise<string> {
  const terms = toFtsQuery(input);
  const searched = terms ? RESULT_KINDS.filter((kind) => scope.kinds.includes(kind)) : [];
  const results = searched.length > 0 ? await db.batch(searched.map((kind) => kindStatement(db, kind, terms!, scope, viewerId, pageOf(kind, searched, page)))) : [];
  const rowOf = (kind: ResultKind) => {
    const at = searched.indexOf(kind);
    return at === -1 ? undefined : (results[at]!.results[0] as KindRow | undefined);
  };
  const parts = RESULT_KINDS.map((kind) => `"${kind}":${rowOf(kind)?.items ?? '[]'}`);
  const counts = RESULT_KINDS.map((kind) => `"${kind}":${rowOf(kind)?.total ?? 0}`);
  return `{${parts.join(',')},"counts":{${counts.join(',')}}}`;
}
