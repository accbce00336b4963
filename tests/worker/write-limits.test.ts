import { describe, expect, it } from 'vitest';
import { WRITE_LIMITS, writeLimitKey, type WriteKind } from '../../worker/services/write-limits';
import { articleInput, insertRows, protocolInput } from './content-fixtures';
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
const opportunity = { title: 'Terapeuta para Pediatria', company: 'Clínica Crescer', description: 'Procuramos terapeuta com experiência em intervenção precoce.', location: 'Braga', contact: 'vagas@crescer.pt' };
const offer = { title: 'Apoio a idosos no lar', organization: 'Santa Casa', description: 'Sessões semanais de estimulação cognitiva com utentes.', location: 'Beja', contact: 'voluntariado@santacasa.pt' };

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
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => member.client.post('/api/articles', articleInput({ title: `Artigo em rajada ${i}`, categoryId: category }))),
    );
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
    const ids = await insertRows('protocols', member.id, Array.from({ length: 40 }, () => ({ categoryId: category })));
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
