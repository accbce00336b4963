import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env, type ApiResponse } from './helpers';

/*
 * Who may change, cancel, close and delete what (docs/rules/trust.md): the author only, and
 * for DELETE a moderator or admin too; a visitor 401, another member 403, a suspended member 401
 * (their session no longer counts), a missing id 404. A refused request writes nothing.
 */

let category: number;
let other: Member;
let moderator: Member;
let admin: Member;
let suspended: Member;
const visitor = new Client();

beforeAll(async () => {
  category = await categoryId();
  [other, moderator, admin, suspended] = await Promise.all([createMember(), createMember({ role: 'moderator' }), createMember({ role: 'admin' }), createMember({ suspended: true })]);
});

interface Target {
  table: string;
  id: number;
}

const created = async (response: Promise<ApiResponse>) => {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { id: number }).id;
};

/** Each kind: how its author creates one, and its path. */
const KINDS = {
  articles: { table: 'articles', create: (owner: Member) => created(owner.client.post('/api/articles', articleInput({ categoryId: category }))) },
  protocols: { table: 'protocols', create: (owner: Member) => created(owner.client.post('/api/protocols', protocolInput({ categoryId: category }))) },
  events: { table: 'events', create: (owner: Member) => created(owner.client.post('/api/events', eventInput())) },
  opportunities: { table: 'opportunities', create: (owner: Member) => created(owner.client.post('/api/opportunities', opportunityInput())) },
  volunteering: { table: 'volunteering', create: (owner: Member) => created(owner.client.post('/api/volunteering', volunteeringInput())) },
  comments: {
    table: 'comments',
    create: async (owner: Member) => {
      const article = await created(other.client.post('/api/articles', articleInput({ categoryId: category })));
      return created(owner.client.post('/api/comments', { articleId: article, content: 'Um comentário do autor.' }));
    },
  },
} as const;
type KindName = keyof typeof KINDS;

interface Endpoint {
  label: string;
  kind: KindName;
  method: 'PATCH' | 'DELETE' | 'POST';
  path: (id: number) => string;
  body?: unknown;
  /** Its success status. */
  ok: number;
  /** Whether moderators and admins may do it too (DELETE). */
  moderators: boolean;
}

const endpoints: Endpoint[] = [
  ...(['articles', 'protocols', 'events', 'opportunities', 'volunteering', 'comments'] as const).flatMap((kind): Endpoint[] => [
    {
      label: `PATCH /api/${kind}/:id`,
      kind,
      method: 'PATCH',
      path: (id) => `/api/${kind}/${id}`,
      body:
        kind === 'comments'
          ? { content: 'Um comentário corrigido pelo autor.' }
          : kind === 'events' || kind === 'opportunities' || kind === 'volunteering'
            ? { description: 'Uma descrição nova, com mais de vinte caracteres.' }
            : { title: 'Um título novo para este conteúdo' },
      ok: 200,
      moderators: false,
    },
    { label: `DELETE /api/${kind}/:id`, kind, method: 'DELETE', path: (id) => `/api/${kind}/${id}`, ok: 204, moderators: true },
  ]),
  { label: 'POST /api/events/:id/cancel', kind: 'events', method: 'POST', path: (id) => `/api/events/${id}/cancel`, body: { reason: 'O orador não pode vir.' }, ok: 200, moderators: false },
  { label: 'POST /api/opportunities/:id/close', kind: 'opportunities', method: 'POST', path: (id) => `/api/opportunities/${id}/close`, ok: 200, moderators: false },
  { label: 'POST /api/volunteering/:id/close', kind: 'volunteering', method: 'POST', path: (id) => `/api/volunteering/${id}/close`, ok: 200, moderators: false },
];

/** The target's row and the rows that a change or deletion could touch, to compare before and after a refusal. */
async function snapshot({ table, id }: Target): Promise<string> {
  const counts = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM notifications) AS notifications, (SELECT count(*) FROM reports WHERE resolved_at IS NULL) AS openReports,
            (SELECT count(*) FROM moderation_log) AS log, (SELECT count(*) FROM drafts) AS drafts, (SELECT count(*) FROM comments) AS comments,
            (SELECT count(*) FROM files) AS files`,
  ).first();
  const row = await env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first();
  return JSON.stringify({ counts, row });
}

const send = (client: Client, endpoint: Endpoint, id: number) => client.request(endpoint.method, endpoint.path(id), endpoint.body);

describe('the whole life of items: who may do what', () => {
  it.each(endpoints)('$label', { timeout: 30_000 }, async (endpoint) => {
    const kind = KINDS[endpoint.kind];
    const owner = await createMember();
    const target: Target = { table: kind.table, id: await kind.create(owner) };

    const refusals: [string, Client, number][] = [
      ['visitor', visitor, 401],
      ['another member', other.client, 403],
      ['a suspended member', suspended.client, 401],
      ...(endpoint.moderators
        ? []
        : ([
            ['a moderator', moderator.client, 403],
            ['an admin', admin.client, 403],
          ] as [string, Client, number][])),
    ];
    for (const [who, client, status] of refusals) {
      const before = await snapshot(target);
      const response = await send(client, endpoint, target.id);
      expect(response.status, who).toBe(status);
      expect(typeof (response.body as { message: unknown }).message, who).toBe('string');
      expect(await snapshot(target), who).toBe(before);
    }

    const missing = await send(owner.client, endpoint, 999_999_999);
    expect(missing.status).toBe(404);

    // The author, confirmed or not.
    expect((await send(owner.client, endpoint, target.id)).status).toBe(endpoint.ok);
    const unconfirmed = await createMember({ emailVerified: false });
    expect((await send(unconfirmed.client, endpoint, await kind.create(unconfirmed))).status).toBe(endpoint.ok);

    // Moderators and admins delete what is not theirs; the deletion is in the audit log.
    if (endpoint.moderators) {
      for (const who of [moderator, admin]) {
        const id = await kind.create(owner);
        expect((await send(who.client, endpoint, id)).status).toBe(204);
        expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${kind.table} WHERE id = ?`).bind(id).first('n')).toBe(0);
        const logged = await env.DB.prepare("SELECT actor_id AS actorId, target_type AS targetType FROM moderation_log WHERE action = 'delete' AND target_id = ? AND actor_id = ?")
          .bind(id, who.id)
          .first<{ actorId: number; targetType: string }>();
        expect(logged?.actorId).toBe(who.id);
      }
    }
  });
});
