import type { Attendee, Certificate, CpdEntry, CpdSummary, EventAttendance } from '#contract/cpd-types';
import type { PortalEvent } from '#contract/events-types';
import type { PortalNotification } from '#contract/notifications-types';
import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundScope } from '../../worker/runtime/scope';
import { cpdReportPdf } from '../../worker/services/cpd-pdf';
import { sweepOrphanUploads } from '../../worker/services/maintenance';
import { sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { eventInput, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';
import { linkIn, watchMail } from './mail-helpers';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { pdfText } from './pdf-text';

// The CPD portfolio and certificates of attendance (docs/rules/cpd-portfolio.md, issue 32).

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 3600 * 1000;

const entry = (overrides: Record<string, unknown> = {}) => ({ date: '2026-03-14', title: 'Curso de integração sensorial', kind: 'formacao', hours: 6, ...overrides });

async function addEntry(member: Member, overrides: Record<string, unknown> = {}): Promise<CpdEntry> {
  const response = await member.client.post<CpdEntry>('/api/me/cpd', entry(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

/** An event with CPD hours starting within the hour (attendance is open from two hours before). */
async function eventSoon(organizer: Member, fields: Record<string, unknown> = {}): Promise<number> {
  const response = await organizer.client.post<PortalEvent>('/api/events', eventInput({ eventDate: new Date(Date.now() + HOUR).toISOString(), cpdHours: 3.5, ...fields }));
  expect(response.status).toBe(201);
  return response.body.id;
}

async function registered(member: Member, eventId: number): Promise<string> {
  expect((await member.client.post(`/api/events/${eventId}/register`)).status).toBe(201);
  const ticket = await member.client.get<{ code: string }>(`/api/events/${eventId}/ticket`);
  expect(ticket.status).toBe(200);
  return ticket.body.code;
}

/** A PDF answer, read as bytes (the JSON client would read it as text). */
const pdfOf = (client: Client, path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { headers: client.cookie ? { Cookie: client.cookie } : {} }));

describe('the portfolio (GET/POST/PATCH/DELETE /api/me/cpd)', () => {
  it('keeps entries private to their member: a visitor gets 401, another member 404 on change or deletion and never sees them listed', async () => {
    const [owner, other] = await Promise.all([createMember(), createMember()]);
    const created = await addEntry(owner, { reflection: '<p>Aprendi a <strong>graduar</strong> estímulos.</p><script>alert(1)</script>' });
    expect(created).toMatchObject({ date: '2026-03-14', title: 'Curso de integração sensorial', kind: 'formacao', hours: 6, eventId: null, certificateCode: null });
    expect(created.reflection).toBe('<p>Aprendi a <strong>graduar</strong> estímulos.</p>');
    const visitor = new Client();
    expect((await visitor.get('/api/me/cpd')).status).toBe(401);
    expect((await visitor.post('/api/me/cpd', entry())).status).toBe(401);
    expect((await visitor.get('/api/me/cpd/summary')).status).toBe(401);
    expect((await visitor.get('/api/me/cpd/report.pdf')).status).toBe(401);
    expect((await other.client.patch(`/api/me/cpd/${created.id}`, { title: 'Não é meu' })).status).toBe(404);
    expect((await other.client.delete(`/api/me/cpd/${created.id}`)).status).toBe(404);
    expect((await other.client.get('/api/me/cpd')).body).toEqual([]);
    const listed = await owner.client.get<CpdEntry[]>('/api/me/cpd');
    expect(listed.body).toEqual([created]);
    expect(listed.headers.get('X-Total-Count')).toBe('1');
    expect(listed.headers.get('Cache-Control')).toBe('private, no-store');

    const changed = await owner.client.patch<CpdEntry>(`/api/me/cpd/${created.id}`, { hours: '2,75', kind: 'leitura' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ hours: 2.75, kind: 'leitura', title: 'Curso de integração sensorial' });
    expect((await owner.client.delete(`/api/me/cpd/${created.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/me/cpd/${created.id}`)).status).toBe(404);
    expect(await owner.client.get('/api/me/cpd').then((response) => response.body)).toEqual([]);
  });

  it('refuses hours that are not whole quarter hours, or outside 0,25–200, a short title, an unknown kind and an impossible date (400), writing nothing', async () => {
    const member = await createMember();
    const before = await countRows('cpd_entries');
    for (const [fields, field] of [
      [{ hours: 0.1 }, 'hours'],
      [{ hours: 1.3 }, 'hours'],
      [{ hours: 0 }, 'hours'],
      [{ hours: 200.25 }, 'hours'],
      [{ hours: 'muito' }, 'hours'],
      [{ title: 'ab' }, 'title'],
      [{ kind: 'ferias' }, 'kind'],
      [{ date: '2026-02-30' }, 'date'],
      [{ reflection: 'x'.repeat(20_001) }, 'reflection'],
    ] as const) {
      const response = await member.client.post('/api/me/cpd', entry(fields));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.errors).toHaveProperty(field);
    }
    expect(await countRows('cpd_entries')).toBe(before);
  });

  it("takes as evidence only the member's own PDF or image upload", async () => {
    const [member, other] = await Promise.all([createMember(), createMember()]);
    const own = await storedUpload(member.id, 'pdf');
    const theirs = await storedUpload(other.id, 'image');
    const avatar = await storedUpload(member.id, 'avatar');
    expect((await member.client.post('/api/me/cpd', entry({ evidenceUrl: theirs }))).status).toBe(400);
    expect((await member.client.post('/api/me/cpd', entry({ evidenceUrl: avatar }))).status).toBe(400);
    expect((await member.client.post('/api/me/cpd', entry({ evidenceUrl: 'https://example.com/a.pdf' }))).status).toBe(400);
    const accepted = await addEntry(member, { evidenceUrl: own });
    expect(accepted.evidenceUrl).toBe(own);
    // The daily sweep of uploads nothing references keeps it, a day and more later.
    const key = own.slice('/api/files/'.length);
    await env.DB.prepare("UPDATE files SET created_at = '2020-01-01T00:00:00.000Z' WHERE key = ?").bind(key).run();
    await sweepOrphanUploads(backgroundScope(env), Date.now());
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body[0]!.evidenceUrl).toBe(own);
  });
});

describe('GET /api/me/cpd/summary', () => {
  it('sums the year by kind and by month in exact quarter hours, apart from other years, against a target of 40 hours that the member can change', async () => {
    const member = await createMember();
    // Ten entries of 0,1 h would drift in floating point; quarter hours never do: 7 × 0,25 + 1,75 + 2,5 = 6 h.
    for (let day = 1; day <= 7; day += 1) await addEntry(member, { date: `2026-01-0${day}`, kind: 'leitura', hours: 0.25 });
    await addEntry(member, { date: '2026-05-20', kind: 'supervisao', hours: 1.75 });
    await addEntry(member, { date: '2026-12-31', kind: 'formacao', hours: '2,5' });
    await addEntry(member, { date: '2025-12-31', kind: 'formacao', hours: 10 });
    await addEntry(member, { date: '2027-01-01', kind: 'docencia', hours: 3 });

    const summary = await member.client.get<CpdSummary>('/api/me/cpd/summary?year=2026');
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      year: 2026,
      totalHours: 6,
      targetHours: 40,
      byKind: { evento: 0, formacao: 2.5, congresso: 0, leitura: 1.75, supervisao: 1.75, investigacao: 0, docencia: 0, outro: 0 },
      byMonth: [1.75, 0, 0, 0, 1.75, 0, 0, 0, 0, 0, 0, 2.5],
      years: [2027, 2026, 2025],
      reminders: true,
    });
    expect((await member.client.get<CpdSummary>('/api/me/cpd/summary?year=2025')).body).toMatchObject({ totalHours: 10, byKind: { formacao: 10 } });
    const filtered = await member.client.get<CpdEntry[]>('/api/me/cpd?year=2026&kind=leitura');
    expect(filtered.body).toHaveLength(7);
    expect(filtered.headers.get('X-Total-Count')).toBe('7');
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd?year=2026')).body.map((item) => item.date)[0]).toBe('2026-12-31');

    expect((await member.client.patch('/api/me/cpd/settings', { targetHours: 0 })).status).toBe(400);
    const settings = await member.client.patch('/api/me/cpd/settings', { targetHours: '25,5', reminders: false });
    expect(settings.body).toEqual({ targetHours: 25.5, reminders: false });
    expect((await member.client.patch('/api/me/cpd/settings', { reminders: true })).body).toEqual({ targetHours: 25.5, reminders: true });
    expect((await member.client.get<CpdSummary>('/api/me/cpd/summary?year=2026')).body).toMatchObject({ targetHours: 25.5, totalHours: 6 });
  });
});

describe('GET /api/me/cpd/report.pdf', () => {
  it("writes the year's record as a PDF: the member's name and verified licence number, every entry, hours by kind and the total; reflections only when asked", async () => {
    const member = await createMember({ fullName: 'Inês Conceição Araújo', verifiedOt: true });
    await env.DB.prepare("INSERT INTO ot_verifications (user_id, licence_number, status, decided_at) VALUES (?, 'C-012345', 'approved', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))").bind(member.id).run();
    await addEntry(member, {
      date: '2026-02-03',
      title: 'Congresso Nacional de Terapia Ocupacional',
      kind: 'congresso',
      hours: 12.5,
      reflection: '<p>Reflexão sobre a prática baseada na evidência.</p>',
    });
    await addEntry(member, { date: '2026-06-10', title: 'Leitura: ocupação e saúde mental', kind: 'leitura', hours: 1.25 });
    await addEntry(member, { date: '2025-06-10', title: 'Atividade de outro ano', kind: 'outro', hours: 4 });

    const response = await pdfOf(member.client, '/api/me/cpd/report.pdf?year=2026');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="portefolio-dpc-2026.pdf"');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Registo de desenvolvimento profissional contínuo (DPC) de 2026');
    expect(text).toContain('Nome: Inês Conceição Araújo');
    expect(text).toContain('Cédula profissional n.º C-012345 (verificada pela Rede TO)');
    expect(text).toContain('Total do ano: 13,75 h (meta anual: 40 h)');
    expect(text).toContain('Congresso: 12,5 h');
    expect(text).toContain('Leitura: 1,25 h');
    expect(text).toContain('Congresso Nacional de Terapia Ocupacional');
    expect(text).toContain('03/02/2026');
    expect(text).not.toContain('Atividade de outro ano');
    expect(text).not.toContain('Reflexão sobre a prática');

    const withReflections = await pdfText(await (await pdfOf(member.client, '/api/me/cpd/report.pdf?year=2026&reflections=1')).arrayBuffer());
    expect(withReflections).toContain('Reflexão: Reflexão sobre a prática baseada na evidência.');

    // A member whose licence is not verified is said to be so.
    const unverified = await createMember({ fullName: 'Rui Sem Cédula' });
    expect(await pdfText(await (await pdfOf(unverified.client, '/api/me/cpd/report.pdf?year=2026')).arrayBuffer())).toContain('Cédula profissional: não verificada pela Rede TO');
  });

  it('makes the record of a year of 100 entries in well under 200 ms (the CPU budget of docs/BENCHMARKS.md)', async () => {
    const entries: CpdEntry[] = Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      date: `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
      title: `Formação contínua n.º ${index + 1}: intervenção centrada na ocupação`,
      kind: 'formacao',
      hours: 1.5,
      reflection: '<p>Uma reflexão de algumas linhas sobre o que mudou na minha prática clínica com crianças e famílias.</p>',
      evidenceUrl: null,
      eventId: null,
      certificateCode: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: null,
    }));
    const input = { year: 2026, fullName: 'Teste de Carga', licenceNumber: 'C-1', targetHours: 40, entries, reflections: true, now: new Date() };
    await cpdReportPdf(input); // compiled once, as a warm isolate would have it
    // The fastest of three, so that another process on the machine does not count; the test's
    // workerd lets the clock run (npm run bench:cpd-pdf measures from outside, docs/BENCHMARKS.md).
    let elapsed = Infinity;
    let pdf: Uint8Array = new Uint8Array();
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      pdf = await cpdReportPdf(input);
      elapsed = Math.min(elapsed, performance.now() - started);
    }
    expect(await pdfText(pdf)).toContain('Total do ano: 150 h');
    expect(elapsed).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(200);
  });
});

describe('CPD hours on events', () => {
  it('carries the hours the organiser gives (0,5–100, in quarter hours) and refuses others', async () => {
    const organizer = await createMember();
    const id = await eventSoon(organizer, { cpdHours: '7,5' });
    expect((await new Client().get<PortalEvent>(`/api/events/${id}`)).body.cpdHours).toBe(7.5);
    for (const cpdHours of [0.25, 100.5, 1.1]) expect((await organizer.client.post('/api/events', eventInput({ cpdHours }))).status).toBe(400);
    expect((await organizer.client.patch<PortalEvent>(`/api/events/${id}`, { cpdHours: null })).body.cpdHours).toBeNull();
    expect((await organizer.client.patch<PortalEvent>(`/api/events/${id}`, { cpdHours: 2 })).body.cpdHours).toBe(2);
  });
});

describe('tickets, check-in and certificates', () => {
  it('gives the registrant only a ticket: a random code of at least 128 bits, the same each time, nothing personal in it', async () => {
    const [organizer, member, other] = await Promise.all([createMember(), createMember({ fullName: 'Marta Bilhete' }), createMember()]);
    const eventId = await eventSoon(organizer);
    const code = await registered(member, eventId);
    expect(code).toMatch(/^[a-z2-7]{26}$/); // 26 base32 characters: 130 bits, 128 of them random
    expect(code).not.toContain(String(member.id));
    expect((await member.client.get(`/api/events/${eventId}/ticket`)).body).toEqual({ code });
    expect((await other.client.get(`/api/events/${eventId}/ticket`)).status).toBe(404);
    expect((await organizer.client.get(`/api/events/${eventId}/ticket`)).status).toBe(404);
    expect((await new Client().get(`/api/events/${eventId}/ticket`)).status).toBe(401);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add(await registered(await createMember(), eventId));
    expect(codes.size).toBe(5);
  });

  it("checks a ticket in for the organiser only: certificate, portfolio entry, notification and e-mail; twice 409, another event's code 404", async () => {
    const [organizer, member, stranger] = await Promise.all([createMember({ fullName: 'Organizadora Ana Lopes' }), createMember({ fullName: 'Joana Presente' }), createMember()]);
    const eventId = await eventSoon(organizer, { title: 'Oficina de reabilitação da mão' });
    const otherEventId = await eventSoon(organizer, { title: 'Outra oficina do mesmo organizador' });
    const code = await registered(member, eventId);
    const otherCode = await registered(stranger, otherEventId);

    expect((await stranger.client.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(403);
    expect((await member.client.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(403);
    expect((await new Client().post(`/api/events/${eventId}/check-in`, { code })).status).toBe(401);
    const wrongEvent = await organizer.client.post(`/api/events/${eventId}/check-in`, { code: otherCode });
    expect(wrongEvent.status).toBe(404);
    expect(wrongEvent.body.message).toBe('Bilhete não encontrado neste evento.');
    expect((await organizer.client.post(`/api/events/${eventId}/check-in`, { code: 'a'.repeat(26) })).status).toBe(404);
    expect((await organizer.client.post(`/api/events/${eventId}/check-in`, {})).status).toBe(400);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM cpd_certificates WHERE event_id IN (?, ?)').bind(eventId, otherEventId).first('n')).toBe(0);

    const mail = watchMail();
    const checkedIn = await organizer.client.post<Attendee>(`/api/events/${eventId}/check-in`, { code: code.toUpperCase() });
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body).toMatchObject({ member: { id: member.id, fullName: 'Joana Presente' }, attendedAt: expect.any(String), certificateCode: expect.stringMatching(/^[a-z2-7]{26}$/) });
    const certificateCode = checkedIn.body.certificateCode!;
    const again = await organizer.client.post(`/api/events/${eventId}/check-in`, { code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A presença desta pessoa já estava registada.');

    // The portfolio entry: kind 'evento', the event's hours, its day, the certificate.
    const portfolio = (await member.client.get<CpdEntry[]>('/api/me/cpd')).body;
    expect(portfolio).toEqual([expect.objectContaining({ kind: 'evento', hours: 3.5, title: 'Oficina de reabilitação da mão', eventId, certificateCode })]);
    // Told in the portal and by e-mail, with the verification address.
    const notifications = (await member.client.get<PortalNotification[]>('/api/notifications')).body;
    expect(notifications[0]).toMatchObject({ kind: 'certificate-issued', target: { type: 'event', id: eventId, url: '/portefolio' } });
    const sent = mail.all().filter((message) => message.kind === 'certificate-issued');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Certificado de presença: «Oficina de reabilitação da mão»');
    expect(linkIn(sent[0]!, `/certificados/${certificateCode}`).pathname).toBe(`/certificados/${certificateCode}`);
    expect(sent[0]!.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/cancelar-subscricao\?token=[A-Za-z0-9_-]{43}>$/);

    // Anyone verifies it, without signing in; nobody lists certificates or sees another's portfolio.
    const visitor = new Client();
    const verified = await visitor.get<Certificate>(`/api/certificates/${certificateCode}`);
    expect(verified.status).toBe(200);
    expect(verified.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(verified.body).toEqual({
      code: certificateCode,
      memberName: 'Joana Presente',
      eventTitle: 'Oficina de reabilitação da mão',
      eventDate: expect.any(String),
      hours: 3.5,
      organizerName: 'Organizadora Ana Lopes',
      issuedAt: expect.any(String),
      status: 'valid',
    });
    expect((await visitor.get('/api/certificates')).status).toBe(404);
    expect((await visitor.get(`/api/certificates/${'b'.repeat(26)}`)).status).toBe(404);
    expect((await visitor.get('/api/certificates/../me/cpd')).status).not.toBe(200);
    expect((await visitor.get(`/api/certificates/${certificateCode}/pdf`)).status).toBe(401);
    expect((await stranger.client.get(`/api/certificates/${certificateCode}/pdf`)).status).toBe(403);

    // The PDF, for the member and the organiser, names the verification address.
    for (const client of [member.client, organizer.client]) {
      const response = await pdfOf(client, `/api/certificates/${certificateCode}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toContain('Certificado de presença');
      expect(text).toContain('Joana Presente');
      expect(text).toContain('esteve presente no evento «Oficina de reabilitação da mão»');
      expect(text).toContain('organizado por Organizadora Ana Lopes');
      expect(text).toContain('3,5 h de formação');
      expect(text).toContain(`${env.PUBLIC_URL}/certificados/${certificateCode}`);
    }

    // The organiser's list shows who came.
    const list = await organizer.client.get<EventAttendance>(`/api/events/${eventId}/attendance`);
    expect(list.body.event).toMatchObject({ id: eventId, cpdHours: 3.5, cancelled: false });
    expect(list.body.attendees).toEqual([expect.objectContaining({ member: expect.objectContaining({ id: member.id }), certificateCode })]);
    expect((await member.client.get(`/api/events/${eventId}/attendance`)).status).toBe(403);
    expect((await organizer.client.get('/api/events/999999/attendance')).status).toBe(404);
  });

  it('un-marking attendance revokes the certificate and removes its portfolio entry; marking again issues a new one', async () => {
    const [organizer, member] = await Promise.all([createMember(), createMember()]);
    const eventId = await eventSoon(organizer);
    await registered(member, eventId);
    const put = (attended: boolean, client = organizer.client, userId = member.id) => client.request<Attendee>('PUT', `/api/events/${eventId}/attendance/${userId}`, { attended });
    expect((await put(true, member.client)).status).toBe(403);
    expect((await put(true, organizer.client, organizer.id)).status).toBe(404);
    const marked = await put(true);
    expect(marked.status).toBe(200);
    const first = marked.body.certificateCode!;
    // Marking again is idempotent: the same certificate.
    expect((await put(true)).body.certificateCode).toBe(first);
    await addEntry(member, { title: 'Entrada escrita à mão' });

    const unmarked = await put(false);
    expect(unmarked.status).toBe(200);
    expect(unmarked.body).toMatchObject({ attendedAt: null, certificateCode: null });
    expect((await new Client().get<Certificate>(`/api/certificates/${first}`)).body.status).toBe('revoked');
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body.map((item) => item.title)).toEqual(['Entrada escrita à mão']);
    expect((await member.client.get(`/api/certificates/${first}/pdf`)).status).toBe(409);

    const second = (await put(true)).body.certificateCode!;
    expect(second).not.toBe(first);
    expect((await new Client().get<Certificate>(`/api/certificates/${second}`)).body.status).toBe('valid');
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body.filter((item) => item.certificateCode === second)).toHaveLength(1);
  });

  it('opens attendance two hours before the start (409 before), refuses a cancelled event, and issues no certificate for an event without CPD hours', async () => {
    const [organizer, member] = await Promise.all([createMember(), createMember()]);
    const later = await eventSoon(organizer, { eventDate: new Date(Date.now() + 3 * HOUR).toISOString() });
    const code = await registered(member, later);
    const early = await organizer.client.post(`/api/events/${later}/check-in`, { code });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Ainda não pode registar presenças: o registo abre duas horas antes do início do evento.');
    expect((await organizer.client.request('PUT', `/api/events/${later}/attendance/${member.id}`, { attended: true })).status).toBe(409);

    const cancelled = await eventSoon(organizer);
    const cancelledCode = await registered(member, cancelled);
    expect((await organizer.client.post(`/api/events/${cancelled}/cancel`, { reason: 'Falta de sala disponível.' })).status).toBe(200);
    expect((await organizer.client.post(`/api/events/${cancelled}/check-in`, { code: cancelledCode })).status).toBe(409);

    const withoutHours = await eventSoon(organizer, { cpdHours: null });
    const plainCode = await registered(member, withoutHours);
    const checkedIn = await organizer.client.post<Attendee>(`/api/events/${withoutHours}/check-in`, { code: plainCode });
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body).toMatchObject({ attendedAt: expect.any(String), certificateCode: null });
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body).toEqual([]);
  });

  it('gives one certificate for two check-ins of one ticket at once', async () => {
    const [organizer, member] = await Promise.all([createMember(), createMember()]);
    const eventId = await eventSoon(organizer);
    const code = await registered(member, eventId);
    const answers = await Promise.all([organizer.client.post(`/api/events/${eventId}/check-in`, { code }), organizer.client.post(`/api/events/${eventId}/check-in`, { code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const certificates = await env.DB.prepare('SELECT count(*) AS n FROM cpd_certificates WHERE user_id = ? AND event_id = ?').bind(member.id, eventId).first<{ n: number }>();
    expect(certificates!.n).toBe(1);
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body).toHaveLength(1);
  });

  it("keeps a certificate verifiable after its event is deleted, and ends it with the member's account", async () => {
    const [organizer, member] = await Promise.all([createMember(), createMember({ fullName: 'Sofia Que Sai' })]);
    const eventId = await eventSoon(organizer, { title: 'Evento que vai ser apagado' });
    const code = await registered(member, eventId);
    const certificateCode = (await organizer.client.post<Attendee>(`/api/events/${eventId}/check-in`, { code })).body.certificateCode!;
    expect((await organizer.client.delete(`/api/events/${eventId}`)).status).toBeLessThan(300);
    expect((await new Client().get<Certificate>(`/api/certificates/${certificateCode}`)).body).toMatchObject({ status: 'valid', eventTitle: 'Evento que vai ser apagado' });
    expect((await member.client.get<CpdEntry[]>('/api/me/cpd')).body).toEqual([expect.objectContaining({ eventId: null, certificateCode })]);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(member.id).run();
    expect((await new Client().get(`/api/certificates/${certificateCode}`)).status).toBe(404);
  });
});

describe("the weekly digest's reminder of the year's target", () => {
  it('tells a member who keeps a portfolio, in the last quarter only, how far they are from the target, unless they turned it off', async () => {
    const member = await createMember({ fullName: 'Lia Lembrete' });
    expect((await member.client.post('/api/follows', { categoryId: await categoryId() })).status).toBe(201);
    await addEntry(member, { date: '2031-02-10', hours: 5.75 });
    const address = `${member.username.toLowerCase()}@example.pt`;
    // Mondays at 08:00 in Lisbon: one in November, one in May, another in November.
    const november = Date.parse('2031-11-10T08:00:00Z');
    const may = Date.parse('2031-05-12T07:00:00Z');
    // The digest goes out for its other news (the reminder sends none of its own): an event in the two weeks after each Monday.
    const organiser = await createMember();
    for (const day of [november, may, november + 7 * 24 * HOUR]) {
      expect((await organiser.client.post('/api/events', eventInput({ eventDate: new Date(day + 2 * 24 * HOUR).toISOString() }))).status).toBe(201);
    }
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    /** The text of the digest the last run queued for the member. */
    const digestText = () =>
      sendBatch.mock.calls
        .flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail))
        .filter((message) => message.to === address)
        .at(-1)!.text;
    expect(await sendWeeklyDigests(backgroundScope(env), [member.id], november)).toBe(1);
    expect(digestText()).toContain('O seu portefólio de DPC: 5,75 h de 40 h em 2031. Faltam 34,25 h para a meta do ano.');
    expect(digestText()).toContain('/portefolio');

    expect(await sendWeeklyDigests(backgroundScope(env), [member.id], may)).toBe(1);
    expect(digestText()).not.toContain('portefólio de DPC');

    expect((await member.client.patch('/api/me/cpd/settings', { reminders: false })).status).toBe(200);
    expect(await sendWeeklyDigests(backgroundScope(env), [member.id], november + 7 * 24 * HOUR)).toBe(1);
    expect(digestText()).not.toContain('portefólio de DPC');
  });
});
