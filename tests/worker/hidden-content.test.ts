import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { HIDDEN_CAUSES } from '#contract/moderation-types';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyFollowers } from '../../worker/db/queries/follows';
import type { Bindings } from '../../worker/env';
import { sendEventReminders } from '../../worker/services/event-reminders';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { articleInput, eventInput, insertRows, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { answerWith, type ApiResponse, Client, env, ORIGIN } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// Hidden content (docs/rules/trust.md, issue 18 item 3): a hidden item or comment is gone for
// everyone but its author (who reads it marked, with the reason) and moderators, from every read
// path. The rows are hidden by plain SQL, as the moderation (worker/db/queries/moderation.ts) hides them. Every hidden
// title, comment and name carries one word, TOKEN, found nowhere else: a read path shows hidden
// content exactly when its answer holds it. A new read path is one line of READ_PATHS.

const TOKEN = `sigilo${Math.random().toString(36).slice(2, 8)}`;
const REASON = 'Dados que identificam um doente.';
const SHELL = `<!doctype html><html lang="pt-PT"><head><title>Rede TO</title></head><body><div id="root"><header>Rede TO</header></div><!--/root--></body></html>`;

type Table = 'articles' | 'protocols' | 'events' | 'opportunities' | 'volunteering' | 'comments' | 'questions' | 'answers';
const hide = (table: Table, id: number, cause: (typeof HIDDEN_CAUSES)[number] = 'moderator') =>
  env.DB.prepare(`UPDATE ${table} SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = ?, hidden_cause = ? WHERE id = ?`).bind(REASON, cause, id).run();

/** A page as the Worker renders it, with a static-assets binding that serves the shell (as tests/worker/pages.test.ts). */
async function page(path: string, cookie?: string): Promise<ApiResponse<string>> {
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const response = await answerWith(request, { ...env, ASSETS: assets } as unknown as Bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

let author: Member;
let reader: Member;
/** A member with nothing of their own hidden. */
let stranger: Member;
let unconfirmed: Member;
let moderator: Member;
let admin: Member;
let suspended: Member;
let category: number;
/** The hidden item of each kind, and the author's visible article (with the hidden comments under it). */
const hidden = { article: 0, protocol: 0, event: 0, pastEvent: 0, opportunity: 0, volunteering: 0, comment: 0, readerComment: 0, suspendedArticle: 0, question: 0, answer: 0, closedQuestion: 0 };
/** A visible question, under which a hidden answer is. */
let visibleQuestion = 0;
let visibleArticle = 0;

beforeAll(async () => {
  author = await createMember({ fullName: 'Autora Moderada' });
  reader = await createMember({ fullName: 'Leitora Curiosa' });
  stranger = await createMember();
  unconfirmed = await createMember({ emailVerified: false });
  moderator = await createMember({ role: 'moderator' });
  admin = await createMember({ role: 'admin' });
  suspended = await createMember({ fullName: `Suspensa ${TOKEN}`, location: 'Viseu', suspended: true });
  category = await categoryId('Pediatria');

  [visibleArticle, hidden.article] = (await insertRows('articles', author.id, [
    { title: 'Artigo que todos leem', categoryId: category },
    { title: `Artigo ${TOKEN} oculto`, summary: `Resumo ${TOKEN}.`, categoryId: category },
  ])) as [number, number];
  [hidden.protocol] = (await insertRows('protocols', author.id, [{ title: `Protocolo ${TOKEN} oculto`, categoryId: category }])) as [number];
  [hidden.suspendedArticle] = (await insertRows('articles', suspended.id, [{ title: `Artigo da suspensa ${TOKEN}`, categoryId: category }])) as [number];
  await insertRows('protocols', author.id, [{ title: 'Protocolo que todos leem', categoryId: category }]);
  const created = async (path: string, body: object) => {
    const response = await author.client.post(path, body);
    expect(response.status).toBe(201);
    return (response.body as { id: number }).id;
  };
  hidden.event = await created('/api/events', eventInput({ title: `Evento ${TOKEN} oculto` }));
  hidden.pastEvent = await created('/api/events', eventInput({ title: `Evento passado ${TOKEN}` }));
  await env.DB.prepare("UPDATE events SET event_date = '2025-01-10T10:00:00.000Z' WHERE id = ?").bind(hidden.pastEvent).run();
  await created('/api/events', eventInput({ title: 'Evento que todos veem' }));
  hidden.opportunity = await created('/api/opportunities', opportunityInput({ title: `Oferta ${TOKEN} oculta` }));
  await created('/api/opportunities', opportunityInput({ title: 'Oferta que todos veem' }));
  hidden.volunteering = await created('/api/volunteering', volunteeringInput({ title: `Voluntariado ${TOKEN} oculto` }));
  await created('/api/volunteering', volunteeringInput({ title: 'Voluntariado que todos veem' }));

  // Before anything is hidden: the reader saved, follows, commented, liked and was told.
  expect((await reader.client.post('/api/saved-items', { articleId: hidden.article })).status).toBe(201);
  expect((await reader.client.post('/api/saved-items', { articleId: visibleArticle })).status).toBe(201);
  expect((await reader.client.post('/api/follows', { userId: author.id })).status).toBe(201);
  expect((await reader.client.post('/api/comments', { articleId: hidden.article, content: 'Comentário no artigo que vai ser oculto.' })).status).toBe(201);
  expect(await notifyFollowers(env.DB, 'article', hidden.article)).toBe(1);
  hidden.comment = (await author.client.post('/api/comments', { articleId: visibleArticle, content: `Comentário ${TOKEN} da autora` })).body.id;
  hidden.readerComment = (await reader.client.post('/api/comments', { articleId: visibleArticle, content: `Comentário ${TOKEN} da leitora` })).body.id;
  await reader.client.post('/api/comments', { articleId: visibleArticle, content: 'Comentário que todos leem.' });

  // Clinical questions (docs/rules/questions.md): one hidden, a hidden answer under a visible one, and
  // one in a closed community the author is in (absent for everyone else as hidden content is).
  const question = (title: string, extra: object = {}) => ({ title, content: `<p>Uma dúvida clínica com texto suficiente para a pergunta ${TOKEN}.</p>`, ...extra });
  visibleQuestion = await created('/api/questions', { title: 'Pergunta que todos leem sobre sono', content: '<p>Uma dúvida clínica com texto suficiente para a pergunta.</p>' });
  hidden.question = await created('/api/questions', question(`Pergunta ${TOKEN} oculta`));
  hidden.answer = (await reader.client.post(`/api/questions/${visibleQuestion}/answers`, { content: `<p>Resposta ${TOKEN} da leitora</p>` })).body.id;
  const closed = await env.DB.prepare("INSERT INTO communities (slug, name, kind, visibility) VALUES (?, 'Comunidade fechada', 'interest', 'closed') RETURNING id")
    .bind(`fechada-${TOKEN}`)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(closed!.id, author.id).run();
  hidden.closedQuestion = await created('/api/questions', question(`Pergunta fechada ${TOKEN}`, { communityId: closed!.id }));
  await author.client.post(`/api/questions/${hidden.closedQuestion}/answers`, { content: `<p>Resposta fechada ${TOKEN}</p>` });
  expect((await author.client.get(`/api/search?q=${TOKEN}&category=questions`)).body.questions.length).toBeGreaterThan(0);

  // Found by search before it is hidden, so that its absence after is the filter's doing.
  const before = (await new Client().get(`/api/search?q=${TOKEN}`)).body as Record<string, { id: number }[]>;
  expect(before.articles!.map((item) => item.id)).toContain(hidden.article);
  expect(before.events!.map((item) => item.id)).toContain(hidden.event);

  for (const [table, id] of [
    ['articles', hidden.article],
    ['protocols', hidden.protocol],
    ['events', hidden.event],
    ['events', hidden.pastEvent],
    ['opportunities', hidden.opportunity],
    ['volunteering', hidden.volunteering],
    ['comments', hidden.comment],
    ['comments', hidden.readerComment],
    ['questions', hidden.question],
    ['answers', hidden.answer],
  ] as const)
    await hide(table, id);
  await hide('articles', hidden.suspendedArticle, 'suspension');
}, 60_000);

/** Each read path that may list or count hidden content, for whoever asks. */
const READ_PATHS: [string, () => string][] = [
  ['articles list', () => '/api/articles?limit=100'],
  ["the author's articles (profile tab)", () => `/api/articles?authorId=${author.id}`],
  ['articles of the category', () => `/api/articles?categoryId=${category}&limit=100`],
  ['articles by q', () => `/api/articles?q=${TOKEN}`],
  ['protocols list', () => '/api/protocols?limit=100'],
  ["the author's protocols", () => `/api/protocols?authorId=${author.id}`],
  ['events list', () => '/api/events?limit=100'],
  ['upcoming events', () => '/api/events?when=upcoming&limit=100'],
  ['past events', () => '/api/events?when=past&limit=100'],
  ["the author's events", () => `/api/events?authorId=${author.id}`],
  ['opportunities list', () => '/api/opportunities?limit=100'],
  ["the author's opportunities", () => `/api/opportunities?authorId=${author.id}`],
  ['volunteering list', () => `/api/volunteering?authorId=${author.id}`],
  ['comments under a visible article', () => `/api/articles/${visibleArticle}/comments`],
  ['search over every kind', () => `/api/search?q=${TOKEN}`],
  ['search for the suspended member', () => `/api/search?q=Viseu&category=members`],
  ['members directory', () => '/api/users?limit=100'],
  ['members directory by q', () => `/api/users?q=${TOKEN}`],
  ['categories', () => '/api/categories'],
  ['sitemap', () => '/sitemap.xml'],
  ['articles feed', () => '/feeds/artigos.xml'],
  ['articles feed of the category', () => `/feeds/artigos.xml?categoria=${category}`],
  ['protocols feed', () => '/feeds/protocolos.xml'],
  ['questions list', () => '/api/questions?limit=100'],
  ["the author's questions", () => `/api/questions?authorId=${author.id}`],
  ['questions by q', () => `/api/questions?q=${TOKEN}`],
  ['questions search', () => `/api/search?q=${TOKEN}&category=questions`],
];

/** The details of hidden items: 404, as if absent. */
const DETAILS: [string, () => string][] = [
  ['article', () => `/api/articles/${hidden.article}`],
  ['protocol', () => `/api/protocols/${hidden.protocol}`],
  ['event', () => `/api/events/${hidden.event}`],
  ['past event', () => `/api/events/${hidden.pastEvent}`],
  ['event calendar', () => `/api/events/${hidden.event}/calendar.ics`],
  ['opportunity', () => `/api/opportunities/${hidden.opportunity}`],
  ['volunteering', () => `/api/volunteering/${hidden.volunteering}`],
  ['comments of the hidden article', () => `/api/articles/${hidden.article}/comments`],
  ["the suspended member's article", () => `/api/articles/${hidden.suspendedArticle}`],
  ['the suspended member', () => `/api/users/${suspended.id}`],
  ['question', () => `/api/questions/${hidden.question}`],
  ['question of a closed community', () => `/api/questions/${hidden.closedQuestion}`],
];

const visitor = () => new Client();
/** Everyone but the author and moderators (clients made when the test runs, after `beforeAll`). */
const OTHERS: [string, () => Client][] = [
  ['a visitor', visitor],
  ['another member', () => stranger.client],
  ['a member whose e-mail is unconfirmed', () => unconfirmed.client],
];

const textOf = (response: ApiResponse) => (typeof response.body === 'string' ? response.body : JSON.stringify(response.body));

describe('hidden content', () => {
  it("is in the database, so that its absence below is the reads' doing", async () => {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM articles WHERE title LIKE ? AND hidden_at IS NOT NULL`).bind(`%${TOKEN}%`).first<{ n: number }>();
    expect(row!.n).toBe(2);
  });

  describe.each(READ_PATHS)('%s', (_name, path) => {
    it.each(OTHERS)('holds no hidden content for %s', async (_who, client) => {
      const response = await client().get(path());
      expect(response.status).toBe(200);
      expect(textOf(response)).not.toContain(TOKEN);
    });
  });

  describe.each(DETAILS)('the detail of the hidden %s', (_name, path) => {
    it.each(OTHERS)('answers 404 to %s, with a Portuguese message', async (_who, client) => {
      const response = await client().get(path());
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: expect.stringMatching(/não encontrad/) });
    });
  });

  it('leaves hidden answers, and the answers of hidden and closed-community questions, out for other members', async () => {
    for (const client of [stranger.client, unconfirmed.client]) {
      const answers = await client.get(`/api/questions/${visibleQuestion}/answers`);
      expect(answers.status).toBe(200);
      expect(textOf(answers)).not.toContain(TOKEN);
      expect((await client.get(`/api/questions/${hidden.question}/answers`)).status).toBe(404);
      expect((await client.get(`/api/questions/${hidden.closedQuestion}/answers`)).status).toBe(404);
      expect((await client.post(`/api/answers/${hidden.answer}/vote`)).status).toBe(404);
    }
    // Its author reads it, marked; so does a moderator.
    expect(textOf(await reader.client.get(`/api/questions/${visibleQuestion}/answers`))).toContain(TOKEN);
    expect((await author.client.get(`/api/questions/${hidden.closedQuestion}/answers`)).status).toBe(200);
    expect((await moderator.client.get(`/api/questions/${hidden.question}`)).status).toBe(200);
    for (const cookie of [undefined, stranger.client.cookie]) {
      expect((await page('/perguntas', cookie)).body).not.toContain(TOKEN);
      const closedPage = await page(`/perguntas/${hidden.closedQuestion}`, cookie);
      expect(closedPage.status).toBe(404);
      expect(closedPage.body).not.toContain(TOKEN);
    }
    const sitemap = textOf(await visitor().get('/sitemap.xml'));
    expect(sitemap).toContain(`/perguntas/${visibleQuestion}</loc>`);
    expect(sitemap).not.toContain(`/perguntas/${hidden.question}</loc>`);
    expect(sitemap).not.toContain(`/perguntas/${hidden.closedQuestion}</loc>`);
  }, 60_000);

  it("leaves the hidden items' and the suspended member's addresses out of the sitemap", async () => {
    const sitemap = textOf(await visitor().get('/sitemap.xml'));
    expect(sitemap).toContain(`/articles/${visibleArticle}</loc>`);
    for (const path of [
      `/articles/${hidden.article}`,
      `/articles/${hidden.suspendedArticle}`,
      `/protocols/${hidden.protocol}`,
      `/eventos/${hidden.event}`,
      `/eventos/${hidden.pastEvent}`,
      `/oportunidades/${hidden.opportunity}`,
      `/voluntariado/${hidden.volunteering}`,
      `/members/${suspended.id}`,
    ])
      expect(sitemap).not.toContain(`${path}</loc>`);
    expect(sitemap).toContain(`/members/${author.id}</loc>`);
  });

  it('leaves hidden items out of the totals, for everyone but their author', async () => {
    const totals = async (client: Client) =>
      Promise.all(
        ['articles', 'protocols', 'events', 'opportunities', 'volunteering'].map(async (kind) => Number((await client.get(`/api/${kind}?authorId=${author.id}`)).headers.get('X-Total-Count'))),
      );
    expect(await totals(visitor())).toEqual([1, 1, 1, 1, 1]);
    expect(await totals(stranger.client)).toEqual([1, 1, 1, 1, 1]);
    expect(await totals(moderator.client)).toEqual([1, 1, 1, 1, 1]);
    expect(await totals(author.client)).toEqual([2, 2, 3, 2, 2]);
    const comments = async (client: Client) => Number((await client.get(`/api/articles/${visibleArticle}/comments`)).headers.get('X-Total-Count'));
    expect(await comments(visitor())).toBe(1);
    expect(await comments(stranger.client)).toBe(1);
    // Each sees their own hidden comment (marked), and not the other's.
    expect(await comments(author.client)).toBe(2);
    expect(await comments(reader.client)).toBe(2);
  });

  it("counts the category's and the profile's resources without hidden items", async () => {
    // (A closed community's items are left out too: 'a closed community' below.)
    const expected = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM articles WHERE category_id = ?1 AND hidden_at IS NULL AND community_id IS NULL)
            + (SELECT count(*) FROM protocols WHERE category_id = ?1 AND hidden_at IS NULL AND community_id IS NULL) AS n`,
    )
      .bind(category)
      .first<{ n: number }>();
    for (const client of [visitor(), stranger.client, author.client]) {
      expect((await client.get(`/api/categories/${category}`)).body).toMatchObject({ resourceCount: expected!.n });
      const listed = (await client.get('/api/categories')).body as { id: number; resourceCount: number }[];
      expect(listed.find((entry) => entry.id === category)!.resourceCount).toBe(expected!.n);
    }
    for (const client of [visitor(), stranger.client]) expect((await client.get(`/api/users/${author.id}`)).body).toMatchObject({ articleCount: 1, protocolCount: 1 });
    expect((await author.client.get(`/api/users/${author.id}`)).body).toMatchObject({ articleCount: 2, protocolCount: 2 });
  });

  it('is gone from the saved items of a member who saved it before, and from their list count', async () => {
    const saved = await reader.client.get('/api/saved-items');
    expect(saved.body.map((item: { articleId: number }) => item.articleId)).toEqual([visibleArticle]);
    expect(saved.headers.get('X-Total-Count')).toBe('1');
    // Saving it again finds nothing there, and writes nothing.
    const before = await env.DB.prepare('SELECT count(*) AS n FROM saved_items').first<{ n: number }>();
    const again = await moderator.client.post('/api/saved-items', { articleId: hidden.article });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Artigo não encontrado' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM saved_items').first<{ n: number }>()).toEqual(before);
  });

  it('takes no like, comment or registration from anyone but its author (404, nothing written)', async () => {
    const rows = async () =>
      env.DB.prepare(
        `SELECT (SELECT count(*) FROM likes) AS likes, (SELECT count(*) FROM comments) AS comments,
                (SELECT count(*) FROM event_registrations) AS registrations, (SELECT count(*) FROM event_waitlist) AS waitlist,
                (SELECT likes FROM articles WHERE id = ?1) AS articleLikes`,
      )
        .bind(hidden.article)
        .first();
    const before = await rows();
    for (const client of [stranger.client, unconfirmed.client, moderator.client]) {
      expect((await client.post(`/api/articles/${hidden.article}/like`)).status).toBe(404);
      expect((await client.request('DELETE', `/api/articles/${hidden.article}/like`)).status).toBe(404);
      expect((await client.post('/api/comments', { articleId: hidden.article, content: 'Um comentário que não deve ficar.' })).status).toBe(404);
      expect((await client.post(`/api/events/${hidden.event}/register`)).status).toBe(404);
    }
    expect(await rows()).toEqual(before);
    // Its author still may: it is theirs.
    expect((await author.client.post(`/api/articles/${hidden.article}/like`)).status).toBe(200);
    expect((await author.client.request('DELETE', `/api/articles/${hidden.article}/like`)).status).toBe(200);
  });

  it("is not in 'Para si' of a follower, nor in their notifications, nor told to followers afterwards", async () => {
    const feed = await reader.client.get('/api/follows/feed');
    expect(feed.status).toBe(200);
    expect(textOf(feed)).not.toContain(TOKEN);
    expect(textOf(feed)).toContain('Artigo que todos leem');
    const notifications = await reader.client.get('/api/notifications');
    expect(textOf(notifications)).not.toContain(TOKEN);
    expect(notifications.headers.get('X-Total-Count')).toBe('0');
    expect(notifications.headers.get('X-Unread-Count')).toBe('0');
    // A fan-out that runs after the item was hidden tells nobody.
    expect(await notifyFollowers(env.DB, 'protocol', hidden.protocol)).toBe(0);
  });

  it('is not in the recent activity of a member who commented on it', async () => {
    const activity = await reader.client.get('/api/me/activity');
    expect(activity.status).toBe(200);
    expect(textOf(activity)).not.toContain(TOKEN);
  });

  it("is absent from pages: the item's page answers 404, the list's page and its head do not show it", async () => {
    for (const [path, cookie] of [
      [`/articles/${hidden.article}`, undefined],
      [`/protocols/${hidden.protocol}`, undefined],
      [`/eventos/${hidden.event}`, undefined],
      [`/oportunidades/${hidden.opportunity}`, undefined],
      [`/voluntariado/${hidden.volunteering}`, undefined],
      [`/articles/${hidden.article}`, reader.client.cookie],
    ] as const) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain(TOKEN);
    }
    for (const path of ['/', '/articles', '/protocols', '/eventos', '/oportunidades', '/voluntariado', `/articles/${visibleArticle}`]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).not.toContain(TOKEN);
    }
  }, 120_000);

  it('is there for its author, marked with the reason, in their own lists, the detail, its comments and their page', async () => {
    for (const [kind, id] of [
      ['articles', hidden.article],
      ['protocols', hidden.protocol],
      ['events', hidden.event],
      ['opportunities', hidden.opportunity],
      ['volunteering', hidden.volunteering],
    ] as const) {
      const detail = await author.client.get(`/api/${kind}/${id}`);
      expect(detail.status, kind).toBe(200);
      expect(detail.body.hidden, kind).toEqual({ reason: REASON, hiddenAt: expect.any(String) });
      const listed = (await author.client.get(`/api/${kind}?authorId=${author.id}&limit=100`)).body as { id: number; title: string; hidden: unknown }[];
      expect(listed.find((item) => item.id === id)?.hidden, kind).toEqual({ reason: REASON, hiddenAt: expect.any(String) });
      for (const item of listed) expect(item.hidden === null, item.title).toBe(!item.title.includes(TOKEN));
    }
    const comments = (await author.client.get(`/api/articles/${visibleArticle}/comments`)).body as { id: number; hidden: unknown }[];
    expect(comments.find((comment) => comment.id === hidden.comment)?.hidden).toEqual({ reason: REASON, hiddenAt: expect.any(String) });
    expect(comments.some((comment) => comment.id === hidden.readerComment)).toBe(false);
    // Only in their own lists: not in the portal's lists, search or home page, even for them.
    expect(textOf(await author.client.get('/api/articles?limit=100'))).not.toContain(TOKEN);
    expect(textOf(await author.client.get('/api/events?limit=100'))).not.toContain(TOKEN);
    // (The closed community's question is theirs to find: they are in it. Nothing hidden is found.)
    const found = (await author.client.get(`/api/search?q=${TOKEN}`)).body as Record<string, unknown> & { questions: { id: number }[] };
    expect(JSON.stringify({ ...found, questions: found.questions.filter((item) => item.id !== hidden.closedQuestion) })).not.toContain(TOKEN);
    const own = await page(`/articles/${hidden.article}`, author.client.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toContain('Oculto pela moderação');
    expect(own.body).toContain(REASON);
  }, 60_000);

  it('is there for moderators and admins in its detail (not in lists), and so is a suspended profile', async () => {
    for (const client of [moderator.client, admin.client]) {
      for (const [path] of [
        [`/api/articles/${hidden.article}`],
        [`/api/protocols/${hidden.protocol}`],
        [`/api/events/${hidden.event}`],
        [`/api/opportunities/${hidden.opportunity}`],
        [`/api/volunteering/${hidden.volunteering}`],
        [`/api/articles/${hidden.suspendedArticle}`],
        [`/api/users/${suspended.id}`],
      ]) {
        const response = await client.get(path!);
        expect(response.status, path).toBe(200);
      }
      expect((await client.get(`/api/articles/${hidden.article}`)).body.hidden).toMatchObject({ reason: REASON });
      expect(textOf(await client.get('/api/articles?limit=100'))).not.toContain(TOKEN);
    }
  });

  it("stays in its author's data export, with when and why it was hidden", async () => {
    const exported = await author.client.get('/api/me/export');
    expect(exported.status).toBe(200);
    const data = (typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body) as Record<string, { id: number; hiddenAt: string | null; hiddenReason: string | null }[]>;
    expect(data.articles!.find((item) => item.id === hidden.article)).toMatchObject({ hiddenAt: expect.any(String), hiddenReason: REASON });
    expect(data.articles!.find((item) => item.id === visibleArticle)).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(data.comments!.find((item) => item.id === hidden.comment)).toMatchObject({ hiddenReason: REASON });
  });

  it('is left out of the weekly digest and of the reminders of the day before', async () => {
    const follower = await createMember();
    const followed = await categoryId('Saúde Mental');
    await follower.client.post('/api/follows', { categoryId: followed });
    const [, news] = (await insertRows('articles', author.id, [
      { title: 'Novidade visível', categoryId: followed, createdAt: '2032-03-05T10:00:00.000Z' },
      { title: `Novidade ${TOKEN}`, categoryId: followed, createdAt: '2032-03-06T10:00:00.000Z' },
    ])) as [number, number];
    await hide('articles', news);
    const event = (title: string, date: string) =>
      env.DB.prepare(`INSERT INTO events (title, description, event_type, event_date, location, organizer_id) VALUES (?, 'Descrição do evento.', 'Workshop', ?, 'Leiria', ?) RETURNING id`)
        .bind(title, date, author.id)
        .first<{ id: number }>()
        .then((row) => row!.id);
    const [shown, concealed] = [await event('Sessão visível', '2032-03-09T09:00:00.000Z'), await event(`Sessão ${TOKEN}`, '2032-03-09T10:00:00.000Z')];
    await hide('events', concealed);
    for (const id of [shown, concealed]) await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id) VALUES (?, ?)').bind(id, follower.id).run();

    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    expect(await sendWeeklyDigests(backgroundScope(env), [follower.id], Date.parse('2032-03-08T08:00:00Z'))).toBe(1);
    expect(await sendEventReminders(backgroundScope(env), Date.parse('2032-03-08T03:17:00Z'))).toBe(1);
    const sent = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    expect(sent.map((mail) => mail.subject)).toEqual(['A sua semana na Rede TO', 'Amanhã: Sessão visível']);
    expect(sent[0]!.text).toContain('Novidade visível');
    expect(sent[0]!.text).toContain('Sessão visível');
    for (const mail of sent) expect(`${mail.text}${mail.html}`).not.toContain(TOKEN);
    sendBatch.mockRestore();
  });

  it('shows every visible item to everyone, with hidden null', async () => {
    for (const client of [visitor(), reader.client, author.client]) {
      const detail = await client.get(`/api/articles/${visibleArticle}`);
      expect(detail.status).toBe(200);
      expect(detail.body.hidden).toBeNull();
    }
  });
});

// A closed community's items (docs/rules/communities.md): read by its members (and their authors)
// only, absent for everyone else from every read path, exactly as hidden items are. Every title of
// an item posted in it carries CLOSED, found nowhere else: a read path shows the community's items
// exactly when its answer holds it.
describe('a closed community', () => {
  const CLOSED = `fechado${Math.random().toString(36).slice(2, 8)}`;
  const closed = { article: 0, protocol: 0, event: 0, community: 0 };
  // The community itself is listed (its name and description are public): its address carries no CLOSED.
  const slug = `intervisao-${Math.random().toString(36).slice(2, 8)}`;
  let poster: Member;
  let insider: Member;
  let leaver: Member;
  let pending: Member;
  let outsider: Member;
  let follower: Member;
  let portalArticle = 0;

  beforeAll(async () => {
    poster = await createMember({ fullName: 'Autora da Comunidade' });
    insider = await createMember();
    leaver = await createMember();
    pending = await createMember();
    outsider = await createMember();
    follower = await createMember();
    const created = await admin.client.post('/api/communities', { name: 'Intervisão fechada', slug, description: 'Um grupo de intervisão clínica fechado.', visibility: 'closed' });
    expect(created.status).toBe(201);
    closed.community = created.body.id;
    expect((await admin.client.request('PUT', `/api/communities/${slug}/moderators/${insider.id}`)).status).toBe(200);
    for (const one of [poster, leaver]) {
      expect((await one.client.post(`/api/communities/${slug}/join`)).status).toBe(202);
      expect((await insider.client.post(`/api/communities/${slug}/requests/${one.id}`, { decision: 'approve' })).status).toBe(200);
    }
    expect((await pending.client.post(`/api/communities/${slug}/join`)).status).toBe(202);
    // The follower follows the poster and the category, and is not in the community.
    expect((await follower.client.post('/api/follows', { userId: poster.id })).status).toBe(201);
    expect((await follower.client.post('/api/follows', { categoryId: category })).status).toBe(201);

    const post = async (path: string, body: object) => {
      const response = await poster.client.post(path, { ...body, communityId: closed.community });
      expect(response.status, path).toBe(201);
      expect(response.body.community).toEqual({ id: closed.community, slug, name: 'Intervisão fechada', visibility: 'closed' });
      return response.body.id as number;
    };
    closed.article = await post('/api/articles', articleInput({ categoryId: category, title: `Artigo ${CLOSED} da intervisão`, summary: `Resumo ${CLOSED} do caso.` }));
    closed.protocol = await post('/api/protocols', protocolInput({ categoryId: category, title: `Protocolo ${CLOSED} da intervisão` }));
    closed.event = await post('/api/events', eventInput({ title: `Sessão ${CLOSED} de intervisão` }));
    portalArticle = (await poster.client.post('/api/articles', articleInput({ categoryId: category, title: 'Artigo da autora para toda a Rede TO' }))).body.id;

    // Before leaving, the leaver saved, liked, commented and registered: all of it goes with them.
    expect((await leaver.client.post('/api/saved-items', { articleId: closed.article })).status).toBe(201);
    expect((await leaver.client.post(`/api/articles/${closed.article}/like`)).status).toBe(200);
    expect((await leaver.client.post('/api/comments', { articleId: closed.article, content: 'Um comentário de quem ainda lá estava.' })).status).toBe(201);
    expect((await leaver.client.post(`/api/events/${closed.event}/register`)).status).toBe(201);
    expect((await leaver.client.delete(`/api/communities/${slug}/membership`)).status).toBe(200);
  }, 60_000);

  const CLOSED_READ_PATHS: [string, () => string][] = [
    ['articles list', () => '/api/articles?limit=100'],
    ["the poster's articles (profile tab)", () => `/api/articles?authorId=${poster.id}`],
    ['articles of the category', () => `/api/articles?categoryId=${category}&limit=100`],
    ['articles of the community', () => `/api/articles?communityId=${closed.community}`],
    ['articles by q', () => `/api/articles?q=${CLOSED}`],
    ['protocols list', () => '/api/protocols?limit=100'],
    ["the poster's protocols", () => `/api/protocols?authorId=${poster.id}`],
    ['events list', () => '/api/events?limit=100'],
    ['upcoming events', () => '/api/events?when=upcoming&limit=100'],
    ["the poster's events", () => `/api/events?authorId=${poster.id}`],
    ['events of the community', () => `/api/events?communityId=${closed.community}`],
    ['search over every kind', () => `/api/search?q=${CLOSED}`],
    ['search of articles', () => `/api/search?q=${CLOSED}&category=articles`],
    ['sitemap', () => '/sitemap.xml'],
    ['articles feed', () => '/feeds/artigos.xml'],
    ['articles feed of the category', () => `/feeds/artigos.xml?categoria=${category}`],
    ['protocols feed', () => '/feeds/protocolos.xml'],
  ];

  const CLOSED_DETAILS: [string, () => string][] = [
    ['article', () => `/api/articles/${closed.article}`],
    ['protocol', () => `/api/protocols/${closed.protocol}`],
    ['event', () => `/api/events/${closed.event}`],
    ['event calendar', () => `/api/events/${closed.event}/calendar.ics`],
    ['comments of the article', () => `/api/articles/${closed.article}/comments`],
  ];

  /** Everyone who is not in the community (clients made when the test runs). */
  const NOT_IN_IT: [string, () => Client][] = [
    ['a visitor', () => new Client()],
    ['another member', () => outsider.client],
    ['a member whose e-mail is unconfirmed', () => unconfirmed.client],
    ['a member whose request waits', () => pending.client],
    ['a member who left it', () => leaver.client],
    ['a follower of its poster', () => follower.client],
  ];

  it("is in the database, so that its absence below is the reads' doing", async () => {
    const row = await env.DB.prepare('SELECT count(*) AS n FROM articles WHERE title LIKE ? AND community_id = ? AND hidden_at IS NULL').bind(`%${CLOSED}%`, closed.community).first<{ n: number }>();
    expect(row!.n).toBe(1);
  });

  describe.each(CLOSED_READ_PATHS)('%s', (_name, path) => {
    it.each(NOT_IN_IT)('holds none of its items for %s', async (_who, client) => {
      const response = await client().get(path());
      expect(response.status).toBe(200);
      expect(textOf(response)).not.toContain(CLOSED);
    });
  });

  describe.each(CLOSED_DETAILS)('the detail of its %s', (_name, path) => {
    it.each(NOT_IN_IT)('answers 404 to %s, with a Portuguese message', async (_who, client) => {
      const response = await client().get(path());
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: expect.stringMatching(/não encontrad/) });
    });
  });

  it('is there for its members and its poster, in lists, search, details and the community page', async () => {
    for (const client of [insider.client, poster.client]) {
      expect(textOf(await client.get('/api/articles?limit=100'))).toContain(CLOSED);
      expect(textOf(await client.get(`/api/events?communityId=${closed.community}`))).toContain(CLOSED);
      const found = (await client.get(`/api/search?q=${CLOSED}`)).body as { counts: Record<string, number> };
      expect(found.counts).toMatchObject({ articles: 1, protocols: 1, events: 1 });
      for (const [, path] of CLOSED_DETAILS) expect((await client.get(path())).status, path()).toBe(200);
    }
    // The totals of its lists count it for them, and not for others.
    expect((await insider.client.get(`/api/articles?communityId=${closed.community}`)).headers.get('X-Total-Count')).toBe('1');
    expect((await outsider.client.get(`/api/articles?communityId=${closed.community}`)).headers.get('X-Total-Count')).toBe('0');
    expect((await outsider.client.get(`/api/articles?authorId=${poster.id}`)).headers.get('X-Total-Count')).toBe('1');
    expect((await poster.client.get(`/api/articles?authorId=${poster.id}`)).headers.get('X-Total-Count')).toBe('2');
    // Portal moderators read a reported item's detail; lists stay the community's.
    expect((await moderator.client.get(`/api/articles/${closed.article}`)).status).toBe(200);
    expect(textOf(await moderator.client.get('/api/articles?limit=100'))).not.toContain(CLOSED);
  });

  it("leaves its items out of the category's and the profile's counts for those not in it", async () => {
    const expected = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM articles x WHERE x.category_id = ?1 AND x.hidden_at IS NULL AND (x.community_id IS NULL OR x.community_id IN (SELECT id FROM communities WHERE visibility = 'open')))
            + (SELECT count(*) FROM protocols x WHERE x.category_id = ?1 AND x.hidden_at IS NULL AND (x.community_id IS NULL OR x.community_id IN (SELECT id FROM communities WHERE visibility = 'open'))) AS n`,
    )
      .bind(category)
      .first<{ n: number }>();
    expect((await new Client().get(`/api/categories/${category}`)).body).toMatchObject({ resourceCount: expected!.n });
    for (const client of [new Client(), outsider.client]) expect((await client.get(`/api/users/${poster.id}`)).body).toMatchObject({ articleCount: 1, protocolCount: 0 });
    for (const client of [insider.client, poster.client]) expect((await client.get(`/api/users/${poster.id}`)).body).toMatchObject({ articleCount: 2, protocolCount: 1 });
  });

  it('takes no like, comment, save or registration from anyone not in it (404, nothing written)', async () => {
    const rows = async () =>
      env.DB.prepare(
        `SELECT (SELECT count(*) FROM likes) AS likes, (SELECT count(*) FROM comments) AS comments, (SELECT count(*) FROM saved_items) AS saved,
                (SELECT count(*) FROM event_registrations) AS registrations, (SELECT count(*) FROM event_waitlist) AS waitlist`,
      ).first();
    const before = await rows();
    for (const client of [outsider.client, pending.client, leaver.client, follower.client]) {
      expect((await client.post(`/api/articles/${closed.article}/like`)).status).toBe(404);
      expect((await client.post('/api/comments', { articleId: closed.article, content: 'Um comentário que não deve ficar.' })).status).toBe(404);
      expect((await client.post('/api/saved-items', { protocolId: closed.protocol })).status).toBe(404);
      expect((await client.post(`/api/events/${closed.event}/register`)).status).toBe(404);
    }
    expect(await rows()).toEqual(before);
    expect((await insider.client.post(`/api/articles/${closed.article}/like`)).status).toBe(200);
  });

  it("is gone, for the member who left, from their saved items, activity and 'Para si'; never in the follower's", async () => {
    const saved = await leaver.client.get('/api/saved-items');
    expect(textOf(saved)).not.toContain(CLOSED);
    expect(saved.headers.get('X-Total-Count')).toBe('0');
    expect(textOf(await leaver.client.get('/api/me/activity'))).not.toContain(CLOSED);
    for (const client of [leaver.client, follower.client]) {
      expect(textOf(await client.get('/api/follows/feed'))).not.toContain(CLOSED);
      expect(textOf(await client.get('/api/communities/news'))).not.toContain(CLOSED);
    }
    expect(textOf(await follower.client.get('/api/follows/feed'))).toContain('Artigo da autora para toda a Rede TO');
    // Its members find it in 'Para si' and 'Nas suas comunidades'.
    expect(textOf(await insider.client.get('/api/follows/feed'))).toContain(CLOSED);
    expect(textOf(await insider.client.get('/api/communities/news'))).toContain(CLOSED);
  });

  it("tells none of the poster's followers who are not in it, and leaves it out of their notifications", async () => {
    expect(await notifyFollowers(env.DB, 'article', closed.article)).toBe(0);
    expect(await notifyFollowers(env.DB, 'article', portalArticle)).toBe(1);
    const told = await follower.client.get('/api/notifications');
    expect(textOf(told)).not.toContain(CLOSED);
    expect(textOf(told)).toContain('Artigo da autora para toda a Rede TO');
    // A notification about its item, written while the member was in it, goes when they leave.
    await env.DB.prepare("INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title) VALUES (?, 'followed-content', ?, 'article', ?, ?)")
      .bind(leaver.id, poster.id, closed.article, `Artigo ${CLOSED} da intervisão`)
      .run();
    expect(textOf(await leaver.client.get('/api/notifications'))).not.toContain(CLOSED);
  });

  it('is left out of the weekly digest of those not in it, and in the digest of its members; its event reminds its members only', async () => {
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    const until = Date.now() + 60_000;
    // The leaver follows nothing and is in no community now: no digest.
    expect(await sendWeeklyDigests(backgroundScope(env), [follower.id, leaver.id, insider.id], until)).toBe(2);
    const sent = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    const digestOf = (member: Member) => sent.find((mail) => mail.to === `${member.username.toLowerCase()}@example.pt`)!;
    expect(`${digestOf(follower).text}${digestOf(follower).html}`).not.toContain(CLOSED);
    expect(digestOf(follower).text).toContain('Artigo da autora para toda a Rede TO');
    expect(digestOf(insider).text).toContain(`Artigo ${CLOSED} da intervisão`);
    sendBatch.mockClear();
    // The leaver registered for its event while a member: they are not reminded of it.
    await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id) VALUES (?, ?)').bind(closed.event, insider.id).run();
    const eventDate = await env.DB.prepare('SELECT event_date AS d FROM events WHERE id = ?').bind(closed.event).first<{ d: string }>();
    await sendEventReminders(backgroundScope(env), Date.parse(eventDate!.d) - 24 * 3600 * 1000);
    const reminders = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail)).filter((mail) => mail.subject.includes(CLOSED));
    expect(reminders.map((mail) => mail.to)).toEqual([`${insider.username.toLowerCase()}@example.pt`]);
    sendBatch.mockRestore();
  });

  it("is absent from pages for those not in it: the item's page answers 404, the lists and the home page do not show it", async () => {
    for (const [path, cookie] of [
      [`/articles/${closed.article}`, undefined],
      [`/protocols/${closed.protocol}`, undefined],
      [`/eventos/${closed.event}`, undefined],
      [`/articles/${closed.article}`, outsider.client.cookie],
    ] as const) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain(CLOSED);
    }
    for (const path of ['/', '/articles', '/protocols', '/eventos']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).not.toContain(CLOSED);
    }
    const own = await page(`/articles/${closed.article}`, insider.client.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toContain(CLOSED);
  }, 120_000);
});
