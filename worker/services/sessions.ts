import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Session } from '../env';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** KV allows one write per key per second; the sliding expiry is renewed at most once a day. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

interface StoredSession {
  userId: number;
  createdAt: number;
  refreshedAt: number;
}

const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';
/** `__Host-` requires Secure, so it is used only on https (production and preview). */
export const sessionCookieName = (c: Context<AppEnv>) => (isHttps(c) ? '__Host-rede_to_session' : 'rede_to_session');
const kvKey = (tokenHash: string) => `session:${tokenHash}`;

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function writeCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Starts a new session (always a new id) and sets its cookie. */
export async function createSession(c: Context<AppEnv>, userId: number): Promise<Session> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  const now = Date.now();
  const stored: StoredSession = { userId, createdAt: now, refreshedAt: now };
  await c.env.SESSIONS.put(kvKey(tokenHash), JSON.stringify(stored), { expirationTtl: SESSION_TTL_SECONDS });
  writeCookie(c, token);
  return { userId, tokenHash, createdAt: now };
}

/** The session named by the request's cookie, renewing its expiry at most once a day. */
export async function readSession(c: Context<AppEnv>): Promise<Session | null> {
  const token = getCookie(c, sessionCookieName(c));
  if (!token || token.length > 100) return null;
  const tokenHash = await sha256Hex(token);
  const stored = await c.env.SESSIONS.get<StoredSession>(kvKey(tokenHash), 'json');
  if (!stored || typeof stored.userId !== 'number') return null;
  const now = Date.now();
  if (now - stored.refreshedAt > REFRESH_AFTER_MS) {
    const renewed: StoredSession = { ...stored, refreshedAt: now };
    c.executionCtx.waitUntil(
      c.env.SESSIONS.put(kvKey(tokenHash), JSON.stringify(renewed), { expirationTtl: SESSION_TTL_SECONDS }),
    );
    writeCookie(c, token);
  }
  return { userId: stored.userId, tokenHash, createdAt: stored.createdAt };
}

/** Ends a session: its KV entry is deleted and the revocation is recorded in D1 (KV deletes spread slowly). */
export async function destroySession(c: Context<AppEnv>, session: Session): Promise<void> {
  const expiresAt = Date.now() + SESSION_TTL_SECONDS * 1000;
  await c.env.DB.prepare('INSERT INTO revoked_sessions (token_hash, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING')
    .bind(session.tokenHash, expiresAt)
    .run();
  await c.env.SESSIONS.delete(kvKey(session.tokenHash));
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: isHttps(c) });
}

/** Clears the cookie without a session (e.g. a stale cookie). */
export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: isHttps(c) });
}
