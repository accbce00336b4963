import { afterAll, describe, expect, it, vi } from 'vitest';
import { RecordingClient, secretsIn } from './account-helpers';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { listedMember } from '../../worker/db/queries/users';
import { env, statementsOf, uniqueName } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

afterAll(() => {
  const leaks = RecordingClient.responses.flatMap((response) => secretsIn(response.body, []));
  expect(RecordingClient.responses.length).toBeGreaterThan(0);
  expect(leaks).toEqual([]);
});

/** A fixture member whose client records its responses. */
async function member(overrides: Parameters<typeof createMember>[0] = {}): Promise<Member> {
  const created = await createMember(overrides);
  const client = new RecordingClient();
  client.cookie = created.client.cookie;
  return { ...created, client };
}

const visitor = () => new RecordingClient();
const USERNAME_CHARACTERS = 'Use apenas letras sem acentos (a-z), algarismos (0-9), pontos, hífenes e sublinhados.';
const marker = () => uniqueName('Marca');

/** A row of the uploads table as `POST /api/upload-*` leaves it; answers the file's URL. */
async function uploadedFile(ownerId: number, kind: 'avatar' | 'pdf'): Promise<string> {
  const key = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.${kind === 'pdf' ? 'pdf' : 'webp'}`;
  await env.DB.prepare('INSERT INTO files (key, kind, content_type, size, owner_id) VALUES (?, ?, ?, ?, ?)')
    .bind(key, kind, kind === 'pdf' ? 'application/pdf' : 'image/webp', 1024, ownerId)
    .run();
  return `/api/files/${key}`;
}

async function userRow(id: number) {
  return env.DB.prepare('SELECT * FROM users WHERE id = ?').bind(id).first<Record<string, unknown>>();
}

describe('GET /api/users', () => {
  it('lists members newest first, page by page, with the total in X-Total-Count', async () => {
    const specialty = marker();
    const first = await member({ specialty });
    const second = await member({ specialty });
    const third = await member({ specialty });

    const all = await visitor().get(`/api/users?q=${specialty}`);
    expect(all.status).toBe(200);
    expect(all.body.map((user: { id: number }) => user.id)).toEqual([third.id, second.id, first.id]);
    expect(all.headers.get('X-Total-Count')).toBe('3');

    const firstPage = await visitor().get(`/api/users?q=${specialty}&limit=2`);
    expect(firstPage.body.map((user: { id: number }) => user.id)).toEqual([third.id, second.id]);
    expect(firstPage.headers.get('X-Total-Count')).toBe('3');
    const secondPage = await visitor().get(`/api/users?q=${specialty}&limit=2&offset=2`);
    expect(secondPage.body.map((user: { id: number }) => user.id)).toEqual([first.id]);
  });

  it('answers 20 members by default and up to 100 on request, in the same two statements', async () => {
    for (let index = 0; index < 21; index += 1) await member();
    const total = await countRows('users');

    const byDefault = await visitor().get('/api/users');
    expect(byDefault.body).toHaveLength(20);
    expect(byDefault.headers.get('X-Total-Count')).toBe(String(total));

    const large = await visitor().get('/api/users?limit=100');
    expect(large.body).toHaveLength(Math.min(total, 100));
    const small = await visitor().get('/api/users?limit=1');
    expect(small.body).toHaveLength(1);
    expect(statementsOf(large)).toBe(2);
    expect(statementsOf(small)).toBe(2);
  });

  it('searches name, username, specialty and location, ignoring case and accents', async () => {
    const tag = marker().toLowerCase();
    const joao = await member({ fullName: `João Gonçalves ${tag}`, specialty: 'Reabilitação Física', location: 'Évora' });
    const other = await member({ fullName: `Maria Silva ${tag}`, specialty: 'Pediatria', location: 'Porto' });

    const ids = async (q: string) => (await visitor().get(`/api/users?q=${encodeURIComponent(q)}`)).body.map((user: { id: number }) => user.id);
    expect(await ids(`JOAO GONCALVES ${tag}`)).toEqual([joao.id]);
    expect(await ids(tag)).toEqual([other.id, joao.id]);
    expect(await ids('reabilitacao fisica')).toContain(joao.id);
    expect(await ids('reabilitacao fisica')).not.toContain(other.id);
    expect(await ids('évora')).toContain(joao.id);
    expect(await ids(joao.username.toUpperCase())).toEqual([joao.id]);
  });

  it('treats % and _ in the search as ordinary characters', async () => {
    await member();
    const percent = await visitor().get('/api/users?q=%25');
    expect(percent.body).toEqual([]);
    expect(percent.headers.get('X-Total-Count')).toBe('0');
    expect((await visitor().get('/api/users?q=_')).body).toEqual([]);
  });

  it("counts each member's articles and protocols", async () => {
    const author = await member({ specialty: marker() });
    const category = await categoryId();
    for (const title of ['Primeiro artigo', 'Segundo artigo']) {
      await env.DB.prepare('INSERT INTO articles (title, summary, content, author_id, category_id) VALUES (?, ?, ?, ?, ?)')
        .bind(title, 'Resumo do artigo', '<p>Conteúdo</p>', author.id, category)
        .run();
    }
    await env.DB.prepare('INSERT INTO protocols (title, summary, content, author_id, category_id) VALUES (?, ?, ?, ?, ?)')
      .bind('Um protocolo', 'Resumo do protocolo', '<p>Conteúdo</p>', author.id, category)
      .run();

    const listed = await visitor().get(`/api/users?q=${author.username}`);
    expect(listed.body[0]).toMatchObject({ id: author.id, articleCount: 2, protocolCount: 1 });
    const detail = await visitor().get(`/api/users/${author.id}`);
    expect(detail.body).toMatchObject({ articleCount: 2, protocolCount: 1 });
  });

  it('counts and pages the members listed on their own index, not by reading every member', async () => {
    const plan = async (sql: string) => (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()).results.map((row) => row.detail).join('\n');
    const listed = `FROM users u WHERE ${listedMember('u')}`;
    expect(await plan(`SELECT count(*) ${listed}`)).toMatch(/SCAN u USING (COVERING )?INDEX users_listed_idx/);
    const page = await plan(`SELECT u.full_name ${listed} ORDER BY u.created_at DESC, u.id DESC LIMIT 20`);
    expect(page).toMatch(/SCAN u USING INDEX users_listed_idx/);
    expect(page).not.toMatch(/TEMP B-TREE/);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the public profile of a member', async () => {
    const shown = await member({ fullName: 'Rita Perfil', specialty: 'Geriatria', location: 'Faro' });
    const response = await visitor().get(`/api/users/${shown.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: shown.id,
      username: shown.username,
      fullName: 'Rita Perfil',
      avatarUrl: null,
      specialty: 'Geriatria',
      location: 'Faro',
      verifiedOt: false,
      bio: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      articleCount: 0,
      protocolCount: 0,
    });
  });

  it("answers 404 'Utilizador não encontrado' for a member that does not exist", async () => {
    for (const id of ['99999999', 'abc', '0', '1.5']) {
      const response = await visitor().get(`/api/users/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Utilizador não encontrado' });
    }
  });
});

describe('e-mail visibility', () => {
  it('shows an e-mail only to signed-in members and only when its owner opted in; a member always sees their own', async () => {
    const tag = marker();
    const open = await member({ specialty: tag, showEmail: true });
    const hidden = await member({ specialty: tag, showEmail: false });
    const viewer = await member();

    const asVisitor = await visitor().get(`/api/users?q=${tag}`);
    expect(asVisitor.body.every((user: object) => !('email' in user))).toBe(true);
    expect((await visitor().get(`/api/users/${open.id}`)).body).not.toHaveProperty('email');

    const asMember = await viewer.client.get(`/api/users?q=${tag}`);
    const byId = new Map(asMember.body.map((user: { id: number }) => [user.id, user]));
    expect(byId.get(open.id)).toHaveProperty('email', `${open.username.toLowerCase()}@example.pt`);
    expect(byId.get(hidden.id)).not.toHaveProperty('email');
    expect((await viewer.client.get(`/api/users/${open.id}`)).body.email).toBe(`${open.username.toLowerCase()}@example.pt`);
    expect((await viewer.client.get(`/api/users/${hidden.id}`)).body).not.toHaveProperty('email');

    expect((await hidden.client.get(`/api/users/${hidden.id}`)).body.email).toBe(`${hidden.username.toLowerCase()}@example.pt`);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('updates the own profile, keeps absent fields, and answers the current user', async () => {
    const self = await member({ fullName: 'Nome Antigo', specialty: 'Pediatria', location: 'Braga' });
    const newSpecialty = marker();
    const response = await self.client.patch(`/api/users/${self.id}`, {
      fullName: 'Nome Novo',
      specialty: newSpecialty,
      bio: 'Trabalho em reabilitação.',
      showEmail: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: self.id,
      username: self.username,
      email: `${self.username.toLowerCase()}@example.pt`,
      fullName: 'Nome Novo',
      avatarUrl: null,
      specialty: newSpecialty,
      location: 'Braga',
      verifiedOt: false,
      bio: 'Trabalho em reabilitação.',
      showEmail: true,
      createdAt: expect.any(String),
      emailVerified: true,
      pendingEmail: null,
      role: 'member',
      onboardedAt: null,
    });
    expect((await self.client.get('/api/me')).body).toEqual(response.body);
  });

  it('keeps the members search up to date', async () => {
    const self = await member({ specialty: 'Pediatria' });
    const before = marker();
    const after = marker();
    await self.client.patch(`/api/users/${self.id}`, { location: before });
    expect((await visitor().get(`/api/users?q=${before}`)).body.map((user: { id: number }) => user.id)).toEqual([self.id]);

    await self.client.patch(`/api/users/${self.id}`, { location: `${after} São Brás` });
    expect((await visitor().get(`/api/users?q=${before}`)).body).toEqual([]);
    expect((await visitor().get(`/api/users?q=${after}%20sao%20bras`)).body.map((user: { id: number }) => user.id)).toEqual([self.id]);
  });

  // docs/rules/email-and-account-life.md changed this: a new e-mail no longer replaces the one in use at once; it waits,
  // as `pendingEmail`, for the link sent to the new address (tests/worker/email-change.test.ts).
  it('turns an emptied optional field into null, changes the username and avatar, and keeps a new e-mail pending', async () => {
    const self = await member({ specialty: 'Pediatria' });
    const username = uniqueName('novo');
    const avatarUrl = await uploadedFile(self.id, 'avatar');
    const response = await self.client.patch(`/api/users/${self.id}`, {
      specialty: '',
      username,
      email: `${username.toUpperCase()}@Example.PT`,
      avatarUrl,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      specialty: null,
      username,
      email: `${self.username.toLowerCase()}@example.pt`,
      pendingEmail: `${username.toLowerCase()}@example.pt`,
      avatarUrl,
    });
  });

  it("refuses as avatar another member's upload, a PDF or a file that does not exist, but accepts the avatar already set", async () => {
    const self = await member();
    const other = await member();
    for (const avatarUrl of [await uploadedFile(other.id, 'avatar'), await uploadedFile(self.id, 'pdf'), '/api/files/naoexiste0000000000000000.png']) {
      const response = await self.client.patch(`/api/users/${self.id}`, { avatarUrl });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ avatarUrl: 'Ficheiro inválido.' });
    }
    expect((await userRow(self.id))!.avatar_url).toBeNull();

    await env.DB.prepare('UPDATE users SET avatar_url = ? WHERE id = ?').bind('/api/files/demo0000000000000000000.jpg', self.id).run();
    const unchanged = await self.client.patch(`/api/users/${self.id}`, { avatarUrl: '/api/files/demo0000000000000000000.jpg', bio: 'Nova bio.' });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.bio).toBe('Nova bio.');
  });

  it('saves a username typed with capitals in lower case, so its own in other letter case is no change', async () => {
    const self = await member();
    const response = await self.client.patch(`/api/users/${self.id}`, { username: self.username.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(self.username);

    const typed = `Novo.${uniqueName('Nome')}`;
    const renamed = await self.client.patch(`/api/users/${self.id}`, { username: typed });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe(typed.toLowerCase());
    expect((await userRow(self.id))!.username).toBe(typed.toLowerCase());
  });

  it('lets a member whose username is older than the rule save the profile with it unchanged, or change it to one that fits', async () => {
    const legacyName = `Álvaro.Legado${uniqueName('')}`;
    const self = await member({ username: legacyName, fullName: 'Álvaro Antigo' });
    const saved = await self.client.patch(`/api/users/${self.id}`, { username: legacyName, fullName: 'Álvaro Atualizado', bio: 'Olá.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ username: legacyName, fullName: 'Álvaro Atualizado', bio: 'Olá.' });
    expect((await self.client.patch(`/api/users/${self.id}`, { username: ` ${legacyName} ` })).body.username).toBe(legacyName);

    const other = await self.client.patch(`/api/users/${self.id}`, { username: `${legacyName}2` });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ username: USERNAME_CHARACTERS });
    expect((await userRow(self.id))!.username).toBe(legacyName);

    const fitting = uniqueName('alvaro.');
    const changed = await self.client.patch(`/api/users/${self.id}`, { username: fitting });
    expect(changed.status).toBe(200);
    expect(changed.body.username).toBe(fitting);
  });

  it("refuses another member's profile with 403 and a visitor with 401, changing nothing", async () => {
    const owner = await member({ fullName: 'Dona do Perfil' });
    const intruder = await member();
    const forbidden = await intruder.client.patch(`/api/users/${owner.id}`, { fullName: 'Alterado por outro' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Só pode alterar o seu próprio perfil.' });
    const anonymous = await visitor().patch(`/api/users/${owner.id}`, { fullName: 'Alterado por visitante' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Inicie sessão para continuar.' });
    expect((await userRow(owner.id))!.full_name).toBe('Dona do Perfil');
  });

  it('refuses a username another member has with 409; an e-mail another member has is answered as a free one and changes nothing yet', async () => {
    const taken = await member();
    const self = await member();
    const username = await self.client.patch(`/api/users/${self.id}`, { username: taken.username.toUpperCase() });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ message: 'Este nome de utilizador já está em uso.', errors: { username: 'Este nome de utilizador já está em uso.' } });
    expect((await userRow(self.id))!.username).toBe(self.username);
    // Whether an address is taken is never answered (tests/worker/email-change.test.ts): it waits
    // as pending, as any new address does, and only a link sent to a free address could apply it.
    const takenEmail = `${taken.username.toLowerCase()}@example.pt`;
    const email = await self.client.patch(`/api/users/${self.id}`, { email: takenEmail });
    expect(email.status).toBe(200);
    expect(email.body).toMatchObject({ email: `${self.username.toLowerCase()}@example.pt`, pendingEmail: takenEmail });
    expect((await userRow(self.id))!.email).toBe(`${self.username.toLowerCase()}@example.pt`);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a full name shorter than 3 characters', { fullName: 'Al' }, 'fullName', 'O nome completo deve ter pelo menos 3 caracteres.'],
    ['a username shorter than 3 characters', { username: 'ab' }, 'username', 'O nome de utilizador deve ter pelo menos 3 caracteres.'],
    ['a username longer than 30 characters', { username: 'a'.repeat(31) }, 'username', 'O nome de utilizador deve ter no máximo 30 caracteres.'],
    ['a username with an accented letter', { username: 'joão.silva' }, 'username', USERNAME_CHARACTERS],
    ['a username with a Cyrillic letter that looks Latin', { username: 'аna.silva' }, 'username', USERNAME_CHARACTERS],
    ['a username that is not text', { username: 42 }, 'username', 'O nome de utilizador é obrigatório'],
    ['an invalid e-mail', { email: 'sem-arroba' }, 'email', 'Por favor, insira um endereço de e-mail válido.'],
    ['a location longer than 255 characters', { location: 'l'.repeat(256) }, 'location', 'A localização deve ter no máximo 255 caracteres.'],
    ['an avatar hosted elsewhere', { avatarUrl: 'https://example.com/a.png' }, 'avatarUrl', 'Ficheiro inválido.'],
    ['a specialty that is not text', { specialty: 12 }, 'specialty', 'A especialidade deve ser texto.'],
    ['an e-mail visibility that is not true or false', { showEmail: 'sim' }, 'showEmail', 'Indique se o e-mail fica visível (verdadeiro ou falso).'],
  ];
  for (const [what, body, field, message] of invalid) {
    it(`refuses ${what} with 400, changing nothing`, async () => {
      const self = await member({ fullName: 'Nome Intacto' });
      const response = await self.client.patch(`/api/users/${self.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors[field]).toBe(message);
      const row = await userRow(self.id);
      expect(row).toMatchObject({ full_name: 'Nome Intacto', username: self.username, location: null, avatar_url: null });
    });
  }
});
