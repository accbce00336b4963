import type { SessionInfo } from '#contract/account-types';
import { sessionInfoSchema } from '#contract/account';
import { describe, expect, it, vi } from 'vitest';
import { registerMember, sessionKvKey, setCookieOf, tokenOf, uniqueAddress } from './account-helpers';
import { Client, env } from './helpers';
import { sha256Hex } from '../../worker/services/sessions';

vi.setConfig({ testTimeout: 60_000 });

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs the member in from another browser (its own cookie jar and User-Agent). */
async function signInAgain(username: string, password: string, userAgent: string): Promise<Client> {
  const client = new Client();
  const response = await client.post('/api/login', { username, password }, { ...uniqueAddress(), 'User-Agent': userAgent });
  expect(response.status).toBe(200);
  return client;
}

/** A member signed in from three browsers: the one that registered, an iPhone and a Linux computer. */
async function memberWithThreeSessions() {
  const { client, user, password } = await registerMember();
  const phone = await signInAgain(user.username, password, IPHONE_SAFARI);
  const laptop = await signInAgain(user.username, password, LINUX_FIREFOX);
  return { client, user, password, phone, laptop };
}

const idOf = async (client: Client) => (await sha256Hex(tokenOf(client))).slice(0, 16);

/** The two reads a session must lose at once when it ends: the member's own data, and a members-only list. */
async function reads(client: Client) {
  return [(await client.get('/api/me')).status, (await client.get('/api/saved-items')).status];
}

describe('GET /api/me/sessions', () => {
  it('lists every session of the member, most recently seen first, with its device and the current one marked', async () => {
    const { user, password, phone, laptop } = await memberWithThreeSessions();
    const desktop = await signInAgain(user.username, password, WINDOWS_CHROME);
    const response = await desktop.get<SessionInfo[]>('/api/me/sessions', { 'User-Agent': WINDOWS_CHROME });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const sessions = response.body;
    expect(sessions).toHaveLength(4);
    for (const session of sessions) expect(sessionInfoSchema.parse(session)).toEqual(session);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ id: await idOf(desktop), device: 'Chrome em Windows' })]);
    expect(sessions.map((session) => session.device)).toEqual(expect.arrayContaining(['Safari em iPhone', 'Firefox em Linux', 'Chrome em Windows']));
    const [phoneId, laptopId] = [await idOf(phone), await idOf(laptop)];
    expect(sessions.find((session) => session.id === phoneId)?.current).toBe(false);
    expect(sessions.some((session) => session.id === laptopId)).toBe(true);
    const seen = sessions.map((session) => session.lastSeenAt);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('never shows the cookie nor the hash of a session', async () => {
    const { client } = await memberWithThreeSessions();
    const token = tokenOf(client);
    const hash = await sha256Hex(token);
    const text = JSON.stringify((await client.get('/api/me/sessions')).body);
    expect(text).not.toContain(token);
    expect(text).not.toContain(hash);
  });

  it("shows the asking browser's session even when the index has no row for it (begun before the index)", async () => {
    const { client, user } = await registerMember();
    await env.DB.prepare('DELETE FROM sessions WHERE user_id = ?').bind(user.id).run();
    const sessions = (await client.get<SessionInfo[]>('/api/me/sessions')).body;
    expect(sessions).toEqual([expect.objectContaining({ id: await idOf(client), current: true })]);
    const ended = await client.delete(`/api/me/sessions/${await idOf(client)}`);
    expect(ended.status).toBe(204);
    expect(await reads(client)).toEqual([401, 401]);
  });

  it('answers 401 to a visitor', async () => {
    const response = await new Client().get('/api/me/sessions');
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/sessão/);
  });
});

describe('DELETE /api/me/sessions/{id}', () => {
  it("ends that session at once: its next reads and writes are refused, the member's others go on", async () => {
    const { client, phone, laptop } = await memberWithThreeSessions();
    expect(await reads(phone)).toEqual([200, 200]);
    const phoneToken = tokenOf(phone);
    const response = await client.delete(`/api/me/sessions/${await idOf(phone)}`);
    expect(response.status).toBe(204);
    expect(await reads(phone)).toEqual([401, 401]);
    expect((await phone.post('/api/saved-items', { articleId: 1 })).status).toBe(401);
    expect(await env.SESSIONS.get(await sessionKvKey(phoneToken))).toBeNull();
    expect(await reads(laptop)).toEqual([200, 200]);
    expect(await reads(client)).toEqual([200, 200]);
    const left = (await client.get<SessionInfo[]>('/api/me/sessions')).body.map((session) => session.id);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(await idOf(phone));
  });

  it('ends the current session too, and clears its cookie as a logout does', async () => {
    const { client, laptop } = await memberWithThreeSessions();
    const response = await client.delete(`/api/me/sessions/${await idOf(client)}`);
    expect(response.status).toBe(204);
    expect(setCookieOf(response)).toMatch(/^rede_to_session=; Max-Age=0/);
    expect(await reads(client)).toEqual([401, 401]);
    expect(await reads(laptop)).toEqual([200, 200]);
  });

  it("answers 404 for another member's session, and that session goes on", async () => {
    const mine = await registerMember();
    const theirs = await memberWithThreeSessions();
    const theirId = await idOf(theirs.phone);
    const response = await mine.client.delete(`/api/me/sessions/${theirId}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Sessão não encontrada.' });
    expect(await reads(theirs.phone)).toEqual([200, 200]);
    expect((await theirs.phone.post('/api/saved-items', { articleId: 999_999 })).status).not.toBe(401);
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM revoked_sessions WHERE substr(token_hash, 1, 16) = ?').bind(theirId).all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
    expect((await theirs.client.get<SessionInfo[]>('/api/me/sessions')).body).toHaveLength(3);
  });

  it('answers 404 for an id that names no session, whatever its shape', async () => {
    const { client } = await registerMember();
    for (const id of ['0000000000000000', 'nao-existe', 'x'.repeat(300), '%27%20OR%201%3D1']) {
      const response = await client.delete(`/api/me/sessions/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Sessão não encontrada.');
    }
    expect(await reads(client)).toEqual([200, 200]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await new Client().delete('/api/me/sessions/0000000000000000')).status).toBe(401);
  });
});

describe('DELETE /api/me/sessions', () => {
  it('ends every session of the member but the current one, at once for reads and writes', async () => {
    const { client, phone, laptop } = await memberWithThreeSessions();
    const other = await registerMember();
    const response = await client.delete('/api/me/sessions');
    expect(response.status).toBe(204);
    expect(await reads(phone)).toEqual([401, 401]);
    expect(await reads(laptop)).toEqual([401, 401]);
    expect((await laptop.post('/api/saved-items', { articleId: 1 })).status).toBe(401);
    expect(await reads(client)).toEqual([200, 200]);
    expect((await client.post('/api/saved-items', { articleId: 999_999 })).status).not.toBe(401);
    expect((await client.get<SessionInfo[]>('/api/me/sessions')).body).toEqual([expect.objectContaining({ id: await idOf(client), current: true })]);
    expect(await reads(other.client)).toEqual([200, 200]);
  });

  it('also ends, for writes, a session begun before the index (no row to find)', async () => {
    const { client, user, password } = await registerMember();
    const older = await signInAgain(user.username, password, LINUX_FIREFOX);
    await env.DB.prepare('DELETE FROM sessions WHERE token_hash = ?')
      .bind(await sha256Hex(tokenOf(older)))
      .run();
    const current = await signInAgain(user.username, password, WINDOWS_CHROME);
    expect((await current.delete('/api/me/sessions')).status).toBe(204);
    expect((await older.post('/api/saved-items', { articleId: 1 })).status).toBe(401);
    expect((await client.post('/api/saved-items', { articleId: 1 })).status).toBe(401);
    expect((await current.post('/api/saved-items', { articleId: 999_999 })).status).not.toBe(401);
  });

  it('answers 401 to a visitor', async () => {
    expect((await new Client().delete('/api/me/sessions')).status).toBe(401);
  });
});
