import { describe, expect, it } from 'vitest';
import { insertRows, LONG_TEXT, protocolInput, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

const visitor = () => new Client();

describe('GET /api/protocols', () => {
  it('lists newest first, hiding content and pdfUrl from visitors and giving them to members', async () => {
    const author = await createMember({ fullName: 'Autor Protocolos' });
    const category = await categoryId('Gerontologia');
    const [older, newer] = await insertRows('protocols', author.id, [
      { title: 'Protocolo antigo', categoryId: category, pdfUrl: '/api/files/p.pdf', createdAt: '2026-03-01T00:00:00.000Z' },
      { title: 'Protocolo novo', categoryId: category, createdAt: '2026-03-02T00:00:00.000Z' },
    ]);

    const asVisitor = await visitor().get(`/api/protocols?authorId=${author.id}`);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.headers.get('X-Total-Count')).toBe('2');
    expect(asVisitor.body.map((p: { id: number }) => p.id)).toEqual([newer, older]);
    for (const protocol of asVisitor.body) {
      expect(protocol).not.toHaveProperty('content');
      expect(protocol).not.toHaveProperty('pdfUrl');
      expect(protocol).toMatchObject({ isValidated: false, downloads: 0, likes: 0, liked: false, categoryId: category });
      expect(protocol.author.fullName).toBe('Autor Protocolos');
      expect(protocol.category.name).toBe('Gerontologia');
    }
    expect(asVisitor.body[1].hasPdf).toBe(true);

    const asMember = await author.client.get(`/api/protocols?authorId=${author.id}`);
    expect(asMember.body[1]).toMatchObject({ pdfUrl: '/api/files/p.pdf', content: `<p>${LONG_TEXT}</p>` });
  });

  it('filters by category, ids and an accent-insensitive search of title and summary', async () => {
    const author = await createMember();
    const neuro = await categoryId('Neurologia');
    const educ = await categoryId('Educação');
    const [avaliacao, motora] = await insertRows('protocols', author.id, [
      { title: 'Avaliação cognitiva', categoryId: neuro },
      { title: 'Estimulação motora', summary: 'Para crianças em idade escolar', categoryId: educ },
    ]);
    const base = `/api/protocols?authorId=${author.id}`;
    const ids = async (path: string) => (await visitor().get(path)).body.map((p: { id: number }) => p.id);
    expect(await ids(`${base}&categoryId=${neuro}`)).toEqual([avaliacao]);
    expect(await ids(`${base}&ids=${motora}`)).toEqual([motora]);
    expect(await ids(`${base}&q=AVALIACAO`)).toEqual([avaliacao]);
    expect(await ids(`${base}&q=criancas`)).toEqual([motora]);
  });

  it('lists only validated protocols with validated=true', async () => {
    const author = await createMember();
    const [validated, recent] = await insertRows('protocols', author.id, [{ categoryId: await categoryId() }, { categoryId: await categoryId() }]);
    await env.DB.prepare('UPDATE protocols SET is_validated = 1 WHERE id = ?').bind(validated).run();
    const only = await visitor().get(`/api/protocols?authorId=${author.id}&validated=true`);
    expect(only.body.map((p: { id: number }) => p.id)).toEqual([validated]);
    expect(only.body[0].isValidated).toBe(true);
    expect(only.headers.get('X-Total-Count')).toBe('1');
    const all = await visitor().get(`/api/protocols?authorId=${author.id}&validated=no`);
    expect(all.body.map((p: { id: number }) => p.id).sort()).toEqual([validated, recent].sort());
  });

  it('runs the same number of statements for a page of 1 and a page of 50', async () => {
    const author = await createMember();
    const category = await categoryId();
    await insertRows(
      'protocols',
      author.id,
      Array.from({ length: 55 }, () => ({ categoryId: category })),
    );
    for (const client of [visitor(), author.client]) {
      const one = await client.get(`/api/protocols?authorId=${author.id}&limit=1`);
      const fifty = await client.get(`/api/protocols?authorId=${author.id}&limit=50`);
      expect(fifty.body).toHaveLength(50);
      expect(statementsOf(one)).toBe(2);
      expect(statementsOf(fifty)).toBe(2);
    }
  });
});

describe('GET /api/protocols/{id}', () => {
  it('answers the protocol, and 404 "Protocolo não encontrado" for a missing or malformed id', async () => {
    const author = await createMember();
    const [id] = await insertRows('protocols', author.id, [{ categoryId: await categoryId() }]);
    const found = await visitor().get(`/api/protocols/${id}`);
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(id);
    expect(found.body).not.toHaveProperty('content');
    for (const missing of ['999999', 'x1', '-1']) {
      const response = await visitor().get(`/api/protocols/${missing}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Protocolo não encontrado');
    }
  });
});

describe('POST /api/protocols', () => {
  it('publishes a not-yet-validated protocol for a member, with sanitised content and the author from the session', async () => {
    const member = await createMember();
    const category = await categoryId('Reabilitação Física');
    const pdfUrl = await storedUpload(member.id, 'pdf');
    const response = await member.client.post(
      '/api/protocols',
      protocolInput({ categoryId: category, authorId: 1, isValidated: true, pdfUrl, content: `<p>${LONG_TEXT} ${LONG_TEXT}</p><svg onload=alert(1)></svg>` }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ authorId: member.id, categoryId: category, isValidated: false, downloads: 0, pdfUrl, hasPdf: true });
    expect(response.body.content).toBe(`<p>${LONG_TEXT} ${LONG_TEXT}</p>`);
    const row = await env.DB.prepare('SELECT content_text, search_text FROM protocols WHERE id = ?').bind(response.body.id).first();
    expect(row).toEqual({ content_text: `${LONG_TEXT} ${LONG_TEXT}`, search_text: 'protocolo de avaliacao funcional um resumo com mais de dez caracteres.' });
  });

  it.each([
    ['title', { title: 'Abc' }, 'O título deve ter pelo menos 5 caracteres.'],
    ['summary', { summary: '' }, 'O resumo deve ter pelo menos 10 caracteres.'],
    ['content', { content: `<p>${LONG_TEXT.slice(0, 90)}</p>` }, 'O conteúdo deve ter pelo menos 100 caracteres.'],
    ['categoryId', { categoryId: 'abc' }, 'Selecione uma categoria.'],
    ['categoryId', { categoryId: 987654 }, 'Selecione uma categoria.'],
    ['pdfUrl', { pdfUrl: 'javascript:alert(1)' }, 'Ficheiro inválido.'],
  ])('refuses an invalid %s with 400 and writes nothing', async (field, change, message) => {
    const member = await createMember();
    const before = await countRows('protocols');
    const response = await member.client.post('/api/protocols', { ...protocolInput({ categoryId: await categoryId() }), ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('protocols')).toBe(before);
  });

  it('refuses visitors with 401', async () => {
    const before = await countRows('protocols');
    expect((await visitor().post('/api/protocols', protocolInput({ categoryId: await categoryId() }))).status).toBe(401);
    expect(await countRows('protocols')).toBe(before);
  });
});

describe('PATCH /api/protocols/{id}', () => {
  it('lets only the owner change a protocol', async () => {
    const owner = await createMember();
    const created = await owner.client.post('/api/protocols', protocolInput({ categoryId: await categoryId() }));
    const changed = await owner.client.patch(`/api/protocols/${created.body.id}`, { title: 'Protocolo revisto' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Protocolo revisto', summary: created.body.summary });
    const intruder = await createMember();
    const refused = await intruder.client.patch(`/api/protocols/${created.body.id}`, { title: 'Protocolo alheio' });
    expect(refused.status).toBe(403);
    expect((await visitor().patch(`/api/protocols/${created.body.id}`, { title: 'Protocolo anónimo' })).status).toBe(401);
    const row = await env.DB.prepare('SELECT title FROM protocols WHERE id = ?').bind(created.body.id).first();
    expect(row).toEqual({ title: 'Protocolo revisto' });
  });
});

describe('POST /api/protocols/{id}/download', () => {
  it('counts a download for a member and answers the PDF address', async () => {
    const author = await createMember();
    const [withPdf, withoutPdf] = await insertRows('protocols', author.id, [{ categoryId: await categoryId(), pdfUrl: '/api/files/guia.pdf' }, { categoryId: await categoryId() }]);
    const first = await author.client.post(`/api/protocols/${withPdf}/download`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ downloads: 1, url: '/api/files/guia.pdf' });
    expect((await author.client.post(`/api/protocols/${withPdf}/download`)).body.downloads).toBe(2);
    expect((await author.client.post(`/api/protocols/${withoutPdf}/download`)).body).toEqual({ downloads: 1, url: null });
    expect(statementsOf(first)).toBe(2);
  });

  it('refuses visitors with 401 and answers 404 for a missing protocol, counting nothing', async () => {
    const author = await createMember();
    const [id] = await insertRows('protocols', author.id, [{ categoryId: await categoryId() }]);
    const anonymous = await visitor().post(`/api/protocols/${id}/download`);
    expect(anonymous.status).toBe(401);
    const missing = await author.client.post('/api/protocols/999999/download');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Protocolo não encontrado');
    const row = await env.DB.prepare('SELECT downloads FROM protocols WHERE id = ?').bind(id).first();
    expect(row).toEqual({ downloads: 0 });
  });

  it('counts every one of many simultaneous downloads', async () => {
    const author = await createMember();
    const [id] = await insertRows('protocols', author.id, [{ categoryId: await categoryId() }]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => author.client.post(`/api/protocols/${id}/download`)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(responses.map((r) => r.body.downloads).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
