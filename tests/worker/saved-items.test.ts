import { describe, expect, it } from 'vitest';
import { insertRows, LONG_TEXT } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

async function savedCount(userId: number) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM saved_items WHERE user_id = ?').bind(userId).first<{ n: number }>();
  return row!.n;
}

async function content(authorId: number) {
  const category = await categoryId();
  const [articleId] = await insertRows('articles', authorId, [{ categoryId: category, pdfUrl: '/api/files/a.pdf' }]);
  const [protocolId] = await insertRows('protocols', authorId, [{ categoryId: category }]);
  return { articleId: articleId!, protocolId: protocolId! };
}

describe('POST /api/saved-items', () => {
  it('saves an article once: 201 the first time, 200 with the same item after', async () => {
    const member = await createMember();
    const { articleId } = await content(member.id);
    const first = await member.client.post('/api/saved-items', { articleId, userId: 1 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: member.id, articleId, protocolId: null, protocol: null });
    expect(first.body.article).toMatchObject({ id: articleId, content: `<p>${LONG_TEXT}</p>`, pdfUrl: '/api/files/a.pdf' });
    const again = await member.client.post('/api/saved-items', { articleId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await savedCount(member.id)).toBe(1);
  });

  it('saves a protocol', async () => {
    const member = await createMember();
    const { protocolId } = await content(member.id);
    const response = await member.client.post('/api/saved-items', { protocolId });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ protocolId, articleId: null, article: null });
    expect(response.body.protocol.id).toBe(protocolId);
  });

  it('saves once when the same save arrives twice at the same time', async () => {
    const member = await createMember();
    const { articleId } = await content(member.id);
    const responses = await Promise.all([member.client.post('/api/saved-items', { articleId }), member.client.post('/api/saved-items', { articleId })]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(responses[0]!.body.id).toBe(responses[1]!.body.id);
    expect(await savedCount(member.id)).toBe(1);
  });

  it('refuses a missing target with 404, a malformed body with 400 and visitors with 401, writing nothing', async () => {
    const member = await createMember();
    const { articleId, protocolId } = await content(member.id);
    const before = await countRows('saved_items');
    const missing = await member.client.post('/api/saved-items', { protocolId: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Protocolo não encontrado');
    const both = await member.client.post('/api/saved-items', { articleId, protocolId });
    expect(both.status).toBe(400);
    expect(both.body.errors.articleId).toBe('Indique o artigo ou o protocolo a guardar.');
    expect((await member.client.post('/api/saved-items', {})).status).toBe(400);
    expect((await new Client().post('/api/saved-items', { articleId })).status).toBe(401);
    expect(await countRows('saved_items')).toBe(before);
  });
});

describe('GET /api/saved-items', () => {
  it('lists only the member’s own items, newest first, each with its article or protocol', async () => {
    const member = await createMember();
    const other = await createMember();
    const { articleId, protocolId } = await content(member.id);
    const savedArticle = await member.client.post('/api/saved-items', { articleId });
    const savedProtocol = await member.client.post('/api/saved-items', { protocolId });
    await other.client.post('/api/saved-items', { articleId });
    await member.client.post(`/api/articles/${articleId}/like`);

    const response = await member.client.get('/api/saved-items');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('2');
    expect(response.body.map((s: { id: number }) => s.id)).toEqual([savedProtocol.body.id, savedArticle.body.id]);
    expect(response.body[0].protocol).toMatchObject({ id: protocolId, content: `<p>${LONG_TEXT}</p>` });
    expect(response.body[0].article).toBeNull();
    expect(response.body[1].article).toMatchObject({ id: articleId, liked: true, likes: 1, pdfUrl: '/api/files/a.pdf' });
    expect(response.body[1].article.author.id).toBe(member.id);
  });

  it('refuses visitors with 401', async () => {
    const response = await new Client().get('/api/saved-items');
    expect(response.status).toBe(401);
  });

  it('runs the same number of statements for a page of 1 and a page of 50', async () => {
    const member = await createMember();
    const category = await categoryId();
    const articles = await insertRows(
      'articles',
      member.id,
      Array.from({ length: 30 }, () => ({ categoryId: category })),
    );
    const protocols = await insertRows(
      'protocols',
      member.id,
      Array.from({ length: 30 }, () => ({ categoryId: category })),
    );
    await env.DB.batch([
      ...articles.map((id) => env.DB.prepare('INSERT INTO saved_items (user_id, article_id) VALUES (?, ?)').bind(member.id, id)),
      ...protocols.map((id) => env.DB.prepare('INSERT INTO saved_items (user_id, protocol_id) VALUES (?, ?)').bind(member.id, id)),
    ]);
    const one = await member.client.get('/api/saved-items?limit=1');
    const fifty = await member.client.get('/api/saved-items?limit=50');
    expect(one.body).toHaveLength(1);
    expect(fifty.body).toHaveLength(50);
    expect(fifty.headers.get('X-Total-Count')).toBe('60');
    expect(statementsOf(one)).toBe(3);
    expect(statementsOf(fifty)).toBe(3);
    const ids = fifty.body.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('DELETE /api/saved-items/{id}', () => {
  it('removes the member’s own saved item with 204; a second delete answers 404', async () => {
    const member = await createMember();
    const { articleId } = await content(member.id);
    const saved = await member.client.post('/api/saved-items', { articleId });
    const removed = await member.client.delete(`/api/saved-items/${saved.body.id}`);
    expect(removed.status).toBe(204);
    expect(await savedCount(member.id)).toBe(0);
    const again = await member.client.delete(`/api/saved-items/${saved.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Item guardado não encontrado.');
  });

  it('answers 404 for another member’s saved item and leaves it in place', async () => {
    const owner = await createMember();
    const intruder = await createMember();
    const { articleId } = await content(owner.id);
    const saved = await owner.client.post('/api/saved-items', { articleId });
    const response = await intruder.client.delete(`/api/saved-items/${saved.body.id}`);
    expect(response.status).toBe(404);
    expect(await savedCount(owner.id)).toBe(1);
    expect((await new Client().delete(`/api/saved-items/${saved.body.id}`)).status).toBe(401);
    expect((await owner.client.delete('/api/saved-items/abc')).status).toBe(404);
    expect(await savedCount(owner.id)).toBe(1);
  });
});
