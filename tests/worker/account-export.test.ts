import { ACCOUNT_EXPORT_KEYS, type AccountExport } from '#contract/account-types';
import { createMember } from './fixtures';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memberWithData, type MemberWithData } from './account-fixtures';
import { secretsIn } from './account-helpers';
import { Client, env } from './helpers';
import { sha256Hex } from '../../worker/services/sessions';
import { eventInput } from './content-fixtures';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Where the export holds each table that refers to a member. A new table with a column pointing
 * at `users` must be added here (and to the export, and to the deletion) or to NOTHING_PERSONAL.
 */
const EXPORTED_AS: Record<string, (typeof ACCOUNT_EXPORT_KEYS)[number]> = {
  users: 'profile',
  // Hashes of e-mailed links; the only personal value, the address of a pending e-mail change, is profile.pendingEmail.
  email_tokens: 'profile',
  articles: 'articles',
  protocols: 'protocols',
  events: 'events',
  opportunities: 'opportunities',
  volunteering: 'volunteering',
  comments: 'comments',
  questions: 'questions',
  answers: 'answers',
  answer_votes: 'answerVotes',
  likes: 'likes',
  saved_items: 'savedItems',
  saved_searches: 'savedSearches',
  saved_search_matches: 'savedSearchAlerts',
  event_registrations: 'eventRegistrations',
  event_waitlist: 'eventWaitlist',
  notifications: 'notifications',
  follows: 'follows',
  community_members: 'communities',
  communities: 'communitiesOpened',
  email_preferences: 'emailPreferences',
  push_preferences: 'pushPreferences',
  push_subscriptions: 'pushDevices',
  digest_sends: 'weeklyDigests',
  sessions: 'sessions',
  consents: 'consents',
  files: 'uploads',
  drafts: 'drafts',
  reports: 'reports',
  ot_verifications: 'verifications',
  moderation_log: 'moderationActions',
  cpd_entries: 'cpdEntries',
  cpd_certificates: 'cpdCertificates',
  cpd_settings: 'cpdSettings',
};

/** Tables that refer to a member yet hold nothing personal, each with the reason. */
const NOTHING_PERSONAL: Record<string, string> = {
  unsubscribe_tokens: 'the SHA-256 of the one-click unsubscribe links of e-mails sent (nothing the member wrote or chose)',
};

/** A column that names a member, even without a declared foreign key. */
const MEMBER_COLUMN = /^(user|author|organizer|poster|owner|member|reporter|reported_user|recipient|follower|followed)_id$/;

/** Every table of the database (not SQLite's, D1's, nor the FTS index's own shadow tables). */
async function tables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'
       AND name NOT LIKE '%_fts_%' ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** The columns of `table` that refer to a member: declared foreign keys to users, and member-named columns. */
async function memberColumns(table: string): Promise<string[]> {
  const keys = await env.DB.prepare('SELECT "from" AS column, "table" AS target FROM pragma_foreign_key_list(?)').bind(table).all<{ column: string; target: string }>();
  const columns = await env.DB.prepare('SELECT name FROM pragma_table_info(?)').bind(table).all<{ name: string }>();
  const named = columns.results.map((row) => row.name).filter((name) => MEMBER_COLUMN.test(name));
  return [...new Set([...keys.results.filter((key) => key.target === 'users').map((key) => key.column), ...named])];
}

let a: MemberWithData;
let exported: { status: number; headers: Headers; body: AccountExport };

beforeAll(async () => {
  a = await memberWithData();
  exported = await a.client.get<AccountExport>('/api/me/export', { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
});

describe('GET /api/me/export', () => {
  it('answers a JSON attachment named after the member and the day, never stored by a cache', () => {
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(exported.headers.get('Content-Disposition')).toMatch(new RegExp(`^attachment; filename="rede-to-dados-${a.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(exported.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('holds exactly exportedAt and every key of the contract', () => {
    expect(Object.keys(exported.body)).toEqual(['exportedAt', ...ACCOUNT_EXPORT_KEYS]);
    for (const key of ACCOUNT_EXPORT_KEYS.filter((key) => key !== 'profile')) expect(Array.isArray(exported.body[key])).toBe(true);
    expect(exported.body.reports).toEqual([]);
  });

  it("holds the member's profile, items with full content, comments, likes, saved items, registrations, sessions, consents and uploads", () => {
    const data = exported.body;
    expect(data.profile).toMatchObject({ id: a.user.id, username: a.user.username, email: a.user.email, fullName: a.fullName, emailVerified: true, showEmail: false });
    expect(data.profile.createdAt).toEqual(expect.any(String));
    expect(data.articles).toEqual([expect.objectContaining({ id: a.articleId, content: expect.stringContaining('<p>'), imageUrl: a.coverUrl, pdfUrl: a.pdfUrl })]);
    expect(data.protocols).toEqual([expect.objectContaining({ id: a.protocolId, content: expect.stringContaining('<p>'), isValidated: false })]);
    expect(data.events).toEqual([expect.objectContaining({ id: a.eventId, registeredCount: 1 })]);
    expect(data.opportunities).toEqual([expect.objectContaining({ id: a.opportunityId })]);
    expect(data.volunteering).toEqual([expect.objectContaining({ id: a.volunteeringId })]);
    expect(data.comments).toHaveLength(2);
    expect(data.comments).toContainEqual(expect.objectContaining({ id: a.ownCommentId, itemKind: 'article', itemId: a.other.articleId, itemTitle: 'Artigo do outro membro' }));
    expect(data.likes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemKind: 'article', itemId: a.other.articleId, itemTitle: 'Artigo do outro membro' }),
        expect.objectContaining({ itemKind: 'protocol', itemId: a.other.protocolId, itemTitle: 'Protocolo do outro membro' }),
        expect.objectContaining({ itemKind: 'article', itemId: a.articleId }),
      ]),
    );
    expect(data.likes).toHaveLength(3);
    expect(data.savedItems).toEqual([expect.objectContaining({ itemKind: 'article', itemId: a.other.articleId, itemTitle: 'Artigo do outro membro' })]);
    expect(data.eventRegistrations).toEqual([expect.objectContaining({ itemKind: 'event', itemId: a.other.eventId, itemTitle: 'Evento do outro membro' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ device: expect.any(String), createdAt: expect.any(String), lastSeenAt: expect.any(String) })]);
    expect(data.consents).toEqual([expect.objectContaining({ termsVersion: expect.any(String), privacyVersion: expect.any(String), acceptedAt: expect.any(String) })]);
    expect(data.uploads.map((upload) => upload.url).sort()).toEqual([a.avatarUrl, a.coverUrl, a.pdfUrl].sort());
    for (const upload of data.uploads) expect(upload).toEqual(expect.objectContaining({ kind: expect.any(String), contentType: expect.any(String), size: expect.any(Number) }));
  });

  it("holds the member's drafts, with everything written so far", async () => {
    const writer = await createMember();
    expect((await writer.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho exportado', content: '<p>Texto por publicar</p>' })).status).toBe(200);
    const data = (await writer.client.get('/api/me/export')).body;
    expect(data.drafts).toEqual([
      {
        kind: 'article',
        itemId: null,
        body: { title: 'Rascunho exportado', content: '<p>Texto por publicar</p>', categoryId: null, imageUrl: null, pdfUrl: null },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("holds the member's CPD portfolio: entries with their reflections, certificates of attendance and the yearly target (docs/rules/cpd-portfolio.md)", async () => {
    const [learner, organiser] = await Promise.all([createMember(), createMember({ fullName: 'Quem Organiza Não Aparece' })]);
    expect((await learner.client.post('/api/me/cpd', { date: '2026-05-02', title: 'Leitura de um artigo', kind: 'leitura', hours: 0.75, reflection: '<p>O que aprendi.</p>' })).status).toBe(201);
    expect((await learner.client.patch('/api/me/cpd/settings', { targetHours: 35, reminders: false })).status).toBe(200);
    const event = await organiser.client.post('/api/events', eventInput({ title: 'Jornadas com certificado', eventDate: new Date(Date.now() + 3600_000).toISOString(), cpdHours: 4 }));
    expect((await learner.client.post(`/api/events/${event.body.id}/register`)).status).toBe(201);
    const { code } = (await learner.client.get(`/api/events/${event.body.id}/ticket`)).body as { code: string };
    const certificateCode = (await organiser.client.post(`/api/events/${event.body.id}/check-in`, { code })).body.certificateCode as string;
    const data = (await learner.client.get<AccountExport>('/api/me/export')).body;
    expect(data.cpdEntries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2026-05-02', title: 'Leitura de um artigo', kind: 'leitura', hours: 0.75, reflection: '<p>O que aprendi.</p>' }),
        expect.objectContaining({ title: 'Jornadas com certificado', kind: 'evento', hours: 4, certificateCode }),
      ]),
    );
    expect(data.cpdCertificates).toEqual([expect.objectContaining({ code: certificateCode, eventTitle: 'Jornadas com certificado', hours: 4, revokedAt: null })]);
    expect(data.cpdSettings).toEqual([expect.objectContaining({ targetHours: 35, reminders: false })]);
    expect(data.eventRegistrations).toEqual([expect.objectContaining({ itemTitle: 'Jornadas com certificado', attendedAt: expect.any(String) })]);
    expect(JSON.stringify(data)).not.toContain('Quem Organiza Não Aparece');
  });

  it("holds nothing about anyone else: no other member's e-mail, name, comments or registrations", () => {
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(a.other.user.email);
    expect(text).not.toContain(a.other.user.username);
    expect(text).not.toContain('Rui Outro Membro');
    expect(text).not.toContain('Excelente artigo, obrigado.');
    expect(text).not.toContain('Um comentário no protocolo.');
    expect(exported.body.events[0]).not.toHaveProperty('registrations');
    expect(text).not.toContain(`"userId":${a.other.user.id}`);
  });

  it('holds no password hash, token hash nor cookie', async () => {
    expect(secretsIn(exported.body, [a.password])).toEqual([]);
    const text = JSON.stringify(exported.body);
    const { results } = await env.DB.prepare('SELECT token_hash AS hash FROM sessions WHERE user_id = ?1 UNION ALL SELECT token_hash FROM email_tokens WHERE user_id = ?1')
      .bind(a.user.id)
      .all<{ hash: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { hash } of results) expect(text).not.toContain(hash.slice(0, 16));
    const token = a.client.cookie.slice(a.client.cookie.indexOf('=') + 1);
    expect(text).not.toContain(token);
    expect(text).not.toContain(await sha256Hex(token));
    const stored = await env.DB.prepare('SELECT password_hash AS hash FROM users WHERE id = ?').bind(a.user.id).first<{ hash: string }>();
    expect(text).not.toContain(stored!.hash);
  });

  it('answers 401 to a visitor', async () => {
    expect((await new Client().get('/api/me/export')).status).toBe(401);
  });
});

describe('the export is complete', () => {
  it('exports (or explains) every table that refers to a member, with every row of theirs', async () => {
    const unaccounted: string[] = [];
    for (const table of await tables()) {
      const columns = table === 'users' ? ['id'] : await memberColumns(table);
      if (columns.length === 0 || table in NOTHING_PERSONAL) continue;
      const key = EXPORTED_AS[table];
      if (!key) {
        unaccounted.push(`${table} (${columns.join(', ')})`);
        continue;
      }
      if (key === 'profile') continue;
      const where = columns.map((column) => `${column} = ?1`).join(' OR ');
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).bind(a.user.id).first<{ n: number }>();
      expect({ table, rows: exported.body[key].length }).toEqual({ table, rows: row!.n });
    }
    expect(unaccounted, 'tables that refer to a member but are neither exported nor listed as holding nothing personal').toEqual([]);
  });

  it('finds the member columns it checks (the check itself works)', async () => {
    expect(await memberColumns('articles')).toEqual(['author_id']);
    expect(await memberColumns('files')).toEqual(['owner_id']);
    expect((await tables()).length).toBeGreaterThan(10);
  });
});
