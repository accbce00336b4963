import { DEFAULT_EMAIL_PREFERENCES, EMAIL_NEWS_KINDS, type EmailNewsKind, type EmailPreferences, type UnsubscribeResult } from '#contract/email-preferences-types';
import { savedSearchLabel, type SavedSearch } from '#contract/saved-searches-types';
import type { ReadOnlyD1 } from '../client';

// E-mail preferences and one-click unsubscribe links (docs/rules/notifications-and-events.md). Hand SQL.

/**
 * SQL of a member's choice for one kind of news by e-mail ('immediate', 'weekly' or 'off'), its
 * default filled in, from `email_preferences` aliased `alias`: a member without a row there (it is
 * written on their first change) has the defaults (`DEFAULT_EMAIL_PREFERENCES`). Every query that
 * decides who is e-mailed reads the choice through this, so that no default is written twice.
 */
export const emailChoice = (kind: EmailNewsKind, alias = 'p') => `coalesce(${alias}.${kind}, '${DEFAULT_EMAIL_PREFERENCES[kind]}')`;

/**
 * A member's preferences, the defaults filled in, as SQL over `users u LEFT JOIN email_preferences p`:
 * one column per kind of news, named as the kind (`EMAIL_NEWS_KINDS`).
 */
const COLUMNS = EMAIL_NEWS_KINDS.map((kind) => `${emailChoice(kind)} AS ${kind}`).join(', ');
const KIND_LIST = EMAIL_NEWS_KINDS.join(', ');
const pickPreferences = (row: EmailPreferences): EmailPreferences => Object.fromEntries(EMAIL_NEWS_KINDS.map((kind) => [kind, row[kind]])) as EmailPreferences;

export async function getEmailPreferences(db: ReadOnlyD1, userId: number): Promise<EmailPreferences> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id WHERE u.id = ?`).bind(userId).first<EmailPreferences>();
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

export async function putEmailPreferences(db: D1Database, userId: number, preferences: EmailPreferences): Promise<EmailPreferences> {
  const values = EMAIL_NEWS_KINDS.map((kind) => preferences[kind]);
  await db
    .prepare(
      `INSERT INTO email_preferences (user_id, ${KIND_LIST}) VALUES (?, ${values.map(() => '?').join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${EMAIL_NEWS_KINDS.map((kind) => `${kind} = excluded.${kind}`).join(', ')}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(userId, ...values)
    .run();
  return preferences;
}

/**
 * Turns off the news of an unsubscribe link, if it is known and unexpired, and answers the
 * member's preferences now: one batch. An alert's link (it names a saved search) deletes that
 * search instead and leaves the preferences as they are (docs/rules/job-alerts-and-pay.md). Null
 * for an unknown or expired link (nothing changes).
 */
export async function unsubscribe(db: D1Database, tokenHash: string, now: number): Promise<UnsubscribeResult | null> {
  const token = `(SELECT user_id FROM unsubscribe_tokens WHERE token_hash = ?1 AND expires_at > ?2)`;
  const kindOf = `(SELECT kind FROM unsubscribe_tokens WHERE token_hash = ?1 AND expires_at > ?2 AND saved_search_id IS NULL)`;
  const searchOf = `(SELECT saved_search_id FROM unsubscribe_tokens WHERE token_hash = ?1 AND expires_at > ?2)`;
  const [search, , read] = await db.batch([
    db.prepare(`DELETE FROM saved_searches WHERE id = ${searchOf} AND user_id = ${token} RETURNING kind, district, employment_type AS employmentType, q`).bind(tokenHash, now),
    db
      .prepare(
        `INSERT INTO email_preferences (user_id, ${KIND_LIST})
         SELECT ${token}, ${EMAIL_NEWS_KINDS.map((kind) => `'${DEFAULT_EMAIL_PREFERENCES[kind]}'`).join(', ')} WHERE ${token} IS NOT NULL
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(tokenHash, now),
    db
      .prepare(
        `UPDATE email_preferences SET
           ${EMAIL_NEWS_KINDS.map((kind) => `${kind} = CASE WHEN ${kindOf} = '${kind}' THEN 'off' ELSE ${kind} END`).join(', ')},
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE user_id = ${token}
         RETURNING (SELECT kind FROM unsubscribe_tokens WHERE token_hash = ?1) AS kind, ${searchOf} IS NOT NULL AS forSearch, ${KIND_LIST}`,
      )
      .bind(tokenHash, now),
  ]);
  const row = read!.results[0] as ({ kind: EmailNewsKind; forSearch: number } & EmailPreferences) | undefined;
  if (!row) return null;
  const preferences = pickPreferences(row);
  if (!row.forSearch) return { kind: row.kind, preferences };
  const deleted = search!.results[0] as Pick<SavedSearch, 'kind' | 'district' | 'employmentType' | 'q'> | undefined;
  return { kind: row.kind, preferences, savedSearch: deleted ? savedSearchLabel(deleted) : null };
}

/** Unsubscribe links live this long (a digest is kept in an inbox for weeks). */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** Stores an issued unsubscribe link (its hash only) that turns off `kind` for `userId`. */
export const unsubscribeTokenStatement = (db: D1Database, token: { tokenHash: string; expiresAt: number }, userId: number, kind: Exclude<EmailNewsKind, 'alerts'>) =>
  db.prepare('INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, ?, ?)').bind(token.tokenHash, userId, kind, token.expiresAt);
