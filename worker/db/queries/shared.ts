import type { CategorySummary, PublicUserSummary } from '#contract/common-types';
import { normalizeSearchText } from '#contract/common';

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

/** The summary's booleans: stored as a timestamp or null, sent as true or false (helper D, issue 18). */
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
    Object.fromEntries(
      Object.entries(columns).map(([key, column]) => [key, booleans.has(key) ? `json(CASE WHEN ${alias}.${column} IS NOT NULL THEN 'true' ELSE 'false' END)` : `${alias}.${column}`]),
    ),
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

/** A category's summary as one JSON object built by SQLite. */
export const categorySummaryJson = (alias: string) => jsonObject(CATEGORY_SUMMARY_COLUMNS, alias);

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern that matches `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
}

/** The WHERE of such a list over the table aliased `alias`, whose owner is in `ownerColumn`, with its parameters. */
export function listWhere(alias: string, ownerColumn: string, filters: ListFilters): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.q) {
    conditions.push(`${alias}.search_text LIKE ? ESCAPE '\\'`);
    params.push(containsPattern(normalizeSearchText(filters.q)));
  }
  if (filters.ownerId !== undefined) {
    conditions.push(`${alias}.${ownerColumn} = ?`);
    params.push(filters.ownerId);
  }
  if (filters.district !== undefined) {
    conditions.push(`${alias}.district = ?`);
    params.push(filters.district);
  }
  if (filters.employmentType !== undefined) {
    conditions.push(`${alias}.employment_type = ?`);
    params.push(filters.employmentType);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Runs a list's total (`total`) and its page in one batch (two statements, whatever the page size). */
export async function totalAndPage<Row>(db: D1Database, total: D1PreparedStatement, page: D1PreparedStatement): Promise<{ rows: Row[]; total: number }> {
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
}
