import type { RelatedItems } from '#contract/related-types';
import { relatedItemsSchema } from '#contract/related';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchStems } from '../../worker/lib/search-stems';
import { STORABLE_CACHE_CONTROL } from '../../worker/runtime/edge-cache';
import { insertRows } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env, type ApiResponse } from './helpers';

// 'Relacionados' on an article's or a protocol's page (docs/rules/related-items.md, issue 34).

/** A word no other row contains, so each test sees only its own rows (letters only: it is stemmed like any word). */
const marker = () =>
  `marca${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

/** Five words of one test; the titles and summaries below are made of them and of stop words only. */
/** A text of one word no other row holds ('sem' is a stop word): what an item says besides the test's words. */
const unrelated = () => `sem ${marker()}`;

const words = () => {
  const [a, b, c, d, e] = [marker(), marker(), marker(), marker(), marker()];
  return { a: a!, b: b!, c: c!, d: d!, e: e! };
};

let author: Member;
let category: number;

beforeAll(async () => {
  author = await createMember();
  category = await categoryId();
});

/** A question inserted as `POST /api/questions` would write it (stems included), in a community or not. */
async function insertQuestion(title: string, text: string, communityId: number | null = null, authorId = author.id): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO questions (title, content, content_text, title_stems, content_stems, author_id, category_id, community_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(title, `<p>${text}</p>`, text, searchStems(title), searchStems(text), authorId, category, communityId)
    .first<{ id: number }>();
  return row!.id;
}

const article = async (title: string, summary: string, type: 'ARTICLE' | 'CASE_STUDY' | 'RESEARCH' = 'ARTICLE') =>
  (await insertRows('articles', author.id, [{ title, summary, categoryId: category, type }]))[0]!;
const protocol = async (title: string, summary: string) => (await insertRows('protocols', author.id, [{ title, summary, categoryId: category }]))[0]!;

async function related(client: Client, path: string): Promise<ApiResponse<RelatedItems>> {
  const response = await client.get<RelatedItems>(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(relatedItemsSchema.safeParse(response.body).success).toBe(true);
  return response;
}

const hrefs = (response: ApiResponse<RelatedItems>) => response.body.items.map((item) => item.href);

/** A closed community with `members` in it, by SQL (its own routes have their tests). */
async function closedCommunity(members: Member[]): Promise<number> {
  const slug = `fechada-${marker()}`;
  const row = await env.DB.prepare("INSERT INTO communities (slug, name, kind, visibility) VALUES (?, 'Grupo fechado', 'interest', 'closed') RETURNING id").bind(slug).first<{ id: number }>();
  for (const member of members) await env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(row!.id, member.id).run();
  return row!.id;
}

describe('GET /api/articles/{id}/related and /api/protocols/{id}/related', () => {
  it('lists at most 4 items of every kind sharing its words, ranked by the words they share (a title’s weigh more), never the item itself', async () => {
    const { a, b, c, d, e } = words();
    const source = await article(`${a} ${b} ${c}`, `${d} e ${e}`);
    // Scores: one for each shared word, two when it is in the item's title.
    const elsewhere = unrelated();
    const threeInTitle = await protocol(`${a} ${b} ${c}`, elsewhere); // 6, three words
    const twoInTitle = await article(`${a} ${b}`, unrelated()); // 4, two words
    const question = await insertQuestion(`${c} ${marker()}`, `${d} e ${e} sem ${marker()}`); // 4, three words (members)
    const threeInSummary = await article(unrelated(), `${b}, ${c} e ${e}`, 'RESEARCH'); // 3, three words
    const caseStudy = await article(`${d} ${marker()}`, `sem ${e}`, 'CASE_STUDY'); // 3, two words: the fifth, left out
    const tooLittle = await article(unrelated(), `${a} e ${d}`); // 2: not enough

    const forMember = await related(author.client, `/api/articles/${source}/related`);
    expect(hrefs(forMember)).toEqual([`/protocols/${threeInTitle}`, `/perguntas/${question}`, `/articles/${twoInTitle}`, `/articles/${threeInSummary}`]);
    expect(forMember.body.items[0]).toEqual({ kind: 'protocol', id: threeInTitle, title: `${a} ${b} ${c}`, href: `/protocols/${threeInTitle}`, summary: elsewhere });
    expect(forMember.body.items.map((item) => item.kind)).toEqual(['protocol', 'question', 'article', 'research']);
    expect(hrefs(forMember)).not.toContain(`/articles/${source}`);
    expect(hrefs(forMember)).not.toContain(`/articles/${tooLittle}`);

    // A visitor's words are matched in titles and summaries only (a question's title only): the
    // question shares one word there, and the case study takes the last place.
    const forVisitor = await related(new Client(), `/api/articles/${source}/related`);
    expect(hrefs(forVisitor)).toEqual([`/protocols/${threeInTitle}`, `/articles/${twoInTitle}`, `/articles/${threeInSummary}`, `/articles/${caseStudy}`]);
    expect(forVisitor.body.items[3]!.kind).toBe('case-study');

    // From the protocol's page, the article comes first.
    expect(hrefs(await related(new Client(), `/api/protocols/${threeInTitle}/related`))[0]).toBe(`/articles/${source}`);
  });

  it('answers no items, not an error, when nothing shares enough of its words', async () => {
    const { a, b } = words();
    const lonely = await article(`${a} ${b}`, unrelated());
    await article(`${a} ${marker()}`, unrelated()); // one word in the title: 2
    expect((await related(new Client(), `/api/articles/${lonely}/related`)).body).toEqual({ items: [] });
  });

  it('never lists a hidden item, nor one of a closed community to those outside it; a visitor sees only what anyone may read', async () => {
    const { a, b, c, d, e } = words();
    const insider = await createMember();
    const outsider = await createMember();
    const community = await closedCommunity([insider]);
    const source = await article(`${a} ${b} ${c}`, `${d} e ${e}`);
    const open = await protocol(`${a} ${b}`, unrelated());
    const hidden = await article(`${a} ${c}`, unrelated());
    await env.DB.prepare("UPDATE articles SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'spam' WHERE id = ?").bind(hidden).run();
    const closed = await protocol(`${b} ${c}`, unrelated());
    // Posted by a member of the community: their author would read them anywhere.
    await env.DB.prepare('UPDATE protocols SET community_id = ?, author_id = ? WHERE id = ?').bind(community, insider.id, closed).run();
    const closedQuestion = await insertQuestion(`${d} ${e} e ${a}`, unrelated(), community, insider.id);

    const forVisitor = await related(new Client(), `/api/articles/${source}/related`);
    expect(hrefs(forVisitor)).toEqual([`/protocols/${open}`]);
    // What visitors see may be kept by the edge cache for every visitor; a member's answer, which
    // depends on their communities, never (worker/runtime/edge-cache.ts).
    expect(forVisitor.headers.get('Cache-Control')).toBe(STORABLE_CACHE_CONTROL);
    expect((await related(insider.client, `/api/articles/${source}/related`)).headers.get('Cache-Control')).toBe('private, no-store');
    expect(hrefs(await related(outsider.client, `/api/articles/${source}/related`))).toEqual([`/protocols/${open}`]);
    // The hidden article's own author does not find it here either (as in the search).
    expect(hrefs(await related(author.client, `/api/articles/${source}/related`))).toEqual([`/protocols/${open}`]);
    const forInsider = hrefs(await related(insider.client, `/api/articles/${source}/related`));
    expect(forInsider).toEqual(expect.arrayContaining([`/protocols/${open}`, `/protocols/${closed}`, `/perguntas/${closedQuestion}`]));
    expect(forInsider).toHaveLength(3);
  });

  it('answers 404 with a Portuguese message for an unknown item, or one the reader may not read', async () => {
    for (const path of ['/api/articles/999999999/related', '/api/articles/abc/related']) {
      const response = await new Client().get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Artigo não encontrado' });
    }
    expect((await new Client().get('/api/protocols/999999999/related')).body).toEqual({ message: 'Protocolo não encontrado' });

    const { a, b } = words();
    const hidden = await protocol(`${a} ${b}`, unrelated());
    await protocol(`${a} ${b}`, unrelated());
    await env.DB.prepare("UPDATE protocols SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'spam' WHERE id = ?").bind(hidden).run();
    const refused = await (await createMember()).client.get(`/api/protocols/${hidden}/related`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Protocolo não encontrado' });
    // Its author still reads their hidden protocol's page, and so its related items.
    expect((await related(author.client, `/api/protocols/${hidden}/related`)).body.items).toHaveLength(1);

    const insider = await createMember();
    const community = await closedCommunity([insider]);
    const closed = await article(`${a} ${b}`, unrelated());
    await env.DB.prepare('UPDATE articles SET community_id = ? WHERE id = ?').bind(community, closed).run();
    expect((await new Client().get(`/api/articles/${closed}/related`)).status).toBe(404);
    expect((await (await createMember()).client.get(`/api/articles/${closed}/related`)).status).toBe(404);
    expect((await insider.client.get(`/api/articles/${closed}/related`)).status).toBe(200);
  });

  it('leaves out words too common to say what an item is about', async () => {
    const { a, b } = words();
    const common = marker();
    const rare = [marker(), marker(), marker(), marker(), marker()];
    // `common` is in the titles of six items, more than five and a fifth of the items here; each
    // other protocol shares one more word with the article, which alone is not enough.
    const source = await article(`${a} ${common}`, `${b} ${rare.join(' ')}`);
    for (const word of rare) await protocol(`${common} ${marker()}`, `sem ${word}`);
    const sharing = await protocol(`${a} ${marker()}`, `sem ${b}`);
    const total = await env.DB.prepare('SELECT (SELECT max(id) FROM articles) + (SELECT max(id) FROM protocols) + coalesce((SELECT max(id) FROM questions), 0) AS n').first<{ n: number }>();
    // Six are common only while the portal is this small (fewer than 30 items, so that a fifth is under six).
    expect(total!.n).toBeLessThan(30);
    expect(hrefs(await related(new Client(), `/api/articles/${source}/related`))).toEqual([`/protocols/${sharing}`]);
  });
});
