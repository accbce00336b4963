import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RESULT_KINDS, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, SEARCH_RESULT_LIMIT } from '#contract/search-types';
import { RANKING_MATCH_LIMIT } from '../../worker/db/queries/search';
import { toFtsQuery } from '../../worker/lib/search-stems';
import { insertRows, LONG_TEXT, opportunityInput } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { Client, statementsOf, type ApiResponse } from './helpers';

const visitor = () => new Client();
const roundTripsOf = (response: ApiResponse) => Number(response.headers.get('X-D1-Round-Trips'));

/** A word no other row of this file contains, so each test sees only its own rows. */
function marker(): string {
  return `marca${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
}

const search = (client: Client, q: string, category?: string) => client.get(`/api/search?q=${encodeURIComponent(q)}${category === undefined ? '' : `&category=${encodeURIComponent(category)}`}`);
/** A search with more of the address: `&limit=…&offset=…&kind=…`. */
const searchWith = (client: Client, q: string, rest: string) => client.get(`/api/search?q=${encodeURIComponent(q)}${rest}`);

/** The answer of a search that finds nothing: every kind, empty, and counted 0. */
const NOTHING_FOUND = { ...Object.fromEntries(RESULT_KINDS.map((kind) => [kind, []])), counts: Object.fromEntries(RESULT_KINDS.map((kind) => [kind, 0])) };

const idsOf = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('GET /api/search', () => {
  it('finds "terapêutica" when asked for "terapeutica" and the other way round, in any case', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const [accented, plain] = await insertRows('articles', author.id, [
      { title: `Intervenção Terapêutica ${tag}`, categoryId: category },
      { title: `Outro estudo ${tag}`, summary: 'Abordagem terapeutica em casa', categoryId: category },
    ]);
    const [protocol] = await insertRows('protocols', author.id, [{ title: `Protocolo ${tag}`, contentText: 'Plano TERAPÊUTICO e terapêutica diária', categoryId: category }]);
    for (const q of [`terapeutica ${tag}`, `terapêutica ${tag}`, `TERAPÊUTICA ${tag.toUpperCase()}`]) {
      const response = await search(author.client, q);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.articles)).toEqual([accented!, plain!].sort((a, b) => a - b));
      expect(idsOf(response.body.protocols)).toEqual([protocol]);
    }
  });

  it('gives a member the content and whether they liked each result, and a visitor neither', async () => {
    const author = await createMember();
    const reader = await createMember();
    const tag = marker();
    const [liked, other] = await insertRows('articles', author.id, [
      { title: `Gostado ${tag}`, categoryId: await categoryId() },
      { title: `Outro ${tag}`, categoryId: await categoryId() },
    ]);
    expect((await reader.client.post(`/api/articles/${liked}/like`)).status).toBe(200);
    const asMember = await search(reader.client, tag);
    const byId = new Map(asMember.body.articles.map((article: { id: number }) => [article.id, article]));
    expect(byId.get(liked!)).toMatchObject({ liked: true, likes: 1 });
    expect(byId.get(other!)).toMatchObject({ liked: false });
    expect(typeof (byId.get(liked!) as { content?: string }).content).toBe('string');
    const asVisitor = await search(visitor(), tag);
    expect(asVisitor.body.articles).toHaveLength(2);
    for (const article of asVisitor.body.articles) {
      expect(article.liked).toBe(false);
      expect(article).not.toHaveProperty('content');
    }
  });

  it('matches whole words by their stems, the last one too: a stem is not a prefix of other words', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const [id, visual] = await insertRows('articles', author.id, [
      { title: `Reabilitação neurológica em Viseu ${tag}`, categoryId: category },
      { title: `Perceção visual ${tag}`, categoryId: category },
    ]);
    expect(idsOf((await search(visitor(), `${tag} reabilitação`)).body.articles)).toEqual([id]);
    expect(idsOf((await search(visitor(), `neurológicas ${tag}`)).body.articles)).toEqual([id]);
    // "Viseu" is stemmed to `vis`, which "visual" begins with: as a prefix it found both.
    expect(idsOf((await search(visitor(), `Viseu ${tag}`)).body.articles)).toEqual([id]);
    expect(idsOf((await search(visitor(), `${tag} visuais`)).body.articles)).toEqual([visual]);
    // A word typed half-way and submitted finds nothing.
    expect((await search(visitor(), `${tag} reabil`)).body.articles).toEqual([]);
    // (A fixed half word: the random marker cut short could stem to the marker's own stem.)
    expect((await search(visitor(), `neurol ${tag}`)).body.articles).toEqual([]);
  });

  it('ranks a match in the title above a match in the summary, and that above one in the content', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const [inContent, inTitle, inSummary] = await insertRows('articles', author.id, [
      { title: 'Primeiro artigo', contentText: `Texto que refere ${tag} no corpo apenas, entre muitas outras palavras do conteúdo.`, categoryId: category },
      { title: `Guia ${tag}`, categoryId: category },
      { title: 'Terceiro artigo', summary: `Resumo sobre ${tag}`, categoryId: category },
    ]);
    const response = await search(author.client, tag);
    expect(response.body.articles.map((a: { id: number }) => a.id)).toEqual([inTitle, inSummary, inContent]);
  });

  it("matches a visitor's words against titles and summaries only, and a member's against the content too", async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const [inContent, inSummary] = await insertRows('articles', author.id, [
      { title: 'Estudo de caso reservado', contentText: `Utente ${tag} com défice de praxia.`, categoryId: category },
      { title: 'Estudo de caso público', summary: `Resumo que nomeia ${tag}.`, categoryId: category },
    ]);
    const [protocolInContent] = await insertRows('protocols', author.id, [{ title: 'Protocolo reservado', contentText: `Plano para ${tag}.`, categoryId: category }]);
    // Neither the whole word nor a prefix of it tells a visitor that the content holds it.
    for (const q of [tag, tag.slice(0, 5), `${tag} praxia`]) {
      const asVisitor = await search(visitor(), q);
      expect(asVisitor.status).toBe(200);
      expect(idsOf(asVisitor.body.articles)).not.toContain(inContent);
      expect(idsOf(asVisitor.body.protocols)).not.toContain(protocolInContent);
    }
    expect(idsOf((await search(visitor(), tag)).body.articles)).toEqual([inSummary]);
    const asMember = await search(author.client, tag);
    expect(idsOf(asMember.body.articles)).toEqual([inContent!, inSummary!].sort((a, b) => a - b));
    expect(idsOf(asMember.body.protocols)).toEqual([protocolInContent]);
  });

  it('searches the text of articles created through the API, not their markup', async () => {
    const member = await createMember();
    const tag = marker();
    const created = await member.client.post('/api/articles', {
      title: 'Artigo publicado pela API',
      summary: 'Resumo suficientemente longo.',
      content: `<p>Um parágrafo com a palavra <strong>${tag}</strong> e mais texto para chegar aos cinquenta caracteres.</p>`,
      categoryId: await categoryId(),
    });
    expect(created.status).toBe(201);
    expect(idsOf((await search(member.client, tag)).body.articles)).toEqual([created.body.id]);
    expect((await search(member.client, 'strong')).body.articles.map((a: { id: number }) => a.id)).not.toContain(created.body.id);
  });

  it('follows an edit: the new title is found and the old one no longer is', async () => {
    const member = await createMember();
    const [before, after] = [marker(), marker()];
    const created = await member.client.post('/api/articles', {
      title: `Título inicial ${before}`,
      summary: 'Resumo suficientemente longo.',
      content: '<p>Um parágrafo com texto bastante para chegar aos cinquenta caracteres pedidos.</p>',
      categoryId: await categoryId(),
    });
    expect((await member.client.patch(`/api/articles/${created.body.id}`, { title: `Título revisto ${after}` })).status).toBe(200);
    expect(idsOf((await search(visitor(), after)).body.articles)).toEqual([created.body.id]);
    expect((await search(visitor(), before)).body.articles).toEqual([]);
  });

  it('hides content and pdfUrl from visitors and gives them to members', async () => {
    const author = await createMember();
    const tag = marker();
    await insertRows('articles', author.id, [{ title: `Com PDF ${tag}`, pdfUrl: '/api/files/s.pdf', categoryId: await categoryId() }]);
    const [forVisitor] = (await search(visitor(), tag)).body.articles;
    expect(forVisitor).not.toHaveProperty('content');
    expect(forVisitor).not.toHaveProperty('pdfUrl');
    expect(forVisitor).toMatchObject({ hasPdf: true, liked: false });
    expect(forVisitor.author.id).toBe(author.id);
    const [forMember] = (await search(author.client, tag)).body.articles;
    expect(forMember).toMatchObject({ pdfUrl: '/api/files/s.pdf', hasPdf: true });
    expect(forMember.content).toContain('<p>');
  });

  it('answers every item in the contract shape, the same in search, list, detail and saved items', async () => {
    // Items are written as JSON by SQLite (itemJson): this holds its fields, values and JSON types
    // (booleans, numbers, nulls) to the Article and Protocol of #contract, wherever an item is sent.
    const author = await createMember({ specialty: 'Pediatria', location: 'Braga' });
    const reader = await createMember();
    const tag = marker();
    const category = await categoryId();
    const [withPdf, plain] = await insertRows('articles', author.id, [
      { title: `Com PDF ${tag}`, pdfUrl: '/api/files/s.pdf', type: 'CASE_STUDY', categoryId: category },
      { title: `Sem PDF "aspas" \\ ${tag}`, summary: 'Resumo com acentuação, <b>marcas</b> e 🙂.', categoryId: category },
    ]);
    const [protocol] = await insertRows('protocols', author.id, [{ title: `Protocolo ${tag}`, categoryId: category }]);
    expect((await reader.client.post(`/api/articles/${withPdf}/like`)).status).toBe(200);
    expect((await reader.client.post(`/api/protocols/${protocol}/like`)).status).toBe(200);
    expect((await reader.client.post('/api/saved-items', { articleId: withPdf })).status).toBe(201);

    const categories = (await visitor().get('/api/categories')).body as { id: number; name: string; icon: string }[];
    const { id, name, icon } = categories.find((entry) => entry.id === category)!;
    const detail = (await reader.client.get(`/api/articles/${withPdf}`)).body;
    expect(detail).toStrictEqual({
      id: withPdf,
      title: `Com PDF ${tag}`,
      summary: 'Resumo do artigo de teste.',
      content: `<p>${LONG_TEXT}</p>`,
      pdfUrl: '/api/files/s.pdf',
      hasPdf: true,
      imageUrl: null,
      likes: 1,
      liked: true,
      authorId: author.id,
      categoryId: category,
      author: { id: author.id, username: author.username, fullName: 'Membro de Teste', avatarUrl: null, specialty: 'Pediatria', location: 'Braga', verifiedOt: false },
      category: { id, name, icon },
      communityId: null,
      community: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      hidden: null,
      type: 'CASE_STUDY',
      readTime: 10,
    });
    const { content: _content, pdfUrl: _pdfUrl, ...forVisitor } = detail;
    expect((await visitor().get(`/api/articles/${withPdf}`)).body).toStrictEqual({ ...forVisitor, liked: false });
    expect((await reader.client.get(`/api/protocols/${protocol}`)).body).toMatchObject({ hasPdf: false, pdfUrl: null, liked: true, likes: 1, isValidated: false, downloads: 0 });

    for (const client of [visitor(), reader.client, author.client]) {
      const { body } = await search(client, tag);
      expect(idsOf(body.articles)).toEqual([withPdf!, plain!].sort((a, b) => a - b));
      for (const article of body.articles) expect(article).toStrictEqual((await client.get(`/api/articles/${article.id}`)).body);
      expect(body.protocols).toStrictEqual([(await client.get(`/api/protocols/${protocol}`)).body]);
      const listed = (await client.get(`/api/articles?authorId=${author.id}`)).body;
      for (const article of listed) expect(article).toStrictEqual((await client.get(`/api/articles/${article.id}`)).body);
    }
    const saved = (await reader.client.get('/api/saved-items')).body;
    expect(saved[0].article).toStrictEqual(detail);
  });

  it.each([
    "' OR 1=1 --",
    '"',
    '""',
    '*',
    'NEAR(',
    'NEAR(a b',
    'AND OR',
    'NOT',
    'title:abc',
    '^abc',
    '-abc',
    'a + b',
    '(a OR b)',
    '{title summary}: x',
    '🙂🧠',
    '\u093e',
    'a\u200db',
    '\u0000abc',
    'ﷺ 㐀',
    'terapia 🙂',
    '\\',
    '%_%',
    ';DROP TABLE articles;--',
    'a'.repeat(500),
    'palavra '.repeat(60),
  ])('answers 200 with lists for the hostile query %j', async (q) => {
    const response = await search(visitor(), q);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.articles)).toBe(true);
    expect(Array.isArray(response.body.protocols)).toBe(true);
  });

  it('searches the first 200 characters of an over-long query instead of refusing it', async () => {
    const author = await createMember();
    const tag = marker();
    const [id] = await insertRows('articles', author.id, [{ title: `Longo ${tag}`, categoryId: await categoryId() }]);
    const response = await search(visitor(), `${tag} ${'x'.repeat(400)}`);
    expect(response.status).toBe(200);
    expect(response.body.articles).toEqual([]);
    const cut = await search(visitor(), `${' '.repeat(10)}${tag}${' '.repeat(300)}`);
    expect(idsOf(cut.body.articles)).toEqual([id]);
  });

  it('answers empty lists without querying for an empty or all-punctuation q', async () => {
    for (const q of ['', '   ', '!!! ... ???', '""**()']) {
      const response = await search(visitor(), q);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(NOTHING_FOUND);
      expect(statementsOf(response)).toBe(0);
    }
    expect((await visitor().get('/api/search')).body).toEqual(NOTHING_FOUND);
  });

  it('restricts by kind: articles, protocols, case studies, the Educação category, or a category id', async () => {
    const author = await createMember();
    const tag = marker();
    const educacao = await categoryId('Educação');
    const pediatria = await categoryId('Pediatria');
    const [article, caseStudy, educationArticle] = await insertRows('articles', author.id, [
      { title: `Artigo ${tag}`, categoryId: pediatria },
      { title: `Caso ${tag}`, categoryId: pediatria, type: 'CASE_STUDY' },
      { title: `Escola ${tag}`, categoryId: educacao, type: 'RESEARCH' },
    ]);
    const [protocol, educationProtocol] = await insertRows('protocols', author.id, [
      { title: `Protocolo ${tag}`, categoryId: pediatria },
      { title: `Protocolo escolar ${tag}`, categoryId: educacao },
    ]);
    const sorted = (...ids: (number | undefined)[]) => (ids as number[]).sort((a, b) => a - b);

    const all = await search(visitor(), tag);
    expect(idsOf(all.body.articles)).toEqual(sorted(article, caseStudy, educationArticle));
    expect(idsOf(all.body.protocols)).toEqual(sorted(protocol, educationProtocol));

    const articles = await search(visitor(), tag, 'articles');
    expect(idsOf(articles.body.articles)).toEqual(sorted(article, caseStudy, educationArticle));
    expect(articles.body.protocols).toEqual([]);

    const protocols = await search(visitor(), tag, 'protocols');
    expect(protocols.body.articles).toEqual([]);
    expect(idsOf(protocols.body.protocols)).toEqual(sorted(protocol, educationProtocol));

    const cases = await search(visitor(), tag, 'cases');
    expect(idsOf(cases.body.articles)).toEqual([caseStudy]);
    expect(cases.body.protocols).toEqual([]);

    const education = await search(visitor(), tag, 'education');
    expect(idsOf(education.body.articles)).toEqual([educationArticle]);
    expect(idsOf(education.body.protocols)).toEqual([educationProtocol]);

    const byId = await search(visitor(), tag, String(pediatria));
    expect(idsOf(byId.body.articles)).toEqual(sorted(article, caseStudy));
    expect(idsOf(byId.body.protocols)).toEqual([protocol]);

    const unknown = await search(visitor(), tag, 'qualquer-coisa');
    expect(idsOf(unknown.body.articles)).toEqual(idsOf(all.body.articles));
  });

  it('answers a page of SEARCH_PAGE_SIZE per kind and counts them all, in a fixed number of statements', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const few = await search(visitor(), `${tag}`);
    const articles = await insertRows(
      'articles',
      author.id,
      Array.from({ length: SEARCH_RESULT_LIMIT + 10 }, (_, i) => ({ title: `Artigo ${i} ${tag}`, categoryId: category })),
    );
    await insertRows('protocols', author.id, [{ title: `Protocolo ${tag}`, categoryId: category }]);
    const many = await search(visitor(), tag);
    expect(many.body.articles).toHaveLength(SEARCH_PAGE_SIZE);
    expect(many.body.protocols).toHaveLength(1);
    expect(many.body.counts).toEqual({ articles: articles.length, protocols: 1, events: 0, opportunities: 0, volunteering: 0, members: 0, questions: 0 });
    expect((await searchWith(visitor(), tag, `&limit=${SEARCH_RESULT_LIMIT}`)).body.articles).toHaveLength(SEARCH_RESULT_LIMIT);
    expect((await searchWith(visitor(), tag, `&limit=${SEARCH_RESULT_LIMIT + 1}`)).body.articles).toHaveLength(SEARCH_PAGE_SIZE);
    // One statement per kind, in one batch, whether nothing or many match.
    expect(statementsOf(few)).toBe(RESULT_KINDS.length);
    expect(statementsOf(many)).toBe(RESULT_KINDS.length);
    expect(roundTripsOf(many)).toBe(1);
  });

  it('gives the next pages with `offset`, each result once, and only one kind with `kind`', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const ids = await insertRows(
      'articles',
      author.id,
      Array.from({ length: 45 }, (_, i) => ({ title: `Artigo ${i} ${tag}`, categoryId: category })),
    );
    await insertRows('protocols', author.id, [{ title: `Protocolo ${tag}`, categoryId: category }]);
    const pages = [];
    for (const offset of [0, 20, 40, 60]) {
      const page = await searchWith(visitor(), tag, `&category=${category}&kind=articles&offset=${offset}`);
      expect(page.status).toBe(200);
      // The kind asked for only, counted whole on every page.
      expect(page.body.protocols).toEqual([]);
      expect(page.body.counts).toEqual({ articles: 45, protocols: 0, events: 0, opportunities: 0, volunteering: 0, members: 0, questions: 0 });
      expect(statementsOf(page)).toBe(1);
      pages.push(idsOf(page.body.articles));
    }
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5, 0]);
    expect(pages.flat().sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // A kind the category leaves out finds nothing; a wrong offset or kind is read as none.
    expect((await searchWith(visitor(), tag, `&category=${category}&kind=events`)).body).toEqual(NOTHING_FOUND);
    const lenient = await searchWith(visitor(), tag, `&category=${category}&kind=nada&offset=-3`);
    expect(lenient.body.articles).toHaveLength(SEARCH_PAGE_SIZE);
    expect(lenient.body.protocols).toHaveLength(1);
  });

  it('counts what can be shown: not hidden items, not other categories, at most SEARCH_COUNT_LIMIT', async () => {
    const author = await createMember();
    const tag = marker();
    const [category, other] = [await categoryId('Pediatria'), await categoryId('Gerontologia')];
    const [hidden] = await insertRows('articles', author.id, [
      { title: `Oculto ${tag}`, categoryId: category },
      { title: `Visível ${tag}`, categoryId: category },
      { title: `Outra categoria ${tag}`, categoryId: other },
    ]);
    await env.DB.prepare("UPDATE articles SET hidden_at = '2026-11-01T00:00:00.000Z', hidden_reason = 'Teste', hidden_cause = 'moderator' WHERE id = ?").bind(hidden).run();
    await createMember({ fullName: `Ana ${tag}` });
    await createMember({ fullName: `Rita ${tag}`, suspended: true });
    const found = await search(visitor(), tag);
    expect(found.body.counts).toMatchObject({ articles: 2, members: 1 });
    expect(found.body.members).toHaveLength(1);
    expect((await search(visitor(), tag, String(category))).body.counts.articles).toBe(1);

    const common = marker();
    await insertRows(
      'protocols',
      author.id,
      Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => ({ title: `Protocolo ${i} ${common}`, categoryId: category })),
    );
    // Counted up to the limit; the last page starts there, and past it an offset is read as none.
    const last = await searchWith(visitor(), common, `&kind=protocols&offset=${SEARCH_COUNT_LIMIT}`);
    expect(last.body.counts.protocols).toBe(SEARCH_COUNT_LIMIT);
    expect(last.body.protocols).toHaveLength(5);
    expect((await searchWith(visitor(), common, `&kind=protocols&offset=${SEARCH_COUNT_LIMIT + 1}`)).body.protocols).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it('falls back to newest first when a term matches more rows than it is worth ranking', async () => {
    const author = await createMember();
    const tag = marker();
    const category = await categoryId();
    const count = RANKING_MATCH_LIMIT + 50;
    // The oldest rows are the best-ranked (the word twice in the title); newest first must ignore that.
    await insertRows(
      'articles',
      author.id,
      Array.from({ length: count }, (_, i) => ({
        title: i < 100 ? `${tag} ${tag}` : `Artigo ${tag}`,
        categoryId: category,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      })),
    );
    const response = await search(visitor(), tag);
    expect(response.status).toBe(200);
    const dates = response.body.articles.map((a: { createdAt: string }) => a.createdAt);
    expect(dates).toHaveLength(SEARCH_PAGE_SIZE);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(new Date(Date.UTC(2025, 0, 1) + (count - 1) * 60_000).toISOString());
    expect(statementsOf(response)).toBe(RESULT_KINDS.length);
  });
});

describe('toFtsQuery', () => {
  it('quotes every word as a whole word, and gives nothing for punctuation only', () => {
    expect(toFtsQuery('Terapêutica  ocupacional')).toBe('"terapeut" "ocupacional"');
    expect(toFtsQuery(`' OR 1=1 --`)).toBe('"or" "1" "1"');
    expect(toFtsQuery('NEAR(x "b" pref*')).toBe('"near" "x" "b" "pref"');
    expect(toFtsQuery('?!*')).toBeNull();
  });

  it('searches the stems of the words: plural and gender, with or without accents, are one', () => {
    expect(toFtsQuery('idosos')).toBe(toFtsQuery('idosas'));
    expect(toFtsQuery('idosa')).toBe(toFtsQuery('IDOSO'));
    expect(toFtsQuery('intervenções')).toBe(toFtsQuery('intervencao'));
    expect(toFtsQuery('ocupacionais')).toBe(toFtsQuery('ocupacional'));
    expect(toFtsQuery('crianças pediátricas')).toBe(toFtsQuery('criança pediatrico'));
    // Words too common to narrow a search are left out; a query of only those searches nothing.
    expect(toFtsQuery('terapia da mão')).toBe(toFtsQuery('terapia mão'));
    expect(toFtsQuery('de a o')).toBeNull();
  });
});

describe("the lists' own q filter", () => {
  // D1 refuses LIKE patterns longer than 50 bytes ("LIKE or GLOB pattern too complex"): the lists
  // match their normalised search text by instr(), which has no such limit.
  const phrase = 'Prevenção de quedas em pessoas idosas que vivem sozinhas na comunidade rural';

  it('finds an article, a protocol, an offer and a member by a phrase longer than 50 bytes, and nothing by a longer one', async () => {
    const tag = marker();
    const author = await createMember({ fullName: `${phrase} ${tag}` });
    const category = await categoryId();
    const [article] = await insertRows('articles', author.id, [{ title: `${phrase} ${tag}`, categoryId: category }]);
    const [protocol] = await insertRows('protocols', author.id, [{ title: `${phrase} ${tag}`, categoryId: category }]);
    const offer = await author.client.post('/api/opportunities', opportunityInput({ title: `${phrase} ${tag}`.slice(0, 120) }));
    expect(offer.status).toBe(201);
    const offerId = (offer.body as { id: number }).id;
    const q = encodeURIComponent(`pessoas idosas que vivem sozinhas na comunidade rural ${tag}`);
    const longer = encodeURIComponent(`pessoas idosas que vivem sozinhas na comunidade rural e urbana ${tag}`);
    for (const [path, id] of [
      ['/api/articles', article],
      ['/api/protocols', protocol],
      ['/api/users', author.id],
    ] as const) {
      const found = await author.client.get(`${path}?q=${q}`);
      expect(found.status).toBe(200);
      expect((found.body as { id: number }[]).map((item) => item.id)).toEqual([id]);
      const none = await author.client.get(`${path}?q=${longer}`);
      expect(none.status).toBe(200);
      expect(none.body).toEqual([]);
    }
    const offers = await author.client.get(`/api/opportunities?q=${encodeURIComponent('Prevenção de quedas em pessoas idosas que vivem')}`);
    expect(offers.status).toBe(200);
    expect((offers.body as { id: number }[]).map((item) => item.id)).toContain(offerId);
    const admin = await createMember({ role: 'admin' });
    const staff = await admin.client.get(`/api/moderation/members?q=${q}`);
    expect(staff.status).toBe(200);
    expect((staff.body as { id: number }[]).map((row) => row.id)).toEqual([author.id]);
  });
});
