import type { CategorySummary, HiddenState, PublicUserSummary } from '#contract/common-types';
import { normalizeSearchText } from '#contract/common';
import type { ReadOnlyD1, ReadOnlyStatement } from '../client';

/**
 * Each field of a JSON object that SQLite builds, and the SQL of its value. Written as an object
 * `satisfies Record<keyof T, string>` against the contract's type `T`, so that a field renamed,
 * added or dropped on either side fails the typecheck; the order of the keys is the order of the
 * fields in the JSON.
 */
export type JsonFields<T> = Record<keyof T & string, string>;

/** `json_object('key', value, …)` from fields in their order. */
export const jsonObjectSql = (fields: Partial<Record<string, string>>) =>
  `json_object(${Object.entries(fields)
    .map(([key, value]) => `'${key}', ${value}`)
    .join(', ')})`;

/** A JSON true or false from an SQL condition. */
export const jsonBoolean = (condition: string) => `json(CASE WHEN ${condition} THEN 'true' ELSE 'false' END)`;

/** A member's public summary: its JSON field and its column of `users`. Never the e-mail, hash or anything private. */
const USER_SUMMARY_COLUMNS = {
  id: 'id',
  username: 'username',
  fullName: 'full_name',
  avatarUrl: 'avatar_url',
  specialty: 'specialty',
  location: 'location',
  verifiedOt: 'verified_ot_at',
} as const satisfies JsonFields<PublicUserSummary>;

/** The summary's booleans: stored as a timestamp or null, sent as true or false (docs/rules/trust.md). */
const USER_SUMMARY_BOOLEANS: ReadonlySet<string> = new Set(['verifiedOt']);

/** A category's summary: its JSON field and its column of `categories`. */
const CATEGORY_SUMMARY_COLUMNS = { id: 'id', name: 'name', icon: 'icon' } as const satisfies JsonFields<CategorySummary>;

type Columns = Record<string, string>;
const selectList = (columns: Columns, alias: string, prefix: string, booleans: ReadonlySet<string> = new Set()) =>
  Object.entries(columns)
    .map(([key, column]) => (booleans.has(key) ? `${alias}.${column} IS NOT NULL AS ${prefix}${key}` : `${alias}.${column} AS ${prefix}${key}`))
    .join(', ');
const jsonObject = (columns: Columns, alias: string, booleans: ReadonlySet<string> = new Set()) =>
  jsonObjectSql(
    Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, booleans.has(key) ? `json(CASE WHEN ${alias}.${column} IS NOT NULL THEN 'true' ELSE 'false' END)` : `${alias}.${column}`])),
  );

/** SQL select-list of a member's public summary from the users table aliased `alias`, as columns `<prefix>id`, `<prefix>username`… */
export const userSummaryColumns = (alias: string, prefix: string) => selectList(USER_SUMMARY_COLUMNS, alias, prefix, USER_SUMMARY_BOOLEANS);

/** The same summary as one JSON object built by SQLite. */
export const userSummaryJson = (alias: string) => jsonObject(USER_SUMMARY_COLUMNS, alias, USER_SUMMARY_BOOLEANS);

/** The row's columns written by `userSummaryColumns(alias, prefix)`. */
export type UserSummaryColumns<Prefix extends string> = { [K in keyof PublicUserSummary as `${Prefix}${K}`]: PublicUserSummary[K] extends boolean ? number | boolean : PublicUserSummary[K] };

/** Reads back the columns written by `userSummaryColumns(alias, prefix)` (a missing value as null). */
export function pickUserSummary<Prefix extends string>(row: UserSummaryColumns<Prefix>, prefix: Prefix): PublicUserSummary {
  const columns: Partial<Record<string, unknown>> = row;
  return Object.fromEntries(
    Object.keys(USER_SUMMARY_COLUMNS).map((key) => [key, USER_SUMMARY_BOOLEANS.has(key) ? Boolean(columns[`${prefix}${key}`]) : (columns[`${prefix}${key}`] ?? null)]),
  ) as unknown as PublicUserSummary;
}

/**
 * The community a row of the table aliased `alias` was posted in, as a `CommunitySummary` built by
 * SQLite, or null (docs/rules/communities.md).
 */
export const communitySummaryJson = (alias: string) =>
  `CASE WHEN ${alias}.community_id IS NULL THEN NULL ELSE json((SELECT json_object('id', k.id, 'slug', k.slug, 'name', k.name, 'visibility', k.visibility) FROM communities k WHERE k.id = ${alias}.community_id)) END`;

/** A category's summary as one JSON object built by SQLite. */
export const categorySummaryJson = (alias: string) => jsonObject(CATEGORY_SUMMARY_COLUMNS, alias);

/** What a list of offers or events is filtered by: `q` in its search text, and whose it is. */
export interface ListFilters {
  limit: number;
  offset: number;
  q?: string | undefined;
  /** The member who posted or organises the items. */
  ownerId?: number | undefined;
  /** Offers only: those of this district. */
  district?: string | undefined;
  /** Opportunities only: those of this employment type. */
  employmentType?: string | undefined;
  /** Opportunities only: those whose pay reaches this many euros a month (their maximum, or minimum); a pay scale's name alone never does (docs/rules/job-alerts-and-pay.md). */
  salaryMin?: number | undefined;
  /** Events only: those posted in this community (docs/rules/communities.md). */
  communityId?: number | undefined;
  /** The signed-in member (undefined for visitors): their own hidden items stay in their own list (`ownerId` theirs). */
  viewerId?: number | undefined;
}

/** A list's page conditions (`where`, `params`) and the statement of its total (`countSql`, `countParams`). */
export interface ListQuery {
  where: string;
  params: unknown[];
  countSql: string;
  countParams: unknown[];
}

/**
 * The WHERE of such a list over `table` aliased `alias`, with its parameters, and its total: never
 * a hidden item (docs/rules/trust.md), but in the viewer's own list (`ownerId` is theirs: their
 * profile's tabs), where they find theirs marked. `extra` conditions (with their parameters) are
 * added to the filters' own.
 */
export function listWhere(alias: string, table: HideableTable, filters: ListFilters, extra: { condition: string; params: unknown[] }[] = []): ListQuery {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const ownerColumn = HIDEABLE_OWNERS[table];
  if (filters.q) {
    conditions.push(`instr(${alias}.search_text, ?) > 0`);
    params.push(normalizeSearchText(filters.q));
  }
  if (filters.ownerId !== undefined) {
    conditions.push(`${alias}.${ownerColumn} = ?`);
    params.push(filters.ownerId);
  }
  if (filters.district !== undefined) {
    conditions.push(`${alias}.district = ?`);
    params.push(filters.district);
  }
  if (filters.communityId !== undefined) {
    conditions.push(`${alias}.community_id = ?`);
    params.push(filters.communityId);
  }
  if (filters.employmentType !== undefined) {
    conditions.push(`${alias}.employment_type = ?`);
    params.push(filters.employmentType);
  }
  if (filters.salaryMin !== undefined) {
    // The expression of the index opportunities_salary_reach_idx (migration 0023), written the same.
    conditions.push(`coalesce(${alias}.salary_max, ${alias}.salary_min) >= ?`);
    params.push(filters.salaryMin);
  }
  for (const { condition, params: extraParams } of extra) {
    conditions.push(condition);
    params.push(...extraParams);
  }
  const own = filters.viewerId !== undefined && filters.ownerId === filters.viewerId;
  return visibleList(table, alias, conditions, params, own ? filters.viewerId! : null, filters.viewerId ?? null);
}

/**
 * A list of `table` (aliased `alias`, or the bare table when `alias` is its name) under
 * `conditions`, without the hidden rows the reader may not see: the page's WHERE leaves them out
 * (`notHiddenFrom`), and the total is the count of the conditions less the count of those hidden
 * rows. So an unfiltered total stays SQLite's count of the table (which reads no row; a condition
 * on every row made the articles list of `npm run bench` cost 60 % more CPU), and the hidden rows
 * are read from the table's small partial index (migration 0013), named so that no other index is
 * walked for them. `member` (default: `reader`) is the signed-in member whose closed communities'
 * rows stay in the list (`notHiddenFrom`); the total leaves out the others' too.
 */
export function visibleList(table: HideableTable, alias: string, conditions: string[], params: unknown[], reader: Reader, member: Reader = reader): ListQuery {
  const pageParams: unknown[] = [];
  const notHidden = notHiddenFrom(table, `${alias}.id`, reader, pageParams, member);
  pageParams.push(...params);
  const whereOf = (list: string[]) => (list.length > 0 ? `WHERE ${list.join(' AND ')}` : '');
  const from = alias === table ? table : `${table} ${alias}`;
  const hidden = [`${alias}.hidden_at IS NOT NULL`];
  const hiddenParams: unknown[] = [];
  if (reader !== null) {
    hidden.push(`${alias}.${HIDEABLE_OWNERS[table]} <> ?`);
    hiddenParams.push(reader);
  }
  let countSql = `SELECT (SELECT count(*) FROM ${from} ${whereOf(conditions)})
                    - (SELECT count(*) FROM ${from} INDEXED BY ${table}_hidden_idx ${whereOf([...hidden, ...conditions])})`;
  const countParams = [...params, ...hiddenParams, ...params];
  if (inCommunities(table)) {
    // Less the closed communities' rows the member may not read that the hidden count left in.
    const closedParams: unknown[] = [];
    const closed = `${alias}.id IN (${closedRowsOf(table, member, closedParams)})`;
    const shown = reader === null ? `${alias}.hidden_at IS NULL` : `(${alias}.hidden_at IS NULL OR ${alias}.${HIDEABLE_OWNERS[table]} = ?)`;
    countSql += `
                    - (SELECT count(*) FROM ${from} ${whereOf([closed, shown, ...conditions])})`;
    countParams.push(...closedParams, ...(reader === null ? [] : [reader]), ...params);
  }
  return { where: whereOf([notHidden, ...conditions]), params: pageParams, countSql: `${countSql} AS total`, countParams };
}

/** Runs a list's total (`total`) and its page in one batch (two statements, whatever the page size). */
export async function totalAndPage<Row>(db: ReadOnlyD1, total: ReadOnlyStatement, page: ReadOnlyStatement): Promise<{ rows: Row[]; total: number }> {
  const [counted, paged] = await db.batch([total, page]);
  return { rows: paged!.results as Row[], total: (counted!.results[0] as { total: number } | undefined)?.total ?? 0 };
}

/**
 * Ids that a search chose, best first (worker/db/queries/search.ts): the common table expression
 * it needs and the subquery `ranked(id, ord)` to read the items from, each with its parameters.
 */
export interface RankedIds {
  with: string;
  withParams: unknown[];
  from: string;
  fromParams: unknown[];
  /** SQL of how many matches there are, up to the count's limit (read in the same statement). */
  total: string;
}

/**
 * Hidden content (docs/rules/trust.md): the tables whose rows moderation hides (`hidden_at` not
 * null), and the column of each that names the row's author, organiser or poster.
 */
const HIDEABLE_OWNERS = {
  articles: 'author_id',
  protocols: 'author_id',
  events: 'organizer_id',
  opportunities: 'poster_id',
  volunteering: 'poster_id',
  comments: 'user_id',
  questions: 'author_id',
  answers: 'author_id',
} as const;
export type HideableTable = keyof typeof HIDEABLE_OWNERS;

/** Who reads: a signed-in member's id, or null for a visitor. */
export type Reader = number | null;

/**
 * The tables whose rows may be posted in a community (`community_id`): a closed community's rows
 * are read by its members and the row's own author only, and are absent for everyone else from
 * every read, as hidden rows are (docs/rules/communities.md).
 */
const COMMUNITY_TABLES: ReadonlySet<HideableTable> = new Set<HideableTable>(['articles', 'protocols', 'events', 'questions']);

/** Whether `table`'s rows may belong to a community (and so to a closed one). */
const inCommunities = (table: HideableTable) => COMMUNITY_TABLES.has(table);

/**
 * SQL: the ids of `table`'s rows in closed communities that `reader` may not read (for a visitor,
 * every closed community's rows; for a member, those of the closed communities they are not in,
 * but their own). Walks the few closed communities and each one's rows by `<table>_community_idx`,
 * once per statement. Pushes its parameters onto `params`.
 */
function closedRowsOf(table: HideableTable, reader: Reader, params: unknown[]): string {
  const rows = `SELECT x.id FROM communities k JOIN ${table} x ON x.community_id = k.id WHERE k.visibility = 'closed'`;
  if (reader === null) return rows;
  params.push(reader, reader);
  return `${rows} AND x.${HIDEABLE_OWNERS[table]} <> ? AND NOT EXISTS (SELECT 1 FROM community_members cm WHERE cm.community_id = k.id AND cm.user_id = ? AND cm.membership <> 'pending')`;
}

/**
 * For lists, totals and counts: the rows of `table` whose id (`idSql`) is not among the hidden rows
 * the reader may not see, i.e. every hidden row for a visitor, and every hidden row but their own
 * for a member. The hidden rows come from the table's small partial index (migration 0013), once
 * per statement (a subquery that depends on nothing of the row), so a list keeps the index it was
 * read on, and its count stays a count of that index. Pushes its parameter onto `params`.
 *
 * `member` (default: `reader`) is who asks about closed communities: a list that leaves out every
 * hidden row (`reader` null) still shows a member the closed communities they are in.
 */
export function notHiddenFrom(table: HideableTable, idSql: string, reader: Reader, params: unknown[], member: Reader = reader): string {
  let notHidden: string;
  if (reader === null) notHidden = `${idSql} NOT IN (SELECT id FROM ${table} WHERE hidden_at IS NOT NULL)`;
  else {
    params.push(reader);
    notHidden = `${idSql} NOT IN (SELECT id FROM ${table} WHERE hidden_at IS NOT NULL AND ${HIDEABLE_OWNERS[table]} <> ?)`;
  }
  if (!inCommunities(table)) return notHidden;
  return `(${notHidden} AND ${idSql} NOT IN (${closedRowsOf(table, member, params)}))`;
}

/** SQL that is true when member `?` moderates (moderators and admins see hidden items' details). */
const IS_MODERATOR = "EXISTS (SELECT 1 FROM users m WHERE m.id = ? AND m.role IN ('moderator', 'admin'))";

/**
 * SQL true when the row aliased `alias` of `table` is not in a closed community, or `reader` is in
 * that community (not a pending request), or wrote the row, or (`moderators`) moderates the portal
 * (docs/rules/communities.md). Pushes its parameters onto `params`. True for tables without
 * communities.
 */
function readableIn(alias: string, table: HideableTable, reader: Reader, params: unknown[], options: { moderators?: boolean } = {}): string {
  if (!inCommunities(table)) return 'TRUE';
  if (reader === null) return inOpenPlace(alias);
  params.push(reader, reader);
  const member = mayRead(alias, table, '?');
  if (!options.moderators) return member;
  params.push(reader);
  return `(${member} OR ${IS_MODERATOR})`;
}

/** SQL true when the row aliased `alias` is not in a closed community: what anyone may read of it (visitors, shared lists). */
export const inOpenPlace = (alias: string) => `(${alias}.community_id IS NULL OR (SELECT k.visibility FROM communities k WHERE k.id = ${alias}.community_id) = 'open')`;

/** SQL true when the member whose id is the SQL `memberSql` is in the community of the row aliased `alias` (not a pending request). */
const inItsCommunity = (alias: string, memberSql: string) =>
  `EXISTS (SELECT 1 FROM community_members cm WHERE cm.community_id = ${alias}.community_id AND cm.user_id = ${memberSql} AND cm.membership <> 'pending')`;

/**
 * SQL true when the row aliased `alias` (of articles, protocols or events) is not in a closed
 * community, or the member whose id is the SQL `memberSql` (a column, e.g. `f.follower_id`) is in
 * it (not a pending request). For reads that tell many members at once (fan-outs, the digest,
 * 'Para si'), where the reader is a column rather than a parameter (docs/rules/communities.md).
 */
export const readableBy = (alias: string, memberSql: string) => `(${inOpenPlace(alias)} OR ${inItsCommunity(alias, memberSql)})`;

/**
 * The same, and also true when that member wrote the row (`readerSql` appears twice): what a
 * member may read of `table`'s row as far as communities go (true for tables without communities).
 */
export function mayRead(alias: string, table: HideableTable, readerSql: string): string {
  if (!inCommunities(table)) return 'TRUE';
  return `(${inOpenPlace(alias)} OR ${alias}.${HIDEABLE_OWNERS[table]} = ${readerSql} OR ${inItsCommunity(alias, readerSql)})`;
}

/**
 * For one row read by id (an item's page, its comments, a save): visible when it is not hidden, or
 * to its owner, or (`moderators`) to a moderator, asked of the row itself in the same statement;
 * and, for a row in a closed community, only to that community's members (`readableIn`). A
 * visitor sees only what is not hidden. Pushes its parameters onto `params`.
 */
export function visibleTo(alias: string, table: HideableTable, reader: Reader, params: unknown[], options: { moderators?: boolean } = {}): string {
  let notHidden: string;
  if (reader === null) notHidden = `${alias}.hidden_at IS NULL`;
  else {
    params.push(reader);
    const owner = `${alias}.${HIDEABLE_OWNERS[table]} = ?`;
    if (!options.moderators) notHidden = `(${alias}.hidden_at IS NULL OR ${owner})`;
    else {
      params.push(reader);
      notHidden = `(${alias}.hidden_at IS NULL OR ${owner} OR ${IS_MODERATOR})`;
    }
  }
  if (!inCommunities(table)) return notHidden;
  return `(${notHidden} AND ${readableIn(alias, table, reader, params, options)})`;
}

/**
 * The `hidden` field of an item or comment (#contract `HiddenState`) from the row aliased `alias`:
 * null while it is visible. Only its author and moderators ever read a hidden row, so the field is
 * the row's own.
 */
export const hiddenJson = (alias: string) => `CASE WHEN ${alias}.hidden_at IS NULL THEN json('null') ELSE json_object('reason', ${alias}.hidden_reason, 'hiddenAt', ${alias}.hidden_at) END`;

/** The same as the text of a JSON object in a column (null while visible), for rows read in the Worker: `parseHidden`. */
export const hiddenColumn = (alias: string, name = 'hidden') =>
  `CASE WHEN ${alias}.hidden_at IS NULL THEN NULL ELSE json_object('reason', ${alias}.hidden_reason, 'hiddenAt', ${alias}.hidden_at) END AS ${name}`;

export const parseHidden = (text: unknown): HiddenState | null => (typeof text === 'string' ? (JSON.parse(text) as HiddenState) : null);
