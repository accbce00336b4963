import type { CategorySummary, PublicUserSummary } from '#contract/common';

/**
 * SQL select-list of a member's public summary from the users table aliased `alias`, as columns
 * `<prefix>id`, `<prefix>username`… Never the e-mail, hash or anything private.
 */
export const userSummaryColumns = (alias: string, prefix: string) =>
  [
    `${alias}.id AS ${prefix}id`,
    `${alias}.username AS ${prefix}username`,
    `${alias}.full_name AS ${prefix}fullName`,
    `${alias}.avatar_url AS ${prefix}avatarUrl`,
    `${alias}.specialty AS ${prefix}specialty`,
    `${alias}.location AS ${prefix}location`,
  ].join(', ');

/** Reads back the columns written by `userSummaryColumns`. */
export function pickUserSummary(row: Record<string, unknown>, prefix: string): PublicUserSummary {
  return {
    id: row[`${prefix}id`] as number,
    username: row[`${prefix}username`] as string,
    fullName: row[`${prefix}fullName`] as string,
    avatarUrl: (row[`${prefix}avatarUrl`] as string | null) ?? null,
    specialty: (row[`${prefix}specialty`] as string | null) ?? null,
    location: (row[`${prefix}location`] as string | null) ?? null,
  };
}

export const categorySummaryColumns = (alias: string, prefix: string) =>
  [`${alias}.id AS ${prefix}id`, `${alias}.name AS ${prefix}name`, `${alias}.icon AS ${prefix}icon`].join(', ');

export function pickCategorySummary(row: Record<string, unknown>, prefix: string): CategorySummary {
  return { id: row[`${prefix}id`] as number, name: row[`${prefix}name`] as string, icon: row[`${prefix}icon`] as string };
}

/** Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern that matches `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
