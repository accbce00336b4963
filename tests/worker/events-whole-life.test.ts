import type { EventRegistrant, PortalEvent } from '#contract/events-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventCalendar, foldLine } from '../../worker/services/event-calendar';
import { nextLisbonDay, sendEventReminders } from '../../worker/services/event-reminders';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { csvField, registrantsCsv } from '../../worker/services/registrants-csv';
import { eventInput, opportunityInput, volunteeringInput } from './content-fixtures';
import { countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';
import { watchMail } from './mail-helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// Events' whole life (docs/rules/notifications-and-events.md, issue 19 part 4) and offers by district (part 5).

const DAY = 24 * 3600 * 1000;

async function newEvent(organizer: Member, fields: Record<string, unknown> = {}): Promise<number> {
  const response = await organizer.client.post('/api/events', eventInput(fields));
  expect(response.status).toBe(201);
  return (response.body as PortalEvent).id;
}

const eventAs = async (client: Client, id: number) => (await client.get<PortalEvent>(`/api/events/${id}`)).body;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the waiting list of a full event', () => {
  it('puts members in line when the event is full, and gives a freed place to the first in line, who is told by e-mail', async () => {
    const organizer = await createMember();
    const id = await newEvent(organizer, { title: 'Oficina de escrita clínica', maxParticipants: 2 });
    const [a, b, c, d] = await Promise.all([createMember(), createMember(), createMember({ fullName: 'Carla Espera' }), createMember()]);
    expect((await a!.client.post(`/api/events/${id}/register`)).status).toBe(201);
    expect((await b!.client.post(`/api/events/${id}/register`)).status).toBe(201);
    const waiting = await c!.client.post(`/api/events/${id}/register`);
    expect(waiting.status).toBe(202);
    expect(waiting.body).toEqual({ waitlisted: true, position: 1 });
    expect((await d!.client.post(`/api/events/${id}/register`)).body).toEqual({ waitlisted: true, position: 2 });
    const again = await c!.client.post(`/api/events/${id}/register`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já está na lista de espera deste evento.');
    expect(await eventAs(c!.client, id)).toMatchObject({ registeredCount: 2, isRegistered: false, waitlistCount: 2, waitlistPosition: 1 });
    expect(await eventAs(new Client(), id)).toMatchObject({ waitlistCount: 2, waitlistPosition: null });

    const mail = watchMail();
    const cancelled = await a!.client.delete(`/api/events/${id}/register`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ registeredCount: 2, isRegistered: false, waitlistPosition: null });
    expect(await eventAs(c!.client, id)).toMatchObject({ registeredCount: 2, isRegistered: true, waitlistPosition: null, waitlistCount: 1 });
    expect(await eventAs(d!.client, id)).toMatchObject({ waitlistPosition: 1 });
    // The first in line is told, and so is the organiser (docs/rules/first-day.md).
    const told = mail.to(`${c!.username.toLowerCase()}@example.pt`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'event-place-freed', to: `${c!.username.toLowerCase()}@example.pt`, subject: 'Tem lugar no evento «Oficina de escrita clínica»' });
    expect(told[0]!.text).toContain('Olá, Carla Espera.');
    expect(told[0]!.text).toContain(`/eventos/${id}`);
    expect(
      mail
        .all()
        .map((sent) => sent.kind)
        .sort(),
    ).toEqual(['event-place-freed', 'event-registration-news']);

    // Leaving the waiting list frees no place: nobody is promoted.
    mail.clear();
    expect((await d!.client.delete(`/api/events/${id}/register`)).body).toEqual({ registeredCount: 2, isRegistered: false, waitlistPosition: null });
    expect(mail.all()).toEqual([]);
    expect(await eventAs(b!.client, id)).toMatchObject({ registeredCount: 2, waitlistCount: 0 });
  });

  it('under 30 members at once: never above capacity, each freed place taken once, by the first in line', async () => {
    const organizer = await createMember();
    const capacity = 5;
    const id = await newEvent(organizer, { maxParticipants: capacity });
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember()));
    const answers = await Promise.all(members.map((member) => member.client.post(`/api/events/${id}/register`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(capacity);
    const positions = answers.filter((answer) => answer.status === 202).map((answer) => answer.body.position as number);
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 - capacity }, (_, index) => index + 1));

    const line = async () => (await env.DB.prepare('SELECT user_id AS userId FROM event_waitlist WHERE event_id = ? ORDER BY id').bind(id).all<{ userId: number }>()).results.map((row) => row.userId);
    const before = await line();
    const registered = members.filter((_, index) => answers[index]!.status === 201);
    const leavers = before.slice(10, 12).map((userId) => members.find((member) => member.id === userId)!);
    // Three places freed and two members leave the line, all at once.
    await Promise.all([...registered.slice(0, 3), ...leavers].map((member) => member.client.delete(`/api/events/${id}/register`)));

    const after = await env.DB.prepare('SELECT registered_count AS n, (SELECT count(*) FROM event_registrations WHERE event_id = ?1) AS rows FROM events WHERE id = ?1')
      .bind(id)
      .first<{ n: number; rows: number }>();
    expect(after).toEqual({ n: capacity, rows: capacity });
    const promoted = before.filter((userId) => !leavers.some((leaver) => leaver.id === userId)).slice(0, 3);
    const nowRegistered = (await env.DB.prepare('SELECT user_id AS userId FROM event_registrations WHERE event_id = ?').bind(id).all<{ userId: number }>()).results.map((row) => row.userId);
    for (const userId of promoted) expect(nowRegistered).toContain(userId);
    expect(await line()).toEqual(before.filter((userId) => !promoted.includes(userId) && !leavers.some((leaver) => leaver.id === userId)));
  });

  it('keeps refusing a past event, and takes no one in line for an event without a limit', async () => {
    const organizer = await createMember();
    const open = await newEvent(organizer, { maxParticipants: null });
    const member = await createMember();
    expect((await member.client.post(`/api/events/${open}/register`)).status).toBe(201);
    const past = await env.DB.prepare(
      `INSERT INTO events (title, description, event_type, event_date, location, organizer_id, max_participants, registered_count)
       VALUES ('Evento passado', 'Já aconteceu há algum tempo.', 'Workshop', ?, 'Porto', ?, 1, 1) RETURNING id`,
    )
      .bind(new Date(Date.now() - DAY).toISOString(), organizer.id)
      .first<{ id: number }>();
    const refused = await member.client.post(`/api/events/${past!.id}/register`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este evento já decorreu: já não é possível inscrever-se.');
    expect(await countRows('event_waitlist')).toBe((await env.DB.prepare('SELECT count(*) AS n FROM event_waitlist WHERE event_id <> ?').bind(past!.id).first<{ n: number }>())!.n);
  });
});

describe('an online event', () => {
  it('shows its link to registrants and the organiser only, and refuses links that are not https', async () => {
    const organizer = await createMember();
    const id = await newEvent(organizer, { onlineUrl: 'https://reunioes.example.pt/sala/42' });
    const registrant = await createMember();
    const other = await createMember();
    expect((await registrant.client.post(`/api/events/${id}/register`)).status).toBe(201);
    expect(await eventAs(organizer.client, id)).toMatchObject({ isOnline: true, onlineUrl: 'https://reunioes.example.pt/sala/42' });
    expect(await eventAs(registrant.client, id)).toMatchObject({ isOnline: true, onlineUrl: 'https://reunioes.example.pt/sala/42' });
    expect(await eventAs(other.client, id)).toMatchObject({ isOnline: true, onlineUrl: null });
    expect(await eventAs(new Client(), id)).toMatchObject({ isOnline: true, onlineUrl: null });
    const list = (await new Client().get<PortalEvent[]>('/api/events?limit=100')).body;
    expect(JSON.stringify(list)).not.toContain('reunioes.example.pt');

    for (const onlineUrl of ['http://reunioes.example.pt', 'javascript:alert(1)', 'sala 42']) {
      const before = await countRows('events');
      const response = await organizer.client.post('/api/events', eventInput({ onlineUrl }));
      expect(response.status).toBe(400);
      expect(response.body.errors.onlineUrl).toBe('Indique uma ligação que comece por https://.');
      expect(await countRows('events')).toBe(before);
    }
  });
});

/** Unfolds an iCalendar text (RFC 5545 section 3.1) into its content lines. */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/events/{id}/calendar.ics', () => {
  it('is a valid RFC 5545 calendar in Lisbon time, with the text escaped and lines folded at 75 octets', async () => {
    const organizer = await createMember();
    // 15 July 2031, 10:30 in Lisbon (summer: UTC+1).
    const id = await newEvent(organizer, {
      title: 'Jornadas; TO, práticas e \\ desafios',
      eventDate: '2031-07-15T10:30',
      location: 'Auditório Central, Coimbra',
      description: 'Um dia inteiro de partilha.\nCom almoço incluído e muitas surpresas para todos os participantes inscritos.',
    });
    const response = await new Client().get(`/api/events/${id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="evento-${id}.ics"`);
    const raw = response.body as string;
    expect(raw.endsWith('\r\n')).toBe(true);
    for (const line of raw.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(raw);
    // Components open and close in order.
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
      if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
    const vevent = lines.slice(lines.indexOf('BEGIN:VEVENT'));
    const property = (name: string) => [...vevent, ...lines].find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(property('VERSION')).toBe('VERSION:2.0');
    expect(property('PRODID')).toBe('PRODID:-//Rede TO//Eventos//PT');
    expect(property('TZID')).toBe('TZID:Europe/Lisbon');
    expect(property('DTSTART')).toBe('DTSTART;TZID=Europe/Lisbon:20310715T103000');
    expect(property('DTEND')).toBe('DTEND;TZID=Europe/Lisbon:20310715T123000');
    expect(property('SUMMARY')).toBe('SUMMARY:Jornadas\\; TO\\, práticas e \\\\ desafios');
    expect(property('LOCATION')).toBe('LOCATION:Auditório Central\\, Coimbra');
    expect(property('DESCRIPTION')).toContain('Um dia inteiro de partilha.\\nCom almoço incluído');
    expect(property('UID')).toMatch(new RegExp(`^UID:evento-${id}@`));
    expect(property('DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(property('URL')).toBe(`URL:${new URL(`/eventos/${id}`, env.PUBLIC_URL).toString()}`);
  });

  it('gives the online link to registrants only, and answers 404 for an unknown event', async () => {
    const organizer = await createMember();
    const id = await newEvent(organizer, { onlineUrl: 'https://reunioes.example.pt/sala/7' });
    expect((await new Client().get(`/api/events/${id}/calendar.ics`)).body as string).not.toContain('reunioes.example.pt');
    const registrant = await createMember();
    await registrant.client.post(`/api/events/${id}/register`);
    expect(unfold((await registrant.client.get(`/api/events/${id}/calendar.ics`)).body as string)).toContain('LOCATION:https://reunioes.example.pt/sala/7');
    const missing = await new Client().get('/api/events/99999999/calendar.ics');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Evento não encontrado');
  });

  it('keeps the hour right in winter and folds long lines without splitting a character', () => {
    const event = { id: 3, title: 'Inverno', description: 'Texto.', location: 'Faro', onlineUrl: null, eventDate: '2031-01-20T09:00:00.000Z' } as PortalEvent;
    expect(eventCalendar(event, { publicUrl: 'https://redeto.pt', now: new Date(0) })).toContain('DTSTART;TZID=Europe/Lisbon:20310120T090000');
    const folded = foldLine(`SUMMARY:${'ç'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ç'.repeat(60)}`);
  });
});

describe('the organiser’s registrants', () => {
  it('lists them, as JSON and as a spreadsheet, to the organiser only', async () => {
    const organizer = await createMember();
    const id = await newEvent(organizer);
    const tricky = await createMember({ fullName: 'Silva, "Ana" =1+2', location: 'Porto', specialty: 'Pediatria' });
    const plain = await createMember({ fullName: 'Rui Reis' });
    await tricky.client.post(`/api/events/${id}/register`);
    await plain.client.post(`/api/events/${id}/register`);

    const list = await organizer.client.get<EventRegistrant[]>(`/api/events/${id}/registrations`);
    expect(list.status).toBe(200);
    expect(list.body.map((registrant) => registrant.member.fullName)).toEqual(['Silva, "Ana" =1+2', 'Rui Reis']);
    expect(Object.keys(list.body[0]!.member).sort()).toEqual(['avatarUrl', 'fullName', 'id', 'location', 'specialty', 'username', 'verifiedOt']);

    const csv = await organizer.client.get(`/api/events/${id}/registrations.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const rows = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('"Nome";"Utilizador";"Especialidade";"Localidade";"Data de inscrição"');
    expect(rows[1]).toMatch(new RegExp(`^"Silva, ""Ana"" =1\\+2";"${tricky.username}";"Pediatria";"Porto";"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`));
    expect(rows).toHaveLength(3);

    const other = await createMember();
    for (const path of [`/api/events/${id}/registrations`, `/api/events/${id}/registrations.csv`]) {
      const refused = await other.client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Só o organizador do evento pode ver os inscritos.');
      expect((await new Client().get(path)).status).toBe(401);
    }
    expect((await organizer.client.get('/api/events/99999999/registrations')).status).toBe(404);
  });

  it('writes fields a spreadsheet cannot run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvField(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvField('Ana; Rita, "TO"')).toBe('"Ana; Rita, ""TO"""');
    expect(registrantsCsv([]).startsWith('\uFEFF"Nome"')).toBe(true);
  });
});

describe('the events archive and the reminder of the day before', () => {
  it('lists the events to come, or the past ones (newest first), as asked', async () => {
    const organizer = await createMember();
    const soon = await newEvent(organizer, { title: 'Evento que vem' });
    const insertPast = (title: string, daysAgo: number) =>
      env.DB.prepare(`INSERT INTO events (title, description, event_type, event_date, location, organizer_id) VALUES (?, 'Já aconteceu há algum tempo.', 'Workshop', ?, 'Porto', ?) RETURNING id`)
        .bind(title, new Date(Date.now() - daysAgo * DAY).toISOString(), organizer.id)
        .first<{ id: number }>();
    const older = (await insertPast('Evento antigo', 30))!.id;
    const recent = (await insertPast('Evento recente', 2))!.id;
    const past = (await new Client().get<PortalEvent[]>(`/api/events?authorId=${organizer.id}&when=past`)).body;
    expect(past.map((event) => event.id)).toEqual([recent, older]);
    const upcoming = (await new Client().get<PortalEvent[]>(`/api/events?authorId=${organizer.id}&when=upcoming`)).body;
    expect(upcoming.map((event) => event.id)).toEqual([soon]);
    expect((await new Client().get<PortalEvent[]>(`/api/events?authorId=${organizer.id}&when=qualquer`)).body).toHaveLength(3);
  });

  it('finds the next Lisbon day across the daylight-saving changes', () => {
    expect(nextLisbonDay(Date.parse('2026-03-28T03:17:00Z'))).toEqual({ start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T23:00:00.000Z' });
    expect(nextLisbonDay(Date.parse('2026-10-24T03:17:00Z'))).toEqual({ start: '2026-10-24T23:00:00.000Z', end: '2026-10-26T00:00:00.000Z' });
    expect(nextLisbonDay(Date.parse('2026-07-10T23:30:00Z'))).toEqual({ start: '2026-07-11T23:00:00.000Z', end: '2026-07-12T23:00:00.000Z' });
  });

  it('e-mails each registrant of tomorrow’s events once', async () => {
    const organizer = await createMember();
    const now = Date.parse('2031-05-05T03:17:00Z');
    const insert = (title: string, date: string) =>
      env.DB.prepare(
        `INSERT INTO events (title, description, event_type, event_date, location, organizer_id, online_url) VALUES (?, 'Descrição do evento de amanhã.', 'Workshop', ?, 'Leiria', ?, ?) RETURNING id`,
      )
        .bind(title, date, organizer.id, title.includes('online') ? 'https://sala.example.pt/1' : null)
        .first<{ id: number }>();
    const tomorrow = (await insert('Sessão de amanhã', '2031-05-06T09:00:00.000Z'))!.id;
    const online = (await insert('Sessão online de amanhã', '2031-05-06T22:30:00.000Z'))!.id;
    const later = (await insert('Sessão depois de amanhã', '2031-05-06T23:30:00.000Z'))!.id;
    const [a, b] = await Promise.all([createMember({ fullName: 'Ana Amanhã' }), createMember()]);
    for (const [member, event] of [
      [a, tomorrow],
      [b, tomorrow],
      [a, online],
      [b, later],
    ] as const) {
      await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id) VALUES (?, ?)').bind(event, member!.id).run();
    }
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    expect(await sendEventReminders(backgroundScope(env), now)).toBe(3);
    const sent = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Amanhã: Sessão de amanhã', 'Amanhã: Sessão de amanhã', 'Amanhã: Sessão online de amanhã']);
    expect(sent.find((mail) => mail.subject.includes('online'))!.text).toContain('O evento é online: https://sala.example.pt/1');
    expect(sent.find((mail) => mail.to.startsWith(a!.username.toLowerCase()) && mail.subject === 'Amanhã: Sessão de amanhã')!.text).toContain('Local: Leiria.');
    expect(await sendEventReminders(backgroundScope(env), now)).toBe(0);
  });
});

describe('offers by district and employment type', () => {
  it('stores the district, filters by it and by employment type, and refuses a district not on the list', async () => {
    const poster = await createMember();
    const tag = `oferta${Math.random().toString(36).slice(2, 8)}`;
    const create = (path: string, body: Record<string, unknown>) => poster.client.post(path, body);
    const braga = await create('/api/opportunities', opportunityInput({ title: `Vaga em Braga ${tag}`, district: 'Braga', type: 'parttime' }));
    expect(braga.status).toBe(201);
    expect(braga.body.district).toBe('Braga');
    await create('/api/opportunities', opportunityInput({ title: `Vaga em Faro ${tag}`, district: 'Faro', type: 'fulltime' }));
    await create('/api/opportunities', opportunityInput({ title: `Vaga sem distrito ${tag}` }));
    const titles = async (query: string) => ((await new Client().get(`/api/opportunities?q=${tag}&${query}`)).body as { title: string }[]).map((offer) => offer.title).sort();
    expect(await titles('district=Braga')).toEqual([`Vaga em Braga ${tag}`]);
    expect(await titles('employmentType=parttime')).toEqual([`Vaga em Braga ${tag}`, `Vaga sem distrito ${tag}`]);
    expect(await titles(`district=${encodeURIComponent('Região Autónoma dos Açores')}`)).toEqual([]);
    expect(await titles('district=Atlântida')).toHaveLength(3);

    const volunteering = await create('/api/volunteering', volunteeringInput({ title: `Voluntariado ${tag}`, district: 'Região Autónoma da Madeira' }));
    expect(volunteering.body.district).toBe('Região Autónoma da Madeira');
    expect((await new Client().get(`/api/volunteering?q=${tag}&district=${encodeURIComponent('Região Autónoma da Madeira')}`)).body).toHaveLength(1);

    const before = await countRows('opportunities');
    const refused = await create('/api/opportunities', opportunityInput({ district: 'Atlântida' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.district).toBe('Escolha um distrito da lista.');
    expect(await countRows('opportunities')).toBe(before);
  });
});
