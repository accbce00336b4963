import type { PortalEvent } from '#contract/events-types';
import { describe, expect, it } from 'vitest';
import { countRows, createMember } from './fixtures';
import { asListItem, Client, env, statementsOf } from './helpers';
import { jpegClean } from './image-samples';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Workshop de Integração Sensorial',
  description: 'Um dia de prática clínica com casos reais de integração sensorial em crianças.',
  eventDate: inDays(10),
  location: 'Coimbra',
  eventType: 'Workshop',
  maxParticipants: 20,
  ...overrides,
});

/** Inserts an event straight into D1 (e.g. one in the past, which the API refuses to create). */
async function insertEvent(organizerId: number, fields: { title?: string; eventDate?: string; maxParticipants?: number | null; registeredCount?: number } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO events (title, description, event_type, event_date, location, organizer_id, max_participants, registered_count, search_text)
     VALUES (?, 'Descrição do evento com detalhe suficiente.', 'Congresso', ?, 'Lisboa', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(fields.title ?? 'Evento de teste', fields.eventDate ?? inDays(5), organizerId, fields.maxParticipants ?? null, fields.registeredCount ?? 0, (fields.title ?? 'evento de teste').toLowerCase())
    .first<{ id: number }>();
  return row!.id;
}

describe('POST /api/events', () => {
  it('creates an event organised by the signed-in member, whatever organizer the body names', async () => {
    const member = await createMember({ fullName: 'Rita Carvalho' });
    const response = await member.client.post('/api/events', validEvent({ organizerId: 1, authorId: 1, registeredCount: 99 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Workshop de Integração Sensorial',
      eventType: 'Workshop',
      location: 'Coimbra',
      maxParticipants: 20,
      registeredCount: 0,
      isRegistered: false,
      organizerId: member.id,
      organizer: { id: member.id, fullName: 'Rita Carvalho', username: member.username },
    });
    expect(response.body.organizer).not.toHaveProperty('email');
    const stored = await env.DB.prepare('SELECT organizer_id, search_text FROM events WHERE id = ?').bind(response.body.id).first<{ organizer_id: number; search_text: string }>();
    expect(stored!.organizer_id).toBe(member.id);
    expect(stored!.search_text).toContain('integracao sensorial');
  });

  it('reads a date and time without a zone (a datetime-local input) as Portuguese mainland time', async () => {
    const member = await createMember();
    const cases = [
      ['2031-07-15T10:00', '2031-07-15T09:00:00.000Z'],
      ['2031-01-15T10:00', '2031-01-15T10:00:00.000Z'],
      ['2031-03-30T18:30:15', '2031-03-30T17:30:15.000Z'],
      ['2031-07-15T10:00:00+02:00', '2031-07-15T08:00:00.000Z'],
      ['2031-07-15T10:00:00Z', '2031-07-15T10:00:00.000Z'],
    ];
    for (const [sent, stored] of cases) {
      const response = await member.client.post('/api/events', validEvent({ eventDate: sent }));
      expect(response.status, sent).toBe(201);
      expect(response.body.eventDate, sent).toBe(stored);
    }
  });

  it('reads every ISO 8601 form: a date alone, seconds, fractions, Z and offsets with or without a colon', async () => {
    const member = await createMember();
    const cases = [
      ['2031-07-15', '2031-07-14T23:00:00.000Z'],
      ['2031-07-15T10:00:00.123456Z', '2031-07-15T10:00:00.123Z'],
      ['2031-07-15T10:00:00.5', '2031-07-15T09:00:00.500Z'],
      ['2031-07-15T10:00+0100', '2031-07-15T09:00:00.000Z'],
      ['2031-07-15T10:00-03:30', '2031-07-15T13:30:00.000Z'],
      ['2031-07-15 10:00', '2031-07-15T09:00:00.000Z'],
    ];
    for (const [sent, stored] of cases) {
      const response = await member.client.post('/api/events', validEvent({ eventDate: sent }));
      expect(response.status, sent).toBe(201);
      expect(response.body.eventDate, sent).toBe(stored);
    }
  });

  it.each([
    'foo 2035',
    '2035',
    '2035-07',
    '2035-07-15T10',
    'Sun, 15 Jul 2035 10:00:00 GMT',
    '15/07/2035',
    'July 15, 2035',
    '2035-7-15',
    '2035-07-15T25:00',
    '2035-07-15T10:60',
    '2035-07-15T10:00+24:00',
    '2035-07-15T10:00:00.',
    '2035-07-15T10:00Z+01:00',
    '+002035-07-15T10:00:00Z',
  ])('refuses %j, which is not an ISO 8601 date, with 400 and writes nothing', async (eventDate) => {
    const member = await createMember();
    const before = await countRows('events');
    const response = await member.client.post('/api/events', validEvent({ eventDate }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ eventDate: 'Data inválida.' });
    expect(await countRows('events')).toBe(before);
  });

  it('takes an uploaded cover image, and refuses one that was never uploaded or is a PDF', async () => {
    const member = await createMember();
    const form = new FormData();
    form.append('image', new File([jpegClean()], 'capa.jpg', { type: 'image/jpeg' }));
    const upload = await member.client.post('/api/upload-image', form);
    const created = await member.client.post('/api/events', validEvent({ imageUrl: upload.body.url }));
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(upload.body.url);
    const pdfForm = new FormData();
    pdfForm.append('pdf', new File([new TextEncoder().encode('%PDF-1.4 documento')], 'a.pdf', { type: 'application/pdf' }));
    const pdf = await member.client.post('/api/upload-pdf', pdfForm);
    const before = await countRows('events');
    for (const imageUrl of ['/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', pdf.body.url]) {
      const refused = await member.client.post('/api/events', validEvent({ imageUrl }));
      expect(refused.status, imageUrl).toBe(400);
      expect(refused.body.errors.imageUrl).toBe('Ficheiro inválido: indique uma imagem que tenha carregado.');
    }
    expect(await countRows('events')).toBe(before);
  });

  it('accepts an empty number of places as "no limit"', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/events', validEvent({ maxParticipants: '' }));
    expect(response.status).toBe(201);
    expect(response.body.maxParticipants).toBeNull();
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const before = await countRows('events');
    const response = await new Client().post('/api/events', validEvent());
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Inicie sessão para continuar.');
    expect(await countRows('events')).toBe(before);
  });

  it.each([
    ['title', { title: 'Curt' }, 'O título deve ter pelo menos 5 caracteres.'],
    ['description', { description: 'Curta demais' }, 'A descrição deve ter pelo menos 20 caracteres.'],
    ['eventDate', { eventDate: '' }, 'A data do evento é obrigatória.'],
    ['eventDate', { eventDate: 'amanhã' }, 'Data inválida.'],
    ['eventDate', { eventDate: '2031-02-30T10:00' }, 'Data inválida.'],
    ['eventDate', { eventDate: inDays(-1) }, 'A data do evento não pode estar no passado.'],
    ['location', { location: 'AB' }, 'O local deve ter pelo menos 3 caracteres.'],
    ['eventType', { eventType: 'X' }, 'O tipo de evento deve ter pelo menos 2 caracteres.'],
    ['maxParticipants', { maxParticipants: 0 }, 'O número de vagas deve ser pelo menos 1.'],
    ['imageUrl', { imageUrl: 'https://example.com/foto.jpg' }, 'Ficheiro inválido.'],
  ])('refuses an invalid %s with its Portuguese message and writes nothing', async (field, overrides, message) => {
    const member = await createMember();
    const before = await countRows('events');
    const response = await member.client.post('/api/events', validEvent(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('events')).toBe(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/events', 'isto não é json', { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pedido inválido: envie os dados em formato JSON.');
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, then past ones most recent first, each with the fields of its card', async () => {
    const organizer = await createMember({ fullName: 'Organizadora Ordem' });
    const farFuture = await insertEvent(organizer.id, { title: 'Ordem futuro distante', eventDate: inDays(30) });
    const soon = await insertEvent(organizer.id, { title: 'Ordem futuro próximo', eventDate: inDays(2) });
    const longAgo = await insertEvent(organizer.id, { title: 'Ordem passado antigo', eventDate: inDays(-30) });
    const recent = await insertEvent(organizer.id, { title: 'Ordem passado recente', eventDate: inDays(-2) });
    const response = await new Client().get(`/api/events?authorId=${organizer.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('4');
    expect(response.body.map((event: { id: number }) => event.id)).toEqual([soon, farFuture, recent, longAgo]);
    // The card's fields (EventListItem); the event's page embeds its organiser.
    const page = await new Client().get<PortalEvent>(`/api/events/${soon}`);
    expect(response.body[0]).toEqual(asListItem(page.body));
    expect(response.body[0]).not.toHaveProperty('organizer');
    expect(page.body.organizer).toEqual({ id: organizer.id, username: organizer.username, fullName: 'Organizadora Ordem', avatarUrl: null, specialty: null, location: null, verifiedOt: false });
  });

  it('searches title, description and location without regard to accents or case', async () => {
    const member = await createMember();
    const created = await member.client.post(
      '/api/events',
      validEvent({ title: 'Jornadas de Reabilitação Neurológica', location: 'Évora', description: 'Encontro anual sobre terapêutica ocupacional em neurologia.' }),
    );
    for (const q of ['REABILITACAO', 'evora', 'terapeutica ocupacional']) {
      const response = await new Client().get(`/api/events?q=${encodeURIComponent(q)}&authorId=${member.id}`);
      expect(
        response.body.map((event: { id: number }) => event.id),
        q,
      ).toEqual([created.body.id]);
      expect(response.headers.get('X-Total-Count')).toBe('1');
    }
    const none = await new Client().get(`/api/events?q=${encodeURIComponent('100%_')}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('pages with limit and offset and reports the total', async () => {
    const organizer = await createMember();
    for (let day = 1; day <= 5; day += 1) await insertEvent(organizer.id, { eventDate: inDays(day) });
    const first = await new Client().get(`/api/events?authorId=${organizer.id}&limit=2`);
    const third = await new Client().get(`/api/events?authorId=${organizer.id}&limit=2&offset=4`);
    expect(first.body).toHaveLength(2);
    expect(third.body).toHaveLength(1);
    expect(first.headers.get('X-Total-Count')).toBe('5');
  });

  it('runs one D1 statement, the page and its total, for a page of 1 and a page of 50', async () => {
    const organizer = await createMember();
    for (let day = 1; day <= 6; day += 1) await insertEvent(organizer.id, { eventDate: inDays(day) });
    const member = await createMember();
    const small = await member.client.get('/api/events?limit=1');
    const large = await member.client.get('/api/events?limit=50');
    expect(large.body.length).toBeGreaterThan(5);
    expect(statementsOf(small)).toBe(statementsOf(large));
    expect(statementsOf(large)).toBe(1);
  });

  it('tells a member which events they are registered for, and visitors never', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 10 });
    const member = await createMember();
    await member.client.post(`/api/events/${eventId}/register`);
    const mine = await member.client.get(`/api/events?authorId=${organizer.id}`);
    expect(mine.body[0].isRegistered).toBe(true);
    const visitor = await new Client().get(`/api/events?authorId=${organizer.id}`);
    expect(visitor.body[0].isRegistered).toBe(false);
    const someoneElse = await organizer.client.get(`/api/events/${eventId}`);
    expect(someoneElse.body.isRegistered).toBe(false);
  });
});

describe('GET /api/events/{id}', () => {
  it('answers one event', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { title: 'Congresso Nacional' });
    const response = await new Client().get(`/api/events/${eventId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: eventId, title: 'Congresso Nacional', organizer: { id: organizer.id } });
  });

  it('answers 404 "Evento não encontrado" for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await new Client().get(`/api/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Evento não encontrado');
    }
  });
});

describe('POST /api/events/{id}/register', () => {
  it('registers a member and counts the place', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 3 });
    const member = await createMember();
    const response = await member.client.post(`/api/events/${eventId}/register`);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ registeredCount: 1, isRegistered: true, waitlistPosition: null });
    const event = await member.client.get(`/api/events/${eventId}`);
    expect(event.body).toMatchObject({ registeredCount: 1, isRegistered: true });
  });

  it('refuses a second registration of the same member with 409', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 3 });
    const member = await createMember();
    await member.client.post(`/api/events/${eventId}/register`);
    const again = await member.client.post(`/api/events/${eventId}/register`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já se inscreveu neste evento.');
    expect((await member.client.get(`/api/events/${eventId}`)).body.registeredCount).toBe(1);
  });

  // docs/rules/notifications-and-events.md: past capacity a member joins the waiting list (202), where it used to be a 409.
  it('puts a sixth member in the waiting list when five places are taken', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 5 });
    for (let i = 0; i < 5; i += 1) expect((await (await createMember()).client.post(`/api/events/${eventId}/register`)).status).toBe(201);
    const late = await createMember();
    const response = await late.client.post(`/api/events/${eventId}/register`);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ waitlisted: true, position: 1 });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM event_registrations WHERE event_id = ?').bind(eventId).first<{ n: number }>();
    expect(rows!.n).toBe(5);
  });

  it('lets exactly five of thirty members who register at once into an event with five places', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 5 });
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember()));
    const responses = await Promise.all(members.map((member) => member.client.post(`/api/events/${eventId}/register`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    // The others wait, each at their own place in line (docs/rules/notifications-and-events.md).
    expect(statuses.filter((status) => status === 202)).toHaveLength(25);
    const event = await new Client().get(`/api/events/${eventId}`);
    expect(event.body.registeredCount).toBe(5);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM event_registrations WHERE event_id = ?').bind(eventId).first<{ n: number }>();
    expect(rows!.n).toBe(5);
  });

  it('registers a member who clicks twice at once only once', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 5 });
    const member = await createMember();
    const responses = await Promise.all([member.client.post(`/api/events/${eventId}/register`), member.client.post(`/api/events/${eventId}/register`)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM event_registrations WHERE event_id = ? AND user_id = ?').bind(eventId, member.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect((await member.client.get(`/api/events/${eventId}`)).body.registeredCount).toBe(1);
  });

  it('registers without limit when the event sets no maximum', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: null });
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
    const responses = await Promise.all(members.map((member) => member.client.post(`/api/events/${eventId}/register`)));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect((await new Client().get(`/api/events/${eventId}`)).body.registeredCount).toBe(8);
  });

  it('refuses registration for an event that already happened with 409', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { eventDate: inDays(-1), maxParticipants: 10 });
    const member = await createMember();
    const response = await member.client.post(`/api/events/${eventId}/register`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Este evento já decorreu: já não é possível inscrever-se.');
    expect(await countRows(`event_registrations WHERE event_id = ${eventId}`)).toBe(0);
  });

  it('refuses visitors with 401 and answers 404 for a missing event', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id);
    const visitor = await new Client().post(`/api/events/${eventId}/register`);
    expect(visitor.status).toBe(401);
    const member = await createMember();
    const missing = await member.client.post('/api/events/999999/register');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Evento não encontrado');
    expect(await countRows('event_registrations WHERE user_id = ' + member.id)).toBe(0);
  });
});

describe('DELETE /api/events/{id}/register', () => {
  it('cancels a registration and frees the place for someone else', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 1 });
    const first = await createMember();
    const second = await createMember();
    expect((await first.client.post(`/api/events/${eventId}/register`)).status).toBe(201);
    const third = await createMember();
    const cancel = await first.client.delete(`/api/events/${eventId}/register`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ registeredCount: 0, isRegistered: false, waitlistPosition: null });
    expect((await second.client.post(`/api/events/${eventId}/register`)).status).toBe(201);
    // Full again: the next one waits (docs/rules/notifications-and-events.md).
    expect((await third.client.post(`/api/events/${eventId}/register`)).status).toBe(202);
  });

  it('is idempotent: cancelling without a registration changes nothing', async () => {
    const organizer = await createMember();
    const eventId = await insertEvent(organizer.id, { maxParticipants: 4 });
    const registered = await createMember();
    await registered.client.post(`/api/events/${eventId}/register`);
    const other = await createMember();
    const response = await other.client.delete(`/api/events/${eventId}/register`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ registeredCount: 1, isRegistered: false, waitlistPosition: null });
  });

  it('refuses visitors with 401 and answers 404 for a missing event', async () => {
    expect((await new Client().delete('/api/events/1/register')).status).toBe(401);
    const member = await createMember();
    expect((await member.client.delete('/api/events/999999/register')).status).toBe(404);
  });
});
