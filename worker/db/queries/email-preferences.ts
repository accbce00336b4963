import { DEFAULT_EMAIL_PREFERENCES, type EmailNewsKind, type EmailPreferences } from '#contract/email-preferences-types';
import type { ReadOnlyD1 } from '../client';

// E-mail preferences and one-click unsubscribe links (docs/rules/notifications-and-events.md). Hand SQL.

/** A member's preferences, the defaults filled in, as SQL over `users u LEFT JOIN email_preferences p`. */
const COLUMNS =
  "coalesce(p.comments, 'immediate') AS comments, coalesce(p.events, 'immediate') AS events, coalesce(p.following, 'weekly') AS following, coalesce(p.questions, 'immediate') AS questions";

export async function getEmailPreferences(db: ReadOnlyD1, userId: number): Promise<EmailPreferences> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id WHERE u.id = ?`).bind(userId).first<EmailPreferences>();
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** Stores the member's preferences (`questions` left out: as it was) and answers them as stored. */
export async function putEmailPreferences(
  db: D1Database,
  userId: number,
  preferences: Omit<EmailPreferences, 'questions'> & { questions?: EmailPreferences['questions'] | undefined },
): Promise<EmailPreferences> {
  const row = await db
    .prepare(
      `INSERT INTO email_preferences (user_id, comments, events, following, questions) VALUES (?1, ?2, ?3, ?4, coalesce(?5, 'immediate'))
       ON CONFLICT (user_id) DO UPDATE SET comments = ?2, events = ?3, following = ?4, questions = coalesce(?5, questions), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING comments, events, following, questions`,
    )
    .bind(userId, preferences.comments, preferences.events, preferences.following, preferences.questions ?? null)
    .first<EmailPreferences>();
  return row!;
}

/**
 * Turns off the news of an unsubscribe link, if it is known and unexpired, and answers the
 * member's preferences now: one batch. Null for an unknown or expired link (nothing changes).
 */
export async function unsubscribe(db: D1Database, tokenHash: string, now: number): Promise<{ kind: EmailNewsKind; preferences: EmailPreferences } | null> {
  const token = `(SELECT user_id FROM unsubscribe_tokens WHERE token_hash = ?1 AND expires_at > ?2)`;
  const kindOf = `(SELECT kind FROM unsubscribe_tokens WHERE token_hash = ?1 AND expires_at > ?2)`;
  const [, read] = await db.batch([
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
           questions = CASE WHEN ${kindOf} = 'questions' THEN 'off' ELSE questions END,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE user_id = ${token}
         RETURNING ${kindOf} AS kind, comments, events, following, questions`,
      )
      .bind(tokenHash, now),
  ]);
  const row = read!.results[0] as ({ kind: EmailNewsKind } & EmailPreferences) | undefined;
  if (!row) return null;
  return { kind: row.kind, preferences: { comments: row.comments, events: row.events, following: row.following, questions: row.questions } };
}

/** Unsubscribe links live this long (a digest is kept in an inbox for weeks). */
export const UNSUBSCRIBE_TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

/** Stores an issued unsubscribe link (its hash only) that turns off `kind` for `userId`. */
export const unsubscribeTokenStatement = (db: D1Database, token: { tokenHash: string; expiresAt: number }, userId: number, kind: EmailNewsKind) =>
  db.prepare('INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, ?, ?)').bind(token.tokenHash, userId, kind, token.expiresAt);
