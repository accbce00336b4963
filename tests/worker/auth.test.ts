import { scrypt } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { normalizeSearchText } from '#contract/common';
import { LOGIN_THROTTLE, REGISTER_THROTTLE, TOO_MANY_REGISTRATIONS } from '../../worker/routes/auth';
import { GOOD_PASSWORD, RecordingClient, registerMember, registration, secretsIn, sessionKvKey, setCookieOf, tokenOf, uniqueAddress } from './account-helpers';
import { categoryId, countRows } from './fixtures';
import { insertRows, LONG_TEXT } from './content-fixtures';
import { env, uniqueName } from './helpers';

// Each registration and login hashes a password (about a third of a second of CPU).
vi.setConfig({ testTimeout: 60_000 });

const LOGIN_FAILED = 'Nome de utilizador ou palavra-passe incorretos.';
const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Aguarde 15 minutos e tente novamente.';
const USERNAME_CHARACTERS = 'Use apenas letras sem acentos (a-z), algarismos (0-9), pontos, hífenes e sublinhados.';
const sentPasswords = new Set<string>([GOOD_PASSWORD]);

afterAll(() => {
  const leaks = RecordingClient.responses.flatMap((response) => secretsIn(response.body, [...sentPasswords]));
  expect(RecordingClient.responses.length).toBeGreaterThan(0);
  expect(leaks).toEqual([]);
});

async function userRow(username: string) {
  return env.DB.prepare('SELECT * FROM users WHERE username = ?').bind(username).first<Record<string, unknown>>();
}

const rowsOfSession = async (table: 'sessions' | 'revoked_sessions', tokenHash: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE token_hash = ?`).bind(tokenHash).first<{ n: number }>())!.n;

describe('POST /api/register', () => {
  it('creates the member, answers 201 with the current user and signs them in', async () => {
    const client = new RecordingClient();
    const body = registration({ email: 'Joana.Registo@Example.PT', fullName: 'Joana Conceição', specialty: 'Saúde Mental', location: 'Évora' });
    const response = await client.post('/api/register', body, uniqueAddress());

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: 'joana.registo@example.pt',
      fullName: 'Joana Conceição',
      avatarUrl: null,
      specialty: 'Saúde Mental',
      location: 'Évora',
      verifiedOt: false,
      bio: 'Terapeuta ocupacional.',
      showEmail: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      emailVerified: false,
      pendingEmail: null,
      role: 'member',
      onboardedAt: null,
    });
    // The token, then the member's id (decision 027).
    expect(setCookieOf(response)).toMatch(new RegExp(`^rede_to_session=[A-Za-z0-9_-]{43}\\.${(response.body as { id: number }).id};`));

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);

    const row = await userRow(body.username);
    expect(row!.email).toBe('joana.registo@example.pt');
    expect(row!.search_text).toBe(normalizeSearchText(`Joana Conceição ${body.username} Saúde Mental Évora`));
    expect(row!.search_text).toContain('saude mental evora');
    expect(String(row!.password_hash)).toMatch(/^scrypt\$16384\$8\$5\$/);
  });

  it('indexes the new session in the same transaction as the member, in two D1 round trips', async () => {
    const client = new RecordingClient();
    const body = registration();
    const response = await client.post('/api/register', body, uniqueAddress());
    expect(response.status).toBe(201);
    expect(response.headers.get('X-D1-Round-Trips')).toBe('2');
    const tokenHash = (await sessionKvKey(tokenOf(client))).replace(/^session:/, '');
    const indexed = await env.DB.prepare('SELECT user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE token_hash = ?')
      .bind(tokenHash)
      .first<Record<string, unknown>>();
    expect(indexed).toEqual({ userId: (response.body as { id: number }).id, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), lastSeenAt: indexed!.createdAt });
    expect(JSON.parse((await env.SESSIONS.get(await sessionKvKey(tokenOf(client))))!)).toMatchObject({
      userId: (response.body as { id: number }).id,
      createdAt: Date.parse(String(indexed!.createdAt)),
    });
  });

  it('ends the session the browser had only when the registration succeeds', async () => {
    const { client, user } = await registerMember();
    const formerCookie = client.cookie;
    const formerHash = (await sessionKvKey(tokenOf(client))).replace(/^session:/, '');
    const refused = await client.post('/api/register', registration({ username: user.username }), uniqueAddress());
    expect(refused.status).toBe(409);
    expect(client.cookie).toBe(formerCookie);
    expect((await client.get('/api/me')).body.id).toBe(user.id);
    expect(await rowsOfSession('revoked_sessions', formerHash)).toBe(0);

    const response = await client.post('/api/register', registration(), uniqueAddress());
    expect(response.status).toBe(201);
    expect(client.cookie).not.toBe(formerCookie);
    expect((await client.get('/api/me')).body.id).toBe(response.body.id);
    const former = new RecordingClient();
    former.cookie = formerCookie;
    expect((await former.get('/api/me')).status).toBe(401);
    expect(await env.SESSIONS.get(`session:${formerHash}`)).toBeNull();
    expect(await rowsOfSession('revoked_sessions', formerHash)).toBe(1);
    expect(await rowsOfSession('sessions', formerHash)).toBe(0);
  });

  it('accepts a registration without confirmPassword and without the optional fields', async () => {
    const client = new RecordingClient();
    const { username, email, password, fullName } = registration();
    const response = await client.post('/api/register', { username, email, password, fullName, acceptTerms: true }, uniqueAddress());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username, specialty: null, location: null, bio: null, avatarUrl: null });
  });

  it('accepts any characters in a password of up to 128 characters', async () => {
    const password = `Ação-🌍-${'x'.repeat(120)}`;
    expect(password.length).toBe(128);
    sentPasswords.add(password);
    const client = new RecordingClient();
    const body = registration({ password, confirmPassword: password });
    expect((await client.post('/api/register', body, uniqueAddress())).status).toBe(201);
    const login = await new RecordingClient().post('/api/login', { username: body.username, password });
    expect(login.status).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a missing username', { username: undefined }, 'username', 'O nome de utilizador é obrigatório'],
    ['a username shorter than 3 characters', { username: 'ab' }, 'username', 'O nome de utilizador deve ter pelo menos 3 caracteres.'],
    ['a username longer than 30 characters', { username: 'a'.repeat(31) }, 'username', 'O nome de utilizador deve ter no máximo 30 caracteres.'],
    ['a username with spaces', { username: 'ana silva' }, 'username', USERNAME_CHARACTERS],
    ['a username with an accented letter', { username: 'Álvaro.costa' }, 'username', USERNAME_CHARACTERS],
    ['the same username with the accented letter in lower case', { username: 'álvaro.costa' }, 'username', USERNAME_CHARACTERS],
    ['a username with a Cyrillic letter that looks Latin', { username: 'аna.silva' }, 'username', USERNAME_CHARACTERS],
    ['a username with a Greek letter that looks Latin', { username: 'οliveira' }, 'username', USERNAME_CHARACTERS],
    ['a username in full-width letters', { username: 'ａｎａ.silva' }, 'username', USERNAME_CHARACTERS],
    ['a username with an invisible character', { username: 'ana\u200b.silva' }, 'username', USERNAME_CHARACTERS],
    ['a username with other symbols', { username: 'ana+silva@to' }, 'username', USERNAME_CHARACTERS],
    ['an invalid e-mail', { email: 'ana-at-example.pt' }, 'email', 'Por favor, insira um endereço de e-mail válido.'],
    ['an e-mail longer than 255 characters', { email: `${'a'.repeat(250)}@example.pt` }, 'email', 'O e-mail deve ter no máximo 255 caracteres.'],
    ['a missing full name', { fullName: undefined }, 'fullName', 'O nome completo é obrigatório.'],
    ['a full name shorter than 3 characters', { fullName: 'Al' }, 'fullName', 'O nome completo deve ter pelo menos 3 caracteres.'],
    ['a missing password', { password: undefined, confirmPassword: undefined }, 'password', 'A palavra-passe é obrigatória'],
    ['a password of 7 characters', { password: 'Ab3$xyz', confirmPassword: 'Ab3$xyz' }, 'password', 'A palavra-passe deve ter pelo menos 8 caracteres.'],
    ['a password of 129 characters', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'password', 'A palavra-passe deve ter no máximo 128 caracteres.'],
    ['a confirmation that differs', { confirmPassword: `${GOOD_PASSWORD}!` }, 'confirmPassword', 'As palavras-passe não correspondem'],
    ['one of the most common passwords', { password: 'iloveyou', confirmPassword: 'iloveyou' }, 'password', 'Esta palavra-passe é demasiado comum. Escolha outra.'],
    ['a common password in other letter case', { password: 'PassWord1', confirmPassword: 'PassWord1' }, 'password', 'Esta palavra-passe é demasiado comum. Escolha outra.'],
    ['a specialty longer than 255 characters', { specialty: 'e'.repeat(256) }, 'specialty', 'A especialidade deve ter no máximo 255 caracteres.'],
    ['an avatar that is not one of our files', { avatarUrl: 'https://example.com/face.jpg' }, 'avatarUrl', 'Ficheiro inválido.'],
    ['an avatar the newcomer cannot have uploaded', { avatarUrl: '/api/files/abcdefabcdefabcdefabcdef.png' }, 'avatarUrl', 'Ficheiro inválido.'],
  ];

  for (const [what, overrides, field, message] of refusals) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      for (const value of Object.values(overrides)) if (typeof value === 'string') sentPasswords.add(value);
      const before = await countRows('users');
      const client = new RecordingClient();
      const response = await client.post('/api/register', registration(overrides));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors[field]).toBe(message);
      expect(setCookieOf(response)).toBe('');
      expect(await countRows('users')).toBe(before);
    });
  }

  it('refuses a body that is not JSON with 400', async () => {
    const response = await new RecordingClient().post('/api/register', 'username=ana', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pedido inválido: envie os dados em formato JSON.');
  });

  it('refuses a username already taken in another letter case with 409', async () => {
    const { user } = await registerMember();
    const before = await countRows('users');
    const response = await new RecordingClient().post('/api/register', registration({ username: user.username.toUpperCase() }), uniqueAddress());
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Este nome de utilizador já está em uso.',
      errors: { username: 'Este nome de utilizador já está em uso.' },
    });
    expect(await countRows('users')).toBe(before);
  });

  it('registers a username typed with capitals in lower case, and refuses it again in any letter case', async () => {
    const typed = `Ana.${uniqueName('Silva')}`;
    const stored = typed.toLowerCase();
    const response = await new RecordingClient().post('/api/register', registration({ username: typed }), uniqueAddress());
    expect(response.status).toBe(201);
    expect(response.body.username).toBe(stored);
    expect((await userRow(stored))!.username).toBe(stored);

    for (const again of [stored, typed.toUpperCase()]) {
      const refused = await new RecordingClient().post('/api/register', registration({ username: again }), uniqueAddress());
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ username: 'Este nome de utilizador já está em uso.' });
    }
    const login = await new RecordingClient().post('/api/login', { username: typed.toUpperCase(), password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe(stored);
  });

  it('accepts usernames of 3 to 30 characters of a-z, 0-9, dots, hyphens and underscores', async () => {
    const longest = `${uniqueName('m')}_0-9.z`.padEnd(30, 'x').slice(0, 30);
    for (const username of ['a.b', '9_-', longest]) {
      const response = await new RecordingClient().post('/api/register', registration({ username, email: `${uniqueName('curto')}@example.pt` }), uniqueAddress());
      expect(response.status).toBe(201);
      expect(response.body.username).toBe(username);
    }
  });

  it('keeps accents and any script in the full name', async () => {
    const fullName = 'Álvaro Conceição Ксения 李小龍';
    const response = await new RecordingClient().post('/api/register', registration({ fullName }), uniqueAddress());
    expect(response.status).toBe(201);
    expect(response.body.fullName).toBe(fullName);
  });

  it('refuses an e-mail already registered, whatever its letter case, with 409', async () => {
    const { user } = await registerMember();
    const response = await new RecordingClient().post('/api/register', registration({ email: user.email.toUpperCase() }), uniqueAddress());
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Este e-mail já está registado.', errors: { email: 'Este e-mail já está registado.' } });
  });

  it('names both fields when the username and the e-mail are both taken', async () => {
    const { user } = await registerMember();
    const response = await new RecordingClient().post('/api/register', registration({ username: user.username, email: user.email }), uniqueAddress());
    expect(response.status).toBe(409);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'username']);
  });

  it('lets exactly one of two simultaneous registrations of one username succeed; the other gets 409', async () => {
    const username = uniqueName('corrida');
    const before = await countRows('users');
    const responses = await Promise.all([
      new RecordingClient().post('/api/register', registration({ username, email: `${username}-1@example.pt` }), uniqueAddress()),
      new RecordingClient().post('/api/register', registration({ username, email: `${username}-2@example.pt` }), uniqueAddress()),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)!.body.message).toBe('Este nome de utilizador já está em uso.');
    expect(await countRows('users')).toBe(before + 1);
  });

  it('lets exactly 10 of 12 simultaneous registrations from one address through; the others get 429 and leave nothing behind', async () => {
    const address = { 'CF-Connecting-IP': '192.0.2.77' };
    const before = await countRows('users');
    const bodies = Array.from({ length: REGISTER_THROTTLE.perAddress + 2 }, () => registration());
    const responses = await Promise.all(bodies.map((body) => new RecordingClient().post('/api/register', body, address)));

    expect(responses.filter((response) => response.status === 201)).toHaveLength(REGISTER_THROTTLE.perAddress);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expect(response.body).toEqual({ message: TOO_MANY_REGISTRATIONS });
      expect(response.headers.get('Retry-After')).toBe('3600');
      expect(setCookieOf(response)).toBe('');
    }
    expect(await countRows('users')).toBe(before + REGISTER_THROTTLE.perAddress);

    // The refused username and e-mail are still free, and another address still registers.
    const refusedBody = bodies[responses.findIndex((response) => response.status === 429)]!;
    expect((await new RecordingClient().post('/api/register', refusedBody, { 'CF-Connecting-IP': '192.0.2.78' })).status).toBe(201);
    expect((await new RecordingClient().post('/api/register', registration(), address)).status).toBe(429);
  });

  it('counts a registration before telling whether a username or e-mail is taken: past the limit, a taken one gets 429, not 409', async () => {
    const { user } = await registerMember();
    const address = '192.0.2.90';
    await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, ?, ?)').bind(`register:addr:${address}`, REGISTER_THROTTLE.perAddress, Date.now()).run();
    for (const taken of [{ email: user.email }, { username: user.username }, { username: user.username, email: user.email }]) {
      const response = await new RecordingClient().post('/api/register', registration(taken), { 'CF-Connecting-IP': address });
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ message: TOO_MANY_REGISTRATIONS });
    }
    // From an address within its limit the same e-mail is answered as taken.
    const elsewhere = await new RecordingClient().post('/api/register', registration({ email: user.email }), { 'CF-Connecting-IP': '192.0.2.91' });
    expect(elsewhere.status).toBe(409);
  });

  it('lets at most 10 of 50 simultaneous registrations from one address through; the others get 429', async () => {
    const address = { 'CF-Connecting-IP': '192.0.2.92' };
    const before = await countRows('users');
    const responses = await Promise.all(Array.from({ length: 50 }, () => new RecordingClient().post('/api/register', registration(), address)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(REGISTER_THROTTLE.perAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - REGISTER_THROTTLE.perAddress);
    expect(await countRows('users')).toBe(before + REGISTER_THROTTLE.perAddress);
  });
});

describe('POST /api/login', () => {
  it('signs in with a username in any letter case and answers the current user', async () => {
    const { user, password } = await registerMember();
    const client = new RecordingClient();
    const response = await client.post('/api/login', { username: user.username.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username, email: user.email, showEmail: false });
    expect((await client.get('/api/me')).body.id).toBe(user.id);
  });

  it('gives a new session id at every login and ends the one the browser had', async () => {
    const { client, user, password } = await registerMember();
    const registeredCookie = client.cookie;
    await client.post('/api/login', { username: user.username, password });
    const firstLogin = client.cookie;
    await client.post('/api/login', { username: user.username, password });
    expect(new Set([registeredCookie, firstLogin, client.cookie]).size).toBe(3);

    const stale = new RecordingClient();
    stale.cookie = firstLogin;
    expect((await stale.get('/api/me')).status).toBe(401);
    expect(await env.SESSIONS.get(await sessionKvKey(tokenOf(stale)))).toBeNull();
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown user, taking comparable time', async () => {
    const { user } = await registerMember();
    const address = { 'CF-Connecting-IP': '203.0.113.10' };
    sentPasswords.add('palavra-errada-123');

    let started = performance.now();
    const wrongPassword = await new RecordingClient().post('/api/login', { username: user.username, password: 'palavra-errada-123' }, address);
    const wrongPasswordMs = performance.now() - started;
    started = performance.now();
    const unknownUser = await new RecordingClient().post('/api/login', { username: uniqueName('ninguem'), password: 'palavra-errada-123' }, address);
    const unknownUserMs = performance.now() - started;

    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: LOGIN_FAILED });
    expect(unknownUser.body).toEqual({ message: LOGIN_FAILED });
    expect(setCookieOf(wrongPassword)).toBe('');
    // Without the dummy hash an unknown user would answer in a few ms instead of a hash's time.
    expect(unknownUserMs).toBeGreaterThan(wrongPasswordMs * 0.3);
  });

  it('asks for the username and the password', async () => {
    const missingUsername = await new RecordingClient().post('/api/login', { password: 'qualquer-coisa' });
    expect(missingUsername.status).toBe(400);
    expect(missingUsername.body.errors.username).toBe('O nome de utilizador é obrigatório');
    const emptyPassword = await new RecordingClient().post('/api/login', { username: 'ana', password: '' });
    expect(emptyPassword.status).toBe(400);
    expect(emptyPassword.body.errors.password).toBe('A palavra-passe é obrigatória');
  });

  it('rehashes a password stored with older parameters at the next login', async () => {
    const { user, password } = await registerMember();
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, 32, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, derived) => (error ? reject(error) : resolve(derived))),
    );
    const older = ['scrypt', 16384, 8, 1, btoa(String.fromCharCode(...salt)), key.toString('base64')].join('$');
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(older, user.id).run();

    const response = await new RecordingClient().post('/api/login', { username: user.username, password });
    expect(response.status).toBe(200);
    const row = await userRow(user.username);
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await new RecordingClient().post('/api/login', { username: user.username, password })).status).toBe(200);
  });

  /** A login from `address` (a CF-Connecting-IP). */
  const loginFrom = (address: string, username: string, password: string) => new RecordingClient().post('/api/login', { username, password }, { 'CF-Connecting-IP': address });

  it('refuses a sixth attempt on one username from one address within 15 minutes, even with the right password; another address still signs in', async () => {
    const { user, password } = await registerMember();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginFrom('198.51.100.1', user.username, `errada-${attempt}`)).status).toBe(401);
    }
    const blocked = await loginFrom('198.51.100.1', user.username.toUpperCase(), password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect(setCookieOf(blocked)).toBe('');
    expect((await loginFrom('198.51.100.2', user.username, password)).status).toBe(200);
    // The address may still try other usernames: its own count is far from its limit.
    const other = await registerMember();
    expect((await loginFrom('198.51.100.1', other.user.username, other.password)).status).toBe(200);
  });

  it('lets no more than 5 of a burst of simultaneous guesses on one username from one address reach the password check', async () => {
    const { user, password } = await registerMember();
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => loginFrom('198.51.100.3', user.username, `rajada-${index}`)));
    expect(guesses.map((response) => response.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await loginFrom('198.51.100.3', user.username, password)).status).toBe(429);
    expect((await loginFrom('198.51.100.4', user.username, password)).status).toBe(200);
  });

  it('never lets failures from other addresses lock a member out: the right password from a fresh address signs in', async () => {
    const { user, password } = await registerMember();
    // Twelve addresses guess at once, two of them twice.
    const attackers = Array.from({ length: 12 }, (_, index) => `203.0.113.${100 + index}`);
    const first = await Promise.all(attackers.map((address, index) => loginFrom(address, user.username, `ataque-${index}`)));
    expect(first.every((response) => response.status === 401)).toBe(true);
    expect((await loginFrom(attackers[0]!, user.username, 'ataque-outra')).status).toBe(429);
    // Under attack, an address that already failed for this username is refused, even the right password.
    expect((await loginFrom(attackers[1]!, user.username, password)).status).toBe(429);
    // A new address gets one guess, then waits.
    expect((await loginFrom('203.0.113.200', user.username, 'ataque-novo')).status).toBe(401);
    expect((await loginFrom('203.0.113.200', user.username, 'ataque-novo-2')).status).toBe(429);

    const member = await loginFrom('203.0.113.250', user.username, password);
    expect(member.status).toBe(200);
    expect(member.body.id).toBe(user.id);
  });

  it('answers an unknown username under attack exactly as a known one', async () => {
    const ghost = uniqueName('fantasma');
    const attackers = Array.from({ length: 10 }, (_, index) => `203.0.113.${20 + index}`);
    const first = await Promise.all(attackers.map((address, index) => loginFrom(address, ghost, `fantasma-${index}`)));
    expect(first.every((response) => response.status === 401 && response.body.message === LOGIN_FAILED)).toBe(true);
    expect((await loginFrom(attackers[0]!, ghost, 'outra')).status).toBe(429);
    expect((await loginFrom('203.0.113.99', ghost, 'outra')).body).toEqual({ message: LOGIN_FAILED });
  });

  it('lets at most 30 of 60 simultaneous wrong logins from one address reach the password check; the rest get 429', async () => {
    const address = '192.0.2.60';
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => loginFrom(address, uniqueName('tentativa'), `errada-${index}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.perAddress);
    expect(statuses.filter((status) => status === 401).length + statuses.filter((status) => status === 429).length).toBe(60);
    for (const response of responses.filter((response) => response.status === 429)) expect(response.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    const { user, password } = await registerMember();
    expect((await loginFrom(address, user.username, password)).status).toBe(429);
  });

  it('does not count a right password against the address', async () => {
    const { user, password } = await registerMember();
    const address = '192.0.2.61';
    await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, 29, ?)').bind(`login:addr:${address}`, Date.now()).run();
    for (let login = 0; login < 3; login += 1) expect((await loginFrom(address, user.username, password)).status).toBe(200);
    expect((await loginFrom(address, uniqueName('outro'), 'errada-30')).status).toBe(401);
    expect((await loginFrom(address, user.username, password)).status).toBe(429);
  });

  it('forgets the failures of a username once it signs in successfully', async () => {
    const { user, password } = await registerMember();
    const address = { 'CF-Connecting-IP': '198.51.100.20' };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await new RecordingClient().post('/api/login', { username: user.username, password: `errada-${attempt}` }, address)).status).toBe(401);
    }
    expect((await new RecordingClient().post('/api/login', { username: user.username, password }, address)).status).toBe(200);
    for (let attempt = 5; attempt <= 8; attempt += 1) {
      expect((await new RecordingClient().post('/api/login', { username: user.username, password: `errada-${attempt}` }, address)).status).toBe(401);
    }
    expect((await new RecordingClient().post('/api/login', { username: user.username, password }, address)).status).toBe(200);
  });

  it('refuses any login from an address after 30 failures within 15 minutes, while other addresses still sign in', async () => {
    const { user, password } = await registerMember();
    const address = '192.0.2.77';
    // 29 earlier failures from this address (on many usernames), then the 30th through the API.
    await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, 29, ?)').bind(`login:addr:${address}`, Date.now()).run();
    const thirtieth = await new RecordingClient().post('/api/login', { username: uniqueName('outro'), password: 'errada-30' }, { 'CF-Connecting-IP': address });
    expect(thirtieth.status).toBe(401);

    const blocked = await new RecordingClient().post('/api/login', { username: user.username, password }, { 'CF-Connecting-IP': address });
    expect(blocked.status).toBe(429);
    const elsewhere = await new RecordingClient().post('/api/login', { username: user.username, password }, { 'CF-Connecting-IP': '192.0.2.78' });
    expect(elsewhere.status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('answers 204, clears the cookie and makes the old cookie useless for reads and writes', async () => {
    const { client, user } = await registerMember();
    const oldCookie = client.cookie;
    const response = await client.post('/api/logout');
    expect(response.status).toBe(204);
    expect(setCookieOf(response)).toMatch(/^rede_to_session=; Max-Age=0; Path=\//);
    expect(client.cookie).toBe('');

    const thief = new RecordingClient();
    thief.cookie = oldCookie;
    const read = await thief.get('/api/me');
    expect(read.status).toBe(401);
    expect(read.body.message).toBe('Inicie sessão para continuar.');
    const write = await thief.patch(`/api/users/${user.id}`, { fullName: 'Nome Alterado' });
    expect(write.status).toBe(401);
    expect((await userRow(user.username))!.full_name).toBe('Joana Terapeuta');
  });

  it('records the revocation in D1, so a copy of the session still in KV elsewhere can neither read /api/me nor write', async () => {
    const { client, user } = await registerMember();
    const kvKey = await sessionKvKey(tokenOf(client));
    const storedSession = await env.SESSIONS.get(kvKey);
    const oldCookie = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(204);
    // Another Cloudflare location may still hold the KV entry for up to 60 s.
    await env.SESSIONS.put(kvKey, storedSession!);

    const thief = new RecordingClient();
    thief.cookie = oldCookie;
    const read = await thief.get('/api/me');
    expect(read.status).toBe(401);
    expect(setCookieOf(read)).toMatch(/Max-Age=0/);
    thief.cookie = oldCookie;
    const write = await thief.patch(`/api/users/${user.id}`, { fullName: 'Nome Alterado' });
    expect(write.status).toBe(401);
    expect(write.body.message).toBe('A sua sessão terminou. Inicie sessão novamente.');
    expect((await userRow(user.username))!.full_name).toBe('Joana Terapeuta');
  });

  it('answers 204 when nobody is signed in', async () => {
    const response = await new RecordingClient().post('/api/logout');
    expect(response.status).toBe(204);
  });
});

describe('GET /api/me and GET /api/user', () => {
  it('answer 401 with a Portuguese message to a visitor, never cached', async () => {
    for (const path of ['/api/me', '/api/user']) {
      const response = await new RecordingClient().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Inicie sessão para continuar.' });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('answer the same current user to a member, never cached', async () => {
    const { client, user } = await registerMember();
    const me = await client.get('/api/me');
    const legacy = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect(legacy.body).toEqual(me.body);
    expect(me.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answer 401 and clear the cookie when the member no longer exists', async () => {
    const { client, user } = await registerMember();
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
    const response = await client.get('/api/me');
    expect(response.status).toBe(401);
    expect(setCookieOf(response)).toMatch(/Max-Age=0/);
  });
});

describe('POST /api/me/password', () => {
  it('changes the password, ends every other session and keeps this browser signed in', async () => {
    const { client, user, password } = await registerMember();
    const otherBrowser = new RecordingClient();
    expect((await otherBrowser.post('/api/login', { username: user.username, password })).status).toBe(200);
    const otherCookie = otherBrowser.cookie;
    const newPassword = 'Nova-palavra-passe-2026';
    sentPasswords.add(newPassword);

    const response = await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(204);

    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.patch(`/api/users/${user.id}`, { bio: 'Ainda aqui.' })).status).toBe(200);
    expect((await otherBrowser.get('/api/me')).status).toBe(401);
    expect((await otherBrowser.patch(`/api/users/${user.id}`, { bio: 'Intruso.' })).status).toBe(401);
    expect((await userRow(user.username))!.bio).toBe('Ainda aqui.');
    // The other browser's KV entry is gone at once; a copy another location may still hold for up
    // to 60 s ends for reads at its renewal, which asks D1 first.
    otherBrowser.cookie = otherCookie;
    const otherKey = await sessionKvKey(tokenOf(otherBrowser));
    expect(await env.SESSIONS.get(otherKey)).toBeNull();
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    await env.SESSIONS.put(otherKey, JSON.stringify({ userId: user.id, createdAt: twoDaysAgo, refreshedAt: twoDaysAgo }));
    const read = await otherBrowser.get(`/api/users/${user.id}`);
    expect(read.body).not.toHaveProperty('email');
    expect(setCookieOf(read)).toBe('');
    expect((await client.get(`/api/users/${user.id}`)).body.email).toBe(user.email);

    expect((await new RecordingClient().post('/api/login', { username: user.username, password })).status).toBe(401);
    expect((await new RecordingClient().post('/api/login', { username: user.username, password: newPassword })).status).toBe(200);
  });

  it("ends every other session's reads at once: saved items, activity, /api/me, members-only content and PDFs", async () => {
    const { client, user, password } = await registerMember();
    const laptop = new RecordingClient();
    const tablet = new RecordingClient();
    for (const other of [laptop, tablet]) expect((await other.post('/api/login', { username: user.username, password })).status).toBe(200);
    const pdfKey = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.pdf`;
    await env.FILES.put(pdfKey, '%PDF-1.4\n%%EOF\n');
    await env.DB.prepare("INSERT INTO files (key, kind, content_type, size, owner_id) VALUES (?, 'pdf', 'application/pdf', 15, ?)").bind(pdfKey, user.id).run();
    const [articleId] = await insertRows('articles', user.id, [{ categoryId: await categoryId(), pdfUrl: `/api/files/${pdfKey}` }]);
    expect((await laptop.post('/api/saved-items', { articleId })).status).toBe(201);

    const reads = (browser: RecordingClient) =>
      Promise.all([browser.get('/api/saved-items'), browser.get('/api/me/activity'), browser.get('/api/me'), browser.get(`/api/articles/${articleId}`), browser.get(`/api/files/${pdfKey}`)]);
    const before = await reads(laptop);
    expect(before.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(before[0]!.body).toHaveLength(1);
    expect(before[3]!.body.content).toBe(`<p>${LONG_TEXT}</p>`);

    const newPassword = 'Palavra-nova-das-leituras-2026';
    sentPasswords.add(newPassword);
    expect((await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword })).status).toBe(204);

    for (const other of [laptop, tablet]) {
      const [saved, activity, me, article, pdf] = await reads(other);
      expect(saved.status).toBe(401);
      expect(activity.status).toBe(401);
      expect(me.status).toBe(401);
      expect(article.status).toBe(200);
      expect(article.body).not.toHaveProperty('content');
      expect(article.body).not.toHaveProperty('pdfUrl');
      expect(pdf.status).toBe(401);
    }
    const after = await reads(client);
    expect(after.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(after[3]!.body.content).toBe(`<p>${LONG_TEXT}</p>`);
    // The index holds only the session this browser got with the new password.
    const { results } = await env.DB.prepare('SELECT token_hash AS tokenHash FROM sessions WHERE user_id = ?').bind(user.id).all<{ tokenHash: string }>();
    expect(results.map((row) => `session:${row.tokenHash}`)).toEqual([await sessionKvKey(tokenOf(client))]);
  });

  it('takes two D1 round trips, indexes the new session and clears the tries of the session', async () => {
    const { client, user, password } = await registerMember();
    const newPassword = 'Duas-viagens-apenas-2026';
    sentPasswords.add(newPassword);
    const formerHash = (await sessionKvKey(tokenOf(client))).slice('session:'.length);
    expect((await client.post('/api/me/password', { currentPassword: 'errada-antes', newPassword, confirmPassword: newPassword })).status).toBe(400);
    expect((await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(`password:session:${formerHash}`).first<{ count: number }>())?.count).toBe(1);
    const response = await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(204);
    expect(response.headers.get('X-D1-Round-Trips')).toBe('2');
    expect(await rowsOfSession('revoked_sessions', formerHash)).toBe(1);
    expect(await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(`password:session:${formerHash}`).first()).toBeNull();
    const newHash = (await sessionKvKey(tokenOf(client))).slice('session:'.length);
    expect(newHash).not.toBe(formerHash);
    const indexed = await env.DB.prepare('SELECT user_id AS userId, created_at AS createdAt FROM sessions WHERE token_hash = ?').bind(newHash).first<{ userId: number; createdAt: string }>();
    expect(indexed?.userId).toBe(user.id);
    // The new session began exactly when the others stopped counting, and counts itself.
    expect((await userRow(user.username))!.sessions_valid_after).toBe(indexed!.createdAt);
    expect((await client.patch(`/api/users/${user.id}`, { bio: 'Depois da mudança.' })).status).toBe(200);
  });

  it("lets one of two simultaneous changes from one session through; the other ends with 401 and the password is the winner's", async () => {
    const { client, user, password } = await registerMember();
    const [first, second] = ['Primeira-palavra-nova-2026', 'Segunda-palavra-nova-2026'];
    sentPasswords.add(first).add(second);
    const cookie = client.cookie;
    const copy = new RecordingClient();
    copy.cookie = cookie;
    const results = await Promise.all([
      client.post('/api/me/password', { currentPassword: password, newPassword: first, confirmPassword: first }),
      copy.post('/api/me/password', { currentPassword: password, newPassword: second, confirmPassword: second }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([204, 401]);
    const winner = results[0]!.status === 204 ? first : second;
    const loser = winner === first ? second : first;
    expect((await new RecordingClient().post('/api/login', { username: user.username, password: winner })).status).toBe(200);
    expect((await new RecordingClient().post('/api/login', { username: user.username, password: loser })).status).toBe(401);
  });

  it('refuses a session ended elsewhere whose KV copy lingers (401), changing nothing and keeping no try', async () => {
    const { client, user, password } = await registerMember();
    const kvKey = await sessionKvKey(tokenOf(client));
    const stored = await env.SESSIONS.get(kvKey);
    const cookie = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(204);
    await env.SESSIONS.put(kvKey, stored!);
    client.cookie = cookie;
    const hashBefore = (await userRow(user.username))!.password_hash;
    const newPassword = 'Sessao-terminada-2026';
    sentPasswords.add(newPassword);
    const response = await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'A sua sessão terminou. Inicie sessão novamente.' });
    expect((await userRow(user.username))!.password_hash).toBe(hashBefore);
    const tries = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind(`password:session:${kvKey.slice('session:'.length)}`)
      .first<{ count: number }>();
    expect(tries?.count ?? 0).toBe(0);
  });

  it('refuses a sixth try of the current password within 15 minutes with 429', async () => {
    const { client, password } = await registerMember();
    const newPassword = 'Mais-uma-palavra-2026';
    sentPasswords.add(newPassword);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await client.post('/api/me/password', { currentPassword: `errada-${attempt}`, newPassword, confirmPassword: newPassword });
      expect(response.status).toBe(400);
    }
    const blocked = await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect((await new RecordingClient().post('/api/login', { username: (await client.get('/api/me')).body.username, password })).status).toBe(200);
  });

  it('lets no more than 5 of a burst of simultaneous tries of the current password through, and none beyond from that session', async () => {
    const { client, user, password } = await registerMember();
    const newPassword = 'Rajada-de-palavras-2026';
    sentPasswords.add(newPassword);
    const tries = await Promise.all(Array.from({ length: 8 }, (_, index) => client.post('/api/me/password', { currentPassword: `errada-${index}`, newPassword, confirmPassword: newPassword })));
    expect(tries.map((response) => response.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // A thief holding one cookie cannot lock the member out of changing the password elsewhere.
    const phone = new RecordingClient();
    expect((await phone.post('/api/login', { username: user.username, password })).status).toBe(200);
    expect((await phone.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: newPassword })).status).toBe(204);
  });

  it('refuses a wrong current password, a mismatch and a common new password, changing nothing', async () => {
    const { client, user, password } = await registerMember();
    const hashBefore = (await userRow(user.username))!.password_hash;
    const newPassword = 'Outra-palavra-passe-2026';
    sentPasswords.add(newPassword);

    const wrong = await client.post('/api/me/password', { currentPassword: 'nao-e-esta', newPassword, confirmPassword: newPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe('A palavra-passe atual está incorreta.');
    const mismatch = await client.post('/api/me/password', { currentPassword: password, newPassword, confirmPassword: 'diferente-123' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmPassword).toBe('As palavras-passe não correspondem');
    const common = await client.post('/api/me/password', { currentPassword: password, newPassword: 'sunshine', confirmPassword: 'sunshine' });
    expect(common.status).toBe(400);
    expect(common.body.errors.newPassword).toBe('Esta palavra-passe é demasiado comum. Escolha outra.');

    expect((await userRow(user.username))!.password_hash).toBe(hashBefore);
  });

  it('answers 401 to a visitor', async () => {
    const response = await new RecordingClient().post('/api/me/password', { currentPassword: 'x', newPassword: 'Nova-palavra-2026' });
    expect(response.status).toBe(401);
  });
});
