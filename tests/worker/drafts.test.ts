import { describe, expect, it } from 'vitest';
import { draftSchema, draftSummarySchema } from '#contract/drafts';
import { articleInput, insertRows, LONG_TEXT, protocolInput, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env } from './helpers';
import { WRITE_LIMITS, writeLimitKey } from '../../worker/services/write-limits';

const visitor = () => new Client();
/** Text no item holds: where it shows, a draft leaked. */
const secretWords = () => `Rascunho secreto ${crypto.randomUUID().slice(0, 8)}`;

async function draftRows(authorId: number) {
  const { results } = await env.DB.prepare('SELECT kind, item_id AS itemId, body FROM drafts WHERE author_id = ? ORDER BY id').bind(authorId).all();
  return results;
}

describe('PUT /api/drafts/{kind}/{new|id}', () => {
  it('saves the new article being written, replaces it on the next save, and answers it to its author only', async () => {
    const author = await createMember();
    const category = await categoryId();
    const first = await author.client.request('PUT', '/api/drafts/article/new', { title: 'Ab', content: '<p>Início</p>', type: 'CASE_STUDY', categoryId: String(category) });
    expect(first.status).toBe(200);
    expect(draftSchema.parse(first.body)).toEqual({
      kind: 'article',
      itemId: null,
      title: 'Ab',
      updatedAt: expect.any(String),
      body: { title: 'Ab', content: '<p>Início</p>', type: 'CASE_STUDY', categoryId: category, imageUrl: null, pdfUrl: null },
    });

    const second = await author.client.request('PUT', '/api/drafts/article/new', { title: 'Título mais completo', summary: 'Resumo em curso', content: '<p>Início e meio</p>', patientConsent: true });
    expect(second.status).toBe(200);
    expect(second.body.body).toEqual({
      title: 'Título mais completo',
      summary: 'Resumo em curso',
      content: '<p>Início e meio</p>',
      patientConsent: true,
      categoryId: null,
      imageUrl: null,
      pdfUrl: null,
    });
    expect(await draftRows(author.id)).toHaveLength(1);

    const read = await author.client.get('/api/drafts/article/new');
    expect(read.status).toBe(200);
    expect(read.headers.get('Cache-Control')).toBe('private, no-store');
    expect(read.body).toEqual(second.body);
    const list = await author.client.get('/api/drafts');
    expect(list.body).toEqual([{ kind: 'article', itemId: null, title: 'Título mais completo', updatedAt: second.body.updatedAt }]);
    expect(draftSummarySchema.array().parse(list.body)).toHaveLength(1);
  });

  it("keeps one draft per kind and item: a new article, a new protocol and an edit of the author's own article", async () => {
    const author = await createMember();
    const [own] = await insertRows('articles', author.id, [{ categoryId: await categoryId() }]);
    expect((await author.client.request('PUT', '/api/drafts/article/new', { title: 'Novo artigo' })).status).toBe(200);
    expect((await author.client.request('PUT', '/api/drafts/protocol/new', { title: 'Novo protocolo', type: 'CASE_STUDY', patientConsent: true })).status).toBe(200);
    const edit = await author.client.request('PUT', `/api/drafts/article/${own}`, { title: 'Artigo revisto' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ kind: 'article', itemId: own, title: 'Artigo revisto' });

    const list = await author.client.get('/api/drafts');
    expect(list.body.map((draft: { kind: string; itemId: number | null }) => `${draft.kind}:${draft.itemId}`).sort()).toEqual([`article:${own}`, 'article:null', 'protocol:null']);
    // A protocol has neither a type nor a case study's declaration: the draft keeps neither.
    expect((await author.client.get('/api/drafts/protocol/new')).body.body).toEqual({ title: 'Novo protocolo', categoryId: null, imageUrl: null, pdfUrl: null });
  });

  it("sanitises the content as an article's, so the preview shows only safe HTML", async () => {
    const author = await createMember();
    const response = await author.client.request('PUT', '/api/drafts/article/new', { content: '<p onclick="alert(1)">Texto<script>alert(1)</script></p><img src="https://exemplo.pt/x.png">' });
    expect(response.status).toBe(200);
    expect(response.body.body.content).toBe('<p>Texto</p>');
  });

  it("refuses, in Portuguese and writing nothing, a visitor, unknown fields, fields past the item's bounds, another member's upload and an item that is not the author's", async () => {
    const author = await createMember();
    const other = await createMember();
    const [othersArticle] = await insertRows('articles', other.id, [{ categoryId: await categoryId() }]);
    const othersImage = await storedUpload(other.id, 'image');
    const before = await countRows('drafts');

    const asVisitor = await visitor().request('PUT', '/api/drafts/article/new', { title: 'Sem sessão' });
    expect(asVisitor).toMatchObject({ status: 401, body: { message: 'Inicie sessão para continuar.' } });
    const unknown = await author.client.request('PUT', '/api/drafts/article/new', { title: 'Com campo a mais', authorId: other.id });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Chave inválida: "authorId"' } });
    const longTitle = await author.client.request('PUT', '/api/drafts/article/new', { title: 'x'.repeat(256) });
    expect(longTitle).toMatchObject({ status: 400, body: { message: 'O título deve ter no máximo 255 caracteres.', errors: { title: 'O título deve ter no máximo 255 caracteres.' } } });
    const badType = await author.client.request('PUT', '/api/drafts/article/new', { type: 'POEM' });
    expect(badType).toMatchObject({ status: 400, body: { errors: { type: 'Tipo de conteúdo inválido.' } } });
    const badConsent = await author.client.request('PUT', '/api/drafts/article/new', { patientConsent: 'sim' });
    expect(badConsent).toMatchObject({ status: 400, body: { errors: { patientConsent: 'A declaração de consentimento deve ser verdadeira ou falsa.' } } });
    const othersFile = await author.client.request('PUT', '/api/drafts/article/new', { imageUrl: othersImage });
    expect(othersFile).toMatchObject({ status: 400, body: { message: 'Ficheiro inválido: indique uma imagem que tenha carregado.' } });
    const othersItem = await author.client.request('PUT', `/api/drafts/article/${othersArticle}`, { title: 'Quero editar o artigo de outra pessoa' });
    expect(othersItem).toMatchObject({ status: 404, body: { message: 'Rascunho não encontrado.' } });
    const missingItem = await author.client.request('PUT', '/api/drafts/protocol/999999999', { title: 'Protocolo que não existe' });
    expect(missingItem.status).toBe(404);
    const unknownKind = await author.client.request('PUT', '/api/drafts/evento/new', { title: 'Tipo desconhecido' });
    expect(unknownKind).toMatchObject({ status: 404, body: { message: 'Rascunho não encontrado.' } });
    const badId = await author.client.request('PUT', '/api/drafts/article/01', { title: 'Identificador estranho' });
    expect(badId.status).toBe(404);
    const controlCharacter = await author.client.request('PUT', '/api/drafts/article/new', { title: 'Com \u0007 campainha' });
    expect(controlCharacter.status).toBe(400);

    expect(await countRows('drafts')).toBe(before);
  });

  it('refuses a draft larger than its bound with 413 before sanitising it, writing and counting nothing', async () => {
    const author = await createMember();
    const before = await countRows('drafts');
    // Each field within its bound, but its quotes escaped the whole is past 256 KB; the nested tags
    // ahead of them cost the parser half a second and more when it read them before the size.
    const content = `${'<b>'.repeat(20_000)}${'</p>'.repeat(10_000)}${'"'.repeat(99_000)}`;
    expect(content.length).toBeLessThanOrEqual(200_000);
    const startedAt = performance.now();
    const response = await author.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho enorme', content });
    const elapsedMs = performance.now() - startedAt;
    expect(response).toMatchObject({ status: 413, body: { message: 'O rascunho é demasiado grande.' } });
    expect(elapsedMs).toBeLessThan(300);
    expect(await countRows('drafts')).toBe(before);
    expect(await countRows(`rate_limits WHERE key = '${writeLimitKey('draft', author.id)}'`)).toBe(0);
  });

  it('saves 120 drafts an hour, counted apart from edits: of 125 saves sent at once 120 pass, and the 121st is refused with 429, changing nothing', async () => {
    const author = await createMember();
    const responses = await Promise.all(
      Array.from({ length: 125 }, (_, i) => author.client.request('PUT', '/api/drafts/article/new', { title: `Rascunho guardado ${i}`, content: `<p>Versão ${i}</p>` })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(120);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(5);
    for (const response of refused) expect(response.body.message).toBe(WRITE_LIMITS.draft.message);

    const saved = await draftRows(author.id);
    const once = await author.client.request('PUT', '/api/drafts/article/new', { title: 'O rascunho a mais', content: '<p>Versão a mais</p>' });
    expect(once).toMatchObject({ status: 429, body: { message: WRITE_LIMITS.draft.message } });
    expect(Number(once.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await draftRows(author.id)).toEqual(saved);
  });

  it("refuses content past the article's bound, writing nothing", async () => {
    const author = await createMember();
    const before = await countRows('drafts');
    const response = await author.client.request('PUT', '/api/drafts/article/new', { content: `<p>${'a'.repeat(200_001)}</p>` });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('O conteúdo é demasiado longo.');
    expect(await countRows('drafts')).toBe(before);
  });
});

describe('drafts of new events and offers', () => {
  it("keeps what the creation form holds, the form's own fields only, and only for a new item", async () => {
    const author = await createMember();
    const other = await createMember();
    const image = await storedUpload(author.id, 'image');
    const event = await author.client.request('PUT', '/api/drafts/event/new', { title: 'Workshop de ergonomia', eventDate: '2030-05-14T18:30', maxParticipants: '', imageUrl: image });
    expect(event.status).toBe(200);
    expect(draftSchema.parse(event.body)).toEqual({
      kind: 'event',
      itemId: null,
      title: 'Workshop de ergonomia',
      updatedAt: expect.any(String),
      body: { title: 'Workshop de ergonomia', eventDate: '2030-05-14T18:30', maxParticipants: '', imageUrl: image },
    });
    expect((await author.client.request('PUT', '/api/drafts/volunteering/new', { organization: 'Associação Vizinhos', contact: 'nao-e-ainda-um-email' })).status).toBe(200);
    expect((await author.client.get('/api/drafts')).body.map((draft: { kind: string }) => draft.kind).sort()).toEqual(['event', 'volunteering']);
    expect((await other.client.get('/api/drafts/event/new')).status).toBe(404);

    const before = await countRows('drafts');
    const [ownArticle] = await insertRows('articles', author.id, [{ categoryId: await categoryId() }]);
    expect(await author.client.request('PUT', `/api/drafts/event/${ownArticle}`, { title: 'Um evento que já existe' })).toMatchObject({ status: 404, body: { message: 'Rascunho não encontrado.' } });
    expect(await author.client.request('PUT', '/api/drafts/opportunity/new', { salary: '2000 €' })).toMatchObject({ status: 400, body: { message: 'Chave inválida: "salary"' } });
    expect(await author.client.request('PUT', '/api/drafts/opportunity/new', { description: 'x'.repeat(10_001) })).toMatchObject({
      status: 400,
      body: { errors: { description: 'Cada campo deve ter no máximo 10000 caracteres.' } },
    });
    expect(await author.client.request('PUT', '/api/drafts/event/new', { imageUrl: await storedUpload(other.id, 'image') })).toMatchObject({
      status: 400,
      body: { message: 'Ficheiro inválido: indique uma imagem que tenha carregado.' },
    });
    expect(await countRows('drafts')).toBe(before);
  });
});

describe("drafts are their author's alone", () => {
  it("answers 404 to another member and 401 to a visitor, for reading and deleting, and lists only one's own", async () => {
    const author = await createMember();
    const other = await createMember();
    const [own] = await insertRows('protocols', author.id, [{ categoryId: await categoryId() }]);
    expect((await author.client.request('PUT', `/api/drafts/protocol/${own}`, { title: secretWords() })).status).toBe(200);

    expect(await other.client.get(`/api/drafts/protocol/${own}`)).toMatchObject({ status: 404, body: { message: 'Rascunho não encontrado.' } });
    expect((await other.client.get('/api/drafts')).body).toEqual([]);
    expect((await other.client.delete(`/api/drafts/protocol/${own}`)).status).toBe(404);
    expect((await visitor().get('/api/drafts')).status).toBe(401);
    expect((await visitor().get(`/api/drafts/protocol/${own}`)).status).toBe(401);
    expect((await visitor().delete(`/api/drafts/protocol/${own}`)).status).toBe(401);
    expect(await draftRows(author.id)).toHaveLength(1);

    expect((await author.client.delete(`/api/drafts/protocol/${own}`)).status).toBe(204);
    expect(await draftRows(author.id)).toEqual([]);
    expect(await author.client.delete(`/api/drafts/protocol/${own}`)).toMatchObject({ status: 404, body: { message: 'Rascunho não encontrado.' } });
  });

  it("never shows a draft's text in lists, details, search, feeds or the sitemap, to anyone", async () => {
    const author = await createMember();
    const reader = await createMember();
    const category = await categoryId();
    const [published] = await insertRows('articles', author.id, [{ title: 'Artigo publicado e visível', categoryId: category }]);
    const secret = secretWords();
    const draftOf = { title: secret, summary: `${secret} no resumo`, content: `<p>${secret} ${LONG_TEXT}</p>`, categoryId: category };
    expect((await author.client.request('PUT', '/api/drafts/article/new', draftOf)).status).toBe(200);
    expect((await author.client.request('PUT', `/api/drafts/article/${published}`, draftOf)).status).toBe(200);
    expect((await author.client.request('PUT', '/api/drafts/protocol/new', draftOf)).status).toBe(200);

    const query = encodeURIComponent(secret);
    for (const client of [visitor(), reader.client, author.client]) {
      const reads = await Promise.all([
        client.get(`/api/articles?authorId=${author.id}`),
        client.get(`/api/articles?q=${query}`),
        client.get(`/api/protocols?authorId=${author.id}`),
        client.get(`/api/articles/${published}`),
        client.get(`/api/search?q=${query}`),
        client.get('/feeds/artigos.xml'),
        client.get('/feeds/protocolos.xml'),
        client.get('/sitemap.xml'),
      ]);
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(JSON.stringify(read.body)).not.toContain(secret);
      }
      expect(reads[0]!.body.map((article: { id: number }) => article.id)).toEqual([published]);
      expect(reads[2]!.body).toEqual([]);
      expect(reads[3]!.body.title).toBe('Artigo publicado e visível');
    }
  });
});

describe('publishing deletes the draft', () => {
  it("deletes the new article's draft when the article is published, and keeps it when publishing is refused", async () => {
    const author = await createMember();
    const category = await categoryId();
    expect((await author.client.request('PUT', '/api/drafts/article/new', { title: 'Em escrita' })).status).toBe(200);
    expect((await author.client.request('PUT', '/api/drafts/protocol/new', { title: 'Outro tipo' })).status).toBe(200);

    const refused = await author.client.post('/api/articles', articleInput({ categoryId: 999_999 }));
    expect(refused.status).toBe(400);
    expect(await draftRows(author.id)).toHaveLength(2);

    const created = await author.client.post('/api/articles', articleInput({ categoryId: category }));
    expect(created.status).toBe(201);
    expect((await draftRows(author.id)).map((row) => row.kind)).toEqual(['protocol']);
    expect((await author.client.get('/api/drafts/article/new')).status).toBe(404);
  });

  it('deletes the draft of an edit when the changes are published, and no other member can publish them', async () => {
    const author = await createMember();
    const other = await createMember();
    const created = await author.client.post('/api/protocols', protocolInput({ categoryId: await categoryId() }));
    const id = created.body.id as number;
    expect((await author.client.request('PUT', `/api/drafts/protocol/${id}`, { title: 'Protocolo revisto' })).status).toBe(200);

    expect((await other.client.patch(`/api/protocols/${id}`, { title: 'Protocolo de outra pessoa' })).status).toBe(403);
    expect(await draftRows(author.id)).toHaveLength(1);
    const saved = await author.client.patch(`/api/protocols/${id}`, { title: 'Protocolo revisto' });
    expect(saved.status).toBe(200);
    expect(await draftRows(author.id)).toEqual([]);
  });

  it('goes with its author when the account is deleted', async () => {
    const author = await createMember();
    expect((await author.client.request('PUT', '/api/drafts/article/new', { title: 'Rascunho a apagar' })).status).toBe(200);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(author.id).run();
    expect(await draftRows(author.id)).toEqual([]);
  });
});
