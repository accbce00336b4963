import { and, eq } from 'drizzle-orm';
import { orm, type ReadOnlyD1 } from '../client';
import { emailTokens } from '../schema';
import { changePassword, mapDuplicates } from './users';

/**
 * The single-use links sent by e-mail (docs/rules/email-and-account-life.md), stored only as the SHA-256 hex of the token.
 * Every use is one `DELETE … RETURNING` (or a batch that ends with one), so two simultaneous uses
 * of one link cannot both succeed, and an unknown, used or expired link changes nothing. The uses
 * are hand SQL: the guarantee is the statement's shape (decision 066).
 */

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export interface NewEmailToken {
  tokenHash: string;
  userId: number;
  purpose: EmailTokenPurpose;
  /** ms since epoch. */
  expiresAt: number;
  newEmail?: string | null;
}

/** Stores a token; the member's earlier tokens of the purpose keep working (verification links all prove one address). */
export async function insertEmailToken(d1: D1Database, token: NewEmailToken): Promise<void> {
  await orm(d1)
    .insert(emailTokens)
    .values({ ...token, newEmail: token.newEmail ?? null })
    .run();
}

/**
 * Stores a token and, in the same transaction, deletes the member's earlier tokens of that purpose,
 * so that only the newest link works (password reset, e-mail change).
 */
export async function replaceEmailTokens(d1: D1Database, token: NewEmailToken): Promise<void> {
  const db = orm(d1);
  await db.batch([
    db.delete(emailTokens).where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose))),
    db.insert(emailTokens).values({ ...token, newEmail: token.newEmail ?? null }),
  ]);
}

/** The member of a token that still works, without using it (to avoid costly work for a bad link). */
export async function findUsableToken(db: ReadOnlyD1, tokenHash: string, purpose: EmailTokenPurpose, now = Date.now()): Promise<{ userId: number; newEmail: string | null } | null> {
  const row = await db
    .prepare('SELECT user_id AS userId, new_email AS newEmail FROM email_tokens WHERE token_hash = ?1 AND purpose = ?2 AND expires_at > ?3')
    .bind(tokenHash, purpose, now)
    .first<{ userId: number; newEmail: string | null }>();
  return row ?? null;
}

/** The member whose usable token this is: the subquery every use of a token is guarded by (?1 hash, ?2 purpose, ?3 now). */
const TOKEN_OWNER = 'SELECT user_id FROM email_tokens WHERE token_hash = ?1 AND purpose = ?2 AND expires_at > ?3';

/**
 * Uses a token: deletes it and every other token of the member with that purpose, in one
 * statement. Answers the member, or null when the token is unknown, used or expired (then nothing
 * is deleted). Of two simultaneous uses, only one finds the row.
 */
async function consumeEmailToken(db: D1Database, tokenHash: string, purpose: EmailTokenPurpose, now = Date.now()): Promise<{ userId: number } | null> {
  const { results } = await db
    .prepare(`DELETE FROM email_tokens WHERE purpose = ?2 AND user_id = (${TOKEN_OWNER}) RETURNING token_hash AS tokenHash, user_id AS userId`)
    .bind(tokenHash, purpose, now)
    .all<{ tokenHash: string; userId: number }>();
  const own = results.find((row) => row.tokenHash === tokenHash);
  return own ? { userId: own.userId } : null;
}

/**
 * Confirms the address with a verification link: marks it verified (keeping the first moment) and
 * uses up the member's verification links, in one transaction. Answers whether the link worked.
 */
export async function confirmEmailVerification(db: D1Database, tokenHash: string, now = Date.now()): Promise<boolean> {
  const verifiedAt = new Date(now).toISOString();
  const [, deleted] = await db.batch([
    db.prepare(`UPDATE users SET email_verified_at = coalesce(email_verified_at, ?4) WHERE id = (${TOKEN_OWNER})`).bind(tokenHash, 'email-verification', now, verifiedAt),
    db.prepare(`DELETE FROM email_tokens WHERE purpose = ?2 AND user_id = (${TOKEN_OWNER}) RETURNING token_hash AS tokenHash`).bind(tokenHash, 'email-verification', now),
  ]);
  return (deleted!.results as { tokenHash: string }[]).some((row) => row.tokenHash === tokenHash);
}

/**
 * Confirms an e-mail change: the member's address becomes the one the link was sent to, verified
 * now, and the member's change and verification links are used up, in one transaction. Answers
 * the member and the new address, or null for an unusable link. An address another member took
 * meanwhile makes the whole transaction fail with `DuplicateUserError` (nothing changes).
 */
export async function confirmEmailChange(db: D1Database, tokenHash: string, now = Date.now()): Promise<{ userId: number; email: string } | null> {
  const verifiedAt = new Date(now).toISOString();
  const [, deleted] = await mapDuplicates(() =>
    db.batch([
      db
        .prepare(
          `UPDATE users SET email = (SELECT new_email FROM email_tokens WHERE token_hash = ?1 AND purpose = ?2 AND expires_at > ?3), email_verified_at = ?4
           WHERE id = (${TOKEN_OWNER})`,
        )
        .bind(tokenHash, 'email-change', now, verifiedAt),
      db
        .prepare(
          `DELETE FROM email_tokens WHERE purpose IN (?2, 'email-verification') AND user_id = (${TOKEN_OWNER})
           RETURNING token_hash AS tokenHash, user_id AS userId, new_email AS newEmail`,
        )
        .bind(tokenHash, 'email-change', now),
    ]),
  );
  const own = (deleted!.results as { tokenHash: string; userId: number; newEmail: string | null }[]).find((row) => row.tokenHash === tokenHash);
  return own?.newEmail ? { userId: own.userId, email: own.newEmail } : null;
}

/**
 * Sets a new password with a reset link: uses up the member's reset links (one `DELETE …
 * RETURNING`, so only one of two simultaneous uses goes on), then sets the password, ends every
 * session (`changePassword`) and marks the address verified, since the link proved it. Answers the
 * member and the ended sessions' hashes, or null for an unusable link (nothing changes).
 */
export async function resetPasswordWithToken(db: D1Database, tokenHash: string, newHash: string, now = Date.now()): Promise<{ userId: number; endedSessions: string[] } | null> {
  const used = await consumeEmailToken(db, tokenHash, 'password-reset', now);
  if (!used) return null;
  const endedSessions = await changePassword(db, used.userId, newHash, new Date(now), { verifyEmail: true });
  return { userId: used.userId, endedSessions };
}
