import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { orm, type ReadOnlyD1, readOrm } from '../client';
import { revokedSessions, sessions, users } from '../schema';
import type { SessionRecord } from './users';

/**
 * The member's own view of their sessions (docs/rules/email-and-account-life.md): listing them and ending one or all but
 * the current one. Each session is named to the browser by `sessionPublicId`, never by its hash.
 */

/** Hex characters of the token hash that name a session in the API: 64 bits, never the cookie nor its whole hash. */
const SESSION_ID_LENGTH = 16;
export const sessionPublicId = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);
export const isSessionPublicId = (value: string) => new RegExp(`^[0-9a-f]{${SESSION_ID_LENGTH}}$`).test(value);

/** More sessions than this are not listed (each sign-in makes one; they expire after 30 days unused). */
const SESSION_LIST_MAX = 100;

export interface SessionRow {
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
}

/** The member's sessions in the index, most recently seen first. */
export async function listMemberSessions(db: ReadOnlyD1, userId: number): Promise<SessionRow[]> {
  return readOrm(db)
    .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(SESSION_LIST_MAX)
    .all();
}

/**
 * Ends the member's session named `publicId` in D1, in one transaction: its revocation is recorded
 * (until `expiresAt`) and it leaves the index. Answers its token hash, or null when no session of
 * this member has that id (nothing written: another member's session is never touched).
 */
export async function revokeMemberSession(d1: D1Database, userId: number, publicId: string, expiresAt: number): Promise<string | null> {
  const db = orm(d1);
  const named = and(eq(sessions.userId, userId), sql`substr(${sessions.tokenHash}, 1, ${SESSION_ID_LENGTH}) = ${publicId}`);
  const [, ended] = await db.batch([
    db
      .insert(revokedSessions)
      .select(
        db
          .select({ tokenHash: sessions.tokenHash, expiresAt: sql<number>`${expiresAt}`.as('expires_at') })
          .from(sessions)
          .where(named),
      )
      .onConflictDoNothing(),
    db.delete(sessions).where(named).returning({ tokenHash: sessions.tokenHash }),
  ]);
  return ended[0]?.tokenHash ?? null;
}

/**
 * Ends every session of the member but `keptTokenHash`, in one transaction: the indexed ones are
 * revoked and leave the index; a session begun before the index existed (no row to find) is voided
 * for writes and for its next daily renewal by moving the member's "sessions valid after" up to the
 * kept session's start, which it alone passes among those. Answers the ended sessions' hashes, most
 * recently seen first, so that their KV entries can be deleted too.
 */
export async function revokeOtherSessions(d1: D1Database, userId: number, kept: { tokenHash: string; createdAt: number }, expiresAt: number): Promise<string[]> {
  const db = orm(d1);
  const others = and(eq(sessions.userId, userId), ne(sessions.tokenHash, kept.tokenHash));
  const keptSince = new Date(kept.createdAt).toISOString();
  const [, , ended] = await db.batch([
    db
      .update(users)
      .set({ sessionsValidAfter: keptSince })
      .where(and(eq(users.id, userId), sql`(${users.sessionsValidAfter} IS NULL OR ${users.sessionsValidAfter} < ${keptSince})`)),
    db
      .insert(revokedSessions)
      .select(
        db
          .select({ tokenHash: sessions.tokenHash, expiresAt: sql<number>`${expiresAt}`.as('expires_at') })
          .from(sessions)
          .where(others),
      )
      .onConflictDoNothing(),
    db.delete(sessions).where(others).returning({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt }),
  ]);
  return ended.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)).map((row) => row.tokenHash);
}

/** What a new password ends and who is told: the ended sessions' hashes, most recently seen first, and the member's address and name. */
export interface ChangedPassword {
  endedSessions: string[];
  recipient: { email: string; fullName: string };
}

/**
 * A new password, in one transaction (hand SQL: each statement carries the condition that the
 * password is the one just set, so the transaction writes all or nothing): the hash is replaced only
 * if it is still `checkedHash`, the one the current password was verified against (of two changes
 * at once, one wins alone; a member deleted meanwhile changes nothing); every session that began
 * before the new session voided for writes (`sessions_valid_after`) and taken out of the index; the
 * asking session's revocation recorded (`ended`); the new session (`session`) indexed; the session's
 * password tries (`triesKey`) cleared. Null when the hash was no longer `checkedHash`: nothing written.
 */
export async function changePasswordWithNewSession(
  db: D1Database,
  change: {
    userId: number;
    checkedHash: string;
    newHash: string;
    ended: { tokenHash: string; expiresAt: number };
    session: SessionRecord;
    triesKey: string;
  },
): Promise<ChangedPassword | null> {
  const { userId, newHash, session } = change;
  const since = new Date(session.createdAt).toISOString();
  // Numbered ?1 (the member) and ?2 (the new hash) in every statement below the first.
  const changed = 'EXISTS (SELECT 1 FROM users WHERE id = ?1 AND password_hash = ?2)';
  const [updated, , ended] = await db.batch([
    db
      .prepare('UPDATE users SET password_hash = ?2, sessions_valid_after = ?3 WHERE id = ?1 AND password_hash = ?4 RETURNING email, full_name AS fullName')
      .bind(userId, newHash, since, change.checkedHash),
    db.prepare(`INSERT INTO revoked_sessions (token_hash, expires_at) SELECT ?3, ?4 WHERE ${changed} ON CONFLICT DO NOTHING`).bind(userId, newHash, change.ended.tokenHash, change.ended.expiresAt),
    db.prepare(`DELETE FROM sessions WHERE user_id = ?1 AND ${changed} RETURNING token_hash AS tokenHash, last_seen_at AS lastSeenAt`).bind(userId, newHash),
    db
      .prepare(`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, user_agent) SELECT ?3, ?1, ?4, ?4, ?5 WHERE ${changed}`)
      .bind(userId, newHash, session.tokenHash, since, session.userAgent),
    db.prepare(`DELETE FROM rate_limits WHERE key = ?3 AND ${changed}`).bind(userId, newHash, change.triesKey),
  ]);
  const recipient = (updated!.results as { email: string; fullName: string }[])[0];
  if (!recipient) return null;
  const rows = ended!.results as { tokenHash: string; lastSeenAt: string }[];
  return { endedSessions: rows.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)).map((row) => row.tokenHash), recipient };
}
