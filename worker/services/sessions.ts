import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { revokeMemberSession, revokeOtherSessions } from '../db/queries/sessions';
import { getSessionStanding, recordSession, revokeSessionRecord, type SessionRecord, type SessionStanding } from '../db/queries/users';
import type { AppEnv, Session } from '../env';
import { sessionCookieName } from '../lib/session-cookie';
import type { Scope } from '../runtime/scope';
import type { Claim } from '../runtime/viewer';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** KV allows one write per key per second; the sliding expiry is renewed at most once a day. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** The index keeps this much of the User-Agent, enough to name a browser and a system. */
const USER_AGENT_MAX = 200;
/**
 * KV entries deleted at once when a new password ends a member's other sessions: Workers allow
 * 1,000 KV operations per request. A member with more sessions than this (who signed in hundreds
 * of times) keeps the oldest readable until their daily renewal, which asks D1; writes end at once.
 */
const MAX_ENDED_AT_ONCE = 500;

interface StoredSession {
  userId: number;
  createdAt: number;
  refreshedAt: number;
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';
const kvKey = (tokenHash: string) => `session:${tokenHash}`;

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 256 random bits in base64url (43 characters): session ids and e-mailed links. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Sets the session cookie, replacing any session cookie this response already carried, so that a
 * response never holds two Set-Cookie lines for the session (e.g. a renewal, then a new login).
 * A session's cookie names its member after the token; an empty value clears it.
 */
function writeCookie(c: Context<AppEnv>, token: string, maxAge: number, userId?: number) {
  c.header('Set-Cookie', sessionCookie(c.req.raw, token, maxAge, userId));
}

/** The `Set-Cookie` value of a session cookie for this request's scheme. */
function sessionCookie(request: Request, token: string, maxAge: number, userId?: number): string {
  return generateCookie(sessionCookieName(isHttps(request)), userId === undefined ? token : `${token}.${userId}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(request),
    maxAge,
  });
}

function isStoredSession(value: unknown): value is StoredSession {
  if (value === null || typeof value !== 'object') return false;
  const stored = value as Record<string, unknown>;
  return Number.isSafeInteger(stored.userId) && typeof stored.createdAt === 'number' && typeof stored.refreshedAt === 'number';
}

/** The browser's User-Agent as the sessions list keeps it. */
export const userAgentOf = (request: Request) => request.headers.get('User-Agent')?.slice(0, USER_AGENT_MAX) || null;

/** A session begun but not stored yet: its cookie's token, and what its index row and KV entry hold. */
export interface NewSession {
  token: string;
  tokenHash: string;
  createdAt: number;
  userAgent: string | null;
}

/** A new session (always a new id) for this browser, stored nowhere yet: `startedSession` writes its index row, `storeSession` the rest. */
export async function beginSession(c: Context<AppEnv>, now = Date.now()): Promise<NewSession> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token), createdAt: now, userAgent: userAgentOf(c.req.raw) };
}

/** The index row of a session begun with `beginSession`, for `recordSession` or a batch of the caller's. */
export const startedSession = (session: NewSession, userId: number): SessionRecord => ({
  tokenHash: session.tokenHash,
  userId,
  createdAt: session.createdAt,
  lastSeenAt: session.createdAt,
  userAgent: session.userAgent,
});

/**
 * Stores a session begun with `beginSession` in KV and sets its cookie. Its index row must be
 * written first (`startedSession`), so that no session exists that a new password could not find.
 */
export async function storeSession(c: Context<AppEnv>, session: NewSession, userId: number): Promise<Session> {
  const stored: StoredSession = { userId, createdAt: session.createdAt, refreshedAt: session.createdAt };
  await c.var.scope.sessions.put(kvKey(session.tokenHash), JSON.stringify(stored), SESSION_TTL_SECONDS);
  writeCookie(c, session.token, SESSION_TTL_SECONDS, userId);
  return { userId, tokenHash: session.tokenHash, createdAt: session.createdAt };
}

/**
 * Starts a new session (always a new id) and sets its cookie. The index row is written before the
 * KV entry, so that no session exists that a new password could not find.
 */
export async function createSession(c: Context<AppEnv>, userId: number): Promise<Session> {
  const session = await beginSession(c);
  await recordSession(await c.var.scope.db.write(), startedSession(session, userId));
  return storeSession(c, session, userId);
}

/**
 * A session counts if it was not revoked and began after any "log out everywhere" (password change).
 * When it began only KV knows: a member only claimed by the cookie is checked once KV has
 * confirmed them (`Viewer.confirmed`, worker/runtime/viewer.ts).
 */
export function isSessionCurrent(standing: SessionStanding | null, session: Session): boolean {
  if (!standing || standing.revoked || standing.suspended) return false;
  return !standing.validAfter || Date.parse(standing.validAfter) <= session.createdAt;
}

/** A session read from KV with `lookUpSession`. */
export interface SessionRead {
  session: Session;
  /** The cookie's token, for the renewed cookie. */
  token: string;
  /** Whether this request renewed the session: its response must then set the cookie again (`renewedSessionCookie`). */
  renewed: boolean;
}

/**
 * The session named by `token`, renewing its expiry at most once a day. Before a renewal, D1
 * confirms the session still counts: a stale KV copy of an ended session (KV deletes take up to
 * 60 s to spread) must not be written back and so brought back to life everywhere. The renewal
 * also notes the day in the sessions index (the only write a read makes, once a day), and adds
 * there a session begun before the index existed. The cookie is left to the caller: under a claim
 * the response it belongs to is not known yet (worker/runtime/answer.ts).
 */
export async function lookUpSession(scope: Pick<Scope, 'sessions' | 'db' | 'waitUntil'>, token: string, tokenHash: string, userAgent: string | null): Promise<SessionRead | null> {
  let stored: unknown;
  try {
    stored = await scope.sessions.get(kvKey(tokenHash));
  } catch {
    return null;
  }
  if (!isStoredSession(stored)) return null;
  const session: Session = { userId: stored.userId, tokenHash, createdAt: stored.createdAt };
  const now = Date.now();
  if (now - stored.refreshedAt <= REFRESH_AFTER_MS) return { session, token, renewed: false };
  if (!isSessionCurrent(await getSessionStanding(scope.db.read, session.userId, tokenHash), session)) return null;
  const renewed: StoredSession = { ...stored, refreshedAt: now };
  const db = await scope.db.write();
  scope.waitUntil(
    Promise.all([
      scope.sessions.put(kvKey(tokenHash), JSON.stringify(renewed), SESSION_TTL_SECONDS),
      recordSession(db, { tokenHash, userId: stored.userId, createdAt: stored.createdAt, lastSeenAt: now, userAgent }),
    ]),
  );
  return { session, token, renewed: true };
}

/** The cookie of a session renewed by `lookUpSession`, set again for 30 more days, naming its member. */
export const renewedSessionCookie = (request: Request, read: SessionRead): string => sessionCookie(request, read.token, SESSION_TTL_SECONDS, read.session.userId);

/** No copy of a KV entry, wherever it lingers, outlives its TTL counted from now. */
const revocationExpiry = () => Date.now() + SESSION_TTL_SECONDS * 1000;

/**
 * What ending `session` records in D1 (as `revokeSession` does), for a caller that writes it in its
 * own batch; `deleteEndedSessions` then deletes its KV entry.
 */
export const sessionRevocation = (session: Claim): { tokenHash: string; expiresAt: number } => ({ tokenHash: session.tokenHash, expiresAt: revocationExpiry() });

/**
 * Makes a session useless without touching the cookie: the revocation is recorded in D1 first
 * (every write checks it, and KV deletes take up to 60 s to reach other locations) and the session
 * leaves the index, then the KV entry is deleted.
 */
export async function revokeSession(c: Context<AppEnv>, session: Claim): Promise<void> {
  await revokeSessionRecord(await c.var.scope.db.write(), session.tokenHash, revocationExpiry());
  await c.var.scope.sessions.delete(kvKey(session.tokenHash));
}

/**
 * Ends the member's session named `publicId` (the sessions list's id) as `revokeSession` does:
 * revoked in D1 and out of the index, then its KV entry deleted. False when it is not one of
 * their sessions (nothing changed).
 */
export async function revokeMemberSessionById(c: Context<AppEnv>, userId: number, publicId: string): Promise<boolean> {
  const tokenHash = await revokeMemberSession(await c.var.scope.db.write(), userId, publicId, revocationExpiry());
  if (!tokenHash) return false;
  await c.var.scope.sessions.delete(kvKey(tokenHash));
  return true;
}

/** Ends every session of the member but `current`: for writes in D1, for reads by deleting their KV entries. */
export async function revokeOtherSessionsOf(c: Context<AppEnv>, current: Session): Promise<void> {
  const ended = await revokeOtherSessions(await c.var.scope.db.write(), current.userId, current, revocationExpiry());
  await deleteEndedSessions(c, ended);
}

/**
 * Deletes the KV entries of sessions already ended in D1 (a new password), so that they stop
 * reading too: at once here, and wherever else once KV's deletes have spread (up to 60 s).
 */
export async function deleteEndedSessions(c: Context<AppEnv>, tokenHashes: string[]): Promise<void> {
  await Promise.all(tokenHashes.slice(0, MAX_ENDED_AT_ONCE).map((tokenHash) => c.var.scope.sessions.delete(kvKey(tokenHash))));
}

/** Ends a session: revoked in D1, deleted from KV, and its cookie cleared. */
export async function destroySession(c: Context<AppEnv>, session: Claim): Promise<void> {
  await revokeSession(c, session);
  clearSessionCookie(c);
}

/** Clears the cookie without a session (e.g. a stale cookie). */
export function clearSessionCookie(c: Context<AppEnv>) {
  writeCookie(c, '', 0);
}
