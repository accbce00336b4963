import { describe, expect, it } from 'vitest';
import { listSql } from '../../worker/db/queries/content';
import { articleInput, insertRows, LONG_TEXT, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

const visitor = () => new Client();

async function articleRow(id: number) {
  return env.DB.prepare('SELECT * FROM articles WHERE id = ?').bind(id).first<Record<string, unknown>>();
}

describe('GET /api/articles', () => {
  it('lists newest first with author, category and hasPdf, and hides content and pdfUrl from visitors', async () => {
    const author = await createMember({ fullName: 'Autora Lista' });
    const category = await categoryId('Pediatria');
    const [older, newer] = await insertRows('articles', author.id, [
      { title: 'Mais antigo', categoryId: category, pdfUrl: '/api/files/abc.pdf', createdAt: '2026-02-01T10:00:00.000Z' },
      { title: 'Mais recente', categoryId: category, createdAt: '2026-02-02T10:00:00.000Z' },
    ]);

    const response = await visitor().get(`/api/articles?authorId=${author.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('2');
    // A visitor's public read: the edge cache may keep it for a minute, the browser asks again.
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.body.map((a: { id: number }) => a.id)).toEqual([newer, older]);
    const [first, second] = response.body;
    expect(first).not.toHaveProperty('content');
    expect(first).not.toHaveProperty('pdfUrl');
    expect(second.hasPdf).toBe(true);
    expect(first.hasPdf).toBe(false);
    expect(first.liked).toBe(false);
    expect(first.author).toEqual({ id: author.id, username: author.username, fullName: 'Autora Lista', avatarUrl: null, specialty: null, location: null, verifiedOt: false });
    expect(first.category).toMatchObject({ id: category, name: 'Pediatria' });
    expect(first).toMatchObject({ type: 'ARTICLE', readTime: 10, likes: 0, authorId: author.id, categoryId: category });
  });

  it('gives members the content, the PDF address and whether they liked each article', async () => {
    const author = await createMember();
    const reader = await createMember();
    const category = await categoryId();
    const [withPdf, liked] = await insertRows('articles', author.id, [{ categoryId: category, pdfUrl: '/api/files/doc.pdf' }, { categoryId: category }]);
    expect((await reader.client.post(`/api/articles/${liked}/like`)).status).toBe(200);

    const response = await reader.client.get(`/api/articles?authorId=${author.id}`);
    const byId = new Map(response.body.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(withPdf)).toMatchObject({ pdfUrl: '/api/files/doc.pdf', hasPdf: true, liked: false, content: `<p>${LONG_TEXT}</p>` });
    expect(byId.get(liked)).toMatchObject({ pdfUrl: null, hasPdf: false, liked: true, likes: 1 });
  });

  it('filters by category, type, ids and a title or summary search that ignores case and accents', async () => {
    const author = await createMember();
    const pediatria = await categoryId('Pediatria');
    const neuro = await categoryId('Neurologia');
    const [terapeutica, caso, neurologia] = await insertRows('articles', author.id, [
      { title: 'Intervenção Terapêutica precoce', categoryId: pediatria },
      { title: 'Um caso clínico', summary: 'Resumo sobre terapeutica em casa', categoryId: pediatria, type: 'CASE_STUDY' },
      { title: 'Reabilitação após AVC', categoryId: neuro, type: 'RESEARCH' },
    ]);
    const ids = (response: { body: { id: number }[] }) => response.body.map((a) => a.id).sort((a, b) => a - b);
    const base = `/api/articles?authorId=${author.id}`;

    expect(ids(await visitor().get(`${base}&categoryId=${pediatria}`))).toEqual([terapeutica, caso]);
    expect(ids(await visitor().get(`${base}&type=CASE_STUDY`))).toEqual([caso]);
    expect(ids(await visitor().get(`${base}&ids=${neurologia},${caso}`))).toEqual([caso, neurologia]);
    expect(ids(await visitor().get(`${base}&q=terapeutica`))).toEqual([terapeutica, caso]);
    expect(ids(await visitor().get(`${base}&q=TERAPÊUTICA`))).toEqual([terapeutica, caso]);
    expect(ids(await visitor().get(`${base}&q=avc`))).toEqual([neurologia]);
    const none = await visitor().get(`${base}&q=${encodeURIComponent('100%_')}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('pages with limit and offset, at most 100 per page, and keeps the total', async () => {
    const author = await createMember();
    const category = await categoryId();
    await insertRows(
      'articles',
      author.id,
      Array.from({ length: 5 }, () => ({ categoryId: category })),
    );
    const all = await visitor().get(`/api/articles?authorId=${author.id}`);
    const page = await visitor().get(`/api/articles?authorId=${author.id}&limit=2&offset=2`);
    expect(page.headers.get('X-Total-Count')).toBe('5');
    expect(page.body.map((a: { id: number }) => a.id)).toEqual(all.body.slice(2, 4).map((a: { id: number }) => a.id));
    const silly = await visitor().get(`/api/articles?authorId=${author.id}&limit=abc&offset=-3`);
    expect(silly.status).toBe(200);
    expect(silly.body).toHaveLength(5);
    const huge = await visitor().get('/api/articles?limit=100000');
    expect(huge.status).toBe(200);
    expect(huge.body.length).toBeLessThanOrEqual(100);
  });

  it('runs the same number of statements for a page of 1 and a page of 50', async () => {
    const author = await createMember();
    const liker = await createMember();
    const category = await categoryId();
    const ids = await insertRows(
      'articles',
      author.id,
      Array.from({ length: 60 }, () => ({ categoryId: category })),
    );
    await env.DB.batch(ids.map((id) => env.DB.prepare('INSERT INTO likes (user_id, article_id) VALUES (?, ?)').bind(liker.id, id)));

    for (const client of [visitor(), liker.client]) {
      const one = await client.get(`/api/articles?authorId=${author.id}&limit=1`);
      const fifty = await client.get(`/api/articles?authorId=${author.id}&limit=50`);
      expect(one.body).toHaveLength(1);
      expect(fifty.body).toHaveLength(50);
      expect(statementsOf(fifty)).toBe(statementsOf(one));
      expect(statementsOf(fifty)).toBe(2);
    }
  });

  it('chooses the page on the creation-date index without sorting the table', async () => {
    const plan = async (filters: Record<string, unknown>) => {
      const { pageSql, pageParams } = listSql('article', { limit: 20, offset: 0, ...filters }, 1);
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${pageSql}`)
        .bind(...pageParams)
        .all<{ detail: string }>();
      return results.map((row) => row.detail).join('\n');
    };
    const unfiltered = await plan({});
    // The page walks the index newest first and stops at the limit (no sort of the whole table)…
    expect(unfiltered).toMatch(/SCAN articles USING COVERING INDEX articles_created_idx/);
    // …and only the page's rows are then looked up, never a second walk over every article.
    expect(unfiltered).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
    expect(unfiltered).not.toMatch(/SCAN a\b/);
    // A text search reads search_text from an index, not from the rows that hold the content.
    expect(await plan({ q: 'terapia' })).toMatch(/SCAN articles USING COVERING INDEX articles_created_search_idx/);
    expect(await plan({ categoryId: 1 })).toMatch(/articles_category_idx/);
    expect(await plan({ authorId: 1 })).toMatch(/articles_author_idx/);
  });
});

describe('GET /api/articles/{id}', () => {
  it('answers one article, without content for visitors and with it for members', async () => {
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ categoryId: await categoryId(), pdfUrl: '/api/files/x.pdf' }]);
    const asVisitor = await visitor().get(`/api/articles/${id}`);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body).not.toHaveProperty('content');
    expect(asVisitor.body).not.toHaveProperty('pdfUrl');
    expect(asVisitor.body.hasPdf).toBe(true);
    const asMember = await author.client.get(`/api/articles/${id}`);
    expect(asMember.body.content).toBe(`<p>${LONG_TEXT}</p>`);
    expect(asMember.body.pdfUrl).toBe('/api/files/x.pdf');
    expect(asMember.headers.get('Cache-Control')).toBe('private, no-store');
    expect(statementsOf(asMember)).toBe(1);
  });

  it('answers 404 "Artigo não encontrado" for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-2', '1.5', '01']) {
      const response = await visitor().get(`/api/articles/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Artigo não encontrado');
    }
  });
});

describe('POST /api/articles', () => {
  it('publishes for a member, with the author from the session and the content sanitised', async () => {
    const member = await createMember();
    const other = await createMember();
    const category = await categoryId('Saúde Mental');
    const response = await member.client.post(
      '/api/articles',
      articleInput({
        title: '  Ansiedade e Ocupação  ',
        categoryId: String(category),
        authorId: other.id,
        type: 'RESEARCH',
        readTime: 7,
        content: `<p onclick="alert(1)">${LONG_TEXT}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Ansiedade e Ocupação',
      authorId: member.id,
      categoryId: category,
      type: 'RESEARCH',
      readTime: 7,
      likes: 0,
      liked: false,
      imageUrl: null,
      pdfUrl: null,
      hasPdf: false,
      content: `<p>${LONG_TEXT}</p>`,
    });
    expect(response.body.author.id).toBe(member.id);
    const row = await articleRow(response.body.id);
    expect(row).toMatchObject({ content: `<p>${LONG_TEXT}</p>`, content_text: LONG_TEXT, search_text: 'ansiedade e ocupacao um resumo com mais de dez caracteres.' });
  });

  it('defaults the type to ARTICLE and the reading time to 10 minutes', async () => {
    const member = await createMember();
    const { type: _type, ...withoutType } = articleInput({ categoryId: await categoryId() });
    const response = await member.client.post('/api/articles', withoutType);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: 'ARTICLE', readTime: 10 });
  });

  it('publishes a case study only with the declaration of patient consent, and records when it was made', async () => {
    const member = await createMember();
    const category = await categoryId();
    const before = await countRows('articles');
    const message = 'Para publicar um estudo de caso, declare que o caso não permite identificar o utente e que obteve o seu consentimento.';
    for (const patientConsent of [undefined, false]) {
      const refused = await member.client.post('/api/articles', articleInput({ categoryId: category, type: 'CASE_STUDY', patientConsent }));
      expect(refused).toMatchObject({ status: 400, body: { message, errors: { patientConsent: message } } });
    }
    const notBoolean = await member.client.post('/api/articles', articleInput({ categoryId: category, type: 'CASE_STUDY', patientConsent: 'sim' }));
    expect(notBoolean).toMatchObject({ status: 400, body: { errors: { patientConsent: 'A declaração de consentimento deve ser verdadeira ou falsa.' } } });
    expect(await countRows('articles')).toBe(before);

    const startedAt = new Date().toISOString();
    const published = await member.client.post('/api/articles', articleInput({ categoryId: category, type: 'CASE_STUDY', patientConsent: true }));
    expect(published.status).toBe(201);
    expect(published.body).not.toHaveProperty('patientConsent');
    const consentAt = (await articleRow(published.body.id))?.patient_consent_at as string;
    expect(consentAt >= startedAt && consentAt <= new Date().toISOString()).toBe(true);

    const research = await member.client.post('/api/articles', articleInput({ categoryId: category, type: 'RESEARCH' }));
    expect(research.status).toBe(201);
    expect((await articleRow(research.body.id))?.patient_consent_at).toBeNull();
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const before = await countRows('articles');
    const response = await visitor().post('/api/articles', articleInput({ categoryId: await categoryId() }));
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/sessão/);
    expect(await countRows('articles')).toBe(before);
  });

  it.each([
    ['title', { title: 'Oi' }, 'O título deve ter pelo menos 5 caracteres.'],
    ['title', { title: undefined }, 'O título é obrigatório.'],
    ['summary', { summary: 'curto' }, 'O resumo deve ter pelo menos 10 caracteres.'],
    ['content', { content: '<p>curto</p>' }, 'O conteúdo deve ter pelo menos 50 caracteres.'],
    ['content', { content: `<script>${LONG_TEXT}</script><p>pouco</p>` }, 'O conteúdo deve ter pelo menos 50 caracteres.'],
    ['categoryId', { categoryId: 0 }, 'Selecione uma categoria.'],
    ['categoryId', { categoryId: 999999 }, 'Selecione uma categoria.'],
    ['type', { type: 'BLOG' }, 'Tipo de conteúdo inválido.'],
    ['imageUrl', { imageUrl: 'https://example.com/x.png' }, 'Ficheiro inválido.'],
  ])('refuses an invalid %s with 400 and a Portuguese message, writing nothing', async (field, change, message) => {
    const member = await createMember();
    const before = await countRows('articles');
    const response = await member.client.post('/api/articles', { ...articleInput({ categoryId: await categoryId() }), ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(response.body.message).toBe(Object.values(response.body.errors)[0]);
    expect(await countRows('articles')).toBe(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/articles', 'not json{');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pedido inválido: envie os dados em formato JSON.');
  });

  it('answers each of many simultaneous publications with its own article', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember()));
    const category = await categoryId();
    const responses = await Promise.all(members.map((m, i) => m.client.post('/api/articles', articleInput({ title: `Publicação paralela ${i}`, categoryId: category }))));
    responses.forEach((response, i) => {
      expect(response.status).toBe(201);
      expect(response.body.title).toBe(`Publicação paralela ${i}`);
      expect(response.body.authorId).toBe(members[i]!.id);
    });
  });
});

describe('PATCH /api/articles/{id}', () => {
  async function publish() {
    const owner = await createMember();
    const imageUrl = await storedUpload(owner.id, 'image');
    const response = await owner.client.post('/api/articles', articleInput({ categoryId: await categoryId(), imageUrl }));
    return { owner, article: response.body };
  }

  it('lets the owner change some fields, keeping the others, and sets updated_at', async () => {
    const { owner, article } = await publish();
    const neuro = await categoryId('Neurologia');
    const response = await owner.client.patch(`/api/articles/${article.id}`, { summary: 'Novo resumo sobre reabilitação', categoryId: neuro, authorId: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: article.title, summary: 'Novo resumo sobre reabilitação', categoryId: neuro, type: 'ARTICLE', imageUrl: article.imageUrl, authorId: owner.id });
    expect(response.body.updatedAt > article.updatedAt).toBe(true);
    const row = await articleRow(article.id);
    expect(row?.search_text).toBe('intervencao sensorial na escola novo resumo sobre reabilitacao');

    const cleared = await owner.client.patch(`/api/articles/${article.id}`, { imageUrl: null, content: `<p>${LONG_TEXT}</p><iframe src="x"></iframe>` });
    expect(cleared.body.imageUrl).toBeNull();
    expect(cleared.body.content).toBe(`<p>${LONG_TEXT}</p>`);
  });

  it("turns an article into a case study only with the declaration, which a case study's other changes do not need again", async () => {
    const { owner, article } = await publish();
    const message = 'Para publicar um estudo de caso, declare que o caso não permite identificar o utente e que obteve o seu consentimento.';
    const refused = await owner.client.patch(`/api/articles/${article.id}`, { type: 'CASE_STUDY', title: 'Agora um estudo de caso' });
    expect(refused).toMatchObject({ status: 400, body: { message, errors: { patientConsent: message } } });
    expect(await articleRow(article.id)).toMatchObject({ type: 'ARTICLE', title: article.title, patient_consent_at: null, updated_at: article.updatedAt });

    const turned = await owner.client.patch(`/api/articles/${article.id}`, { type: 'CASE_STUDY', patientConsent: true });
    expect(turned.status).toBe(200);
    expect(turned.body.type).toBe('CASE_STUDY');
    const declaredAt = (await articleRow(article.id))?.patient_consent_at;
    expect(declaredAt).toEqual(expect.any(String));

    const retitled = await owner.client.patch(`/api/articles/${article.id}`, { type: 'CASE_STUDY', title: 'Estudo de caso revisto' });
    expect(retitled.status).toBe(200);
    expect(await articleRow(article.id)).toMatchObject({ title: 'Estudo de caso revisto', patient_consent_at: declaredAt });
  });

  it('refuses another member with 403 and a visitor with 401, changing nothing', async () => {
    const { article } = await publish();
    const intruder = await createMember();
    const forbidden = await intruder.client.patch(`/api/articles/${article.id}`, { title: 'Título de outra pessoa' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Só o autor pode editar este artigo.');
    const anonymous = await visitor().patch(`/api/articles/${article.id}`, { title: 'Título de ninguém' });
    expect(anonymous.status).toBe(401);
    expect((await articleRow(article.id))?.title).toBe(article.title);
  });

  it('answers 404 for a missing article and 400 for invalid changes, changing nothing', async () => {
    const { owner, article } = await publish();
    expect((await owner.client.patch('/api/articles/999999', { title: 'Qualquer título' })).status).toBe(404);
    const shortTitle = await owner.client.patch(`/api/articles/${article.id}`, { title: 'x' });
    expect(shortTitle.status).toBe(400);
    expect(shortTitle.body.errors.title).toBe('O título deve ter pelo menos 5 caracteres.');
    const badCategory = await owner.client.patch(`/api/articles/${article.id}`, { categoryId: 424242 });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.errors.categoryId).toBe('Selecione uma categoria.');
    const row = await articleRow(article.id);
    expect(row).toMatchObject({ title: article.title, category_id: article.categoryId, updated_at: article.updatedAt });
  });
});
