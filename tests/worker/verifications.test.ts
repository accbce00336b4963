import { LICENCE_REGISTER_URL } from '#contract/verification-types';
import { LICENCE_NUMBER_INVALID, REFUSAL_REASON_REQUIRED } from '#contract/verification';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

/*
 * Verified occupational therapists (docs/rules/trust.md): the member's licence number, the
 * moderators' queue and decisions, and the badge's field (`verifiedOt`) wherever a member is shown.
 */

const visitor = new Client();

/** Every row a request about verifications could write, to prove a refused one wrote nothing. */
async function snapshot() {
  const [requests, log, notifications, verified] = await Promise.all([
    env.DB.prepare('SELECT id, status, reason, decided_by, decided_at FROM ot_verifications ORDER BY id').all(),
    countRows('moderation_log'),
    countRows('notifications'),
    env.DB.prepare('SELECT id, verified_ot_at FROM users WHERE verified_ot_at IS NOT NULL ORDER BY id').all(),
  ]);
  return { requests: requests.results, log, notifications, verified: verified.results };
}

const submit = (member: Member, licenceNumber = '12345') => member.client.post('/api/me/verification', { licenceNumber });

describe('POST /api/me/verification', () => {
  it('takes a member’s licence number, spaces removed, as a pending request', async () => {
    const member = await createMember();
    const response = await submit(member, ' 12 345 ');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), licenceNumber: '12345', status: 'pending', reason: null, createdAt: expect.any(String), decidedAt: null });
    expect((await member.client.get('/api/me/verification')).body).toEqual(response.body);
  });

  it('takes the number of a member whose e-mail is unconfirmed, and of moderators and admins', async () => {
    for (const member of [await createMember({ emailVerified: false }), await createMember({ role: 'moderator' }), await createMember({ role: 'admin' })]) {
      expect((await submit(member)).status).toBe(201);
    }
  });

  it('refuses a visitor (401) and a suspended member (401), writing nothing', async () => {
    const suspended = await createMember({ suspended: true });
    const before = await snapshot();
    expect((await visitor.post('/api/me/verification', { licenceNumber: '12345' })).status).toBe(401);
    expect((await submit(suspended)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a number that is not 3 to 10 digits with 400', async () => {
    const member = await createMember();
    const before = await snapshot();
    for (const licenceNumber of ['12', '12345678901', '12a45', '', '12-345', 12345]) {
      const response = await member.client.post('/api/me/verification', { licenceNumber });
      expect(response.status, String(licenceNumber)).toBe(400);
      expect(response.body.errors).toEqual({ licenceNumber: LICENCE_NUMBER_INVALID });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 while a request is pending and once the member is verified', async () => {
    const member = await createMember();
    expect((await submit(member)).status).toBe(201);
    const pending = await submit(member, '99999');
    expect(pending.status).toBe(409);
    expect(pending.body).toEqual({ message: 'Já tem um pedido de verificação à espera de decisão.' });
    const verified = await createMember({ verifiedOt: true });
    const again = await submit(verified);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'O seu perfil já está verificado como terapeuta ocupacional.' });
    expect(await countRows(`ot_verifications WHERE user_id = ${verified.id}`)).toBe(0);
  });

  it('makes one request of five sent at once', async () => {
    const member = await createMember();
    const responses = await Promise.all(Array.from({ length: 5 }, () => submit(member)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await countRows(`ot_verifications WHERE user_id = ${member.id}`)).toBe(1);
  });
});

describe('GET /api/me/verification', () => {
  it('answers null before any request, and only the member’s own', async () => {
    const member = await createMember();
    const other = await createMember();
    await submit(other);
    const response = await member.client.get('/api/me/verification');
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('refuses a visitor and a suspended member with 401', async () => {
    expect((await visitor.get('/api/me/verification')).status).toBe(401);
    expect((await (await createMember({ suspended: true })).client.get('/api/me/verification')).status).toBe(401);
  });
});

describe('the moderators’ queue and decisions', () => {
  let moderator: Member;
  let admin: Member;
  beforeAll(async () => {
    moderator = await createMember({ role: 'moderator' });
    admin = await createMember({ role: 'admin' });
  });

  it('lists pending requests oldest first, with the member, the number and the register to check', async () => {
    const first = await createMember({ fullName: 'Primeira Pedinte' });
    const second = await createMember({ fullName: 'Segunda Pedinte' });
    const firstId = (await submit(first, '11111')).body.id as number;
    const secondId = (await submit(second, '22222')).body.id as number;
    await env.DB.prepare("UPDATE ot_verifications SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").bind(secondId).run();
    for (const reader of [moderator, admin]) {
      const response = await reader.client.get('/api/moderation/verifications?limit=100');
      expect(response.status).toBe(200);
      const ids = (response.body as { id: number }[]).map((request) => request.id);
      expect(ids.indexOf(secondId)).toBeLessThan(ids.indexOf(firstId));
      expect(response.body.find((request: { id: number }) => request.id === firstId)).toEqual({
        id: firstId,
        licenceNumber: '11111',
        createdAt: expect.any(String),
        member: { id: first.id, username: first.username, fullName: 'Primeira Pedinte', avatarUrl: null, specialty: null, location: null, verifiedOt: false },
        registerUrl: LICENCE_REGISTER_URL,
      });
      expect(Number(response.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses the queue to visitors (401), members (403, confirmed or not) and suspended moderators (401)', async () => {
    expect((await visitor.get('/api/moderation/verifications')).status).toBe(401);
    for (const member of [await createMember(), await createMember({ emailVerified: false })]) {
      const response = await member.client.get('/api/moderation/verifications');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Só a equipa de moderação pode fazer isto.' });
    }
    expect((await (await createMember({ role: 'moderator', suspended: true })).client.get('/api/moderation/verifications')).status).toBe(401);
  });

  it('approves: the member is verified, the decision logged and the member told', async () => {
    const member = await createMember();
    const id = (await submit(member, '33333')).body.id as number;
    const response = await moderator.client.post(`/api/moderation/verifications/${id}`, { decision: 'approve' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, userId: member.id, status: 'approved', reason: null, decidedAt: expect.any(String) });
    expect((await visitor.get(`/api/users/${member.id}`)).body.verifiedOt).toBe(true);
    expect((await member.client.get('/api/me')).body.verifiedOt).toBe(true);
    const log = await env.DB.prepare('SELECT actor_id, action, target_type, target_id FROM moderation_log WHERE target_type = ? AND target_id = ?').bind('user', member.id).all();
    expect(log.results).toEqual([{ actor_id: moderator.id, action: 'verify-approve', target_type: 'user', target_id: member.id }]);
    const notifications = await member.client.get('/api/notifications');
    expect(notifications.body).toEqual([
      expect.objectContaining({ kind: 'verification-approved', actor: null, target: { type: 'verification', id, title: 'Cédula profissional n.º 33333', url: '/definicoes#verificacao' } }),
    ]);
    // No longer in the queue.
    const queue = await moderator.client.get('/api/moderation/verifications?limit=100');
    expect((queue.body as { id: number }[]).map((request) => request.id)).not.toContain(id);
  });

  it('refuses with a reason the member reads, who may then ask again', async () => {
    const member = await createMember();
    const id = (await submit(member, '44444')).body.id as number;
    const missing = await admin.client.post(`/api/moderation/verifications/${id}`, { decision: 'refuse' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ reason: REFUSAL_REASON_REQUIRED });
    const response = await admin.client.post(`/api/moderation/verifications/${id}`, { decision: 'refuse', reason: 'O número não consta do registo público.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'refused', reason: 'O número não consta do registo público.' });
    expect((await member.client.get('/api/me/verification')).body).toMatchObject({ id, status: 'refused', reason: 'O número não consta do registo público.', decidedAt: expect.any(String) });
    expect((await visitor.get(`/api/users/${member.id}`)).body.verifiedOt).toBe(false);
    const log = await env.DB.prepare("SELECT action, reason FROM moderation_log WHERE target_type = 'user' AND target_id = ?").bind(member.id).all();
    expect(log.results).toEqual([{ action: 'verify-refuse', reason: 'O número não consta do registo público.' }]);
    expect((await member.client.get('/api/notifications')).body[0].kind).toBe('verification-refused');
    expect((await submit(member, '44445')).status).toBe(201);
  });

  it('answers 409 to a second decision on the same request, and 404 to an unknown one', async () => {
    const member = await createMember();
    const id = (await submit(member)).body.id as number;
    expect((await moderator.client.post(`/api/moderation/verifications/${id}`, { decision: 'approve' })).status).toBe(200);
    const before = await snapshot();
    const again = await admin.client.post(`/api/moderation/verifications/${id}`, { decision: 'refuse', reason: 'Tarde demais.' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Este pedido de verificação já foi decidido.' });
    expect((await moderator.client.post('/api/moderation/verifications/99999999', { decision: 'approve' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('takes exactly one of two decisions made at once', async () => {
    const member = await createMember();
    const id = (await submit(member)).body.id as number;
    const responses = await Promise.all([
      moderator.client.post(`/api/moderation/verifications/${id}`, { decision: 'approve' }),
      admin.client.post(`/api/moderation/verifications/${id}`, { decision: 'refuse', reason: 'Número inválido.' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await countRows(`moderation_log WHERE target_type = 'user' AND target_id = ${member.id}`)).toBe(1);
    expect(await countRows(`notifications WHERE user_id = ${member.id}`)).toBe(1);
  });

  it('refuses a decision to visitors, members, the requester and suspended moderators, changing nothing', async () => {
    const requester = await createMember();
    const id = (await submit(requester)).body.id as number;
    const before = await snapshot();
    const decision = { decision: 'approve' };
    expect((await visitor.post(`/api/moderation/verifications/${id}`, decision)).status).toBe(401);
    for (const member of [requester, await createMember(), await createMember({ emailVerified: false })]) {
      expect((await member.client.post(`/api/moderation/verifications/${id}`, decision)).status).toBe(403);
    }
    expect((await (await createMember({ role: 'admin', suspended: true })).client.post(`/api/moderation/verifications/${id}`, decision)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the badge’s field, verifiedOt', () => {
  it('is on an item’s author, a comment’s author and the directory, which filters by it', async () => {
    const verified = await createMember({ verifiedOt: true, fullName: 'Terapeuta Verificada' });
    const plain = await createMember();
    const category = await categoryId();
    const article = await verified.client.post('/api/articles', articleInput({ categoryId: category }));
    expect(article.body.author).toMatchObject({ id: verified.id, verifiedOt: true });
    expect((await visitor.get(`/api/articles/${article.body.id}`)).body.author.verifiedOt).toBe(true);
    expect((await visitor.get(`/api/articles?authorId=${verified.id}`)).body[0].author.verifiedOt).toBe(true);
    await verified.client.post('/api/comments', { articleId: article.body.id, content: 'Um comentário de uma terapeuta verificada.' });
    await plain.client.post('/api/comments', { articleId: article.body.id, content: 'Um comentário de um membro.' });
    const comments = await visitor.get(`/api/articles/${article.body.id}/comments`);
    expect(Object.fromEntries((comments.body as { author: { id: number; verifiedOt: boolean } }[]).map((comment) => [comment.author.id, comment.author.verifiedOt]))).toEqual({
      [verified.id]: true,
      [plain.id]: false,
    });

    const directory = await visitor.get('/api/users?verified=true&limit=100');
    expect(directory.status).toBe(200);
    const ids = (directory.body as { id: number; verifiedOt: boolean }[]).map((member) => member.id);
    expect(ids).toContain(verified.id);
    expect(ids).not.toContain(plain.id);
    expect((directory.body as { verifiedOt: boolean }[]).every((member) => member.verifiedOt)).toBe(true);
    expect(Number(directory.headers.get('X-Total-Count'))).toBe(ids.length);
    const everyone = await visitor.get('/api/users?limit=100&verified=nao');
    expect((everyone.body as { id: number }[]).map((member) => member.id)).toContain(plain.id);
  });
});
