import { normalizeSearchText } from '#contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { benchStatements, COMMON_WORD_SHARE, PLANTED_SENTENCE } from '../../scripts/bench/dataset.mjs';
import { commonWord, plantedRareWords, rareWord } from '../../scripts/bench/vocabulary.mjs';
import { DISTRICTS } from '../../worker/contract/districts';
import { DEMO_LOGIN, demoSeedStatements } from '../../scripts/seed/demo-data.mjs';
import { hashPassword } from '../../worker/services/passwords';
import type { SearchResult } from '#contract/search-types';
import { Client, env } from './helpers';

// The very statements `npm start` runs on an empty database, with a hash computed in workerd
// (Node's scryptSync, which demo.mjs uses, is not available here; the stored format is the same).
const seededAt = new Date();

beforeAll(async () => {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const statements = demoSeedStatements({ passwordHash, now: seededAt });
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
});

const all = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;
const one = async <T>(query: string, ...values: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...values)
    .first<T>())!;
const count = async (query: string, ...values: unknown[]) => (await one<{ n: number }>(query, ...values)).n;

describe('the demo data', () => {
  it('holds 10 members, 21 articles of the three types (one in a closed community), 8 protocols, 6 events, 6 opportunities and 4 volunteering offers', async () => {
    expect(await count('SELECT count(*) AS n FROM users')).toBe(10);
    expect(await count('SELECT count(*) AS n FROM articles')).toBe(21);
    const types = await all<{ type: string; n: number }>('SELECT type, count(*) AS n FROM articles GROUP BY type ORDER BY type');
    expect(types.map((row) => row.type)).toEqual(['ARTICLE', 'CASE_STUDY', 'RESEARCH']);
    for (const row of types) expect(row.n).toBeGreaterThanOrEqual(4);
    expect(await count('SELECT count(*) AS n FROM protocols')).toBe(8);
    expect(await count('SELECT count(*) AS n FROM protocols WHERE is_validated = 1')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM protocols WHERE is_validated = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM events')).toBe(6);
    expect(await count('SELECT count(*) AS n FROM opportunities')).toBe(6);
    expect(await count('SELECT count(*) AS n FROM volunteering')).toBe(4);
  });

  it('holds clinical questions with answers and useful votes, two in specialty communities, one anonymous, one answer accepted, counts exact', async () => {
    expect(await count('SELECT count(*) AS n FROM questions')).toBeGreaterThanOrEqual(4);
    expect(await count("SELECT count(*) AS n FROM questions q JOIN communities k ON k.id = q.community_id WHERE k.kind = 'specialty'")).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(*) AS n FROM questions WHERE anonymous = 1')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM questions WHERE accepted_answer_id IS NOT NULL')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM questions q WHERE q.answer_count <> (SELECT count(*) FROM answers a WHERE a.question_id = q.id)')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM answers a WHERE a.votes <> (SELECT count(*) FROM answer_votes v WHERE v.answer_id = a.id)')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM answer_votes v JOIN answers a ON a.id = v.answer_id WHERE a.author_id = v.user_id')).toBe(0);
    // Each asker in a community is one of its members; no notification of the anonymous question names its asker.
    expect(
      await count(
        "SELECT count(*) AS n FROM questions q WHERE q.community_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM community_members m WHERE m.community_id = q.community_id AND m.user_id = q.author_id AND m.membership <> 'pending')",
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM notifications n JOIN questions q ON n.target_type = 'question' AND n.target_id = q.id WHERE q.anonymous = 1 AND n.actor_id = q.author_id")).toBe(0);
    const found = await new Client().get<SearchResult>('/api/search?q=negligencia&category=questions');
    expect(found.body.questions.map((question) => question.author)).toEqual([null]);
  });

  it('has one full event whose registrations fill every place, one past event, and the others upcoming', async () => {
    const now = seededAt.toISOString();
    const full = await all<{ id: number; max: number; registered: number; rows: number; event_date: string }>(
      `SELECT e.id, e.max_participants AS max, e.registered_count AS registered, e.event_date,
              (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id) AS rows
         FROM events e WHERE e.max_participants IS NOT NULL AND e.registered_count = e.max_participants`,
    );
    expect(full).toHaveLength(1);
    expect(full[0]!.rows).toBe(full[0]!.max);
    expect(full[0]!.event_date > now).toBe(true);
    expect(await count('SELECT count(*) AS n FROM events WHERE event_date < ?', now)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM events WHERE event_date > ?', now)).toBe(5);
    const mismatched = await count('SELECT count(*) AS n FROM events e WHERE e.registered_count <> (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id)');
    expect(mismatched).toBe(0);
  });

  it('has one expired opportunity, varied employment types, and organizers and posters for every listing', async () => {
    const now = seededAt.toISOString();
    expect(await count('SELECT count(*) AS n FROM opportunities WHERE expires_at IS NOT NULL AND expires_at < ?', now)).toBe(1);
    expect(await count('SELECT count(DISTINCT employment_type) AS n FROM opportunities')).toBe(4);
    expect(await count('SELECT count(*) AS n FROM volunteering WHERE expires_at IS NOT NULL AND expires_at < ?', now)).toBe(0);
    const orphans = await count(
      `SELECT (SELECT count(*) FROM events WHERE organizer_id NOT IN (SELECT id FROM users))
            + (SELECT count(*) FROM opportunities WHERE poster_id NOT IN (SELECT id FROM users))
            + (SELECT count(*) FROM volunteering WHERE poster_id NOT IN (SELECT id FROM users)) AS n`,
    );
    expect(orphans).toBe(0);
  });

  it('states the pay of its opportunities: ranges, a public pay scale, and one old offer without pay', async () => {
    expect(await count('SELECT count(*) AS n FROM opportunities WHERE salary_min IS NOT NULL AND salary_max IS NOT NULL AND salary_min <= salary_max AND salary_text IS NULL')).toBe(3);
    expect(await count("SELECT count(*) AS n FROM opportunities WHERE salary_text = 'Tabela salarial da carreira TSDT' AND salary_min IS NULL")).toBe(1);
    const now = seededAt.toISOString();
    expect(await count('SELECT count(*) AS n FROM opportunities WHERE salary_min IS NULL AND salary_max IS NULL AND salary_text IS NULL AND expires_at < ?', now)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM opportunities WHERE salary_min IS NULL AND salary_max IS NULL AND salary_text IS NULL')).toBe(1);
  });

  it('writes article and protocol content as sanitised HTML, with its text and search text filled', async () => {
    const rows = await all<{ title: string; summary: string; content: string; content_text: string; search_text: string }>(
      'SELECT title, summary, content, content_text, search_text FROM articles UNION ALL SELECT title, summary, content, content_text, search_text FROM protocols',
    );
    expect(rows).toHaveLength(29);
    for (const row of rows) {
      const tags = new Set([...row.content.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]));
      for (const tag of tags) expect(['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em']).toContain(tag);
      expect(row.content).not.toMatch(/<[a-z0-9]+\s/);
      expect(row.content).toContain('<h2>');
      expect(row.content).toContain('<li>');
      expect(row.content_text).not.toMatch(/[<>]/);
      expect(row.content_text.length).toBeGreaterThan(300);
      expect(row.search_text).toBe(normalizeSearchText(`${row.title} ${row.summary}`));
    }
  });

  it('fills the search text of members, events, opportunities and volunteering offers without accents', async () => {
    const event = await one<{ title: string; description: string; location: string; search_text: string }>(
      "SELECT title, description, location, search_text FROM events WHERE location LIKE '%Açores%'",
    );
    expect(event.search_text).toBe(normalizeSearchText(`${event.title} ${event.description} ${event.location}`));
    expect(event.search_text).toContain('acores');
    for (const table of ['users', 'events', 'opportunities', 'volunteering']) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE search_text = '' OR search_text <> lower(search_text)`)).toBe(0);
    }
    const offer = await one<{ title: string; description: string; company: string; location: string; search_text: string }>(
      'SELECT title, description, company, location, search_text FROM opportunities ORDER BY id LIMIT 1',
    );
    expect(offer.search_text).toBe(normalizeSearchText(`${offer.title} ${offer.description} ${offer.company} ${offer.location}`));
  });

  it('spreads publication over the last months, in the past, after each author joined', async () => {
    const now = seededAt.toISOString();
    const span = await one<{ oldest: string; newest: string }>('SELECT min(created_at) AS oldest, max(created_at) AS newest FROM articles');
    expect(Date.parse(span.newest) - Date.parse(span.oldest)).toBeGreaterThan(90 * 24 * 3600 * 1000);
    expect(await count('SELECT count(DISTINCT created_at) AS n FROM articles')).toBe(21);
    for (const table of ['users', 'articles', 'protocols', 'events', 'opportunities', 'volunteering']) {
      const outOfOrder = await count(`SELECT count(*) AS n FROM ${table} x JOIN ${table} y ON x.id < y.id WHERE x.created_at > y.created_at`);
      expect(outOfOrder, `${table}: ids grow with the creation date`).toBe(0);
    }
    for (const table of ['users', 'articles', 'protocols', 'events', 'opportunities', 'volunteering', 'comments', 'likes', 'saved_items', 'event_registrations']) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE created_at > ?`, now)).toBe(0);
    }
    const beforeAuthor = await count(
      `SELECT (SELECT count(*) FROM articles a JOIN users u ON u.id = a.author_id WHERE a.created_at < u.created_at)
            + (SELECT count(*) FROM protocols p JOIN users u ON u.id = p.author_id WHERE p.created_at < u.created_at) AS n`,
    );
    expect(beforeAuthor).toBe(0);
    const reactionsBeforeItem = await count(
      `SELECT (SELECT count(*) FROM comments c JOIN articles a ON a.id = c.article_id WHERE c.created_at < a.created_at)
            + (SELECT count(*) FROM comments c JOIN protocols p ON p.id = c.protocol_id WHERE c.created_at < p.created_at)
            + (SELECT count(*) FROM likes l JOIN articles a ON a.id = l.article_id WHERE l.created_at < a.created_at)
            + (SELECT count(*) FROM likes l JOIN protocols p ON p.id = l.protocol_id WHERE l.created_at < p.created_at) AS n`,
    );
    expect(reactionsBeforeItem).toBe(0);
  });

  it('keeps like counters equal to the like rows, and gives the demo member likes and saved items', async () => {
    const mismatched = await count(
      `SELECT (SELECT count(*) FROM articles a WHERE a.likes <> (SELECT count(*) FROM likes l WHERE l.article_id = a.id))
            + (SELECT count(*) FROM protocols p WHERE p.likes <> (SELECT count(*) FROM likes l WHERE l.protocol_id = p.id)) AS n`,
    );
    expect(mismatched).toBe(0);
    expect(await count('SELECT count(*) AS n FROM articles WHERE likes > 0')).toBeGreaterThan(5);
    expect(await count('SELECT count(*) AS n FROM comments')).toBeGreaterThan(5);
    const demoId = (await one<{ id: number }>('SELECT id FROM users WHERE username = ?', DEMO_LOGIN.username)).id;
    expect(await count('SELECT count(*) AS n FROM likes WHERE user_id = ?', demoId)).toBeGreaterThan(2);
    expect(await count('SELECT count(*) AS n FROM saved_items WHERE user_id = ? AND article_id IS NOT NULL', demoId)).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM saved_items WHERE user_id = ? AND protocol_id IS NOT NULL', demoId)).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM users WHERE show_email = 1')).toBe(2);
  });

  it('gives members the locations and specialties that the profile forms offer', async () => {
    const rows = await all<{ location: string; specialty: string; known: number }>('SELECT location, specialty, specialty IN (SELECT name FROM categories) AS known FROM users');
    for (const row of rows) {
      expect(DISTRICTS).toContain(row.location);
      expect(row.known, row.specialty).toBe(1);
    }
    expect(new Set(rows.map((row) => row.location)).size).toBe(10);
  });

  it('indexes every kind for search, found by accent-free words and by other forms of them', async () => {
    const search = async (q: string) => (await new Client().get(`/api/search?q=${encodeURIComponent(q)}`)).body as SearchResult;
    expect((await search('integracao')).articles.map((article) => article.title)).toContain('Integração sensorial na sala de aula: estratégias práticas');
    expect((await search('jardinagem terapeutica')).articles.map((article) => article.title)).toEqual(['Impacto de um programa de jardinagem terapêutica em contexto comunitário']);
    expect((await search('ergonomica')).protocols).toHaveLength(1);
    const braga = await search('Braga');
    expect(braga.members.map((member) => member.location)).toContain('Braga');
    expect(braga.opportunities.map((offer) => offer.title)).toContain('Terapeuta Ocupacional em Intervenção Precoce');
  });

  it('gives the articles and protocols related items sharing their words, for visitors too (docs/rules/related-items.md)', async () => {
    const visitor = new Client();
    const relatedOf = async (kind: 'articles' | 'protocols', id: number) => (await visitor.get<{ items: { href: string }[] }>(`/api/${kind}/${id}/related`)).body.items;
    let articlesWithRelated = 0;
    for (const { id } of await all<{ id: number }>('SELECT id FROM articles WHERE community_id IS NULL')) if ((await relatedOf('articles', id)).length > 0) articlesWithRelated += 1;
    expect(articlesWithRelated).toBeGreaterThanOrEqual(15);
    for (const { id } of await all<{ id: number }>('SELECT id FROM protocols')) expect((await relatedOf('protocols', id)).length, `protocol ${id}`).toBeGreaterThan(0);
    // The falls article of the end-to-end test (tests/e2e/related.spec.ts) leads to the falls protocol.
    const falls = await one<{ id: number }>("SELECT id FROM articles WHERE title LIKE 'Prevenção de quedas%'");
    const fallsProtocol = await one<{ id: number }>("SELECT id FROM protocols WHERE title LIKE 'Protocolo de avaliação do risco de queda%'");
    expect((await relatedOf('articles', falls.id)).map((item) => item.href)).toContain(`/protocols/${fallsProtocol.id}`);
  });

  it('lets the demo member sign in with the demo password', async () => {
    const client = new Client();
    const login = await client.post('/api/login', { username: DEMO_LOGIN.username, password: DEMO_LOGIN.password });
    expect(login.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ username: 'ana.silva', fullName: 'Ana Silva', specialty: 'Saúde Mental', location: 'Lisboa' });
  });

  it('has a moderator, a verified therapist, a reviewed protocol and one whose review is overdue (docs/rules/trust.md)', async () => {
    const moderator = await one<{ id: number; username: string }>("SELECT id, username FROM users WHERE role = 'moderator'");
    expect(await count("SELECT count(*) AS n FROM users WHERE role <> 'member'")).toBe(1);
    expect(await one('SELECT role FROM users WHERE username = ?', DEMO_LOGIN.username)).toEqual({ role: 'member' });
    const verified = await all<{ id: number; username: string }>('SELECT id, username FROM users WHERE verified_ot_at IS NOT NULL');
    expect(verified).toHaveLength(1);
    expect(await all('SELECT status, decided_by FROM ot_verifications WHERE user_id = ?', verified[0]!.id)).toEqual([{ status: 'approved', decided_by: moderator.id }]);
    const profile = await new Client().get(`/api/users/${verified[0]!.id}`);
    expect(profile.body.verifiedOt).toBe(true);

    const reviews = (await new Client().get('/api/protocols?validated=true&limit=100')).body.filter((protocol: { review: unknown }) => protocol.review !== null);
    expect(reviews.map((protocol: { review: { overdue: boolean } }) => protocol.review.overdue).sort()).toEqual([false, true]);
    for (const protocol of reviews) {
      expect(protocol.isValidated).toBe(true);
      expect(protocol.review.reviewer).toMatchObject({ id: moderator.id, username: moderator.username });
      expect(protocol.review.evidenceLevel).toBeGreaterThanOrEqual(1);
      expect(new Date(protocol.review.reviewedAt).getTime()).toBeGreaterThan(new Date(protocol.createdAt).getTime());
    }
    // Validated before reviews existed: validated, without a review.
    expect(await count('SELECT count(*) AS n FROM protocols WHERE is_validated = 1 AND reviewed_at IS NULL')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM moderation_log WHERE action IN ('protocol-review', 'verify-approve') AND actor_id = ?", moderator.id)).toBe(3);
  });

  it('gives every category resources, counted by /api/categories', async () => {
    const response = await new Client().get('/api/categories');
    expect(response.status).toBe(200);
    const counts = response.body.map((category: { resourceCount: number }) => category.resourceCount);
    expect(counts).toHaveLength(9);
    for (const resources of counts) expect(resources).toBeGreaterThan(0);
    // The closed community's article is not counted (docs/rules/communities.md).
    expect(counts.reduce((sum: number, n: number) => sum + n, 0)).toBe(28);
  });

  it('has communities in use: members in several, a closed one with its moderator, members and a request waiting, items posted in them', async () => {
    const members = await all<{ username: string; n: number }>(
      `SELECT u.username, count(*) AS n FROM community_members m JOIN users u ON u.id = m.user_id WHERE m.membership <> 'pending' GROUP BY u.id HAVING n > 1 ORDER BY u.username`,
    );
    expect(members.map((row) => row.username)).toContain('ana.silva');
    const closed = await all<{ username: string; membership: string }>(
      `SELECT u.username, m.membership FROM community_members m JOIN users u ON u.id = m.user_id JOIN communities k ON k.id = m.community_id
        WHERE k.visibility = 'closed' ORDER BY m.membership, u.username`,
    );
    expect(closed).toEqual([
      { username: 'ines.rodrigues', membership: 'member' },
      { username: 'rui.almeida', membership: 'member' },
      { username: 'ana.silva', membership: 'moderator' },
      { username: 'tiago.martins', membership: 'pending' },
    ]);
    const mismatched = await count(
      "SELECT count(*) AS n FROM communities k WHERE k.member_count <> (SELECT count(*) FROM community_members m WHERE m.community_id = k.id AND m.membership <> 'pending')",
    );
    expect(mismatched).toBe(0);
    expect(await count('SELECT count(*) AS n FROM articles WHERE community_id IS NOT NULL')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM events WHERE community_id IS NOT NULL')).toBe(2);
    // A visitor does not find the closed community's article; its members do.
    const closedTitle = await one<{ title: string }>("SELECT a.title FROM articles a JOIN communities k ON k.id = a.community_id WHERE k.visibility = 'closed'");
    expect(JSON.stringify((await new Client().get('/api/articles?limit=100')).body)).not.toContain(closedTitle.title);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE kind = 'community-request'")).toBe(1);
  });
});

describe('the benchmark dataset (npm run bench)', () => {
  const counts = { members: 60, articles: 600, protocols: 150, events: 30, opportunities: 20, volunteering: 10 };
  const statements = [...benchStatements({ counts, categoryIds: [1, 2, 3], passwordHash: 'scrypt$bench', now: seededAt })];
  const ofTable = (table: string) => statements.filter((statement) => statement.startsWith(`INSERT INTO ${table} `));
  const occurrences = (table: string, text: string) => ofTable(table).reduce((sum, statement) => sum + statement.split(text).length - 1, 0);

  it('keeps every statement under D1’s 100 KB limit', () => {
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    expect(ofTable('articles').length).toBeGreaterThan(1);
  });

  it('plants each rare word in exactly its handful of items, and the common word in most', () => {
    for (const { word, articles, protocols } of plantedRareWords) {
      expect(occurrences('articles', `${PLANTED_SENTENCE} ${word}.`)).toBe(2 * articles);
      expect(occurrences('protocols', `${PLANTED_SENTENCE} ${word}.`)).toBe(2 * protocols);
    }
    expect(plantedRareWords[0]!.word).toBe(rareWord);
    // The sentence is in the HTML and in its text: two occurrences per item.
    const share = occurrences('articles', `Na terapia ${commonWord}, este tema é central.`) / 2 / counts.articles;
    expect(share).toBeGreaterThan(COMMON_WORD_SHARE - 0.08);
    expect(share).toBeLessThan(COMMON_WORD_SHARE + 0.08);
  });

  it('generates the same data for the same seed', () => {
    const again = [...benchStatements({ counts, categoryIds: [1, 2, 3], passwordHash: 'scrypt$bench', now: seededAt })];
    expect(again).toEqual(statements);
  });
});
