import type { Follows, ForYou } from '#contract/follows-types';
import type { PortalNotification } from '#contract/notifications-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { insertRows, protocolInput } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// Following categories and members, 'Para si' and the fan-out of new content (docs/rules/notifications-and-events.md, issue 19 part 2).

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST/DELETE /api/follows', () => {
  it('follows a category and a member once, answers what the member follows, and stops following', async () => {
    const [member, colleague] = await Promise.all([createMember(), createMember()]);
    const category = await categoryId('Pediatria');
    const first = await member.client.post<Follows>('/api/follows', { categoryId: category });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ categoryIds: [category], memberIds: [] });
    expect((await member.client.post('/api/follows', { categoryId: category })).status).toBe(200);
    expect((await member.client.post<Follows>('/api/follows', { userId: colleague.id })).body).toEqual({ categoryIds: [category], memberIds: [colleague.id] });
    expect((await member.client.get<Follows>('/api/follows')).body).toEqual({ categoryIds: [category], memberIds: [colleague.id] });

    const stopped = await member.client.request<Follows>('DELETE', '/api/follows', { categoryId: category });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ categoryIds: [], memberIds: [colleague.id] });
  });

  it('refuses the member themself, what does not exist, bad bodies and visitors, in Portuguese, writing nothing', async () => {
    const member = await createMember();
    const before = await countRows('follows');
    const self = await member.client.post('/api/follows', { userId: member.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Não pode seguir-se a si próprio.');
    const missing = await member.client.post('/api/follows', { userId: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Membro não encontrado');
    expect((await member.client.post('/api/follows', { categoryId: 99_999_999 })).body.message).toBe('Categoria não encontrada');
    for (const body of [{}, { categoryId: 1, userId: 2 }, { categoryId: 'x' }]) {
      const refused = await member.client.post('/api/follows', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/seguir|inválid/);
    }
    expect((await new Client().post('/api/follows', { categoryId: 1 })).status).toBe(401);
    expect((await new Client().get('/api/follows')).status).toBe(401);
    expect(await countRows('follows')).toBe(before);
  });
});

describe("'Para si' and the news of what a member follows", () => {
  it('lists the newest articles and protocols of followed categories and members, none of the member’s own', async () => {
    const [reader, followed, stranger] = await Promise.all([createMember(), createMember(), createMember()]);
    const followedCategory = await categoryId('Gerontologia');
    const otherCategory = await categoryId('Saúde Mental');
    await reader.client.post('/api/follows', { categoryId: followedCategory });
    await reader.client.post('/api/follows', { userId: followed.id });
    const [inCategory] = await insertRows('articles', stranger.id, [{ title: 'Na categoria seguida', categoryId: followedCategory, createdAt: '2031-01-02T00:00:00.000Z' }]);
    const [byFollowed] = await insertRows('articles', followed.id, [{ title: 'Do membro seguido', categoryId: otherCategory, createdAt: '2031-01-03T00:00:00.000Z' }]);
    await insertRows('articles', stranger.id, [{ title: 'Nem categoria nem membro', categoryId: otherCategory, createdAt: '2031-01-04T00:00:00.000Z' }]);
    await insertRows('articles', reader.id, [{ title: 'Do próprio', categoryId: followedCategory, createdAt: '2031-01-05T00:00:00.000Z' }]);
    const [protocol] = await insertRows('protocols', followed.id, [{ title: 'Protocolo do membro seguido', categoryId: otherCategory }]);

    const feed = await reader.client.get<ForYou>('/api/follows/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.articles.map((article) => article.id).slice(0, 2)).toEqual([byFollowed, inCategory]);
    expect(feed.body.articles.map((article) => article.title)).not.toContain('Nem categoria nem membro');
    expect(feed.body.articles.map((article) => article.title)).not.toContain('Do próprio');
    expect(feed.body.protocols.map((item) => item.id)).toContain(protocol);
    expect((await new Client().get('/api/follows/feed')).status).toBe(401);
  });

  it('tells, through the queue, each follower of the author or the category of a new protocol once, never the author', async () => {
    const [author, byAuthor, byCategory, byBoth, nobody] = await Promise.all([createMember({ fullName: 'Autora Seguida' }), createMember(), createMember(), createMember(), createMember()]);
    const category = await categoryId('Neurologia');
    await byAuthor.client.post('/api/follows', { userId: author.id });
    await byCategory.client.post('/api/follows', { categoryId: category });
    await byBoth.client.post('/api/follows', { userId: author.id });
    await byBoth.client.post('/api/follows', { categoryId: category });
    await author.client.post('/api/follows', { categoryId: category });

    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const created = await author.client.post('/api/protocols', protocolInput({ title: 'Protocolo novo para seguidores', categoryId: category }));
    expect(created.status).toBe(201);
    const jobs = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    expect(jobs).toEqual([{ job: 'followed-content', kind: 'protocol', itemId: created.body.id }]);
    // Nobody is told during the request: the queue's consumer does it.
    await runJob(backgroundScope(env), jobs[0]!);

    for (const follower of [byAuthor, byCategory, byBoth]) {
      const told = (await follower.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'followed-content');
      expect(told).toEqual([
        expect.objectContaining({
          count: 1,
          actor: expect.objectContaining({ id: author.id }),
          target: { type: 'protocol', id: created.body.id, title: 'Protocolo novo para seguidores', url: `/protocols/${created.body.id}` },
        }),
      ]);
    }
    for (const untold of [author, nobody])
      expect((await untold.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'followed-content')).toEqual([]);
  });

  it('e-mails at once the followers who chose it, with an unsubscribe link; the others only in the portal', async () => {
    const [author, eager, weekly] = await Promise.all([createMember({ fullName: 'Autor Rápido' }), createMember(), createMember()]);
    const category = await categoryId('Investigação');
    await eager.client.post('/api/follows', { userId: author.id });
    await weekly.client.post('/api/follows', { categoryId: category });
    await eager.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'immediate' });
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    const created = await author.client.post('/api/protocols', protocolInput({ title: 'Protocolo para e-mail imediato', categoryId: category }));
    const [job] = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    await runJob(backgroundScope(env), job!);
    const mails = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as { to: string; subject: string; text: string; headers?: Record<string, string> }));
    expect(mails.map((mail) => mail.to)).toEqual([`${eager.username.toLowerCase()}@example.pt`]);
    expect(mails[0]!.subject).toBe('Novo na Rede TO: «Protocolo para e-mail imediato»');
    expect(mails[0]!.text).toContain(`/protocols/${created.body.id}`);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
