import { currentUserSchema } from '#contract/users';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registration, uniqueAddress } from './account-helpers';
import { createMember, type Member } from './fixtures';
import { Client, env, ORIGIN } from './helpers';

/*
 * The first-day guide (docs/rules/first-day.md): `onboardedAt` is the member's own, in `GET /api/me`
 * and never in a public profile; `POST /api/me/onboarding` records it once.
 */

const visitor = new Client();

/** What the guide's call writes: every member's `onboarded_at`. */
async function onboardedColumn() {
  return (await env.DB.prepare('SELECT id, onboarded_at FROM users ORDER BY id').all()).results;
}

const onboardedAtOf = async (member: Member) => (await env.DB.prepare('SELECT onboarded_at FROM users WHERE id = ?').bind(member.id).first<{ onboarded_at: string | null }>())!.onboarded_at;

describe('onboardedAt in GET /api/me', () => {
  it('is null for a member who registers, and their own record says so', async () => {
    const client = new Client();
    const registered = await client.post('/api/register', registration(), uniqueAddress());
    expect(registered.status).toBe(201);
    expect(registered.body.onboardedAt).toBeNull();
    const me = await client.get('/api/me');
    expect(currentUserSchema.parse(me.body).onboardedAt).toBeNull();
  });

  it('is never part of a public profile or the directory, for anyone who reads them', async () => {
    const member = await createMember({ fullName: 'Inês Guiada' });
    expect((await member.client.post('/api/me/onboarding')).status).toBe(200);
    const other = await createMember();
    for (const reader of [visitor, other.client, member.client]) {
      const profile = await reader.get(`/api/users/${member.id}`);
      expect(profile.status).toBe(200);
      expect(profile.body).not.toHaveProperty('onboardedAt');
      const directory = await reader.get(`/api/users?q=${encodeURIComponent(member.username)}`);
      expect(directory.body.map((user: { id: number }) => user.id)).toEqual([member.id]);
      expect(directory.body[0]).not.toHaveProperty('onboardedAt');
    }
  });
});

describe('POST /api/me/onboarding', () => {
  it('answers a visitor 401 and writes nothing', async () => {
    const before = await onboardedColumn();
    const response = await visitor.post('/api/me/onboarding');
    expect(response.status).toBe(401);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await onboardedColumn()).toEqual(before);
  });

  it("records when the member finished the guide and answers the member's own record", async () => {
    const member = await createMember();
    expect((await member.client.get('/api/me')).body.onboardedAt).toBeNull();
    const before = Date.now();
    const response = await member.client.post('/api/me/onboarding');
    expect(response.status).toBe(200);
    const user = currentUserSchema.parse(response.body);
    expect(user.id).toBe(member.id);
    expect(Date.parse(user.onboardedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await onboardedAtOf(member)).toBe(user.onboardedAt);
    expect((await member.client.get('/api/me')).body).toEqual(response.body);
  });

  it('changes nothing the second time: the first moment stays', async () => {
    const member = await createMember();
    const first = await member.client.post('/api/me/onboarding');
    const stored = await onboardedAtOf(member);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await member.client.post('/api/me/onboarding');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await onboardedAtOf(member)).toBe(stored);
  });

  it("touches only the asking member's record", async () => {
    const member = await createMember();
    const other = await createMember();
    await member.client.post('/api/me/onboarding');
    expect(await onboardedAtOf(other)).toBeNull();
  });

  it("refuses a cross-site request carrying the member's cookie, and writes nothing", async () => {
    const member = await createMember();
    const response = await member.client.post('/api/me/onboarding', undefined, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await onboardedAtOf(member)).toBeNull();
    // The same request from the portal's own page is accepted.
    expect((await member.client.post('/api/me/onboarding', undefined, { Origin: ORIGIN })).status).toBe(200);
  });

  it('refuses a session ended elsewhere with 401, and writes nothing', async () => {
    const member = await createMember();
    // A password changed in another browser ends every session that began before it.
    await env.DB.prepare('UPDATE users SET sessions_valid_after = ? WHERE id = ?')
      .bind(new Date(Date.now() + 60_000).toISOString(), member.id)
      .run();
    const response = await member.client.post('/api/me/onboarding');
    expect(response.status).toBe(401);
    expect(await onboardedAtOf(member)).toBeNull();
  });

  it('is recorded for a member signed in with their password, whose e-mail is not yet confirmed', async () => {
    const body = registration();
    const client = new Client();
    await client.post('/api/register', body, uniqueAddress());
    const signedIn = new Client();
    expect((await signedIn.post('/api/login', { username: body.username, password: GOOD_PASSWORD }, uniqueAddress())).status).toBe(200);
    const response = await signedIn.post('/api/me/onboarding');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: body.username, emailVerified: false, onboardedAt: expect.any(String) });
  });
});
