import { DEFAULT_EMAIL_PREFERENCES, type EmailNewsKind, type EmailPreferences, type UnsubscribeResult } from '#contract/email-preferences-types';
import { savedSearchLabel, type SavedSearch } from '#contract/saved-searches-types';
import type { ReadOnlyD1 } from '../client';

// E-mail preferences and one-click unsubscribe links (docs/rules/notifications-and-events.md). Hand SQL.

/** A member's preferences, the defaults filled in, as SQL over `users u LEFT JOIN email_preferences p`. */
const COLUMNS = "coalesce(p.comments, 'immediate') AS comments, coalesce(p.events, 'immediate') AS events, coalesce(p.following, 'weekly') AS following, coalesce(p.alerts, 'immediate') AS alerts";

export async function getEmailPreferences(db: ReadOnlyD1, userId: number): Promise<EmailPreferences> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id WHERE u.id = ?`).bind(userId).first<EmailPreferences>();
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** Writes the member's preferences; `alerts` left out stays as it was. Answers them all, as stored. */
export async function putEmailPreferences(
  db: D1Database,
  userId: number,
  preferences: Omit<EmailPreferences, 'alerts'> & { alerts?: EmailPreferences['alerts'] | undefined },
): Promise<EmailPreferences> {
  const row = await db
    .prepare(
      `INSERT INTO email_preferences (user_id, comments, events, following, alerts) VALUES (?1, ?2, ?3, ?4, coalesce(?5, 'immediate'))
       ON CONFLICT (user_id) DO UPDATE SET comments = ?2, events = ?3, following = ?4, alerts = coalesce(?5, alerts), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING comments, events, following, alerts`,
    )
    .bind(userId, preferences.comments, preferences.events, preferences.following, preferences.alerts ?? null)
    .first<EmailPreferences>();
  return row!;
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
        `INSERT INTO email_preferences (user_id, comments, events, following)
         SELECT ${token}, 'immediate', 'immediate', 'weekly' WHERE ${token} IS NOT NULL
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(tokenHash, now),
    db
      .prepare(
        `UPDATE email_preferences SET
           comments = CASE WHEN ${kindOf} = 'comments' THEN 'off' ELSE comments END,
           events = CASE WHEN ${kindOf} = 'events' THEN 'off' ELSE events END,
           following = CASE WHEN ${kindOf} = 'following' THEN 'off' ELSE following END,
           alerts = CASE WHEN ${kindOf} = 'alerts' THEN 'off' ELSE alerts END,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE user_id = ${token}
         RETURNING (SELECT kind FROM unsubscribe_tokens WHERE token_hash = ?1) AS kind, ${searchOf} IS NOT NULL AS forSearch, comments, events, following, alerts`,
      )
      .bind(tokenHash, now),
  ]);
  const row = read!.results[0] as ({ kind: EmailNewsKind; forSearch: number } & EmailPreferences) | undefined;
  if (!row) return null;
  const preferences = { comments: row.comments, events: row.events, following: row.following, alerts: row.alerts };
  if (!row.forSearch) return { kind: row.kind, preferences };
  const deleted = search!.results[0] as Pick<SavedSearch, 'kind' | 'district' | 'employmentType' | 'q'> | undefined;
  return { kind: row.kind, preferences, savedSearch: deleted ? savedSearchLabel(deleted) : null };
}

/** Unsubscribe links live this long (a digest is kept in an inbox for weeks). */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** Stores an issued unsubscribe link (its hash only) that turns off `kind` for `userId`. */
export const unsubscribeTokenStatement = (db: D1Database, token: { tokenHash: string; expiresAt: number }, userId: number, kind: Exclude<EmailNewsKind, 'alerts'>) =>
  db.prepare('INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, ?, ?)').bind(token.tokenHash, userId, kind, token.expiresAt);
