import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type Member } from './fixtures';
import { Client, env, type ApiResponse } from './helpers';

/*
 * Who may make each call of clinical questions (docs/rules/questions.md): a visitor, a member, one
 * whose e-mail is unconfirmed, the asker, another member, a moderator, an admin, a suspended member.
 * Each call runs on a fresh question (and answer) of its own, so that one actor's success never
 * changes what the next one finds; a refused request changes nothing in any table it touches.
 */

type Actor = 'visitor' | 'member' | 'unconfirmed' | 'asker' | 'answerer' | 'moderator' | 'admin' | 'suspended';
const ACTORS: Actor[] = ['visitor', 'member', 'unconfirmed', 'asker', 'answerer', 'moderator', 'admin', 'suspended'];

let members: Record<Exclude<Actor, 'visitor' | 'asker' | 'answerer'>, Member>;
const visitor = new Client();

beforeAll(async () => {
  const [member, unconfirmed, moderator, admin, suspended] = await Promise.all([
    createMember(),
    createMember({ emailVerified: false }),
    createMember({ role: 'moderator' }),
    createMember({ role: 'admin' }),
    createMember({ suspended: true }),
  ]);
  members = { member, unconfirmed, moderator, admin, suspended };
});

const QUESTION = { title: 'Uma pergunta para a matriz de permissões', content: '<p>Que atividades propõe para a motricidade fina em casa?</p>' };
const ANSWER = { content: '<p>Pinças, plasticina e enfiamentos.</p>' };

/** A fresh world for one request: an asker's question (anonymous) with an answer by another member. */
async function world() {
  const [asker, answerer] = await Promise.all([createMember(), createMember()]);
  const question = (await asker.client.post<{ id: number }>('/api/questions', { ...QUESTION, anonymous: true })).body.id;
  const answer = (await answerer.client.post<{ id: number }>(`/api/questions/${question}/answers`, ANSWER)).body.id;
  return { asker, answerer, question, answer };
}

interface Call {
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (ids: { question: number; answer: number }) => string;
  body?: (ids: { question: number; answer: number }) => unknown;
  /** The expected status for each actor. */
  expected: Record<Actor, number>;
}

const member = (ok: number, own: Partial<Record<Actor, number>> = {}): Record<Actor, number> => ({
  visitor: 401,
  member: ok,
  unconfirmed: ok,
  asker: ok,
  answerer: ok,
  moderator: ok,
  admin: ok,
  suspended: 401,
  ...own,
});

const CALLS: Call[] = [
  { label: 'GET /api/questions', method: 'GET', path: () => '/api/questions', expected: member(200, { visitor: 200, suspended: 200 }) },
  { label: 'GET /api/questions/:id', method: 'GET', path: ({ question }) => `/api/questions/${question}`, expected: member(200, { visitor: 200, suspended: 200 }) },
  // Reads trust the session as KV holds it (a suspended member's ended sessions leave KV as the suspension is made: worker/middleware/moderation.ts); writes ask D1.
  { label: 'GET /api/questions/:id/answers', method: 'GET', path: ({ question }) => `/api/questions/${question}/answers`, expected: member(200, { suspended: 200 }) },
  // An unconfirmed member asks by name (their daily limits aside); anonymously only once confirmed: below.
  { label: 'POST /api/questions', method: 'POST', path: () => '/api/questions', body: () => QUESTION, expected: member(201) },
  {
    label: 'PATCH /api/questions/:id',
    method: 'PATCH',
    path: ({ question }) => `/api/questions/${question}`,
    body: () => ({ title: 'Um título novo para a pergunta da matriz' }),
    expected: member(403, { asker: 200 }),
  },
  { label: 'DELETE /api/questions/:id', method: 'DELETE', path: ({ question }) => `/api/questions/${question}`, expected: member(403, { asker: 204, moderator: 204, admin: 204 }) },
  { label: 'POST /api/questions/:id/answers', method: 'POST', path: ({ question }) => `/api/questions/${question}/answers`, body: () => ANSWER, expected: member(201) },
  {
    label: 'POST /api/questions/:id/accept',
    method: 'POST',
    path: ({ question }) => `/api/questions/${question}/accept`,
    body: ({ answer }) => ({ answerId: answer }),
    expected: member(403, { asker: 200, moderator: 200, admin: 200 }),
  },
  { label: 'DELETE /api/questions/:id/accept', method: 'DELETE', path: ({ question }) => `/api/questions/${question}/accept`, expected: member(403, { asker: 200, moderator: 200, admin: 200 }) },
  {
    label: 'PATCH /api/answers/:id',
    method: 'PATCH',
    path: ({ answer }) => `/api/answers/${answer}`,
    body: () => ({ content: '<p>Uma resposta revista.</p>' }),
    expected: member(403, { answerer: 200 }),
  },
  { label: 'DELETE /api/answers/:id', method: 'DELETE', path: ({ answer }) => `/api/answers/${answer}`, expected: member(403, { answerer: 204, moderator: 204, admin: 204 }) },
  { label: 'POST /api/answers/:id/vote', method: 'POST', path: ({ answer }) => `/api/answers/${answer}/vote`, expected: member(200, { answerer: 403 }) },
  { label: 'DELETE /api/answers/:id/vote', method: 'DELETE', path: ({ answer }) => `/api/answers/${answer}/vote`, expected: member(200) },
];

const TABLES = ['questions', 'answers', 'answer_votes', 'notifications', 'moderation_log', 'reports'];
async function snapshot(ids: { question: number; answer: number }): Promise<string> {
  const rows = await Promise.all([
    ...TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()),
    env.DB.prepare('SELECT title, content, accepted_answer_id, answer_count, updated_at FROM questions WHERE id = ?').bind(ids.question).first(),
    env.DB.prepare('SELECT content, votes, updated_at FROM answers WHERE id = ?').bind(ids.answer).first(),
  ]);
  return JSON.stringify(rows);
}

describe.each(CALLS)('$label', (call) => {
  it.each(ACTORS)('answers %s as the matrix says, and a refusal changes nothing', async (actor) => {
    const ids = await world();
    const client = actor === 'visitor' ? visitor : actor === 'asker' ? ids.asker.client : actor === 'answerer' ? ids.answerer.client : members[actor].client;
    const before = await snapshot(ids);
    const response: ApiResponse = await client.request(call.method, call.path(ids), call.body?.(ids));
    expect(response.status, JSON.stringify(response.body)).toBe(call.expected[actor]);
    if (response.status >= 400) {
      expect(response.body).toMatchObject({ message: expect.any(String) });
      // A GET changes nothing but a moderator's reading of an anonymous asker, which the log records.
      expect(await snapshot(ids)).toBe(before);
    }
  });
});

describe('anonymous questions and moderators', () => {
  it('refuses an anonymous question to an unconfirmed member, writing nothing, and logs each time a moderator or admin reads who asked', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM questions').first<{ n: number }>())!.n;
    expect((await members.unconfirmed.client.post('/api/questions', { ...QUESTION, anonymous: true })).status).toBe(403);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM questions').first<{ n: number }>())!.n).toBe(before);
    const { asker, question } = await world();
    for (const reader of [members.member, members.unconfirmed]) expect((await reader.client.get(`/api/questions/${question}`)).body.author).toBeNull();
    expect((await visitor.get(`/api/questions/${question}`)).body.author).toBeNull();
    expect((await members.moderator.client.get(`/api/questions/${question}`)).body.author.id).toBe(asker.id);
    expect((await members.admin.client.get(`/api/questions/${question}`)).body.author.id).toBe(asker.id);
    const log = await env.DB.prepare("SELECT actor_id AS actorId, actor_role AS role FROM moderation_log WHERE action = 'reveal-asker' AND target_id = ? ORDER BY id").bind(question).all();
    expect(log.results).toEqual([
      { actorId: members.moderator.id, role: 'moderator' },
      { actorId: members.admin.id, role: 'admin' },
    ]);
  });
});
