import { describe, expect, it } from 'vitest';
import { insertRows } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

const visitor = () => new Client();

async function oneOfEach(authorId: number) {
  const category = await categoryId();
  const [articleId] = await insertRows('articles', authorId, [{ categoryId: category }]);
  const [protocolId] = await insertRows('protocols', authorId, [{ categoryId: category }]);
  return { articleId: articleId!, protocolId: protocolId! };
}

describe('POST /api/comments', () => {
  it('adds a member’s trimmed comment to an article, with its author, as plain text', async () => {
    const member = await createMember({ fullName: 'Comentadora' });
    const { articleId } = await oneOfEach(member.id);
    const response = await member.client.post('/api/comments', { content: '  Muito útil, <b>obrigada</b>!  ', articleId, userId: 1 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ content: 'Muito útil, <b>obrigada</b>!', userId: member.id, articleId, protocolId: null });
    expect(response.body.author).toMatchObject({ id: member.id, fullName: 'Comentadora' });
    expect(response.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('adds a comment to a protocol', async () => {
    const member = await createMember();
    const { protocolId } = await oneOfEach(member.id);
    const response = await member.client.post('/api/comments', { content: 'Vou aplicar na clínica.', protocolId });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ protocolId, articleId: null });
  });

  it.each([
    [{ content: '   ' }, 'content', 'Por favor, escreva um comentário antes de enviar'],
    [{ content: undefined }, 'content', 'Por favor, escreva um comentário antes de enviar'],
    [{ content: 'x'.repeat(5001) }, 'content', 'O comentário deve ter no máximo 5000 caracteres.'],
  ])('refuses %j with 400 and writes nothing', async (change, field, message) => {
    const member = await createMember();
    const { articleId } = await oneOfEach(member.id);
    const before = await countRows('comments');
    const response = await member.client.post('/api/comments', Object.assign({ content: 'texto', articleId }, change));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('comments')).toBe(before);
  });

  it('accepts exactly 5000 characters', async () => {
    const member = await createMember();
    const { articleId } = await oneOfEach(member.id);
    expect((await member.client.post('/api/comments', { content: 'x'.repeat(5000), articleId })).status).toBe(201);
  });

  it('refuses a comment with no target or with both targets', async () => {
    const member = await createMember();
    const { articleId, protocolId } = await oneOfEach(member.id);
    const before = await countRows('comments');
    for (const body of [{ content: 'Olá' }, { content: 'Olá', articleId, protocolId }]) {
      const response = await member.client.post('/api/comments', body);
      expect(response.status).toBe(400);
      expect(response.body.errors.articleId).toBe('Indique o artigo ou o protocolo a comentar.');
    }
    expect(await countRows('comments')).toBe(before);
  });

  it('answers 404 when the article or protocol does not exist, writing nothing', async () => {
    const member = await createMember();
    const before = await countRows('comments');
    const article = await member.client.post('/api/comments', { content: 'Olá', articleId: 999999 });
    expect(article.status).toBe(404);
    expect(article.body.message).toBe('Artigo não encontrado');
    const protocol = await member.client.post('/api/comments', { content: 'Olá', protocolId: 999999 });
    expect(protocol.status).toBe(404);
    expect(protocol.body.message).toBe('Protocolo não encontrado');
    expect(await countRows('comments')).toBe(before);
  });

  it('refuses visitors with 401', async () => {
    const author = await createMember();
    const { articleId } = await oneOfEach(author.id);
    const before = await countRows('comments');
    expect((await visitor().post('/api/comments', { content: 'Olá', articleId })).status).toBe(401);
    expect(await countRows('comments')).toBe(before);
  });
});

describe('GET /api/{articles,protocols}/{id}/comments', () => {
  it('lists an article’s comments newest first with their authors, paged, for anyone', async () => {
    const author = await createMember();
    const commenter = await createMember({ fullName: 'Leitor Atento' });
    const { articleId, protocolId } = await oneOfEach(author.id);
    for (const content of ['primeiro', 'segundo', 'terceiro']) {
      expect((await commenter.client.post('/api/comments', { content, articleId })).status).toBe(201);
    }
    await commenter.client.post('/api/comments', { content: 'noutro sítio', protocolId });

    const response = await visitor().get(`/api/articles/${articleId}/comments`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('3');
    expect(response.body.map((c: { content: string }) => c.content)).toEqual(['terceiro', 'segundo', 'primeiro']);
    expect(response.body[0].author).toMatchObject({ id: commenter.id, fullName: 'Leitor Atento' });
    expect(response.body[0].author).not.toHaveProperty('email');

    const page = await visitor().get(`/api/articles/${articleId}/comments?limit=1&offset=1`);
    expect(page.body.map((c: { content: string }) => c.content)).toEqual(['segundo']);
    const protocolComments = await visitor().get(`/api/protocols/${protocolId}/comments`);
    expect(protocolComments.body.map((c: { content: string }) => c.content)).toEqual(['noutro sítio']);
  });

  it('answers an empty list for an item without comments, and 404 for a missing one', async () => {
    const author = await createMember();
    const { articleId } = await oneOfEach(author.id);
    const empty = await visitor().get(`/api/articles/${articleId}/comments`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const missingArticle = await visitor().get('/api/articles/999999/comments');
    expect(missingArticle.status).toBe(404);
    expect(missingArticle.body.message).toBe('Artigo não encontrado');
    const missingProtocol = await visitor().get('/api/protocols/abc/comments');
    expect(missingProtocol.status).toBe(404);
    expect(missingProtocol.body.message).toBe('Protocolo não encontrado');
  });

  it('runs the same number of statements for 1 and 50 comments per page', async () => {
    const author = await createMember();
    const { articleId } = await oneOfEach(author.id);
    await env.DB.batch(Array.from({ length: 60 }, (_, i) => env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?)').bind(`comentário ${i}`, author.id, articleId)));
    const one = await visitor().get(`/api/articles/${articleId}/comments?limit=1`);
    const fifty = await visitor().get(`/api/articles/${articleId}/comments?limit=50`);
    expect(fifty.body).toHaveLength(50);
    expect(statementsOf(one)).toBe(3);
    expect(statementsOf(fifty)).toBe(3);
  });
});
