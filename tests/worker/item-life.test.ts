import type { PortalEvent } from '#contract/events-types';
import type { PortalNotification } from '#contract/notifications-types';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventJsonLd } from '../../worker/seo/structured-data';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { articleInput, eventInput, LONG_TEXT, opportunityInput, storedUpload, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { env, type ApiResponse } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

/*
 * The whole life of items (docs/rules/trust.md): what a deletion takes with it, what a change
 * re-indexes and whom it tells, cancelled events and closed offers, edited comments, and all of it
 * under concurrent requests.
 */

let category: number;
beforeAll(async () => {
  category = await categoryId();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const idOf = (response: ApiResponse) => {
  if (response.status >= 300) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { id: number }).id;
};
const count = async (sql: string, ...params: unknown[]) =>
  Number(
    await env.DB.prepare(`SELECT count(*) AS n FROM ${sql}`)
      .bind(...params)
      .first('n'),
  );
const keyOf = (url: string) => url.slice('/api/files/'.length);

/** Rows that would outlive a deleted article or protocol if the deletion missed them. */
async function leftoversOfContent(table: 'articles' | 'protocols', id: number) {
  const column = table === 'articles' ? 'article_id' : 'protocol_id';
  const kind = table === 'articles' ? 'article' : 'protocol';
  return {
    row: await count(`${table} WHERE id = ?`, id),
    likes: await count(`likes WHERE ${column} = ?`, id),
    saved: await count(`saved_items WHERE ${column} = ?`, id),
    comments: await count(`comments WHERE ${column} = ?`, id),
    notifications: await count('notifications WHERE target_type = ? AND target_id = ?', kind, id),
    drafts: await count('drafts WHERE kind = ? AND item_id = ?', kind, id),
    searchRows: await count(`${table}_fts_docsize WHERE id = ?`, id),
    openReports: await count('reports WHERE target_type = ? AND target_id = ? AND resolved_at IS NULL', kind, id),
  };
}
const NOTHING_LEFT = { row: 0, likes: 0, saved: 0, comments: 0, notifications: 0, drafts: 0, searchRows: 0, openReports: 0 };

describe('deleting an article', () => {
  it('takes its likes, saved items, comments, notifications, draft, search rows and only-its uploads; resolves the reports on it and its comments', async () => {
    const [author, reader, reporter] = await Promise.all([createMember(), createMember(), createMember()]);
    const cover = await storedUpload(author.id, 'image');
    const inText = await storedUpload(author.id, 'image');
    const shared = await storedUpload(author.id, 'image');
    const id = idOf(
      await author.client.post(
        '/api/articles',
        articleInput({ categoryId: category, imageUrl: cover, content: `<p>${LONG_TEXT}</p><p><img src="${inText}" alt="Esquema"></p><p><img src="${shared}" alt="Outro"></p>` }),
      ),
    );
    // Another article shows the shared image: it stays.
    const kept = idOf(await author.client.post('/api/articles', articleInput({ categoryId: category, content: `<p>${LONG_TEXT}</p><p><img src="${shared}" alt="Outro"></p>` })));
    await reader.client.post(`/api/articles/${kept}/like`);
    expect((await reader.client.post(`/api/articles/${id}/like`)).status).toBe(200);
    expect((await reader.client.post('/api/saved-items', { articleId: id })).status).toBe(201);
    const comment = idOf(await reader.client.post('/api/comments', { articleId: id, content: 'Um comentário que desaparece com o artigo.' }));
    expect((await author.client.request('PUT', `/api/drafts/article/${id}`, { title: 'Rascunho da edição', content: '<p>Texto</p>' })).status).toBe(200);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'article', ?, 'spam')").bind(reporter.id, id),
      env.DB.prepare("INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'comment', ?, 'ofensivo')").bind(reporter.id, comment),
    ]);
    expect(await leftoversOfContent('articles', id)).toMatchObject({ row: 1, likes: 1, saved: 1, comments: 1, notifications: 1, drafts: 1, searchRows: 1, openReports: 1 });

    const deleted = await author.client.delete(`/api/articles/${id}`);
    expect(deleted.status).toBe(204);

    expect(await leftoversOfContent('articles', id)).toEqual(NOTHING_LEFT);
    expect(
      await count("reports WHERE resolution = 'deleted' AND resolved_by = ? AND ((target_type = 'article' AND target_id = ?) OR (target_type = 'comment' AND target_id = ?))", author.id, id, comment),
    ).toBe(2);
    expect(await count('files WHERE key IN (?, ?)', keyOf(cover), keyOf(inText))).toBe(0);
    expect(await env.FILES.head(keyOf(cover))).toBeNull();
    expect(await count('files WHERE key = ?', keyOf(shared))).toBe(1);
    expect(await env.FILES.head(keyOf(shared))).not.toBeNull();
    // The other article keeps its like; the author's own deletion is not a moderation action.
    expect((await reader.client.get(`/api/articles/${kept}`)).body).toMatchObject({ likes: 1, liked: true });
    expect(await count("moderation_log WHERE target_type = 'article' AND target_id = ?", id)).toBe(0);
    expect((await env.DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
    expect((await reader.client.get(`/api/articles/${id}`)).status).toBe(404);
    expect((await author.client.delete(`/api/articles/${id}`)).status).toBe(404);
  });

  it('while others like, save and comment it at the same time: every request 2xx or 4xx, no orphan rows', async () => {
    const author = await createMember();
    const readers = await Promise.all(Array.from({ length: 6 }, () => createMember()));
    for (let round = 0; round < 3; round += 1) {
      const id = idOf(await author.client.post('/api/articles', articleInput({ categoryId: category })));
      const responses = await Promise.all([
        ...readers.flatMap((reader, index) => [
          reader.client.post(`/api/articles/${id}/like`),
          reader.client.post('/api/saved-items', { articleId: id }),
          reader.client.post('/api/comments', { articleId: id, content: `Comentário simultâneo ${index}.` }),
        ]),
        author.client.delete(`/api/articles/${id}`),
        readers[0]!.client.delete(`/api/articles/${id}`),
      ]);
      for (const response of responses) {
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      }
      expect(responses.at(-2)!.status).toBe(204);
      // Another member's deletion is refused: 403, or 404 once the author's went first.
      expect([403, 404]).toContain(responses.at(-1)!.status);
      expect(await leftoversOfContent('articles', id)).toEqual(NOTHING_LEFT);
      expect((await env.DB.prepare('PRAGMA foreign_key_check').all()).results).toEqual([]);
    }
    // Likes counts elsewhere still agree with the likes.
    expect(await count('articles a WHERE a.likes <> (SELECT count(*) FROM likes l WHERE l.article_id = a.id)')).toBe(0);
  });
});

describe('deleting an item whose uploads R2 fails to delete', () => {
  it('is deleted all the same; the upload rows come back for the orphan sweep', async () => {
    const author = await createMember();
    const cover = await storedUpload(author.id, 'image');
    const id = idOf(await author.client.post('/api/articles', articleInput({ categoryId: category, imageUrl: cover })));
    vi.spyOn(env.FILES, 'delete').mockRejectedValue(new Error('R2 indisponível'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await author.client.delete(`/api/articles/${id}`)).status).toBe(204);
    expect(await count('articles WHERE id = ?', id)).toBe(0);
    expect(await count('files WHERE key = ?', keyOf(cover))).toBe(1);
    expect(await env.FILES.head(keyOf(cover))).not.toBeNull();
  });
});

describe('deleting an event, an offer, a comment', () => {
  it('an event takes its registrations, waiting list, notifications and cover', async () => {
    const [organiser, first, second] = await Promise.all([createMember(), createMember(), createMember()]);
    const cover = await storedUpload(organiser.id, 'image');
    const id = idOf(await organiser.client.post('/api/events', eventInput({ maxParticipants: 1, imageUrl: cover })));
    expect((await first.client.post(`/api/events/${id}/register`)).status).toBe(201);
    expect((await second.client.post(`/api/events/${id}/register`)).status).toBe(202);
    expect(await count("notifications WHERE target_type = 'event' AND target_id = ?", id)).toBe(1);

    expect((await organiser.client.delete(`/api/events/${id}`)).status).toBe(204);
    expect(await count('events WHERE id = ?', id)).toBe(0);
    expect(await count('event_registrations WHERE event_id = ?', id)).toBe(0);
    expect(await count('event_waitlist WHERE event_id = ?', id)).toBe(0);
    expect(await count("notifications WHERE target_type = 'event' AND target_id = ?", id)).toBe(0);
    expect(await count('events_fts_docsize WHERE id = ?', id)).toBe(0);
    expect(await count('files WHERE key = ?', keyOf(cover))).toBe(0);
    expect((await first.client.get(`/api/events/${id}`)).status).toBe(404);
  });

  it('offers leave their search rows', async () => {
    const poster = await createMember();
    for (const [path, table, input] of [
      ['opportunities', 'opportunities', opportunityInput()],
      ['volunteering', 'volunteering', volunteeringInput()],
    ] as const) {
      const id = idOf(await poster.client.post(`/api/${path}`, input));
      expect(await count(`${table}_fts_docsize WHERE id = ?`, id)).toBe(1);
      expect((await poster.client.delete(`/api/${path}`.concat(`/${id}`))).status).toBe(204);
      expect(await count(`${table} WHERE id = ?`, id)).toBe(0);
      expect(await count(`${table}_fts_docsize WHERE id = ?`, id)).toBe(0);
    }
  });

  it('a comment goes alone: the article and its other comments stay', async () => {
    const [author, commenter] = await Promise.all([createMember(), createMember()]);
    const article = idOf(await author.client.post('/api/articles', articleInput({ categoryId: category })));
    const gone = idOf(await commenter.client.post('/api/comments', { articleId: article, content: 'Vou apagar este.' }));
    const stays = idOf(await commenter.client.post('/api/comments', { articleId: article, content: 'Este fica.' }));
    expect((await commenter.client.delete(`/api/comments/${gone}`)).status).toBe(204);
    const listed = await author.client.get(`/api/articles/${article}/comments`);
    expect(listed.body.map((comment: { id: number }) => comment.id)).toEqual([stays]);
    expect(listed.headers.get('X-Total-Count')).toBe('1');
  });
});

describe('changing items', () => {
  it('an edited comment carries updatedAt; an empty one is refused in Portuguese and nothing changes', async () => {
    const [author, commenter] = await Promise.all([createMember(), createMember()]);
    const article = idOf(await author.client.post('/api/articles', articleInput({ categoryId: category })));
    const posted = await commenter.client.post('/api/comments', { articleId: article, content: 'Com um erro de escrita.' });
    expect(posted.body.updatedAt).toBeNull();
    const empty = await commenter.client.patch(`/api/comments/${posted.body.id}`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Por favor, escreva um comentário antes de enviar');
    const edited = await commenter.client.patch(`/api/comments/${posted.body.id}`, { content: 'Sem o erro de escrita.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: posted.body.id, content: 'Sem o erro de escrita.', updatedAt: expect.any(String) });
    expect((await author.client.get(`/api/articles/${article}/comments`)).body[0]).toMatchObject({ content: 'Sem o erro de escrita.', updatedAt: edited.body.updatedAt });
  });

  it('re-indexes events and offers for search, and refuses invalid fields with a Portuguese message', async () => {
    const member = await createMember();
    const event = idOf(await member.client.post('/api/events', eventInput()));
    const offer = idOf(await member.client.post('/api/opportunities', opportunityInput()));
    expect((await member.client.patch(`/api/events/${event}`, { title: 'Oficina de Zumbaterapia' })).status).toBe(200);
    expect((await member.client.patch(`/api/opportunities/${offer}`, { company: 'Clínica Zumbaterapia' })).status).toBe(200);
    const found = await member.client.get('/api/search?q=zumbaterapia');
    expect(found.body.events.map((item: { id: number }) => item.id)).toEqual([event]);
    expect(found.body.opportunities.map((item: { id: number }) => item.id)).toEqual([offer]);

    const before = await env.DB.prepare('SELECT * FROM events WHERE id = ?').bind(event).first();
    const short = await member.client.patch(`/api/events/${event}`, { title: 'Ola' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'O título deve ter pelo menos 5 caracteres.', errors: { title: 'O título deve ter pelo menos 5 caracteres.' } });
    const past = await member.client.patch(`/api/events/${event}`, { eventDate: '2020-01-01T10:00' });
    expect(past.status).toBe(400);
    const badLink = await member.client.patch(`/api/events/${event}`, { onlineUrl: 'http://inseguro.example' });
    expect(badLink.status).toBe(400);
    expect(badLink.body.errors.onlineUrl).toBe('Indique uma ligação que comece por https://.');
    const badContact = await member.client.patch(`/api/opportunities/${offer}`, { contact: 'não é e-mail' });
    expect(badContact.status).toBe(400);
    expect(badContact.body.message).toBe('E-mail de contacto inválido');
    expect(await env.DB.prepare('SELECT * FROM events WHERE id = ?').bind(event).first()).toEqual(before);
  });

  it('refuses fewer places than registrants (409) and keeps the event as it was', async () => {
    const [organiser, a, b] = await Promise.all([createMember(), createMember(), createMember()]);
    const event = idOf(await organiser.client.post('/api/events', eventInput({ maxParticipants: 5 })));
    await a.client.post(`/api/events/${event}/register`);
    await b.client.post(`/api/events/${event}/register`);
    const fewer = await organiser.client.patch(`/api/events/${event}`, { maxParticipants: 1 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.message).toBe('O número de vagas não pode ser menor do que o número de inscritos.');
    expect((await organiser.client.get(`/api/events/${event}`)).body.maxParticipants).toBe(5);
    expect((await organiser.client.patch(`/api/events/${event}`, { maxParticipants: 2 })).body.maxParticipants).toBe(2);
  });

  it("tells the registrants of a new date, place or link (in the portal and by a queued e-mail), never the organiser; not of a description's typo", async () => {
    const [organiser, eager, quiet, waiting] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    const event = idOf(await organiser.client.post('/api/events', eventInput({ maxParticipants: 2 })));
    for (const member of [eager, quiet]) expect((await member.client.post(`/api/events/${event}/register`)).status).toBe(201);
    expect((await waiting.client.post(`/api/events/${event}/register`)).status).toBe(202);
    await quiet.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'off', following: 'weekly' });
    const changedKinds = async (member: Member) => (await member.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'event-changed').length;

    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    expect((await organiser.client.patch(`/api/events/${event}`, { description: 'Uma tarde de partilha de práticas entre colegas!' })).status).toBe(200);
    expect(send.mock.calls.map((call) => call[0]).filter(isJob)).toEqual([]);
    expect(await changedKinds(eager)).toBe(0);

    const moved = await organiser.client.patch(`/api/events/${event}`, { location: 'Porto' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ location: 'Porto', updatedAt: expect.any(String), status: 'scheduled' });
    const jobs = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    expect(jobs).toEqual([{ job: 'event-news', eventId: event, news: 'changed' }]);
    expect(await changedKinds(eager)).toBe(1);
    expect(await changedKinds(quiet)).toBe(1);
    expect(await changedKinds(organiser)).toBe(0);
    expect(await changedKinds(waiting)).toBe(0);

    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runJob(backgroundScope(env), jobs[0]!);
    const mails = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as { to: string; subject: string; text: string; headers?: Record<string, string> }));
    expect(mails.map((mail) => mail.to)).toEqual([`${eager.username.toLowerCase()}@example.pt`]);
    expect(mails[0]!.subject).toBe('Alteração no evento «Encontro de terapeutas ocupacionais»');
    expect(mails[0]!.text).toContain('Local: Porto.');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain('/cancelar-subscricao?token=');
  });
});

describe('cancelling an event', () => {
  it('keeps it listed as cancelled with its reason, refuses registrations and the waiting list (409), a second cancellation, and a change; tells registrants and those waiting', async () => {
    const [organiser, registered, waiting, late] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    const event = idOf(await organiser.client.post('/api/events', eventInput({ maxParticipants: 1 })));
    await registered.client.post(`/api/events/${event}/register`);
    expect((await waiting.client.post(`/api/events/${event}/register`)).status).toBe(202);

    expect((await organiser.client.post(`/api/events/${event}/cancel`, { reason: '' })).status).toBe(400);
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const cancelled = await organiser.client.post(`/api/events/${event}/cancel`, { reason: 'A sala ficou indisponível.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: event, status: 'cancelled', cancelledAt: expect.any(String), cancelReason: 'A sala ficou indisponível.' });
    expect(send.mock.calls.map((call) => call[0]).filter(isJob)).toEqual([{ job: 'event-news', eventId: event, news: 'cancelled' }]);

    const again = await organiser.client.post(`/api/events/${event}/cancel`, { reason: 'Outra vez o mesmo motivo.' });
    expect(again.status).toBe(409);
    for (const member of [late, waiting]) {
      const refused = await member.client.post(`/api/events/${event}/register`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Este evento foi cancelado.');
    }
    expect((await organiser.client.patch(`/api/events/${event}`, { location: 'Braga' })).status).toBe(409);
    for (const member of [registered, waiting]) {
      const told = (await member.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'event-cancelled');
      expect(told).toHaveLength(1);
    }
    const listed = (await late.client.get<PortalEvent[]>(`/api/events?authorId=${organiser.id}`)).body;
    expect(listed.map((item) => [item.id, item.status])).toEqual([[event, 'cancelled']]);
    const calendar = await late.client.get(`/api/events/${event}/calendar.ics`);
    expect(calendar.body).toContain('STATUS:CANCELLED');
    const page = { origin: 'https://redeto.pt', url: `https://redeto.pt/eventos/${event}`, image: 'https://redeto.pt/icon.png' };
    expect(eventJsonLd(cancelled.body as PortalEvent, page).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('at the same time as registrations: nobody ends registered with a 201 after the cancellation', async () => {
    const organiser = await createMember();
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
    const event = idOf(await organiser.client.post('/api/events', eventInput({ maxParticipants: 50 })));
    const [cancel, ...registrations] = await Promise.all([
      organiser.client.post(`/api/events/${event}/cancel`, { reason: 'Cancelado por falta de sala.' }),
      ...members.map((member) => member.client.post(`/api/events/${event}/register`)),
    ]);
    expect(cancel.status).toBe(200);
    for (const response of registrations) expect([201, 409]).toContain(response.status);
    const accepted = members.filter((_, index) => registrations[index]!.status === 201).map((member) => member.id);
    const { results } = await env.DB.prepare('SELECT user_id AS id FROM event_registrations WHERE event_id = ? ORDER BY user_id').bind(event).all<{ id: number }>();
    expect(results.map((row) => row.id)).toEqual([...accepted].sort((a, b) => a - b));
    // Every one of them registered before it was cancelled: the cancellation told each of them.
    for (const id of accepted) expect(await count("notifications WHERE user_id = ? AND kind = 'event-cancelled' AND target_id = ?", id, event)).toBe(1);
    expect(await count('event_registrations r JOIN events e ON e.id = r.event_id WHERE e.id = ? AND r.created_at > e.cancelled_at', event)).toBe(0);
  });
});

describe('drafts of changes to events and offers', () => {
  it('are kept for their author only, listed with the item, and go with the item', async () => {
    const [organiser, other] = await Promise.all([createMember(), createMember()]);
    const event = idOf(await organiser.client.post('/api/events', eventInput()));
    const saved = await organiser.client.request('PUT', `/api/drafts/event/${event}`, { title: 'Encontro de terapeutas (nova data)', location: 'Faro' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'event', itemId: event, title: 'Encontro de terapeutas (nova data)' });
    expect((await other.client.request('PUT', `/api/drafts/event/${event}`, { title: 'Não é meu' })).status).toBe(404);
    expect((await organiser.client.get(`/api/drafts/event/${event}`)).body.body).toEqual({ title: 'Encontro de terapeutas (nova data)', location: 'Faro' });
    expect((await organiser.client.delete(`/api/events/${event}`)).status).toBe(204);
    expect(await count("drafts WHERE kind = 'event' AND item_id = ?", event)).toBe(0);
  });
});

describe('closing an offer', () => {
  it('once: it carries closedAt, stays on its page, and a second close is 409', async () => {
    const poster = await createMember();
    for (const path of ['opportunities', 'volunteering'] as const) {
      const id = idOf(await poster.client.post(`/api/${path}`, path === 'opportunities' ? opportunityInput() : volunteeringInput()));
      const closed = await poster.client.post(`/api/${path}/${id}/close`);
      expect(closed.status).toBe(200);
      expect(closed.body.closedAt).toEqual(expect.any(String));
      expect((await poster.client.get(`/api/${path}/${id}`)).body.closedAt).toBe(closed.body.closedAt);
      const again = await poster.client.post(`/api/${path}/${id}/close`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Esta oferta já está fechada.');
    }
  });
});
