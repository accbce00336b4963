import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { registerMember, registration, sessionKvKey, setCookieOf, tokenOf } from './account-helpers';
import { createMember } from './fixtures';
import { Client, env } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const THIRTY_DAYS = 30 * 24 * 60 * 60;

function cookieAttributes(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  return { name: pair!.slice(0, pair!.indexOf('=')), value: pair!.slice(pair!.indexOf('=') + 1), attributes };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and carries a random 256-bit id (http: no Secure)', async () => {
    const client = new Client();
    const response = await client.post('/api/register', registration());
    const cookie = cookieAttributes(setCookieOf(response));
    expect(cookie.name).toBe('rede_to_session');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
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

    const logout = await exports.default.fetch(
      new Request(`${origin}/api/logout`, { method: 'POST', headers: { Origin: origin, Cookie: `__Host-rede_to_session=${cookie.value}` } }),
    );
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
