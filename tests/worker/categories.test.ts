import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertRows } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { Client, statementsOf } from './helpers';

describe('GET /api/categories', () => {
  it('lists the specialty categories with their icons and resource counts', async () => {
    const response = await new Client().get('/api/categories');
    expect(response.status).toBe(200);
    const names = response.body.map((category: { name: string }) => category.name);
    expect(names).toContain('Educação');
    expect(names).toHaveLength(9);
    for (const category of response.body) {
      expect(['users', 'brain', 'book-open', 'shield', 'tag', 'flask', 'briefcase', 'puzzle', 'document']).toContain(category.icon);
      expect(category.resourceCount).toBe(0);
    }
    expect(statementsOf(response)).toBe(1);
  });

  it("counts a category's visible items: neither a hidden one nor one of a closed community, whatever the reader", async () => {
    const author = await createMember();
    const education = await categoryId();
    const [open, hidden, closedArticle] = await insertRows('articles', author.id, [
      { title: 'Artigo à vista', categoryId: education },
      { title: 'Artigo escondido', categoryId: education },
      { title: 'Artigo de uma comunidade fechada', categoryId: education },
    ]);
    const [closedProtocol] = await insertRows('protocols', author.id, [{ title: 'Protocolo de uma comunidade fechada', categoryId: education }]);
    const closed = await env.DB.prepare("INSERT INTO communities (slug, name, kind, visibility) VALUES ('fechada-categorias', 'Comunidade fechada', 'interest', 'closed') RETURNING id").first<{
      id: number;
    }>();
    await env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(closed!.id, author.id).run();
    await env.DB.batch([
      env.DB.prepare("UPDATE articles SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(hidden),
      env.DB.prepare('UPDATE articles SET community_id = ? WHERE id = ?').bind(closed!.id, closedArticle),
      env.DB.prepare('UPDATE protocols SET community_id = ? WHERE id = ?').bind(closed!.id, closedProtocol),
    ]);
    expect(open).toBeGreaterThan(0);
    for (const client of [new Client(), author.client]) {
      const list = await client.get('/api/categories');
      expect(list.body.find((category: { id: number }) => category.id === education).resourceCount).toBe(1);
      expect((await client.get(`/api/categories/${education}`)).body.resourceCount).toBe(1);
    }
  });

  it('answers one category, and 404 in Portuguese for a missing or malformed id', async () => {
    const client = new Client();
    const list = await client.get('/api/categories');
    const one = await client.get(`/api/categories/${list.body[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe(list.body[0].name);
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const missing = await client.get(`/api/categories/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Categoria não encontrada.');
    }
  });
});

describe('every API response', () => {
  it('carries the security headers and a request id', async () => {
    const response = await new Client().get('/api/ping');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Request-Id')).toMatch(/.{8,}/);
  });

  it('answers an unknown API path with 404 and a Portuguese message', async () => {
    const response = await new Client().get('/api/nada-aqui');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Endereço da API não encontrado.');
  });

  it('reports the database reachable on /api/health', async () => {
    const response = await new Client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'reachable' });
  });
});
