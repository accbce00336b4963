import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { registerMember, registration, sessionKvKey, setCookieOf, tokenOf } from './account-helpers';
import { createMember } from './fixtures';
import { Client, env } from './helpers';
import { runScheduledMaintenance } from '../../worker/services/maintenance';
import { sha256Hex } from '../../worker/services/sessions';
import { backgroundScope } from '../../worker/runtime/scope';

vi.setConfig({ testTimeout: 60_000 });

const THIRTY_DAYS = 30 * 24 * 60 * 60;

function cookieAttributes(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  return { name: pair!.slice(0, pair!.indexOf('=')), value: pair!.slice(pair!.indexOf('=') + 1), attributes };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and carries a random 256-bit id, then the member it names (http: no Secure)', async () => {
    const client = new Client();
    const response = await client.post('/api/register', registration());
    const cookie = cookieAttributes(setCookieOf(response));
    expect(cookie.name).toBe('rede_to_session');
    expect(cookie.value).toBe(`${cookie.value.split('.')[0]}.${(response.body as { id: number }).id}`);
    expect(cookie.value.split('.')[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${THIRTY_DAYS}`]));
    expect(cookie.attributes).not.toContain('Secure');
  });

  it('on https is Secure and named with the __Host- prefix, and is read back under that name only', async () => {
    const origin = 'https://localhost';
    const response = await exports.default.fetch(
      new Request(`${origin}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(registration()),
      }),
    );
    expect(response.status).toBe(201);
    const cookie = cookieAttributes(response.headers.get('Set-Cookie')!);
    expect(cookie.name).toBe('__Host-rede_to_session');
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${THIRTY_DAYS}`]));
    expect(cookie.attributes.some((attribute) => attribute.startsWith('Domain'))).toBe(false);

    const me = await exports.default.fetch(new Request(`${origin}/api/me`, { headers: { Cookie: `__Host-rede_to_session=${cookie.value}` } }));
    expect(me.status).toBe(200);
    const unprefixed = await exports.default.fetch(new Request(`${origin}/api/me`, { headers: { Cookie: `rede_to_session=${cookie.value}` } }));
    expect(unprefixed.status).toBe(401);

    const logout = await exports.default.fetch(new Request(`${origin}/api/logout`, { method: 'POST', headers: { Origin: origin, Cookie: `__Host-rede_to_session=${cookie.value}` } }));
    expect(logout.status).toBe(204);
    expect(logout.headers.get('Set-Cookie')).toMatch(/^__Host-rede_to_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('sessions in KV', () => {
  it('are stored under the SHA-256 of the id, never under the id itself', async () => {
    const { client, user } = await registerMember();
    const token = tokenOf(client);
    const stored = await env.SESSIONS.get<{ userId: number; createdAt: number; refreshedAt: number }>(await sessionKvKey(token), 'json');
    expect(stored).toMatchObject({ userId: user.id, createdAt: expect.any(Number), refreshedAt: expect.any(Number) });
    const { keys } = await env.SESSIONS.list();
    expect(keys.some((key) => key.name.includes(token))).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('are not rewritten on every request', async () => {
    const member = await createMember();
    const key = await sessionKvKey(tokenOf(member.client));
    const before = await env.SESSIONS.get(key);
    const response = await member.client.get('/api/me');
    expect(response.status).toBe(200);
    expect(setCookieOf(response)).toBe('');
    expect(await env.SESSIONS.get(key)).toBe(before);
  });

  it('slide: a session last renewed more than a day ago is renewed for 30 more days', async () => {
    const member = await createMember();
    const key = await sessionKvKey(tokenOf(member.client));
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    await env.SESSIONS.put(key, JSON.stringify({ userId: member.id, createdAt: twoDaysAgo, refreshedAt: twoDaysAgo }));

    const response = await member.client.get('/api/me');
    expect(response.status).toBe(200);
    expect(setCookieOf(response)).toContain(`Max-Age=${THIRTY_DAYS}`);
    await vi.waitFor(async () => {
      const stored = await env.SESSIONS.get<{ refreshedAt: number; createdAt: number }>(key, 'json');
      expect(stored!.refreshedAt).toBeGreaterThan(twoDaysAgo);
      expect(stored!.createdAt).toBe(twoDaysAgo);
    });
  });

  it('are not brought back by a renewal when a stale KV copy of an ended session is used', async () => {
    const member = await createMember();
    const key = await sessionKvKey(tokenOf(member.client));
    const cookie = member.client.cookie;
    expect((await member.client.post('/api/logout')).status).toBe(204);
    // A location whose KV still holds the entry, last renewed two days ago.
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const stale = JSON.stringify({ userId: member.id, createdAt: twoDaysAgo, refreshedAt: twoDaysAgo });
    await env.SESSIONS.put(key, stale);

    const thief = new Client();
    thief.cookie = cookie;
    const profile = await thief.get(`/api/users/${member.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).not.toHaveProperty('email');
    expect(setCookieOf(profile)).toBe('');
    expect(await env.SESSIONS.get(key)).toBe(stale);
  });

  it('treat a malformed cookie or a corrupt entry as no session, never as an error', async () => {
    const garbage = new Client();
    garbage.cookie = 'rede_to_session=%%%not-a-token;;';
    expect((await garbage.get('/api/me')).status).toBe(401);

    const member = await createMember();
    await env.SESSIONS.put(await sessionKvKey(tokenOf(member.client)), 'this is not json');
    expect((await member.client.get('/api/me')).status).toBe(401);

    const other = await createMember();
    await env.SESSIONS.put(await sessionKvKey(tokenOf(other.client)), JSON.stringify({ userId: 'admin' }));
    expect((await other.client.get('/api/me')).status).toBe(401);
  });
});

describe("the index of each member's sessions", () => {
  const sessionRows = (userId: number) =>
    env.DB.prepare('SELECT token_hash AS tokenHash, created_at AS createdAt, last_seen_at AS lastSeenAt, user_agent AS userAgent FROM sessions WHERE user_id = ? ORDER BY created_at')
      .bind(userId)
      .all<{ tokenHash: string; createdAt: string; lastSeenAt: string; userAgent: string | null }>()
      .then((result) => result.results);

  it('holds a row per session, keyed by the SHA-256 of the id, with its start and a bounded User-Agent', async () => {
    const { client, user, password } = await registerMember();
    const phone = new Client();
    const userAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) ${'x'.repeat(400)}`;
    expect((await phone.post('/api/login', { username: user.username, password }, { 'User-Agent': userAgent })).status).toBe(200);

    const rows = await sessionRows(user.id);
    const phoneHash = await sha256Hex(tokenOf(phone));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual([await sha256Hex(tokenOf(client)), phoneHash].sort());
    const phoneRow = rows.find((row) => row.tokenHash === phoneHash)!;
    const stored = await env.SESSIONS.get<{ createdAt: number }>(await sessionKvKey(tokenOf(phone)), 'json');
    expect(phoneRow.userAgent).toBe(userAgent.slice(0, 200));
    expect(phoneRow.createdAt).toBe(new Date(stored!.createdAt).toISOString());
    expect(phoneRow.lastSeenAt).toBe(phoneRow.createdAt);
    const { results } = await env.DB.prepare('SELECT * FROM sessions').all();
    expect(JSON.stringify(results)).not.toContain(tokenOf(client));
    expect(JSON.stringify(results)).not.toContain(tokenOf(phone));
  });

  it('loses the row of a session that logs out, and keeps the others', async () => {
    const { client, user, password } = await registerMember();
    const other = new Client();
    expect((await other.post('/api/login', { username: user.username, password })).status).toBe(200);
    const otherHash = await sha256Hex(tokenOf(other));
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await sessionRows(user.id)).map((row) => row.tokenHash)).toEqual([otherHash]);
  });

  it('notes the daily renewal, and adds a session begun before the index existed', async () => {
    // A session as createSession wrote it before the index: in KV only, renewed two days ago.
    const member = await createMember();
    expect(await sessionRows(member.id)).toEqual([]);
    const key = await sessionKvKey(tokenOf(member.client));
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    await env.SESSIONS.put(key, JSON.stringify({ userId: member.id, createdAt: twoDaysAgo, refreshedAt: twoDaysAgo }));

    expect((await member.client.get('/api/articles', { 'User-Agent': 'Firefox/128.0' })).status).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await sessionRows(member.id);
      expect(row).toMatchObject({ createdAt: new Date(twoDaysAgo).toISOString(), userAgent: 'Firefox/128.0' });
      expect(Date.parse(row!.lastSeenAt)).toBeGreaterThan(twoDaysAgo + 24 * 60 * 60 * 1000);
    });
  });

  it('is not written by an ordinary read', async () => {
    const { client, user } = await registerMember();
    const [before] = await sessionRows(user.id);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.get('/api/saved-items')).status).toBe(200);
    expect(await sessionRows(user.id)).toEqual([before]);
  });

  it('loses, in the daily maintenance, the rows of sessions not renewed for 30 days (their KV entry has expired)', async () => {
    const { user } = await registerMember();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await env.DB.prepare('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)')
      .bind(
        'a'.repeat(64),
        user.id,
        new Date(now - 40 * day).toISOString(),
        new Date(now - 31 * day).toISOString(),
        'b'.repeat(64),
        user.id,
        new Date(now - 40 * day).toISOString(),
        new Date(now - 29 * day).toISOString(),
      )
      .run();
    await runScheduledMaintenance(backgroundScope(env), now);
    const hashes = (await sessionRows(user.id)).map((row) => row.tokenHash);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain('b'.repeat(64));
    expect(hashes).not.toContain('a'.repeat(64));
  });

  it('goes with the member', async () => {
    const { user } = await registerMember();
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
    expect(await sessionRows(user.id)).toEqual([]);
  });
});
