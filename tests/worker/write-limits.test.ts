import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS, writeLimitKey, type WriteKind } from '../../worker/services/write-limits';
import { articleInput, insertRows, LONG_TEXT, protocolInput } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { env } from './helpers';

const HOUR_S = 60 * 60;

/** Counts `hits` writes of `kind` for the member in the current hour, as if they had been made. */
async function alreadyWritten(kind: WriteKind, userId: number, hits: number) {
  await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, ?, ?)').bind(writeLimitKey(kind, userId), hits, Date.now()).run();
}

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Workshop de Integração Sensorial',
  description: 'Um dia de prática clínica com casos reais de integração sensorial.',
  eventDate: new Date(Date.now() + 10 * 864e5).toISOString(),
  location: 'Coimbra',
  eventType: 'Workshop',
  ...overrides,
});
const opportunity = {
  title: 'Terapeuta para Pediatria',
  company: 'Clínica Crescer',
  description: 'Procuramos terapeuta com experiência em intervenção precoce.',
  location: 'Braga',
  contact: 'vagas@crescer.pt',
  // Every new offer states its pay (docs/rules/job-alerts-and-pay.md).
  salaryMin: 1200,
  salaryMax: 1400,
};
const offer = {
  title: 'Apoio a idosos no lar',
  organization: 'Santa Casa',
  description: 'Sessões semanais de estimulação cognitiva com utentes.',
  location: 'Beja',
  contact: 'voluntariado@santacasa.pt',
};

function expectRefusedWithin(response: { status: number; headers: Headers; body: { message: string } }, kind: WriteKind) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(WRITE_LIMITS[kind].message);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
}

describe('items per member and hour (30)', () => {
  it('creates exactly 30 of 50 articles sent at once by one member, refusing the rest with 429', async () => {
    const member = await createMember();
    const category = await categoryId();
    const before = await countRows('articles');
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => member.client.post('/api/articles', articleInput({ title: `Artigo em rajada ${i}`, categoryId: category }))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const refused of responses.filter((response) => response.status === 429)) expectRefusedWithin(refused, 'item');
    expect(await countRows(`articles WHERE author_id = ${member.id}`)).toBe(30);
    expect(await countRows('articles')).toBe(before + 30);
  });

  it('counts articles, protocols, events, opportunities and volunteering together', async () => {
    const member = await createMember();
    const category = await categoryId();
    await alreadyWritten('item', member.id, WRITE_LIMITS.item.perHour - 5);
    const accepted = [
      await member.client.post('/api/articles', articleInput({ categoryId: category })),
      await member.client.post('/api/protocols', protocolInput({ categoryId: category })),
      await member.client.post('/api/events', event()),
      await member.client.post('/api/opportunities', opportunity),
      await member.client.post('/api/volunteering', offer),
    ];
    expect(accepted.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const counts = await Promise.all(['articles', 'protocols', 'events', 'opportunities', 'volunteering'].map((table) => countRows(table)));
    const refused = [
      await member.client.post('/api/articles', articleInput({ categoryId: category })),
      await member.client.post('/api/protocols', protocolInput({ categoryId: category })),
      await member.client.post('/api/events', event()),
      await member.client.post('/api/opportunities', opportunity),
      await member.client.post('/api/volunteering', offer),
    ];
    for (const response of refused) expectRefusedWithin(response, 'item');
    expect(await Promise.all(['articles', 'protocols', 'events', 'opportunities', 'volunteering'].map((table) => countRows(table)))).toEqual(counts);
    // Another member is not held back by this one.
    expect((await (await createMember()).client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(201);
  });

  it('does not count a refused request: invalid input, an unknown category or an image not the member’s', async () => {
    const member = await createMember();
    const category = await categoryId();
    await alreadyWritten('item', member.id, WRITE_LIMITS.item.perHour - 1);
    const before = await countRows('articles');
    expect((await member.client.post('/api/articles', articleInput({ title: 'Oi', categoryId: category }))).status).toBe(400);
    expect((await member.client.post('/api/articles', articleInput({ categoryId: 987654 }))).status).toBe(400);
    expect((await member.client.post('/api/articles', articleInput({ categoryId: category, imageUrl: '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.jpg' }))).status).toBe(400);
    expect((await member.client.post('/api/events', event({ eventDate: 'amanhã' }))).status).toBe(400);
    expect(await countRows('articles')).toBe(before);
    expect((await member.client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(201);
    expectRefusedWithin(await member.client.post('/api/articles', articleInput({ categoryId: category })), 'item');
  });

  it('lets a member write again once the hour has passed', async () => {
    const member = await createMember();
    await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, ?, ?)')
      .bind(writeLimitKey('item', member.id), WRITE_LIMITS.item.perHour, Date.now() - HOUR_S * 1000 - 1)
      .run();
    expect((await member.client.post('/api/opportunities', opportunity)).status).toBe(201);
  });
});

describe('comments per member and hour (120)', () => {
  it('lets only the remaining 10 of 50 comments sent at once through, refusing the rest with 429', async () => {
    const member = await createMember();
    const [articleId] = await insertRows('articles', member.id, [{ categoryId: await categoryId() }]);
    await alreadyWritten('comment', member.id, WRITE_LIMITS.comment.perHour - 10);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => member.client.post('/api/comments', { content: `Comentário ${i}`, articleId })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.status === 429)) expectRefusedWithin(refused, 'comment');
    expect(await countRows(`comments WHERE user_id = ${member.id}`)).toBe(10);
  });

  it('does not count an empty comment or one on an article that does not exist', async () => {
    const member = await createMember();
    const [articleId] = await insertRows('articles', member.id, [{ categoryId: await categoryId() }]);
    await alreadyWritten('comment', member.id, WRITE_LIMITS.comment.perHour - 1);
    expect((await member.client.post('/api/comments', { content: '   ', articleId })).status).toBe(400);
    expect((await member.client.post('/api/comments', { content: 'Olá', articleId: 999999 })).status).toBe(404);
    expect((await member.client.post('/api/comments', { content: 'Olá', articleId })).status).toBe(201);
    expectRefusedWithin(await member.client.post('/api/comments', { content: 'Olá outra vez', articleId }), 'comment');
  });
});

describe('likes and saved items per member and hour (300 together)', () => {
  it('counts likes and saves together and refuses past 300 with 429, writing nothing', async () => {
    const member = await createMember();
    const [first, second, third] = await insertRows('articles', member.id, [{ categoryId: await categoryId() }, { categoryId: await categoryId() }, { categoryId: await categoryId() }]);
    await alreadyWritten('reaction', member.id, WRITE_LIMITS.reaction.perHour - 2);
    expect((await member.client.post(`/api/articles/${first}/like`)).status).toBe(200);
    expect((await member.client.post('/api/saved-items', { articleId: first })).status).toBe(201);
    expectRefusedWithin(await member.client.post(`/api/articles/${second}/like`), 'reaction');
    expectRefusedWithin(await member.client.post('/api/saved-items', { articleId: third }), 'reaction');
    expect(await countRows(`likes WHERE user_id = ${member.id}`)).toBe(1);
    expect(await countRows(`saved_items WHERE user_id = ${member.id}`)).toBe(1);
    // Taking a like back is never limited.
    expect((await member.client.delete(`/api/articles/${first}/like`)).status).toBe(200);
  });

  it('keeps 40 likes sent at once within the 10 left', async () => {
    const member = await createMember();
    const category = await categoryId();
    const ids = await insertRows(
      'protocols',
      member.id,
      Array.from({ length: 40 }, () => ({ categoryId: category })),
    );
    await alreadyWritten('reaction', member.id, WRITE_LIMITS.reaction.perHour - 10);
    const responses = await Promise.all(ids.map((id) => member.client.post(`/api/protocols/${id}/like`)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(30);
    expect(await countRows(`likes WHERE user_id = ${member.id}`)).toBe(10);
  });

  it('does not count a like or save of an item that does not exist', async () => {
    const member = await createMember();
    const [articleId] = await insertRows('articles', member.id, [{ categoryId: await categoryId() }]);
    await alreadyWritten('reaction', member.id, WRITE_LIMITS.reaction.perHour - 1);
    expect((await member.client.post('/api/articles/999999/like')).status).toBe(404);
    expect((await member.client.post('/api/saved-items', { protocolId: 999999 })).status).toBe(404);
    expect((await member.client.post(`/api/articles/${articleId}/like`)).status).toBe(200);
  });
});

/** The row as stored, to prove that a refused change left it as it was. */
const rowOf = (table: string, id: number) => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first();

/**
 * The review's shape in 197 KB: 33,000 nested <b> and 24,500 </p>, each of which the parser searched
 * its 33,000 open elements for; and text enough for an article, so that validation lets it through.
 */
const PATHOLOGICAL_HTML = `${'<b>'.repeat(33_000)}${'</p>'.repeat(24_500)}<p>${LONG_TEXT} ${LONG_TEXT}</p>`;
/** What a refusal before parsing takes, through the whole Worker with a 200 KB body; parsing that body took 1 to 13 s. */
const ANSWER_BEFORE_PARSING_MS = 300;

async function timedRequest(send: () => Promise<{ status: number; headers: Headers; body: { message: string } }>) {
  const startedAt = performance.now();
  const response = await send();
  return { response, elapsedMs: performance.now() - startedAt };
}

describe('edits and draft saves per member and hour (120 of each)', () => {
  it('lets exactly 120 of 125 edits of an article sent at once through, and refuses the 121st with 429, changing nothing', async () => {
    const member = await createMember();
    const [article] = await insertRows('articles', member.id, [{ categoryId: await categoryId() }]);
    const responses = await Promise.all(Array.from({ length: 125 }, (_, i) => member.client.patch(`/api/articles/${article}`, { title: `Título revisto em rajada ${i}` })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(120);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    for (const response of refused) expectRefusedWithin(response, 'edit');

    const before = await rowOf('articles', article!);
    expectRefusedWithin(await member.client.patch(`/api/articles/${article}`, { title: 'O título da edição a mais', content: `<p>${'Texto novo. '.repeat(20)}</p>` }), 'edit');
    expect(await rowOf('articles', article!)).toEqual(before);
  });

  it('counts edits of every kind of item together, and draft saves apart, and refuses each past its limit, changing nothing', async () => {
    const member = await createMember();
    const category = await categoryId();
    const [article] = await insertRows('articles', member.id, [{ categoryId: category }]);
    const [protocol] = await insertRows('protocols', member.id, [{ categoryId: category }]);
    const eventId = (await member.client.post('/api/events', event())).body.id as number;
    const opportunityId = (await member.client.post('/api/opportunities', opportunity)).body.id as number;
    const offerId = (await member.client.post('/api/volunteering', offer)).body.id as number;
    const edits = [
      { table: 'articles', id: article!, send: () => member.client.patch(`/api/articles/${article}`, { title: 'Artigo com título revisto' }) },
      { table: 'protocols', id: protocol!, send: () => member.client.patch(`/api/protocols/${protocol}`, { content: `<p>${LONG_TEXT} ${LONG_TEXT} revisto</p>` }) },
      { table: 'events', id: eventId, send: () => member.client.patch(`/api/events/${eventId}`, { location: 'Setúbal' }) },
      { table: 'opportunities', id: opportunityId, send: () => member.client.patch(`/api/opportunities/${opportunityId}`, { location: 'Évora' }) },
      { table: 'volunteering', id: offerId, send: () => member.client.patch(`/api/volunteering/${offerId}`, { location: 'Viseu' }) },
    ];
    const saveDraft = () => member.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho em curso', content: '<p>Início</p>' });
    await alreadyWritten('edit', member.id, WRITE_LIMITS.edit.perHour - edits.length);
    for (const edit of edits) expect((await edit.send()).status).toBe(200);

    const draftOf = () => env.DB.prepare('SELECT body, updated_at FROM drafts WHERE author_id = ?').bind(member.id).first();
    const before = await Promise.all(edits.map((edit) => rowOf(edit.table, edit.id)));
    for (const edit of edits) expectRefusedWithin(await edit.send(), 'edit');
    expect(await Promise.all(edits.map((edit) => rowOf(edit.table, edit.id)))).toEqual(before);
    // An hour of edits does not stop the writer saving its draft, nor a full hour of drafts an edit.
    await alreadyWritten('draft', member.id, WRITE_LIMITS.draft.perHour - 1);
    expect((await saveDraft()).status).toBe(200);
    const draftBefore = await draftOf();
    expectRefusedWithin(await saveDraft(), 'draft');
    expect(await draftOf()).toEqual(draftBefore);
    // Publishing is counted apart: new items still have their own 30 an hour.
    expect((await member.client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(201);
  });

  it('does not count a refused edit: another member’s item, a missing one, HTML nested too deep or a draft too large', async () => {
    const member = await createMember();
    const other = await createMember();
    const category = await categoryId();
    const [own] = await insertRows('articles', member.id, [{ categoryId: category }]);
    const [others] = await insertRows('articles', other.id, [{ categoryId: category }]);
    await alreadyWritten('edit', member.id, WRITE_LIMITS.edit.perHour - 1);
    const tooDeep = `${'<ul><li>'.repeat(51)}${LONG_TEXT}`;

    expect((await member.client.patch(`/api/articles/${others}`, { title: 'O artigo de outra pessoa' })).status).toBe(403);
    expect((await member.client.patch('/api/articles/999999999', { title: 'Um artigo que não existe' })).status).toBe(404);
    expect(await member.client.patch(`/api/articles/${own}`, { content: tooDeep })).toMatchObject({
      status: 400,
      body: { message: 'O conteúdo tem etiquetas HTML encaixadas em mais de 100 níveis.', errors: { content: 'O conteúdo tem etiquetas HTML encaixadas em mais de 100 níveis.' } },
    });
    expect((await member.client.patch(`/api/articles/${own}`, { content: '<p>Curto.</p>' })).status).toBe(400);
    expect((await member.client.request('PUT', '/api/drafts/article/new', { content: tooDeep })).status).toBe(400);
    expect((await member.client.request('PUT', `/api/drafts/article/${others}`, { title: 'Rascunho do artigo de outra pessoa' })).status).toBe(404);
    expect((await member.client.request('PUT', '/api/drafts/article/new', { content: '"'.repeat(140_000) })).status).toBe(413);
    expect(await countRows(`drafts WHERE author_id = ${member.id}`)).toBe(0);

    expect((await member.client.patch(`/api/articles/${own}`, { title: 'A última edição desta hora' })).status).toBe(200);
    expectRefusedWithin(await member.client.patch(`/api/articles/${own}`, { title: 'Uma edição a mais' }), 'edit');
  });

  it('answers 429 before parsing a pathological body past the limit: publishing, editing and saving a draft', async () => {
    const member = await createMember();
    const category = await categoryId();
    const [article] = await insertRows('articles', member.id, [{ categoryId: category }]);
    await alreadyWritten('item', member.id, WRITE_LIMITS.item.perHour);
    await alreadyWritten('edit', member.id, WRITE_LIMITS.edit.perHour);
    await alreadyWritten('draft', member.id, WRITE_LIMITS.draft.perHour);
    const before = { articles: await countRows('articles'), article: await rowOf('articles', article!), drafts: await countRows('drafts') };

    const publish = await timedRequest(() => member.client.post('/api/articles', articleInput({ categoryId: category, content: PATHOLOGICAL_HTML })));
    const edit = await timedRequest(() => member.client.patch(`/api/articles/${article}`, { content: PATHOLOGICAL_HTML }));
    const draft = await timedRequest(() => member.client.request('PUT', `/api/drafts/article/${article}`, { content: PATHOLOGICAL_HTML }));
    expectRefusedWithin(publish.response, 'item');
    expectRefusedWithin(edit.response, 'edit');
    expectRefusedWithin(draft.response, 'draft');
    expect(publish.elapsedMs).toBeLessThan(ANSWER_BEFORE_PARSING_MS);
    expect(edit.elapsedMs).toBeLessThan(ANSWER_BEFORE_PARSING_MS);
    expect(draft.elapsedMs).toBeLessThan(ANSWER_BEFORE_PARSING_MS);
    expect({ articles: await countRows('articles'), article: await rowOf('articles', article!), drafts: await countRows('drafts') }).toEqual(before);
  });

  it('refuses the pathological body within the limit with 400 before parsing it, and gives the count back', async () => {
    const member = await createMember();
    const category = await categoryId();
    const [article] = await insertRows('articles', member.id, [{ categoryId: category }]);
    await alreadyWritten('edit', member.id, WRITE_LIMITS.edit.perHour - 1);
    const edit = await timedRequest(() => member.client.patch(`/api/articles/${article}`, { content: PATHOLOGICAL_HTML }));
    expect(edit.response.status).toBe(400);
    expect(edit.elapsedMs).toBeLessThan(ANSWER_BEFORE_PARSING_MS);
    const publish = await timedRequest(() => member.client.post('/api/articles', articleInput({ categoryId: category, content: PATHOLOGICAL_HTML })));
    expect(publish.response.status).toBe(400);
    expect(publish.elapsedMs).toBeLessThan(ANSWER_BEFORE_PARSING_MS);
    expect((await member.client.patch(`/api/articles/${article}`, { title: 'Ainda dentro do limite' })).status).toBe(200);
  });
});
