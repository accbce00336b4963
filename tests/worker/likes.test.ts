import { describe, expect, it } from 'vitest';
import { insertRows } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { Client, env } from './helpers';

const visitor = () => new Client();

async function likeRows(column: 'article_id' | 'protocol_id', id: number) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM likes WHERE ${column} = ?`).bind(id).first<{ n: number }>();
  return row!.n;
}

describe.each([
  ['articles', 'article_id', 'Artigo não encontrado'],
  ['protocols', 'protocol_id', 'Protocolo não encontrado'],
] as const)('likes on %s', (table, column, notFoundMessage) => {
  async function item() {
    const author = await createMember();
    const [id] = await insertRows(table, author.id, [{ categoryId: await categoryId() }]);
    return id!;
  }

  it('adds one like per member, repeating changes nothing, and unliking removes it', async () => {
    const id = await item();
    const member = await createMember();
    expect((await member.client.post(`/api/${table}/${id}/like`)).body).toEqual({ likes: 1, liked: true });
    expect((await member.client.post(`/api/${table}/${id}/like`)).body).toEqual({ likes: 1, liked: true });
    expect(await likeRows(column, id)).toBe(1);
    const detail = await member.client.get(`/api/${table}/${id}`);
    expect(detail.body).toMatchObject({ likes: 1, liked: true });
    expect((await visitor().get(`/api/${table}/${id}`)).body).toMatchObject({ likes: 1, liked: false });

    expect((await member.client.delete(`/api/${table}/${id}/like`)).body).toEqual({ likes: 0, liked: false });
    expect((await member.client.delete(`/api/${table}/${id}/like`)).body).toEqual({ likes: 0, liked: false });
    expect(await likeRows(column, id)).toBe(0);
  });

  it('counts 10 members liking at once as 10 likes', async () => {
    const id = await item();
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember()));
    const responses = await Promise.all(members.map((m) => m.client.post(`/api/${table}/${id}/like`)));
    expect(responses.every((r) => r.status === 200 && r.body.liked === true)).toBe(true);
    expect(Math.max(...responses.map((r) => r.body.likes))).toBe(10);
    const row = await env.DB.prepare(`SELECT likes FROM ${table} WHERE id = ?`).bind(id).first();
    expect(row).toEqual({ likes: 10 });
    expect(await likeRows(column, id)).toBe(10);
  });

  it('counts the same member liking twice at once as one like', async () => {
    const id = await item();
    const member = await createMember();
    const responses = await Promise.all([member.client.post(`/api/${table}/${id}/like`), member.client.post(`/api/${table}/${id}/like`)]);
    expect(responses.map((r) => r.body)).toEqual([
      { likes: 1, liked: true },
      { likes: 1, liked: true },
    ]);
    expect(await likeRows(column, id)).toBe(1);
  });

  it('keeps the count right when likes and unlikes of many members interleave', async () => {
    const id = await item();
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
    await Promise.all(members.map((m) => m.client.post(`/api/${table}/${id}/like`)));
    await Promise.all(members.slice(0, 5).map((m, i) => (i % 2 ? m.client.delete(`/api/${table}/${id}/like`) : m.client.post(`/api/${table}/${id}/like`))));
    const row = await env.DB.prepare(`SELECT likes FROM ${table} WHERE id = ?`).bind(id).first<{ likes: number }>();
    expect(row!.likes).toBe(await likeRows(column, id));
    expect(row!.likes).toBe(6);
  });

  it('refuses visitors with 401 and answers 404 for a missing item, writing nothing', async () => {
    const id = await item();
    const anonymous = await visitor().post(`/api/${table}/${id}/like`);
    expect(anonymous.status).toBe(401);
    const member = await createMember();
    const missing = await member.client.post(`/api/${table}/999999/like`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(notFoundMessage);
    const malformed = await member.client.delete(`/api/${table}/abc/like`);
    expect(malformed.status).toBe(404);
    expect(await likeRows(column, id)).toBe(0);
    expect(await likeRows(column, 999999)).toBe(0);
  });
});
