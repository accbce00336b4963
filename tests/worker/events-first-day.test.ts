import type { PortalEvent } from '#contract/events-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundScope } from '../../worker/runtime/scope';
import { eventJsonLd } from '../../worker/seo/structured-data';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { buildMail, type OutgoingMail } from '../../worker/services/mail/messages';
import { brazilianForms } from '../brazilian-forms.mjs';
import { eventInput } from './content-fixtures';
import { countRows, createMember, type Member } from './fixtures';
import { asListItem, Client, env } from './helpers';
import { watchMail } from './mail-helpers';

// docs/rules/first-day.md: the organiser is e-mailed about their events' registrations, never
// offered a place in their own event, and an event has an end and a price.

afterEach(() => {
  vi.restoreAllMocks();
});

const addressOf = (member: Member) => `${member.username.toLowerCase()}@example.pt`;

async function newEvent(organiser: Member, fields: Record<string, unknown> = {}): Promise<PortalEvent> {
  const response = await organiser.client.post<PortalEvent>('/api/events', eventInput(fields));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const unsubscribeLink = (mail: OutgoingMail) => new URL(/\/cancelar-subscricao\?token=\S+/.exec(mail.text)![0], env.PUBLIC_URL);

/** What the organiser's side of the database holds: rows a refused or silent request must not add. */
const writtenRows = async () => ({
  registrations: await countRows('event_registrations'),
  waitlist: await countRows('event_waitlist'),
  notifications: await countRows('notifications'),
  tokens: await countRows('unsubscribe_tokens'),
});

describe("the organiser's e-mails about their event's registrations", () => {
  it('tells the organiser at once (the default) when a member registers and when they cancel, with the places, the link and the unsubscribe link', async () => {
    const [organiser, member] = await Promise.all([createMember({ fullName: 'Olga Organizadora' }), createMember({ fullName: 'Rui Inscrição' })]);
    const event = await newEvent(organiser, { title: 'Oficina de marcha', maxParticipants: 3 });
    const mail = watchMail();

    expect((await member.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    const [registered, ...more] = mail.to(addressOf(organiser));
    expect(more).toEqual([]);
    expect(registered).toMatchObject({ kind: 'event-registration-news', subject: 'Nova inscrição em «Oficina de marcha»' });
    expect(registered!.text).toContain('Olá, Olga Organizadora.');
    expect(registered!.text).toContain('Rui Inscrição inscreveu-se no seu evento «Oficina de marcha»');
    expect(registered!.text).toContain('Lugares ocupados: 1 de 3.');
    expect(registered!.text).toContain(`${new URL(`/eventos/${event.id}`, env.PUBLIC_URL).toString()}\n`);
    const link = unsubscribeLink(registered!);
    expect(registered!.headers).toEqual({ 'List-Unsubscribe': `<${link.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(brazilianForms(`${registered!.subject}\n${registered!.text}`)).toEqual([]);
    // Nobody else is e-mailed: the member who registered is not.
    expect(mail.all()).toHaveLength(1);

    mail.clear();
    expect((await member.client.delete(`/api/events/${event.id}/register`)).status).toBe(200);
    const [cancelled] = mail.to(addressOf(organiser));
    expect(cancelled).toMatchObject({ kind: 'event-registration-news', subject: 'Inscrição cancelada em «Oficina de marcha»' });
    expect(cancelled!.text).toContain('Rui Inscrição cancelou a inscrição no seu evento «Oficina de marcha»');
    expect(cancelled!.text).toContain('Lugares ocupados: 0 de 3.');
    expect(mail.all()).toHaveLength(1);

    // Again, while the portal's notification of the first registration is still unread (it is counted on it): e-mailed again.
    mail.clear();
    expect((await member.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    expect(mail.to(addressOf(organiser)).map((sent) => sent.subject)).toEqual(['Nova inscrição em «Oficina de marcha»']);
    expect((await member.client.delete(`/api/events/${event.id}/register`)).status).toBe(200);

    // The link turns the events' e-mails off, without a session.
    const done = await new Client().request('POST', `/api/email-preferences/unsubscribe${link.search}`, 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ kind: 'events', preferences: { events: 'off' } });
    mail.clear();
    expect((await member.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    expect(mail.all()).toEqual([]);
  });

  it('counts the registrations of an event without a limit, and tells who took the place a cancellation freed, in one e-mail', async () => {
    const organiser = await createMember();
    const [a, b, c] = await Promise.all([createMember({ fullName: 'Ana Primeira' }), createMember({ fullName: 'Bruno Espera' }), createMember({ fullName: 'Carla Depois' })]);
    const open = await newEvent(organiser, { title: 'Sem limite', maxParticipants: null });
    const mail = watchMail();
    expect((await a.client.post(`/api/events/${open.id}/register`)).status).toBe(201);
    expect(mail.to(addressOf(organiser))[0]!.text).toContain('Inscrições: 1 (sem limite de lugares).');

    const full = await newEvent(organiser, { title: 'Lotação de um', maxParticipants: 1 });
    expect((await a.client.post(`/api/events/${full.id}/register`)).status).toBe(201);
    mail.clear();
    // Joining the waiting list takes no place: the organiser is not e-mailed.
    expect((await b.client.post(`/api/events/${full.id}/register`)).status).toBe(202);
    expect((await c.client.post(`/api/events/${full.id}/register`)).status).toBe(202);
    expect(mail.to(addressOf(organiser))).toEqual([]);

    expect((await a.client.delete(`/api/events/${full.id}/register`)).status).toBe(200);
    const told = mail.to(addressOf(organiser));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Inscrição cancelada em «Lotação de um»');
    expect(told[0]!.text).toContain('Ana Primeira cancelou a inscrição no seu evento «Lotação de um»');
    expect(told[0]!.text).toContain('O lugar passou para Bruno Espera, que estava na lista de espera.');
    expect(told[0]!.text).toContain('Lugares ocupados: 1 de 1. Lista de espera: 1 pessoa.');
  });

  it('tells the organiser when a place free for another reason goes to the first in line', async () => {
    const organiser = await createMember();
    const [a, b, c] = await Promise.all([createMember(), createMember({ fullName: 'Bruno Espera' }), createMember()]);
    const event = await newEvent(organiser, { title: 'Mais lugares', maxParticipants: 1 });
    expect((await a.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    expect((await b.client.post(`/api/events/${event.id}/register`)).status).toBe(202);
    expect((await c.client.post(`/api/events/${event.id}/register`)).status).toBe(202);
    // The organiser adds places: nobody is moved from the list until a place is given back or someone leaves it.
    expect((await organiser.client.patch(`/api/events/${event.id}`, { maxParticipants: 3 })).status).toBe(200);
    const mail = watchMail();
    expect((await c.client.delete(`/api/events/${event.id}/register`)).status).toBe(200);
    const told = mail.to(addressOf(organiser));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Lugar atribuído da lista de espera em «Mais lugares»');
    expect(told[0]!.text).toContain('Bruno Espera, que estava na lista de espera, ficou com um lugar no seu evento «Mais lugares»');
    expect(told[0]!.text).toContain('Lugares ocupados: 2 de 3.');
  });

  it.each(['off', 'weekly'] as const)("sends nothing at once when the organiser's events e-mails are %s (the portal's notification stays)", async (events) => {
    const [organiser, member] = await Promise.all([createMember(), createMember()]);
    expect((await organiser.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events, following: 'weekly' })).status).toBe(200);
    const event = await newEvent(organiser, { maxParticipants: 1 });
    const waiting = await createMember();
    const mail = watchMail();
    const tokens = await countRows('unsubscribe_tokens');
    expect((await member.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    expect((await waiting.client.post(`/api/events/${event.id}/register`)).status).toBe(202);
    expect((await member.client.delete(`/api/events/${event.id}/register`)).status).toBe(200);
    expect(mail.to(addressOf(organiser))).toEqual([]);
    // The first in line is still told of their place.
    expect(mail.all().map((sent) => sent.kind)).toEqual(['event-place-freed']);
    expect(await countRows('unsubscribe_tokens')).toBe(tokens);
    const notices = await env.DB.prepare("SELECT kind FROM notifications WHERE user_id = ? AND kind IN ('event-registration', 'event-cancellation') ORDER BY kind")
      .bind(organiser.id)
      .all<{ kind: string }>();
    expect(notices.results.map((row) => row.kind)).toEqual(['event-cancellation', 'event-registration']);
  });

  it('sends the organiser nothing about their own actions: they cannot register (409, nothing written), and cancelling an old registration of theirs is silent', async () => {
    const organiser = await createMember();
    const event = await newEvent(organiser, { maxParticipants: 1 });
    const mail = watchMail();
    const before = await writtenRows();
    const refused = await organiser.client.post(`/api/events/${event.id}/register`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('É quem organiza este evento: não se pode inscrever nele.');
    expect(await writtenRows()).toEqual(before);

    // Nor in its waiting list once it is full.
    const member = await createMember();
    expect((await member.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    mail.clear();
    const whileFull = await organiser.client.post(`/api/events/${event.id}/register`);
    expect(whileFull.status).toBe(409);
    expect(whileFull.body.message).toBe('É quem organiza este evento: não se pode inscrever nele.');
    expect(await countRows('event_waitlist')).toBe(before.waitlist);

    // A registration of the organiser's from before the rule: giving it up tells nobody.
    const older = await newEvent(organiser, { maxParticipants: 5 });
    await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id) VALUES (?, ?)').bind(older.id, organiser.id).run();
    await env.DB.prepare('UPDATE events SET registered_count = 1 WHERE id = ?').bind(older.id).run();
    const tokens = await countRows('unsubscribe_tokens');
    expect((await organiser.client.delete(`/api/events/${older.id}/register`)).status).toBe(200);
    expect(mail.all()).toEqual([]);
    expect(await countRows('unsubscribe_tokens')).toBe(tokens);
  });

  it("writes nothing but the member's text into the message, on one line, escaped in HTML", () => {
    const hostile = 'Ana\r\nBcc: vitima@example.pt https://falso.example';
    const mail = buildMail(
      {
        kind: 'event-registration-news',
        to: 'olga@example.pt',
        name: hostile,
        event: { id: 4, title: `Título\r\n${hostile}`, date: '2030-05-04T09:00:00.000Z' },
        change: 'cancelled',
        member: hostile,
        promoted: hostile,
        places: { taken: 2, capacity: 5, waiting: 3 },
        unsubscribeToken: 'U'.repeat(43),
      },
      'https://redeto.pt',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).not.toMatch(/^Bcc/m);
    // In the HTML's body, no address of theirs can become a link.
    expect(mail.html.slice(mail.html.indexOf('<body'))).not.toMatch(/falso\.example|vitima@example/);
    expect(mail.text).toContain('Lugares ocupados: 2 de 5. Lista de espera: 3 pessoas.');
    expect(mail.text).toContain('https://redeto.pt/cancelar-subscricao?token=');
  });
});

describe("an event's end and price", () => {
  it('keeps both, as sent, through creation, change and every read (list, page, search)', async () => {
    const organiser = await createMember();
    const created = await newEvent(organiser, { title: 'Jornada com fim marcado', eventDate: '2031-07-15T10:00', endDate: '2031-07-15T12:30', price: 25 });
    expect(created).toMatchObject({ eventDate: '2031-07-15T09:00:00.000Z', endDate: '2031-07-15T11:30:00.000Z', price: 25 });
    const stored = await env.DB.prepare('SELECT ends_at, price_cents FROM events WHERE id = ?').bind(created.id).first();
    expect(stored).toEqual({ ends_at: '2031-07-15T11:30:00.000Z', price_cents: 2500 });

    const changed = await organiser.client.patch<PortalEvent>(`/api/events/${created.id}`, { endDate: '2031-07-16T18:00', price: '12,50' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ endDate: '2031-07-16T17:00:00.000Z', price: 12.5 });
    const page = await new Client().get<PortalEvent>(`/api/events/${created.id}`);
    expect(page.body).toMatchObject({ endDate: '2031-07-16T17:00:00.000Z', price: 12.5 });
    const list = await new Client().get<PortalEvent[]>(`/api/events?q=${encodeURIComponent('Jornada com fim marcado')}`);
    expect(list.body.find((event) => event.id === created.id)).toMatchObject({ endDate: '2031-07-16T17:00:00.000Z', price: 12.5 });
    const search = await new Client().get<{ events: PortalEvent[] }>(`/api/search?q=${encodeURIComponent('Jornada com fim marcado')}`);
    expect(search.body.events.find((event) => event.id === created.id)).toEqual(asListItem(page.body));

    // Free again, and the end cleared: an event may have none (those published before it was asked for).
    const free = await organiser.client.patch<PortalEvent>(`/api/events/${created.id}`, { price: 0, endDate: null });
    expect(free.body).toMatchObject({ endDate: null, price: 0 });
  });

  it('is free and without an end when neither is sent (the API of before)', async () => {
    const organiser = await createMember();
    expect(await newEvent(organiser)).toMatchObject({ endDate: null, price: 0 });
  });

  it.each([
    ['before the start', '2031-07-15T09:00', 'O fim do evento deve ser depois do início.'],
    ['at the start', '2031-07-15T10:00', 'O fim do evento deve ser depois do início.'],
    ['more than 14 days after it', '2031-07-29T10:01', 'O evento deve terminar no máximo 14 dias depois do início.'],
    ['not a date', 'amanhã', 'Data inválida.'],
  ])('refuses an end %s with 400 and its message, and writes nothing', async (_, endDate, message) => {
    const organiser = await createMember();
    const before = await countRows('events');
    const refused = await organiser.client.post('/api/events', eventInput({ eventDate: '2031-07-15T10:00', endDate }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ endDate: message });
    expect(await countRows('events')).toBe(before);
  });

  it('takes an end exactly 14 days after the start', async () => {
    const organiser = await createMember();
    expect(await newEvent(organiser, { eventDate: '2031-07-15T10:00', endDate: '2031-07-29T10:00' })).toMatchObject({ endDate: '2031-07-29T09:00:00.000Z' });
  });

  it('checks a change of the start or of the end alone against the one stored, and changes nothing when refused', async () => {
    const organiser = await createMember();
    const event = await newEvent(organiser, { eventDate: '2031-07-15T10:00', endDate: '2031-07-15T12:00' });
    const late = await organiser.client.patch(`/api/events/${event.id}`, { eventDate: '2031-07-15T13:00' });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ endDate: 'O fim do evento deve ser depois do início.' });
    const early = await organiser.client.patch(`/api/events/${event.id}`, { endDate: '2031-07-15T09:00' });
    expect(early.status).toBe(400);
    const far = await organiser.client.patch(`/api/events/${event.id}`, { endDate: '2031-08-15T09:00' });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({ endDate: 'O evento deve terminar no máximo 14 dias depois do início.' });
    expect((await new Client().get(`/api/events/${event.id}`)).body).toMatchObject({ eventDate: '2031-07-15T09:00:00.000Z', endDate: '2031-07-15T11:00:00.000Z', updatedAt: null });
    // Both moved together pass.
    const moved = await organiser.client.patch(`/api/events/${event.id}`, { eventDate: '2031-07-15T13:00', endDate: '2031-07-15T15:00' });
    expect(moved.status).toBe(200);
  });

  it.each([
    [-1, 'O preço não pode ser negativo.'],
    [10_000.01, 'O preço deve ser no máximo 10 000 €.'],
    [12.345, 'Indique o preço com no máximo duas casas decimais.'],
    ['12,345', 'Indique o preço com no máximo duas casas decimais.'],
    ['doze', 'Indique um preço válido, em euros (por exemplo, 25 ou 12,50).'],
    [true, 'Indique um preço válido, em euros (por exemplo, 25 ou 12,50).'],
  ])('refuses the price %j with 400 and its message, and writes nothing', async (price, message) => {
    const organiser = await createMember();
    const before = await countRows('events');
    const refused = await organiser.client.post('/api/events', eventInput({ price }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ price: message });
    expect(await countRows('events')).toBe(before);
  });

  it.each([
    [0, 0],
    [10_000, 10_000],
    [0.29, 0.29],
    ['25', 25],
    ['', 0],
  ])('takes the price %j as %j euros', async (price, euros) => {
    const organiser = await createMember();
    expect((await newEvent(organiser, { price })).price).toBe(euros);
  });

  it('gives calendars the real end (DTEND), and structured data its end and price', async () => {
    const organiser = await createMember();
    const event = await newEvent(organiser, { eventDate: '2031-07-15T10:30', endDate: '2031-07-16T17:45', price: 40 });
    const ics = (await new Client().get(`/api/events/${event.id}/calendar.ics`)).body as string;
    expect(ics).toContain('DTSTART;TZID=Europe/Lisbon:20310715T103000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Lisbon:20310716T174500\r\n');
    const page = { origin: 'https://redeto.pt', url: `https://redeto.pt/eventos/${event.id}`, image: 'https://redeto.pt/icon.png' };
    const data = eventJsonLd(event, page);
    expect(data).toMatchObject({ startDate: '2031-07-15T10:30:00+01:00', endDate: '2031-07-16T17:45:00+01:00', offers: { price: 40, priceCurrency: 'EUR' } });
    // Without an end, the calendar keeps two hours and the structured data names none.
    const older = await newEvent(organiser, { eventDate: '2031-01-20T09:00' });
    expect((await new Client().get(`/api/events/${older.id}/calendar.ics`)).body).toContain('DTEND;TZID=Europe/Lisbon:20310120T110000\r\n');
    expect(eventJsonLd(older, page)).not.toHaveProperty('endDate');
  });

  it('tells registrants of a changed end, and names it in the e-mail; an end given to an event that had none is no news', async () => {
    const organiser = await createMember();
    const registrant = await createMember();
    const event = await newEvent(organiser, { title: 'Fim que muda', eventDate: '2031-07-15T10:00' });
    expect((await registrant.client.post(`/api/events/${event.id}/register`)).status).toBe(201);
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const jobs = () => send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    expect((await organiser.client.patch(`/api/events/${event.id}`, { endDate: '2031-07-15T12:00' })).status).toBe(200);
    expect(jobs()).toEqual([]);

    expect((await organiser.client.patch(`/api/events/${event.id}`, { endDate: '2031-07-15T13:30' })).status).toBe(200);
    expect(jobs()).toEqual([{ job: 'event-news', eventId: event.id, news: 'changed' }]);
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runJob(backgroundScope(env), jobs()[0]!);
    const mails = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    expect(mails.map((mail) => mail.to)).toEqual([addressOf(registrant)]);
    expect(mails[0]!.text).toContain('Passa a ser terça-feira, 15 de julho de 2031, das 10:00 às 13:30.');
  });
});
