import { REMOVED_MEMBER_NAME, REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { describe, expect, it, vi } from 'vitest';
import { memberWithData, type MemberWithData } from './account-fixtures';
import { createMember } from './fixtures';
import { registerMember, registration, RecordingClient, secretsIn, sessionKvKey, tokenOf, uniqueAddress } from './account-helpers';
import { eventInput, storedUpload } from './content-fixtures';
import { Client, env, type ApiResponse } from './helpers';
import type { OutgoingMail } from '../../worker/services/mail/messages';

vi.setConfig({ testTimeout: 120_000 });

const deleteAccount = (client: Client, body: unknown) => client.request('DELETE', '/api/me', body);

/** Every table of the database, FTS indexes and their shadow tables included (not SQLite's nor D1's own). */
async function allTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name`).all<{
    name: string;
  }>();
  return results.map((row) => row.name);
}

/** Where any of `needles` (lower case) still appears: every column of every table, read as text. */
async function tracesOf(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables()) {
    const columns = (await env.DB.prepare('SELECT name FROM pragma_table_info(?)').bind(table).all<{ name: string }>()).results.map((row) => row.name);
    for (const column of columns) {
      for (const needle of needles) {
        const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE instr(lower(CAST("${column}" AS TEXT)), ?) > 0`).bind(needle).first<{ n: number }>();
        if (row!.n > 0) found.push(`${table}.${column} holds "${needle}"`);
      }
    }
  }
  return found;
}

/** Row counts of every ordinary table, to prove a refused deletion wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of (await allTables()).filter((name) => !name.includes('_fts'))) {
    counts[table] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
  }
  return counts;
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

/** The member's name, username and address, and the words of their name (as a search index would keep them). */
const needlesOf = (a: MemberWithData) => [a.fullName.toLowerCase(), ...a.fullName.toLowerCase().split(' '), a.user.username.toLowerCase(), a.user.email.toLowerCase()];

/** Leaves traces a deletion must clear: a failed sign-in (throttle keys with the username) and a contact message from the address. */
async function leaveTraces(a: MemberWithData) {
  const address = uniqueAddress();
  expect((await new Client().post('/api/login', { username: a.user.username, password: 'Palavra-Errada-2026' }, address)).status).toBe(401);
  const contact = await new Client().post(
    '/api/contact',
    { name: a.fullName, email: a.user.email, subject: 'Uma pergunta', category: 'general', message: 'Gostaria de saber mais sobre a Rede TO, por favor.' },
    uniqueAddress(),
  );
  expect(contact.status).toBeLessThan(300);
  expect(await tracesOf(needlesOf(a))).not.toEqual([]);
}

async function kvEntriesOf(userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT token_hash AS hash FROM sessions WHERE user_id = ?').bind(userId).all<{ hash: string }>();
  return results.map((row) => `session:${row.hash}`);
}

const fileKey = (url: string) => url.slice('/api/files/'.length);

/** The messages put on the mail queue, as the spy saw them. */
type QueueSpy = { mock: { calls: unknown[][] } };

/** What must hold after any deletion: no trace in D1, KV or R2; the name and address free again; the farewell e-mail queued. */
async function expectNoTrace(a: MemberWithData, kvKeys: string[], sent: QueueSpy) {
  expect(await tracesOf(needlesOf(a))).toEqual([]);
  for (const key of kvKeys) expect(await env.SESSIONS.get(key)).toBeNull();
  expect(await env.FILES.head(fileKey(a.avatarUrl))).toBeNull();
  expect(await count('SELECT count(*) AS n FROM files WHERE key = ?', fileKey(a.avatarUrl))).toBe(0);
  expect(await count('SELECT count(*) AS n FROM files WHERE owner_id = ?', a.user.id)).toBe(0);
  expect((await env.DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
  const mails = sent.mock.calls.map((call) => call[0] as OutgoingMail).filter((mail) => mail.kind === 'account-deleted' && mail.to === a.user.email);
  expect(mails).toEqual([expect.objectContaining({ to: a.user.email, subject: expect.stringContaining('eliminada') })]);
  const again = await new Client().post('/api/register', registration({ username: a.user.username, email: a.user.email }), uniqueAddress());
  expect(again.status).toBe(201);
}

describe('DELETE /api/me', () => {
  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const a = await memberWithData();
    const before = await rowCounts();
    const response = await deleteAccount(a.client, { password: 'Nao-E-Esta-2026', keepContent: false });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'A palavra-passe está incorreta.' });
    const after = await rowCounts();
    // Only the throttle's counter of password tries moved.
    expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
    expect((await a.client.get('/api/me')).status).toBe(200);
    expect(await env.FILES.head(fileKey(a.avatarUrl))).not.toBeNull();
  });

  it('limits the password tries of a session (429), then refuses even the right one until the window ends', async () => {
    const a = await memberWithData();
    for (let attempt = 0; attempt < 5; attempt++) expect((await deleteAccount(a.client, { password: `Errada-${attempt}-2026`, keepContent: false })).status).toBe(403);
    const limited = await deleteAccount(a.client, { password: a.password, keepContent: false });
    expect(limited.status).toBe(429);
    // The password tries' window (PASSWORD_CHANGE_THROTTLE: 15 minutes).
    expect(limited.headers.get('Retry-After')).toBe('900');
    expect((await a.client.get('/api/me')).status).toBe(200);
  });

  it('refuses a body without keepContent (400) and a visitor (401)', async () => {
    const a = await memberWithData();
    const invalid = await deleteAccount(a.client, { password: a.password });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.keepContent).toBe('Indique se os seus artigos, protocolos e comentários ficam publicados (verdadeiro ou falso).');
    expect((await deleteAccount(new Client(), { password: a.password, keepContent: true })).status).toBe(401);
    expect((await a.client.get('/api/me')).status).toBe(200);
  });

  it("with keepContent: the articles, protocols and comments stay, by 'Membro removido'; everything else goes, and no trace is left", async () => {
    const a = await memberWithData('Leonor Quaresma Vidigal');
    await leaveTraces(a);
    const kvKeys = await kvEntriesOf(a.user.id);
    expect(kvKeys).toHaveLength(1);
    const sent = vi.spyOn(env.MAIL_QUEUE, 'send');
    // A wrong try first: the right password's deletion clears the session's counter of tries.
    expect((await deleteAccount(a.client, { password: 'Nao-E-Esta-2026', keepContent: true })).status).toBe(403);
    const triesKey = `password:session:${(await sessionKvKey(tokenOf(a.client))).slice('session:'.length)}`;
    expect(await count('SELECT count(*) AS n FROM rate_limits WHERE key = ?', triesKey)).toBe(1);
    const response = await deleteAccount(a.client, { password: a.password, keepContent: true });
    expect(response.status).toBe(204);
    // The session check, the try and the member (one round trip), the deletion (one), and, after
    // R2's objects, the rows of the uploads it deleted (one: this member had uploads).
    expect(response.headers.get('X-D1-Round-Trips')).toBe('3');
    expect(await count('SELECT count(*) AS n FROM rate_limits WHERE key = ?', triesKey)).toBe(0);
    expect(response.headers.get('Set-Cookie')).toMatch(/^rede_to_session=; Max-Age=0/);
    expect(secretsIn(response.body, [a.password])).toEqual([]);

    const visitor = new Client();
    const article = await visitor.get(`/api/articles/${a.articleId}`);
    expect(article.status).toBe(200);
    expect(article.body.author).toEqual({
      id: expect.any(Number),
      username: REMOVED_MEMBER_USERNAME,
      fullName: REMOVED_MEMBER_NAME,
      avatarUrl: null,
      specialty: null,
      location: null,
      verifiedOt: false,
    });
    expect(article.body.imageUrl).toBe(a.coverUrl);
    expect((await visitor.get(`/api/protocols/${a.protocolId}`)).body.author.fullName).toBe(REMOVED_MEMBER_NAME);
    const comments = (await visitor.get(`/api/articles/${a.other.articleId}/comments`)).body as { id: number; author: { username: string } }[];
    expect(comments.find((comment) => comment.id === a.ownCommentId)?.author.username).toBe(REMOVED_MEMBER_USERNAME);
    // Kept content keeps its files; the others' items keep their comments, and the counters are exact.
    expect(await env.FILES.head(fileKey(a.coverUrl))).not.toBeNull();
    expect(await env.FILES.head(fileKey(a.pdfUrl))).not.toBeNull();
    expect(await count('SELECT likes AS n FROM articles WHERE id = ?', a.articleId)).toBe(1);
    expect(await count('SELECT likes AS n FROM protocols WHERE id = ?', a.protocolId)).toBe(1);
    expect(await count('SELECT likes AS n FROM articles WHERE id = ?', a.other.articleId)).toBe(0);
    expect(await count('SELECT likes AS n FROM protocols WHERE id = ?', a.other.protocolId)).toBe(0);
    expect(await count('SELECT registered_count AS n FROM events WHERE id = ?', a.other.eventId)).toBe(0);
    expect((await a.other.client.get(`/api/articles/${a.other.articleId}`)).body.likes).toBe(0);
    expect(await count('SELECT count(*) AS n FROM comments WHERE id = ?', a.othersCommentId)).toBe(1);
    // The member's events and offers go, with the other member's registration.
    expect((await visitor.get(`/api/events/${a.eventId}`)).status).toBe(404);
    expect((await visitor.get(`/api/opportunities/${a.opportunityId}`)).status).toBe(404);
    expect((await visitor.get(`/api/volunteering/${a.volunteeringId}`)).status).toBe(404);
    // The member has no profile, and neither has 'Membro removido'.
    expect((await visitor.get(`/api/users/${a.user.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/users/${article.body.author.id}`)).status).toBe(404);
    const members = (await visitor.get('/api/users?limit=100')).body as { id: number; username: string }[];
    expect(members.some((member) => member.id === a.user.id || member.username === REMOVED_MEMBER_USERNAME)).toBe(false);
    expect((await a.client.get('/api/me')).status).toBe(401);
    await expectNoTrace(a, kvKeys, sent);
    sent.mockRestore();
  });

  it("without keepContent: the member's items go too, with the other members' likes, saves and comments on them", async () => {
    const a = await memberWithData('Beatriz Sarmento Lobo');
    await leaveTraces(a);
    const kvKeys = await kvEntriesOf(a.user.id);
    const sent = vi.spyOn(env.MAIL_QUEUE, 'send');
    const response = await deleteAccount(a.client, { password: a.password, keepContent: false });
    expect(response.status).toBe(204);
    const visitor = new Client();
    expect((await visitor.get(`/api/articles/${a.articleId}`)).status).toBe(404);
    expect((await visitor.get(`/api/protocols/${a.protocolId}`)).status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM comments WHERE id IN (?, ?)', a.ownCommentId, a.othersCommentId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM likes WHERE article_id = ? OR protocol_id = ?', a.articleId, a.protocolId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM saved_items WHERE article_id = ?', a.articleId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM event_registrations WHERE event_id = ?', a.eventId)).toBe(0);
    expect(await count('SELECT likes AS n FROM articles WHERE id = ?', a.other.articleId)).toBe(0);
    expect(await count('SELECT registered_count AS n FROM events WHERE id = ?', a.other.eventId)).toBe(0);
    expect((await a.other.client.get('/api/saved-items')).body).toEqual([]);
    for (const url of [a.avatarUrl, a.coverUrl, a.pdfUrl]) {
      expect(await env.FILES.head(fileKey(url))).toBeNull();
      expect(await count('SELECT count(*) AS n FROM files WHERE key = ?', fileKey(url))).toBe(0);
    }
    await expectNoTrace(a, kvKeys, sent);
    sent.mockRestore();
  });

  it("takes the member's CPD portfolio, evidence and certificates with the account, and keeps the certificates of their events' attendees without their name (docs/rules/cpd-portfolio.md)", async () => {
    const organiser = await registerMember({ fullName: 'Organizadora Que Sai' });
    const learner = await registerMember({ fullName: 'Formanda Que Também Sai' });
    const evidence = await storedUpload(learner.user.id, 'pdf');
    expect((await learner.client.post('/api/me/cpd', { date: '2026-05-02', title: 'Curso com comprovativo', kind: 'formacao', hours: 3, evidenceUrl: evidence })).status).toBe(201);
    const event = await organiser.client.post('/api/events', eventInput({ title: 'Evento com certificados', eventDate: new Date(Date.now() + 3600_000).toISOString(), cpdHours: 2 }));
    expect((await learner.client.post(`/api/events/${event.body.id}/register`)).status).toBe(201);
    const { code } = (await learner.client.get(`/api/events/${event.body.id}/ticket`)).body as { code: string };
    const certificateCode = (await organiser.client.post(`/api/events/${event.body.id}/check-in`, { code })).body.certificateCode as string;

    // The organiser leaves: the certificate still verifies, without their name.
    expect((await deleteAccount(organiser.client, { password: organiser.password, keepContent: false })).status).toBe(204);
    const kept = await new Client().get(`/api/certificates/${certificateCode}`);
    expect(kept.body).toMatchObject({ status: 'valid', eventTitle: 'Evento com certificados', organizerName: REMOVED_MEMBER_NAME, hours: 2 });
    expect((await learner.client.get('/api/me/cpd')).body).toHaveLength(2);

    // The attendee leaves: their portfolio, evidence and certificate go.
    expect((await deleteAccount(learner.client, { password: learner.password, keepContent: false })).status).toBe(204);
    expect((await new Client().get(`/api/certificates/${certificateCode}`)).status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM cpd_entries WHERE user_id = ?', learner.user.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cpd_certificates WHERE user_id = ?', learner.user.id)).toBe(0);
    expect(await env.FILES.head(fileKey(evidence))).toBeNull();
    expect(await tracesOf(['formanda que também sai', 'organizadora que sai'])).toEqual([]);
  });

  it('ends every session of the member at once, the other browsers included', async () => {
    const a = await memberWithData('Tomás Figueira Brandão');
    const phone = new Client();
    expect((await phone.post('/api/login', { username: a.user.username, password: a.password }, uniqueAddress())).status).toBe(200);
    const phoneKey = await sessionKvKey(tokenOf(phone));
    expect((await deleteAccount(a.client, { password: a.password, keepContent: false })).status).toBe(204);
    expect(await env.SESSIONS.get(phoneKey)).toBeNull();
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/saved-items')).status).toBe(401);
  });

  it('answers one of two simultaneous deletions 204 and the other 401, without error', async () => {
    const a = await memberWithData('Inês Valadares Pinto');
    const results: ApiResponse<{ message?: string }>[] = await Promise.all([
      deleteAccount(a.client, { password: a.password, keepContent: true }),
      deleteAccount(a.client, { password: a.password, keepContent: false }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([204, 401]);
    for (const result of results.filter((result) => result.status === 401)) expect(result.body.message).toEqual(expect.any(String));
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', a.user.id)).toBe(0);
    expect((await env.DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
  });

  it('refuses a session ended elsewhere whose KV copy lingers (401), deleting nothing and keeping no try', async () => {
    const a = await memberWithData('Rui Castanheira Leal');
    const kvKey = await sessionKvKey(tokenOf(a.client));
    const stored = await env.SESSIONS.get(kvKey);
    const cookie = a.client.cookie;
    expect((await a.client.post('/api/logout')).status).toBe(204);
    await env.SESSIONS.put(kvKey, stored!);
    a.client.cookie = cookie;
    const before = await rowCounts();
    const response = await deleteAccount(a.client, { password: a.password, keepContent: false });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'A sua sessão terminou. Inicie sessão novamente.' });
    // The try counted beside the session check is given back: its counter may stay, at 0.
    expect({ ...(await rowCounts()), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', a.user.id)).toBe(1);
    expect(await count('SELECT coalesce(sum(count), 0) AS n FROM rate_limits WHERE key = ?', `password:session:${kvKey.slice('session:'.length)}`)).toBe(0);
  });

  it('still deletes the account when R2 fails, leaving the uploads owned by no one for the daily orphan sweep', async () => {
    const a = await memberWithData('Vasco Lemos Arruda');
    const r2 = vi.spyOn(env.FILES, 'delete').mockRejectedValue(new Error('R2 indisponível'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await deleteAccount(a.client, { password: a.password, keepContent: false })).status).toBe(204);
    } finally {
      r2.mockRestore();
      errors.mockRestore();
    }
    expect(await count('SELECT count(*) AS n FROM users WHERE id = ?', a.user.id)).toBe(0);
    const left = await env.DB.prepare('SELECT owner_id AS ownerId FROM files WHERE key IN (?, ?, ?)')
      .bind(fileKey(a.avatarUrl), fileKey(a.coverUrl), fileKey(a.pdfUrl))
      .all<{ ownerId: number | null }>();
    expect(left.results).toEqual([{ ownerId: null }, { ownerId: null }, { ownerId: null }]);
  });

  it("keeps the shared 'Membro removido' row out of reach: no one can register its address or sign in as it", async () => {
    const a = await memberWithData('Marta Queirós Vilela');
    expect((await deleteAccount(a.client, { password: a.password, keepContent: true })).status).toBe(204);
    const row = await env.DB.prepare('SELECT email FROM users WHERE username = ?').bind(REMOVED_MEMBER_USERNAME).first<{ email: string }>();
    const taken = await new Client().post('/api/register', registration({ email: row!.email }), uniqueAddress());
    expect(taken.status).toBe(400);
    expect(taken.body.errors.email).toBe('Por favor, insira um endereço de e-mail válido.');
    const signIn = await new Client().post('/api/login', { username: REMOVED_MEMBER_USERNAME, password: '!' }, uniqueAddress());
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.status).toBeLessThan(500);
    expect(await count('SELECT count(*) AS n FROM users WHERE username = ?', REMOVED_MEMBER_USERNAME)).toBe(1);
  });

  it("leaves no throttle counter of the member, and no copy of their name in the moderation log or in other members' reports (2026-11-28)", async () => {
    const a = await memberWithData('Leonor Conceição Vidigal');
    const { username } = a.user;
    const moderator = await createMember({ role: 'moderator' });
    const admin = await createMember({ role: 'admin' });
    // A second browser whose wrong password leaves a counter of its own tries.
    const phone = new Client();
    expect((await phone.post('/api/login', { username, password: a.password }, uniqueAddress())).status).toBe(200);
    expect((await deleteAccount(phone, { password: 'Nao-E-Esta-2026', keepContent: false })).status).toBe(403);
    const phoneTries = `password:session:${(await sessionKvKey(tokenOf(phone))).slice('session:'.length)}`;
    // Reports by others that name the member, in other capitals, and the log's copies of their name.
    const reporter = await createMember();
    const report = (targetType: string, targetId: number, details: string) => reporter.client.post('/api/reports', { targetType, targetId, reason: 'outro', details });
    expect((await report('user', a.user.id, `O perfil de LEONOR CONCEIÇÃO VIDIGAL (@${username.toUpperCase()}) parece falso.`)).status).toBe(201);
    expect((await report('article', a.articleId, `Copiado por ${username}, esta semana.`)).status).toBe(201);
    expect((await report('article', a.other.articleId, 'Nada a ver com a Leonor Conceição Vidigal.')).status).toBe(201);
    const act = (targetType: string, targetId: number, action: string, reason: string) => moderator.client.post('/api/moderation/actions', { targetType, targetId, action, reason });
    expect((await act('user', a.user.id, 'dismiss', `Falei com leonor conceição vidigal: o perfil é verdadeiro.`)).status).toBe(200);
    expect((await act('comment', a.ownCommentId, 'hide', `Mensagem de ${username} fora do tema.`)).status).toBe(200);
    expect((await admin.client.post('/api/moderation/roles', { userId: a.user.id, role: 'moderator' })).status).toBe(200);
    expect((await admin.client.post('/api/moderation/roles', { userId: a.user.id, role: 'member' })).status).toBe(200);
    const ownKeys = async () =>
      (await env.DB.prepare('SELECT key FROM rate_limits WHERE substr(key, -length(?1)) = ?1 OR key = ?2 ORDER BY key').bind(`:user:${a.user.id}`, phoneTries).all<{ key: string }>()).results.map(
        (row) => row.key,
      );
    expect(await ownKeys()).toEqual(expect.arrayContaining([`write:item:user:${a.user.id}`, phoneTries]));
    const sent = vi.spyOn(env.MAIL_QUEUE, 'send');

    expect((await deleteAccount(a.client, { password: a.password, keepContent: false })).status).toBe(204);
    expect(await ownKeys()).toEqual([]);
    // The log keeps its rows, with a neutral label where it had copied the name.
    const log = await env.DB.prepare("SELECT action, target_title AS title, reason FROM moderation_log WHERE target_type = 'user' AND target_id = ? ORDER BY id").bind(a.user.id).all();
    expect(log.results).toEqual([
      { action: 'dismiss', title: 'Membro removido', reason: 'Falei com Membro removido: o perfil é verdadeiro.' },
      { action: 'grant-moderator', title: 'Membro removido', reason: 'Nomeado moderador.' },
      { action: 'revoke-moderator', title: 'Membro removido', reason: 'Deixou de ser moderador.' },
    ]);
    const hidden = await env.DB.prepare("SELECT reason FROM moderation_log WHERE target_type = 'comment' AND target_id = ?").bind(a.ownCommentId).first<{ reason: string }>();
    expect(hidden!.reason).toBe('Mensagem de Membro removido fora do tema.');
    // The other member's reports stay theirs, without the name; those about what is gone are resolved.
    const reports = await env.DB.prepare('SELECT target_type AS type, details, resolved_at IS NOT NULL AS resolved FROM reports WHERE reporter_id = ? ORDER BY id').bind(reporter.id).all();
    expect(reports.results).toEqual([
      { type: 'user', details: 'O perfil de Membro removido (@Membro removido) parece falso.', resolved: 1 },
      { type: 'article', details: 'Copiado por Membro removido, esta semana.', resolved: 1 },
      { type: 'article', details: 'Nada a ver com a Membro removido.', resolved: 0 },
    ]);
    await expectNoTrace(a, [], sent);
    sent.mockRestore();
  });

  it('never answers a password or hash', () => {
    for (const response of RecordingClient.responses) expect(secretsIn(response.body, [])).toEqual([]);
  });
});
