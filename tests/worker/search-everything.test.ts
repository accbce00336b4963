import type { PortalEvent } from '#contract/events-types';
import type { SearchResult } from '#contract/search-types';
import { RESULT_KINDS, SEARCH_PREVIEW_SIZE } from '#contract/search-types';
import { describe, expect, it } from 'vitest';
import { INDEXED_KINDS, searchIndexOf } from '../../worker/db/search-index';
import { backfillSearchStems } from '../../worker/services/search-backfill';
import { registerMember } from './account-helpers';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember } from './fixtures';
import { asListItem, Client, env, statementsOf, type ApiResponse } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// Search over every kind (docs/rules/language-and-search.md, issue 21): articles, protocols, events,
// opportunities, volunteering offers and members, matched by the stems of their words.

/** A word no other row contains, so each test sees only its own rows (letters only: it is stemmed like any word). */
const marker = () =>
  `marca${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

async function search(client: Client, q: string, params = ''): Promise<ApiResponse<SearchResult>> {
  const response = await client.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}${params}`);
  expect(response.status).toBe(200);
  return response;
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const roundTripsOf = (response: ApiResponse) => Number(response.headers.get('X-D1-Round-Trips'));

async function created(response: Promise<ApiResponse>): Promise<number> {
  const answer = await response;
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

describe('GET /api/search over every kind', () => {
  it('finds the job, the volunteering offer, the event and the member of a place ("Braga", not Bragança), for visitors too', async () => {
    const tag = marker();
    const poster = await createMember();
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Terapeuta em pediatria ${tag}`, location: 'Braga' })));
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Terapeuta em geriatria ${tag}`, location: 'Faro' })));
    // Another town whose stem begins with Braga's (`brag`, `braganc`): a whole word is not a prefix.
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Terapeuta em neurologia ${tag}`, location: 'Bragança' })));
    await created(poster.client.post('/api/volunteering', volunteeringInput({ title: `Apoio no lar ${tag}`, location: 'Braga' })));
    await created(poster.client.post('/api/events', eventInput({ title: `Encontro regional ${tag}`, location: 'Braga' })));
    const colleague = await createMember({ fullName: `Rita ${tag}`, location: 'Braga', specialty: 'Pediatria' });
    await createMember({ fullName: `Rui ${tag}`, location: 'Lisboa' });

    for (const client of [new Client(), poster.client]) {
      const found = (await search(client, `Braga ${tag}`)).body;
      expect(titles(found.opportunities)).toEqual([`Terapeuta em pediatria ${tag}`]);
      expect(titles(found.volunteering)).toEqual([`Apoio no lar ${tag}`]);
      expect(titles(found.events)).toEqual([`Encontro regional ${tag}`]);
      expect(found.members).toEqual([{ id: colleague.id, username: colleague.username, fullName: `Rita ${tag}`, avatarUrl: null, specialty: 'Pediatria', location: 'Braga', verifiedOt: false }]);
    }
  });

  it('finds the offers in a district’s towns by the district’s name ("Braga" finds Guimarães), in the search and in each list, after an edit too', async () => {
    const tag = marker();
    const poster = await createMember();
    const job = await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Terapeuta em reabilitação ${tag}`, location: 'Guimarães', district: 'Braga' })));
    const help = await created(poster.client.post('/api/volunteering', volunteeringInput({ title: `Apoio a cuidadores ${tag}`, location: 'Barcelos', district: 'Braga' })));
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Terapeuta em Lisboa ${tag}`, location: 'Lisboa', district: 'Lisboa' })));

    const found = (await search(new Client(), `Braga ${tag}`)).body;
    expect(titles(found.opportunities)).toEqual([`Terapeuta em reabilitação ${tag}`]);
    expect(titles(found.volunteering)).toEqual([`Apoio a cuidadores ${tag}`]);
    const listed = await new Client().get(`/api/opportunities?authorId=${poster.id}&q=braga`);
    expect(listed.body.map((item: { id: number }) => item.id)).toEqual([job]);
    expect((await new Client().get(`/api/volunteering?authorId=${poster.id}&q=braga`)).body.map((item: { id: number }) => item.id)).toEqual([help]);

    // Moved to the district of Porto: Braga no longer finds it, Porto does.
    expect((await poster.client.patch(`/api/opportunities/${job}`, { location: 'Vila Nova de Gaia', district: 'Porto' })).status).toBe(200);
    expect(titles((await search(new Client(), `Braga ${tag}`)).body.opportunities)).toEqual([]);
    expect(titles((await search(new Client(), `Porto ${tag}`)).body.opportunities)).toEqual([`Terapeuta em reabilitação ${tag}`]);
  });

  it('answers each kind in the shape of its own list, members as public summaries without e-mail', async () => {
    const tag = marker();
    const member = await createMember({ fullName: `Sofia ${tag}`, showEmail: true });
    const eventId = await created(member.client.post('/api/events', eventInput({ title: `Oficina ${tag}` })));
    const jobId = await created(member.client.post('/api/opportunities', opportunityInput({ title: `Vaga ${tag}` })));
    const placeId = await created(member.client.post('/api/volunteering', volunteeringInput({ title: `Voluntariado ${tag}` })));
    const found = (await search(member.client, tag)).body;
    expect(found.events).toEqual([asListItem((await member.client.get<PortalEvent>(`/api/events/${eventId}`)).body)]);
    expect(found.opportunities).toEqual([(await member.client.get(`/api/opportunities/${jobId}`)).body]);
    expect(found.volunteering).toEqual([(await member.client.get(`/api/volunteering/${placeId}`)).body]);
    expect(found.members).toHaveLength(1);
    expect(Object.keys(found.members[0]!).sort()).toEqual(['avatarUrl', 'fullName', 'id', 'location', 'specialty', 'username', 'verifiedOt']);
    expect(JSON.stringify(found)).not.toMatch(/_stems|Stems|searchText/);
    expect(JSON.stringify(found)).not.toContain(`${member.username.toLowerCase()}@example.pt`);
  });

  it('finds "idosas" when asked for "idosos", and plural and gender forms of every kind', async () => {
    const tag = marker();
    const author = await createMember();
    const category = await categoryId();
    await created(author.client.post('/api/articles', articleInput({ title: `Quedas em pessoas idosas ${tag}`, categoryId: category })));
    await created(author.client.post('/api/protocols', protocolInput({ title: `Avaliação de intervenções ${tag}`, categoryId: category })));
    await created(author.client.post('/api/volunteering', volunteeringInput({ title: `Companhia a um idoso ${tag}` })));
    await created(author.client.post('/api/events', eventInput({ title: `Jornadas ocupacionais ${tag}` })));
    await created(author.client.post('/api/opportunities', opportunityInput({ title: `Terapeutas para crianças ${tag}` })));

    expect(titles((await search(author.client, `idosos ${tag}`)).body.articles)).toEqual([`Quedas em pessoas idosas ${tag}`]);
    expect(titles((await search(author.client, `IDOSA ${tag}`)).body.volunteering)).toEqual([`Companhia a um idoso ${tag}`]);
    expect(titles((await search(author.client, `intervencao ${tag}`)).body.protocols)).toEqual([`Avaliação de intervenções ${tag}`]);
    expect(titles((await search(author.client, `jornada ocupacional ${tag}`)).body.events)).toEqual([`Jornadas ocupacionais ${tag}`]);
    expect(titles((await search(author.client, `terapeuta criança ${tag}`)).body.opportunities)).toEqual([`Terapeutas para crianças ${tag}`]);
  });

  it('ranks a match in the title above one in the description, for offers too', async () => {
    const tag = marker();
    const poster = await createMember();
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: 'Primeira vaga', description: `Equipa que procura alguém para ${tag} e mais.` })));
    await created(poster.client.post('/api/opportunities', opportunityInput({ title: `Vaga de ${tag}` })));
    expect(titles((await search(poster.client, tag)).body.opportunities)).toEqual([`Vaga de ${tag}`, 'Primeira vaga']);
  });

  it('searches only the kind that `category` names, at most `limit` of each, every kind in one round trip', async () => {
    const tag = marker();
    const member = await createMember({ fullName: `Teresa ${tag}` });
    await created(member.client.post('/api/events', eventInput({ title: `Evento ${tag}` })));
    for (let n = 0; n < 3; n += 1) await created(member.client.post('/api/opportunities', opportunityInput({ title: `Vaga ${n} ${tag}` })));
    await created(member.client.post('/api/volunteering', volunteeringInput({ title: `Voluntariado ${tag}` })));

    const everything = await search(member.client, tag);
    expect(everything.body.events).toHaveLength(1);
    // Of every kind but articles, a search of several kinds answers what the page's 'Todos' tab shows.
    expect(everything.body.opportunities).toHaveLength(SEARCH_PREVIEW_SIZE);
    expect(everything.body.members).toHaveLength(1);
    expect(everything.body.counts).toEqual({ articles: 0, protocols: 0, events: 1, opportunities: 3, volunteering: 1, members: 1, questions: 0 });
    expect(statementsOf(everything)).toBe(RESULT_KINDS.length);
    expect(roundTripsOf(everything)).toBe(1);

    for (const kind of ['events', 'opportunities', 'volunteering', 'members'] as const) {
      const only = await search(member.client, tag, `&category=${kind}`);
      for (const other of RESULT_KINDS) expect(only.body[other].length > 0, `${kind}: ${other}`).toBe(other === kind);
      expect(statementsOf(only)).toBe(1);
    }
    expect((await search(member.client, tag, '&category=opportunities&limit=2')).body.opportunities).toHaveLength(2);
    expect((await search(member.client, tag, '&category=opportunities&limit=abc')).body.opportunities).toHaveLength(3);
  });

  it('answers a page of articles and the first two of each other kind to a search of several kinds, and a whole page of one kind to `kind`', async () => {
    const tag = marker();
    const member = await createMember();
    const category = await categoryId();
    for (let n = 0; n < 3; n += 1) {
      await created(member.client.post('/api/articles', articleInput({ title: `Artigo ${n} ${tag}`, categoryId: category })));
      await created(member.client.post('/api/protocols', protocolInput({ title: `Protocolo ${n} ${tag}`, categoryId: category })));
      await created(member.client.post('/api/events', eventInput({ title: `Evento ${n} ${tag}` })));
    }
    const counts = { articles: 3, protocols: 3, events: 3, opportunities: 0, volunteering: 0, members: 0, questions: 0 };
    const everything = await search(member.client, tag);
    expect(everything.body.articles).toHaveLength(3);
    expect(titles(everything.body.protocols)).toEqual(titles((await search(member.client, tag, '&kind=protocols')).body.protocols).slice(0, SEARCH_PREVIEW_SIZE));
    expect(everything.body.events).toHaveLength(SEARCH_PREVIEW_SIZE);
    expect(everything.body.counts).toEqual(counts);
    // A category's articles and protocols are several kinds too; its protocols' tab asks with `kind`.
    const ofCategory = await search(member.client, tag, `&category=${category}`);
    expect(ofCategory.body.articles).toHaveLength(3);
    expect(ofCategory.body.protocols).toHaveLength(SEARCH_PREVIEW_SIZE);
    for (const kind of ['protocols', 'events'] as const) {
      const page = await search(member.client, tag, `&kind=${kind}`);
      expect(page.body[kind], kind).toHaveLength(3);
      expect(page.body.counts[kind]).toBe(3);
      expect((await search(member.client, tag, `&category=${kind}`)).body[kind], kind).toHaveLength(3);
    }
    expect((await search(member.client, tag, `&category=${category}&kind=protocols`)).body.protocols).toHaveLength(3);
    expect((await search(member.client, tag, '&limit=1')).body.articles).toHaveLength(1);
  });
});

describe('the search index follows every write', () => {
  it('finds an article or protocol by its new words after an edit, and no longer by the old ones', async () => {
    const tag = marker();
    const author = await createMember();
    const id = await created(author.client.post('/api/protocols', protocolInput({ title: `Escala de equilíbrio ${tag}`, categoryId: await categoryId() })));
    const article = await created(author.client.post('/api/articles', articleInput({ summary: `Resumo sobre a escrita ${tag}`, categoryId: await categoryId() })));
    expect((await author.client.patch(`/api/protocols/${id}`, { title: `Treino de marcha ${tag}` })).status).toBe(200);
    expect((await author.client.patch(`/api/articles/${article}`, { summary: `Resumo sobre a leitura ${tag}` })).status).toBe(200);
    // A visitor's search reads its own index of titles and summaries (migration 0015): it follows too.
    for (const client of [author.client, new Client()]) {
      expect((await search(client, `equilibrio ${tag}`)).body.protocols).toEqual([]);
      expect(titles((await search(client, `marchas ${tag}`)).body.protocols)).toEqual([`Treino de marcha ${tag}`]);
      expect((await search(client, `escrita ${tag}`)).body.articles).toEqual([]);
      expect((await search(client, `leituras ${tag}`)).body.articles.map((item) => item.id)).toEqual([article]);
    }
  });

  it('finds a member by the place and specialty they change to, and no longer by the old ones', async () => {
    const tag = marker();
    const { client, user } = await registerMember({ fullName: `Inês ${tag}`, location: 'Beja', specialty: 'Pediatria' });
    expect((await search(client, `Beja ${tag}`)).body.members.map((member) => member.id)).toEqual([user.id]);
    expect((await client.patch(`/api/users/${user.id}`, { location: 'Viseu', specialty: 'Gerontologia' })).status).toBe(200);
    expect((await search(client, `Beja ${tag}`)).body.members).toEqual([]);
    expect((await search(client, `viseu gerontologia ${tag}`)).body.members.map((member) => member.id)).toEqual([user.id]);
    expect((await client.patch(`/api/users/${user.id}`, { fullName: `Inês Lopes ${tag}` })).status).toBe(200);
    expect((await search(client, `lopes ${tag}`)).body.members.map((member) => member.id)).toEqual([user.id]);
  });

  it('forgets an item of any kind once it is deleted, however it is deleted', async () => {
    const tag = marker();
    const member = await createMember({ fullName: `Duarte ${tag}` });
    const category = await categoryId();
    const ids = {
      articles: await created(member.client.post('/api/articles', articleInput({ title: `Artigo ${tag}`, categoryId: category }))),
      protocols: await created(member.client.post('/api/protocols', protocolInput({ title: `Protocolo ${tag}`, categoryId: category }))),
      events: await created(member.client.post('/api/events', eventInput({ title: `Evento ${tag}` }))),
      opportunities: await created(member.client.post('/api/opportunities', opportunityInput({ title: `Vaga ${tag}` }))),
      volunteering: await created(member.client.post('/api/volunteering', volunteeringInput({ title: `Voluntariado ${tag}` }))),
      questions: await created(member.client.post('/api/questions', { title: `Pergunta ${tag} clínica`, content: '<p>Uma dúvida clínica com texto suficiente.</p>' })),
    };
    const before = (await search(member.client, tag)).body;
    for (const kind of RESULT_KINDS) expect(before[kind], kind).toHaveLength(1);
    const tables = { articles: 'articles', protocols: 'protocols', events: 'events', opportunities: 'opportunities', volunteering: 'volunteering', questions: 'questions' };
    for (const [kind, id] of Object.entries(ids))
      await env.DB.prepare(`DELETE FROM ${tables[kind as keyof typeof tables]} WHERE id = ?`)
        .bind(id)
        .run();
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(member.id).run();
    const after = (await search(new Client(), tag)).body;
    for (const kind of RESULT_KINDS) expect(after[kind], kind).toEqual([]);
    // Nothing is left in any index for those rows.
    for (const kind of INDEXED_KINDS) {
      const { fts, visitorIndex } = searchIndexOf(kind);
      for (const index of new Set([fts, visitorIndex.fts])) {
        const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${index} WHERE ${index} MATCH ?`)
          .bind(`"${tag.slice(0, 8)}"*`)
          .first<{ n: number }>();
        expect(row!.n, index).toBe(0);
      }
    }
  });

  it('forgets a member and their content once they delete their account', async () => {
    const tag = marker();
    const { client, password } = await registerMember({ fullName: `Madalena ${tag}` });
    await created(client.post('/api/events', eventInput({ title: `Evento ${tag}` })));
    await created(client.post('/api/articles', articleInput({ title: `Artigo ${tag}`, categoryId: await categoryId() })));
    expect((await search(client, tag)).body.members).toHaveLength(1);
    expect((await client.request('DELETE', '/api/me', { password, keepContent: false })).status).toBe(204);
    const after = (await search(new Client(), tag)).body;
    for (const kind of RESULT_KINDS) expect(after[kind], kind).toEqual([]);
  });

  it('gives rows written before the stems existed their stems in the daily maintenance, without overwriting a newer edit', async () => {
    const tag = marker();
    const member = await createMember();
    // Rows as migration 0006 found them: their fields, no stems.
    await env.DB.prepare(
      `INSERT INTO volunteering (title, description, organization, location, contact_email, poster_id)
       VALUES (?, 'Sessões com residentes.', 'Associação', 'Évora', 'a@example.pt', ?), (?, 'Sessões.', 'Associação', 'Évora', 'b@example.pt', ?)`,
    )
      .bind(`Visitas a idosos ${tag}`, member.id, `Outra oferta ${tag}`, member.id)
      .run();
    expect((await search(member.client, `idosas ${tag}`)).body.volunteering).toEqual([]);
    expect(await backfillSearchStems(backgroundScope(env))).toBeGreaterThanOrEqual(2);
    expect(titles((await search(member.client, `idosas ${tag}`)).body.volunteering)).toEqual([`Visitas a idosos ${tag}`]);
    expect(titles((await search(member.client, `evora ${tag}`)).body.volunteering).sort()).toEqual([`Outra oferta ${tag}`, `Visitas a idosos ${tag}`]);
    // Nothing is left to fill in.
    expect(await backfillSearchStems(backgroundScope(env))).toBe(0);
  });
});
