import type { PortalNotification } from '#contract/notifications-types';
import { describe, expect, it } from 'vitest';
import { articleInput, eventInput } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, type ApiResponse } from './helpers';

// Notifications in the portal (docs/rules/notifications-and-events.md, issue 19 part 1).

const notificationsOf = (member: Member) => member.client.get<PortalNotification[]>('/api/notifications');
const unreadOf = (response: ApiResponse) => Number(response.headers.get('X-Unread-Count'));

async function articleBy(author: Member, title = 'Artigo para notificar'): Promise<number> {
  const response = await author.client.post('/api/articles', articleInput({ title, categoryId: await categoryId() }));
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

const comment = (member: Member, articleId: number, content = 'Um comentário útil.') => member.client.post('/api/comments', { articleId, content });

describe('notifications of comments', () => {
  it('tells the author of a comment on their article, never the commenter, and groups the unread ones of one item', async () => {
    const [author, reader, other] = await Promise.all([createMember({ fullName: 'Alice Autora' }), createMember({ fullName: 'Bruno Leitor' }), createMember({ fullName: 'Clara Outra' })]);
    const articleId = await articleBy(author, 'Quedas em casa');
    expect((await comment(author, articleId, 'O meu próprio comentário.')).status).toBe(201);
    expect((await notificationsOf(author)).body).toEqual([]);

    expect((await comment(reader, articleId)).status).toBe(201);
    const first = await notificationsOf(author);
    expect(unreadOf(first)).toBe(1);
    expect(first.body).toEqual([
      {
        id: expect.any(Number),
        kind: 'comment',
        createdAt: expect.any(String),
        readAt: null,
        count: 1,
        actor: { id: reader.id, username: reader.username, fullName: 'Bruno Leitor', avatarUrl: null, specialty: null, location: null, verifiedOt: false },
        target: { type: 'article', id: articleId, title: 'Quedas em casa', url: `/articles/${articleId}` },
        reason: null,
      },
    ]);
    expect((await notificationsOf(reader)).body).toEqual([]);

    await comment(other, articleId);
    const grouped = await notificationsOf(author);
    expect(grouped.body).toHaveLength(1);
    expect(grouped.body[0]).toMatchObject({ count: 2, actor: { id: other.id }, readAt: null });
    expect(unreadOf(grouped)).toBe(1);
  });

  it('counts exactly when many comment at once', async () => {
    const author = await createMember();
    const articleId = await articleBy(author);
    const readers = await Promise.all(Array.from({ length: 10 }, () => createMember()));
    const answers = await Promise.all(readers.map((reader) => comment(reader, articleId)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const list = await notificationsOf(author);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]!.count).toBe(10);
    expect(unreadOf(list)).toBe(1);
  });

  it('marks some or all read; a new comment after that starts a new notification', async () => {
    const [author, reader] = await Promise.all([createMember(), createMember()]);
    const first = await articleBy(author, 'Primeiro');
    const second = await articleBy(author, 'Segundo');
    await comment(reader, first);
    await comment(reader, second);
    const [onSecond, onFirst] = (await notificationsOf(author)).body;
    expect(onSecond!.target.id).toBe(second);

    const marked = await author.client.post('/api/notifications/read', { ids: [onFirst!.id] });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ unread: 1 });
    await comment(reader, first, 'Mais uma ideia.');
    const after = await notificationsOf(author);
    expect(after.body).toHaveLength(3);
    expect(unreadOf(after)).toBe(2);
    expect(after.headers.get('X-Total-Count')).toBe('3');

    expect((await author.client.post('/api/notifications/read', { all: true })).body).toEqual({ unread: 0 });
    expect(unreadOf(await notificationsOf(author))).toBe(0);
  });

  it("refuses visitors, bad bodies in Portuguese, and never marks someone else's notifications", async () => {
    const [author, reader, stranger] = await Promise.all([createMember(), createMember(), createMember()]);
    await comment(reader, await articleBy(author));
    const [notification] = (await notificationsOf(author)).body;
    expect((await new Client().get('/api/notifications')).status).toBe(401);
    expect((await new Client().post('/api/notifications/read', { all: true })).status).toBe(401);
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: Array.from({ length: 101 }, (_, index) => index + 1) }]) {
      const refused = await author.client.post('/api/notifications/read', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/notificações/);
    }
    expect((await stranger.client.post('/api/notifications/read', { ids: [notification!.id] })).body).toEqual({ unread: 0 });
    expect(unreadOf(await notificationsOf(author))).toBe(1);
  });
});

describe('notifications of events', () => {
  it('tells the organiser of registrations and cancellations, and the member promoted from the waiting list', async () => {
    const [organiser, a, b] = await Promise.all([createMember(), createMember({ fullName: 'Ana Inscrita' }), createMember()]);
    const created = await organiser.client.post('/api/events', eventInput({ title: 'Oficina com lista de espera', maxParticipants: 1 }));
    const eventId = (created.body as { id: number }).id;
    // The organiser takes no place in their own event (docs/rules/first-day.md), and is told nothing.
    expect((await organiser.client.post(`/api/events/${eventId}/register`)).status).toBe(409);
    expect((await notificationsOf(organiser)).body).toEqual([]);
    // A takes the place; B waits.
    expect((await a.client.post(`/api/events/${eventId}/register`)).status).toBe(201);
    expect((await b.client.post(`/api/events/${eventId}/register`)).status).toBe(202);
    const before = await countRows('notifications');
    expect((await b.client.post(`/api/events/${eventId}/register`)).status).toBe(409);
    expect(await countRows('notifications')).toBe(before);

    expect((await a.client.delete(`/api/events/${eventId}/register`)).status).toBe(200);
    const toOrganiser = (await notificationsOf(organiser)).body;
    expect(toOrganiser.map((notification) => [notification.kind, notification.actor?.id, notification.target.url])).toEqual([
      ['event-cancellation', a.id, `/eventos/${eventId}`],
      ['event-registration', a.id, `/eventos/${eventId}`],
    ]);
    const toPromoted = (await notificationsOf(b)).body;
    expect(toPromoted).toEqual([
      expect.objectContaining({ kind: 'waitlist-promoted', actor: null, count: 1, target: { type: 'event', id: eventId, title: 'Oficina com lista de espera', url: `/eventos/${eventId}` } }),
    ]);
    expect((await notificationsOf(a)).body).toEqual([]);
  });
});
