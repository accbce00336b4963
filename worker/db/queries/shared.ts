import type { PublicUserSummary } from '#contract/common';

/** A member's public summary: its JSON field and its column of `users`. Never the e-mail, hash or anything private. */
const USER_SUMMARY_FIELDS = [
  ['id', 'id'],
  ['username', 'username'],
  ['fullName', 'full_name'],
  ['avatarUrl', 'avatar_url'],
  ['specialty', 'specialty'],
  ['location', 'location'],
] as const;

/** A category's summary: its JSON field and its column of `categories`. */
const CATEGORY_SUMMARY_FIELDS = [
  ['id', 'id'],
  ['name', 'name'],
  ['icon', 'icon'],
] as const;

type Fields = readonly (readonly [string, string])[];
const selectList = (fields: Fields, alias: string, prefix: string) => fields.map(([key, column]) => `${alias}.${column} AS ${prefix}${key}`).join(', ');
const jsonObject = (fields: Fields, alias: string) => `json_object(${fields.map(([key, column]) => `'${key}', ${alias}.${column}`).join(', ')})`;

/** SQL select-list of a member's public summary from the users table aliased `alias`, as columns `<prefix>id`, `<prefix>username`… */
export const userSummaryColumns = (alias: string, prefix: string) => selectList(USER_SUMMARY_FIELDS, alias, prefix);

/** The same summary as one JSON object built by SQLite. */
export const userSummaryJson = (alias: string) => jsonObject(USER_SUMMARY_FIELDS, alias);

/** Reads back the columns written by `userSummaryColumns` (a missing value as null). */
export function pickUserSummary(row: Record<string, unknown>, prefix: string): PublicUserSummary {
  return Object.fromEntries(USER_SUMMARY_FIELDS.map(([key]) => [key, row[`${prefix}${key}`] ?? null])) as unknown as PublicUserSummary;
}

/** A category's summary as one JSON object built by SQLite. */
export const categorySummaryJson = (alias: string) => jsonObject(CATEGORY_SUMMARY_FIELDS, alias);

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern that matches `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
