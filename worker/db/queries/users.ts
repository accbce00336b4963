import { type Assert, normalizeSearchText, type SameShape } from '#contract/common';
import { FILE_URL_PREFIX } from '#contract/common-types';
import { REMOVED_MEMBER_USERNAME, type CurrentUser, type PublicUser } from '#contract/users-types';
import type { Role } from '#contract/moderation-types';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { databaseErrorOf, orm, type ReadOnlyD1, readOrm, type ReadOnlyStatement } from '../client';
import { consents, emailTokens, revokedSessions, sessions, users } from '../schema';
import { stemsOf } from '../search-index';
import { readableBy, userSummaryJson, type RankedIds } from './shared';

type UserRecord = typeof users.$inferSelect;

/** A field whose value another member already has. */
export type UniqueUserField = 'username' | 'email';

/** Thrown when D1 refuses a write because a username (any case) or e-mail is taken. */
export class DuplicateUserError extends Error {
  constructor(readonly field: UniqueUserField) {
    super(`duplicate ${field}`);
  }
}

/**
 * Which unique index refused the write, from D1's message ("UNIQUE constraint failed: users.email"
 * or "… index 'users_username_unique'" for the case-insensitive expression index); null otherwise.
 */
function duplicateFieldOf(error: unknown): UniqueUserField | null {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const text = `${error instanceof Error ? error.message : String(error)} ${cause}`;
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  if (/users_email_unique|users\.email/.test(text)) return 'email';
  if (/users_username_unique|users\.username/.test(text)) return 'username';
  return null;
}

/**
 * Runs a write, turning a unique-constraint refusal on users into a `DuplicateUserError`; any other
 * failure is D1's own error (not drizzle's, whose message holds the statement's values).
 */
export async function mapDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (wrapped) {
    const error = databaseErrorOf(wrapped);
    const field = duplicateFieldOf(error);
    if (field) throw new DuplicateUserError(field);
    throw error;
  }
}

/** The text the members search (`q`) compares with: name, username, specialty and location. */
function userSearchText(fields: { fullName: string; username: string; specialty: string | null; location: string | null }): string {
  return normalizeSearchText([fields.fullName, fields.username, fields.specialty, fields.location].filter(Boolean).join(' '));
}

/** The address of the member's latest e-mail change still waiting for its link, or null. */
function PENDING_EMAIL_SQL(usersTable: string) {
  return `SELECT t.new_email FROM email_tokens t WHERE t.user_id = ${usersTable}.id AND t.purpose = 'email-change'
            AND t.expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 ORDER BY t.created_at DESC LIMIT 1`;
}

/** The member as they see themselves, in the contract's order: what the writes answer (`RETURNING`). */
const currentUserSelection = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  specialty: users.specialty,
  location: users.location,
  verifiedOt: sql<boolean>`${users.verifiedOtAt} IS NOT NULL`.mapWith(Boolean),
  bio: users.bio,
  showEmail: users.showEmail,
  createdAt: users.createdAt,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`.mapWith(Boolean),
  pendingEmail: sql<string | null>`(${sql.raw(PENDING_EMAIL_SQL('users'))})`,
  role: users.role,
  onboardedAt: users.onboardedAt,
};
type _SelectionIsTheCurrentUser = Assert<SameShape<SelectResultFields<typeof currentUserSelection>, CurrentUser>>;

const CURRENT_USER_COLUMNS = `
  id, username, email, full_name AS fullName, avatar_url AS avatarUrl, specialty, location, verified_ot_at IS NOT NULL AS verifiedOt, bio,
  show_email AS showEmail, created_at AS createdAt, email_verified_at IS NOT NULL AS emailVerified,
  (${PENDING_EMAIL_SQL('users')}) AS pendingEmail, role, onboarded_at AS onboardedAt`;

/** A row of `CURRENT_USER_COLUMNS`: the columns of `users` under their schema names, booleans as 0 or 1. */
type CurrentUserRow = ProfileRow &
  Pick<UserRecord, 'email' | 'onboardedAt'> & {
    showEmail: number;
    emailVerified: number;
    pendingEmail: string | null;
    role: Role;
  };

/** The profile fields both the member's own view and the public one show, from a row of `users`. */
type ProfileRow = Pick<UserRecord, 'id' | 'username' | 'fullName' | 'avatarUrl' | 'specialty' | 'location' | 'bio' | 'createdAt'> & { verifiedOt: number | boolean };

const profileOf = (row: ProfileRow) => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl ?? null,
  specialty: row.specialty ?? null,
  location: row.location ?? null,
  verifiedOt: Boolean(row.verifiedOt),
  bio: row.bio ?? null,
  createdAt: row.createdAt,
});

const toCurrentUser = (row: CurrentUserRow): CurrentUser => ({
  ...profileOf(row),
  email: row.email,
  showEmail: Boolean(row.showEmail),
  emailVerified: Boolean(row.emailVerified),
  pendingEmail: row.pendingEmail ?? null,
  role: row.role,
  onboardedAt: row.onboardedAt ?? null,
});

export async function getCurrentUser(db: ReadOnlyD1, id: number): Promise<CurrentUser | null> {
  const row = await db.prepare(`SELECT ${CURRENT_USER_COLUMNS} FROM users WHERE id = ?`).bind(id).first<CurrentUserRow>();
  return row ? toCurrentUser(row) : null;
}

/**
 * Records that the member finished (or skipped) the first-day guide, unless that was recorded
 * before (the first time stays), and answers the member as they now are: one transaction.
 */
export async function markOnboarded(d1: D1Database, id: number, now: Date): Promise<CurrentUser | null> {
  const [, member] = await d1.batch([
    d1.prepare('UPDATE users SET onboarded_at = ?1 WHERE id = ?2 AND onboarded_at IS NULL').bind(now.toISOString(), id),
    d1.prepare(`SELECT ${CURRENT_USER_COLUMNS} FROM users WHERE id = ?`).bind(id),
  ]);
  const row = member?.results[0] as CurrentUserRow | undefined;
  return row ? toCurrentUser(row) : null;
}

/** Which of these values other members already use (username compared case-insensitively). */
export async function findTakenFields(db: ReadOnlyD1, values: { username?: string; email?: string }, exceptUserId = 0): Promise<UniqueUserField[]> {
  if (values.username === undefined && values.email === undefined) return [];
  // Two checks in one statement with no table of its own: drizzle's `sql` template (decision 066).
  const row = await readOrm(db).get<{ username: number; email: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(${values.username ?? null}) AND id <> ${exceptUserId}) AS username,
               EXISTS (SELECT 1 FROM users WHERE email = ${values.email ?? null} AND id <> ${exceptUserId}) AS email`,
  );
  const taken: UniqueUserField[] = [];
  if (row?.username) taken.push('username');
  if (row?.email) taken.push('email');
  return taken;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string;
  specialty: string | null;
  location: string | null;
  bio: string | null;
  avatarUrl: string | null;
}

/** What registration records with the member: the versions of the terms and privacy policy accepted, and the first verification link. */
export interface RegistrationRecords {
  consent: { termsVersion: string; privacyVersion: string; acceptedAt: string };
  verificationToken: { tokenHash: string; expiresAt: number };
  /** The new member's first session, in the sessions index (its KV entry is written after). */
  session?: Pick<SessionRecord, 'tokenHash' | 'createdAt' | 'userAgent'>;
  /** The session the browser had (signed in as someone else), ended as `revokeSessionRecord` ends it. */
  endedSession?: { tokenHash: string; expiresAt: number };
}

/**
 * Inserts a member with their consent, their first e-mail verification link and their first
 * session's index row, and ends the browser's former session, in one transaction (a registration
 * that fails leaves none of them, and ends nothing); a taken username or e-mail throws
 * `DuplicateUserError`. The rows of the new member find them by the e-mail, unique.
 */
export async function registerUser(d1: D1Database, user: NewUser, records: RegistrationRecords): Promise<CurrentUser> {
  const db = orm(d1);
  const newMemberId = sql<number>`(SELECT id FROM ${users} WHERE ${users.email} = ${user.email})`;
  const { session, endedSession } = records;
  const [inserted] = await mapDuplicates(() =>
    db.batch([
      db
        .insert(users)
        .values({ ...user, searchText: userSearchText(user), ...stemsOf('member', user) })
        .returning(currentUserSelection),
      db.insert(consents).values({ userId: newMemberId, ...records.consent }),
      db.insert(emailTokens).values({ userId: newMemberId, purpose: 'email-verification', ...records.verificationToken }),
      ...(session
        ? [
            db.insert(sessions).values({
              tokenHash: session.tokenHash,
              userId: newMemberId,
              createdAt: new Date(session.createdAt).toISOString(),
              lastSeenAt: new Date(session.createdAt).toISOString(),
              userAgent: session.userAgent,
            }),
          ]
        : []),
      ...(endedSession ? [db.insert(revokedSessions).values(endedSession).onConflictDoNothing(), db.delete(sessions).where(eq(sessions.tokenHash, endedSession.tokenHash))] : []),
    ]),
  );
  return inserted[0]!;
}

/** Where and to whom the portal writes about a member's account. */
export interface MailRecipient {
  id: number;
  email: string;
  fullName: string;
  emailVerified: boolean;
}

const mailRecipientSelection = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`.mapWith(Boolean),
};

export async function getMailRecipient(db: ReadOnlyD1, id: number): Promise<MailRecipient | null> {
  return (await readOrm(db).select(mailRecipientSelection).from(users).where(eq(users.id, id)).get()) ?? null;
}

/** The member with this e-mail (already in lower case, as stored), for a password reset. */
export async function findMailRecipientByEmail(db: ReadOnlyD1, email: string): Promise<MailRecipient | null> {
  return (await readOrm(db).select(mailRecipientSelection).from(users).where(eq(users.email, email)).get()) ?? null;
}

/** What login needs to check a password; the username is compared case-insensitively. */
export async function findCredentials(db: ReadOnlyD1, username: string): Promise<{ id: number; passwordHash: string; suspendedAt: string | null; suspendedReason: string | null } | null> {
  const row = await readOrm(db)
    .select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt, suspendedReason: users.suspendedReason })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .get();
  return row ?? null;
}

/** The id of the member with this username, in any capitals (null: nobody, or the shared row of removed members). */
export async function findMemberIdByUsername(db: ReadOnlyD1, username: string): Promise<number | null> {
  const row = await db.prepare(`SELECT id FROM users WHERE lower(username) = lower(?) AND username <> '${REMOVED_MEMBER_USERNAME}'`).bind(username).first<{ id: number }>();
  return row?.id ?? null;
}

export async function getPasswordHash(db: ReadOnlyD1, id: number): Promise<string | null> {
  const row = await readOrm(db).select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).get();
  return row?.passwordHash ?? null;
}

/** Replaces a hash with a fresh one of today's parameters, unless the password changed meanwhile. */
export async function replacePasswordHash(db: D1Database, id: number, previousHash: string, newHash: string): Promise<void> {
  await orm(db)
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, previousHash)))
    .run();
}

/**
 * Sets a new password and voids every session that began before `validAfter` (for writes, which
 * check D1), and takes every session of the member out of the index, in one transaction. Answers
 * the ended sessions' hashes, newest first, so that their KV entries can be deleted too.
 * `verifyEmail` also marks the address verified (a reset link proved it).
 */
export async function changePassword(d1: D1Database, id: number, newHash: string, validAfter: Date, options: { verifyEmail?: boolean } = {}): Promise<string[]> {
  const db = orm(d1);
  const verified = options.verifyEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${validAfter.toISOString()})` } : {};
  const [, ended] = await db.batch([
    db
      .update(users)
      .set({ passwordHash: newHash, sessionsValidAfter: validAfter.toISOString(), ...verified })
      .where(eq(users.id, id)),
    db.delete(sessions).where(eq(sessions.userId, id)).returning({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt }),
  ]);
  return ended.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)).map((row) => row.tokenHash);
}

/** Who the member is, as the profile form and the search text need it. */
export interface AccountIdentity {
  username: string;
  email: string;
  fullName: string;
  specialty: string | null;
  location: string | null;
}

/** The stored username and e-mail of a member, and their name (what a profile update compares with). */
export async function getAccountIdentity(db: ReadOnlyD1, id: number): Promise<AccountIdentity | null> {
  const row = await readOrm(db)
    .select({ username: users.username, email: users.email, fullName: users.fullName, specialty: users.specialty, location: users.location })
    .from(users)
    .where(eq(users.id, id))
    .get();
  return row ?? null;
}

export interface ProfileChanges {
  username?: string;
  email?: string;
  fullName?: string;
  specialty?: string | null;
  location?: string | null;
  bio?: string | null;
  avatarUrl?: string | null;
  showEmail?: boolean;
}

/** The fields a member may change: nothing else of what the route hands over is written. */
const PROFILE_FIELDS = ['username', 'email', 'fullName', 'specialty', 'location', 'bio', 'avatarUrl', 'showEmail'] as const satisfies readonly (keyof ProfileChanges)[];

/** The fields `search_text` is made of. */
const SEARCHED_FIELDS = ['username', 'fullName', 'specialty', 'location'] as const;

/**
 * Applies the given fields (absent ones keep their value) and recomputes `search_text` from the
 * result. Given the member as read just before (`before`), the new search text is written by the
 * same statement, on condition that the fields it does not change are still as read; otherwise
 * (another edit landed in between) a second statement writes it from the row as it now is.
 */
export async function updateProfile(d1: D1Database, id: number, changes: ProfileChanges, before?: AccountIdentity): Promise<CurrentUser | null> {
  const set = Object.fromEntries(PROFILE_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field]])) as ProfileChanges;
  if (Object.keys(set).length === 0) return getCurrentUser(d1, id);
  const db = orm(d1);
  const expected = before ? { ...before, ...pickSearched(set) } : null;
  const unchanged = SEARCHED_FIELDS.filter((field) => set[field] === undefined);
  const searchText = expected
    ? sql`CASE WHEN ${
        unchanged.length === 0
          ? sql`1`
          : sql.join(
              unchanged.map((field) => sql`${users[field]} IS ${expected[field]}`),
              sql` AND `,
            )
      } THEN ${userSearchText(expected)} ELSE ${users.searchText} END`
    : undefined;
  const user = await mapDuplicates(() =>
    db
      .update(users)
      .set({ ...set, ...stemsOf('member', set), ...(searchText ? { searchText } : {}) })
      .where(eq(users.id, id))
      .returning(currentUserSelection)
      .get(),
  );
  if (!user) return null;
  if (expected && SEARCHED_FIELDS.every((field) => user[field] === expected[field])) return user;
  // Guarded by the values it was computed from: if another edit landed in between, that edit
  // writes its own search text and this one must not overwrite it.
  await db
    .update(users)
    .set({ searchText: userSearchText(user) })
    .where(and(eq(users.id, id), eq(users.username, user.username), eq(users.fullName, user.fullName), sql`${users.specialty} IS ${user.specialty}`, sql`${users.location} IS ${user.location}`))
    .run();
  return user;
}

function pickSearched(set: ProfileChanges): Partial<Pick<AccountIdentity, (typeof SEARCHED_FIELDS)[number]>> {
  return Object.fromEntries(SEARCHED_FIELDS.filter((field) => set[field] !== undefined).map((field) => [field, set[field]]));
}

/**
 * A member as others see them; their counts leave out their hidden items but for the member
 * themself (docs/rules/trust.md). The e-mail is selected only for a signed-in viewer, and only when
 * the member opted in or is the viewer; `?1` is the viewer's id, or null for a visitor. The reads
 * of members and of the current user are SQL written once: building them with drizzle on every
 * request costs measurable CPU (decision 066).
 */
const PUBLIC_USER_COLUMNS = `
  u.id, u.username, u.full_name AS fullName, u.avatar_url AS avatarUrl, u.specialty, u.location, u.verified_ot_at IS NOT NULL AS verifiedOt, u.bio,
  u.created_at AS createdAt,
  (SELECT count(*) FROM articles a WHERE a.author_id = u.id
      AND a.id NOT IN (SELECT id FROM articles WHERE hidden_at IS NOT NULL AND author_id IS NOT ?1) AND (a.author_id IS ?1 OR ${readableBy('a', '?1')})) AS articleCount,
  (SELECT count(*) FROM protocols p WHERE p.author_id = u.id
      AND p.id NOT IN (SELECT id FROM protocols WHERE hidden_at IS NOT NULL AND author_id IS NOT ?1) AND (p.author_id IS ?1 OR ${readableBy('p', '?1')})) AS protocolCount,
  CASE WHEN ?1 IS NOT NULL AND (u.show_email = 1 OR u.id = ?1) THEN u.email END AS email`;

/** A row of `PUBLIC_USER_COLUMNS`: the columns of `users` under their schema names, the counts, the e-mail only where it may be seen. */
type PublicUserRow = ProfileRow & {
  articleCount: number;
  protocolCount: number;
  email: string | null;
};

function toPublicUser(row: PublicUserRow): PublicUser {
  const user: PublicUser = { ...profileOf(row), articleCount: row.articleCount, protocolCount: row.protocolCount };
  if (row.email) user.email = row.email;
  return user;
}

/**
 * Every member but the shared author of what deleted members kept ('Membro removido'), who has no
 * profile, and the suspended (docs/rules/trust.md: out of the directory, search and profiles).
 */
/** SQL that is true of a member listed and found (`alias` of `users`): not suspended, not the shared 'Membro removido' row. */
export const listedMember = (alias: string) => `${alias}.username <> '${REMOVED_MEMBER_USERNAME}' AND ${alias}.suspended_at IS NULL`;
const LISTED = listedMember('u');
/** A moderator (`?1`) still opens a suspended member's profile. */
const SHOWN = `u.username <> '${REMOVED_MEMBER_USERNAME}' AND (u.suspended_at IS NULL OR EXISTS (SELECT 1 FROM users m WHERE m.id = ?1 AND m.role IN ('moderator', 'admin')))`;

export interface UserListFilters {
  limit: number;
  offset: number;
  q?: string | undefined;
  /** Only members whose licence a moderator checked (docs/rules/trust.md). */
  verified?: true | undefined;
}

/** One page of members, newest first, and the total: one batch of two statements. */
export async function listUsers(db: ReadOnlyD1, filters: UserListFilters, viewerId: number | null): Promise<{ users: PublicUser[]; total: number }> {
  const search = filters.q ? normalizeSearchText(filters.q) : '';
  const where = `WHERE ${LISTED}${search ? ' AND instr(u.search_text, ?2) > 0' : ''}${filters.verified ? ' AND u.verified_ot_at IS NOT NULL' : ''}`;
  const pattern = search || null;
  const countParams = search ? [null, pattern] : [];
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM users u ${where}`).bind(...countParams),
    db.prepare(`SELECT ${PUBLIC_USER_COLUMNS} FROM users u ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT ?3 OFFSET ?4`).bind(viewerId, pattern, filters.limit, filters.offset),
  ]);
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
  return { users: (page!.results as PublicUserRow[]).map(toPublicUser), total };
}

/** The members a search chose (listed members only: `listedMember`), best first, as one row: their public summaries as the JSON text of an array (`items`) and their count (`total`). */
export function rankedMembersStatement(db: ReadOnlyD1, ranked: RankedIds): ReadOnlyStatement {
  return db
    .prepare(
      `WITH ${ranked.with} SELECT json_group_array(${userSummaryJson('u')} ORDER BY ranked.ord, ranked.id DESC) AS items, ${ranked.total} AS total
         FROM ${ranked.from} CROSS JOIN users u ON u.id = ranked.id`,
    )
    .bind(...ranked.withParams, ...ranked.fromParams);
}

export async function getPublicUser(db: ReadOnlyD1, id: number, viewerId: number | null): Promise<PublicUser | null> {
  const row = await db.prepare(`SELECT ${PUBLIC_USER_COLUMNS} FROM users u WHERE u.id = ?2 AND ${SHOWN}`).bind(viewerId, id).first<PublicUserRow>();
  return row ? toPublicUser(row) : null;
}

/** What decides whether a session still counts: the member's "sessions valid after" and its revocation. */
export interface SessionStanding {
  validAfter: string | null;
  revoked: boolean;
  /** Suspended members' sessions never count (docs/rules/trust.md). */
  suspended: boolean;
  role: Role;
  /** Whether the member confirmed their e-mail (unconfirmed members have daily limits). */
  emailVerified: boolean;
}

const STANDING_COLUMNS = `sessions_valid_after AS validAfter,
  EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.token_hash = ?2) AS revoked,
  suspended_at IS NOT NULL AS suspended, role, email_verified_at IS NOT NULL AS emailVerified`;

interface StandingRow {
  validAfter: string | null;
  revoked: number;
  suspended: number;
  role: Role;
  emailVerified: number;
}

const toStanding = (row: StandingRow): SessionStanding => ({
  validAfter: row.validAfter,
  revoked: Boolean(row.revoked),
  suspended: Boolean(row.suspended),
  role: row.role,
  emailVerified: Boolean(row.emailVerified),
});

/** The standing of a session of member `userId`; null when the member no longer exists. */
export async function getSessionStanding(db: ReadOnlyD1, userId: number, tokenHash: string): Promise<SessionStanding | null> {
  const row = await db.prepare(`SELECT ${STANDING_COLUMNS} FROM users WHERE id = ?1`).bind(userId, tokenHash).first<StandingRow>();
  return row ? toStanding(row) : null;
}

/** The member and their session's standing, in one statement (the session check of `/api/me`). */
export async function getCurrentUserWithStanding(db: ReadOnlyD1, userId: number, tokenHash: string): Promise<{ user: CurrentUser; standing: SessionStanding } | null> {
  const row = await db.prepare(`SELECT ${CURRENT_USER_COLUMNS}, ${STANDING_COLUMNS} FROM users WHERE id = ?1`).bind(userId, tokenHash).first<CurrentUserRow & StandingRow>();
  if (!row) return null;
  return { user: toCurrentUser(row), standing: toStanding(row) };
}

/**
 * Whether `avatarUrl` may be this member's avatar: it is the one they already have, or it names an
 * avatar upload of theirs (not a PDF, not someone else's file, not a file that does not exist).
 * For a registration (`userId` null) no upload can be theirs yet.
 */
export async function isOwnAvatar(db: ReadOnlyD1, userId: number | null, avatarUrl: string): Promise<boolean> {
  if (userId === null || !avatarUrl.startsWith(FILE_URL_PREFIX)) return false;
  // Two checks in one statement with no table of its own: drizzle's `sql` template (decision 066).
  const row = await readOrm(db).get<{ allowed: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND avatar_url = ${avatarUrl})
            OR EXISTS (SELECT 1 FROM files WHERE key = ${avatarUrl.slice(FILE_URL_PREFIX.length)} AND kind = 'avatar' AND owner_id = ${userId}) AS allowed`,
  );
  return Boolean(row?.allowed);
}

/** A session in the index of each member's sessions (the session itself lives in KV). */
export interface SessionRecord {
  tokenHash: string;
  userId: number;
  /** ms since epoch, as in the KV entry. */
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
}

/**
 * Adds a session to the index, or, for one already there, notes when it was last renewed. The
 * renewal of a session begun before the index existed adds it then.
 */
export async function recordSession(db: D1Database, session: SessionRecord): Promise<void> {
  await orm(db)
    .insert(sessions)
    .values({
      tokenHash: session.tokenHash,
      userId: session.userId,
      createdAt: new Date(session.createdAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      userAgent: session.userAgent,
    })
    .onConflictDoUpdate({ target: sessions.tokenHash, set: { lastSeenAt: sql`excluded.last_seen_at` } })
    .run();
}

/**
 * Ends one session in D1: its revocation is recorded (every write checks it; a KV copy may linger
 * elsewhere for up to 60 s) until `expiresAt`, and it leaves the index, in one transaction.
 */
export async function revokeSessionRecord(d1: D1Database, tokenHash: string, expiresAt: number): Promise<void> {
  const db = orm(d1);
  await db.batch([db.insert(revokedSessions).values({ tokenHash, expiresAt }).onConflictDoNothing(), db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))]);
}
