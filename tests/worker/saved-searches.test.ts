import { DEFAULT_EMAIL_PREFERENCES } from '#contract/email-preferences-types';
import type { PortalNotification } from '#contract/notifications-types';
import type { SavedSearch } from '#contract/saved-searches-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteExpiredRows } from '../../worker/db/queries/maintenance';
import type { AlertCandidate } from '../../worker/db/queries/saved-searches';
import { backgroundScope } from '../../worker/runtime/scope';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { ALERT_PAGE, matchesOf, wordsMatch } from '../../worker/services/saved-search-alerts';
import { isDigestTime, sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { searchStems } from '../../worker/lib/search-stems';
import { opportunityInput, volunteeringInput } from './content-fixtures';
import { registerMember } from './account-helpers';
import { createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

// Job alerts (docs/rules/job-alerts-and-pay.md): saved searches of the offer lists, matched against
// each new offer by the queue's consumer, told at once (in the portal, and by e-mail by preference)
// or in the weekly digest.

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Rows of `table` where `where` holds. */
const countRows = async (table: string, where = 'true', ...params: unknown[]) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>())!.n;

const addressOf = (member: Member) => `${member.username.toLowerCase()}@example.pt`;

const saveSearch = (member: Member, body: Record<string, unknown>) => member.client.post<SavedSearch>('/api/me/saved-searches', { kind: 'opportunities', frequency: 'immediate', ...body });

/** The e-mails sent to these members (other tests' searches may match the same offer). */
const mailsTo = (mails: OutgoingMail[], members: (Member | undefined)[]) => mails.filter((mail) => members.some((member) => member && mail.to === addressOf(member)));

/** Posts an offer and runs the job it queued, as the queue's consumer would; answers the offer and the e-mails the job queued. */
async function publishAndAlert(poster: Member, path: '/api/opportunities' | '/api/volunteering', body: Record<string, unknown>) {
  const send = vi.spyOn(env.MAIL_QUEUE, 'send');
  const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
  const created = await poster.client.post<{ id: number }>(path, body);
  expect(created.status).toBe(201);
  const jobs = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
  expect(jobs).toEqual([{ job: 'saved-search-alerts', offerType: path === '/api/opportunities' ? 'opportunity' : 'volunteering', offerId: created.body.id }]);
  // Nobody is told during the request (other e-mails, such as a registration's, may be on their way).
  const queued = () => sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail)).filter((mail) => mail.kind === 'saved-search-alert');
  expect(queued()).toEqual([]);
  await runJob(backgroundScope(env), jobs[0]!);
  const mails = queued();
  send.mockRestore();
  sendBatch.mockRestore();
  return { id: created.body.id, job: jobs[0]!, mails };
}

const alertsOf = async (member: Member) => (await member.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'saved-search-match');

describe('GET/POST/DELETE /api/me/saved-searches', () => {
  it('saves a search (201), lists the member’s own, and deletes it (204)', async () => {
    const [member, other] = await Promise.all([createMember(), createMember()]);
    const created = await saveSearch(member, { district: 'Lisboa', employmentType: 'parttime', q: '  Pediatria  ', frequency: 'weekly' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), kind: 'opportunities', district: 'Lisboa', employmentType: 'parttime', q: 'Pediatria', frequency: 'weekly', createdAt: expect.any(String) });
    const volunteering = await saveSearch(member, { kind: 'volunteering', district: null, q: '' });
    expect(volunteering.body).toMatchObject({ kind: 'volunteering', district: null, employmentType: null, q: null, frequency: 'immediate' });
    expect((await member.client.get<SavedSearch[]>('/api/me/saved-searches')).body).toEqual([created.body, volunteering.body]);
    expect((await other.client.get<SavedSearch[]>('/api/me/saved-searches')).body).toEqual([]);

    // Another member's search is not theirs to delete, nor to know of.
    expect((await other.client.request('DELETE', `/api/me/saved-searches/${created.body.id}`)).status).toBe(404);
    expect((await member.client.request('DELETE', `/api/me/saved-searches/${created.body.id}`)).status).toBe(204);
    expect((await member.client.request('DELETE', `/api/me/saved-searches/${created.body.id}`)).status).toBe(404);
    expect((await member.client.get<SavedSearch[]>('/api/me/saved-searches')).body).toEqual([volunteering.body]);
  });

  it('refuses visitors with 401', async () => {
    expect((await new Client().get('/api/me/saved-searches')).status).toBe(401);
    expect((await new Client().post('/api/me/saved-searches', { kind: 'opportunities', frequency: 'weekly' })).status).toBe(401);
  });

  it.each([
    ['an unknown kind', { kind: 'eventos' }, 'kind', 'Escolha o tipo de pesquisa: oportunidades ou voluntariado.'],
    ['no frequency', { frequency: undefined }, 'frequency', 'Escolha: logo que surgir ou no resumo semanal.'],
    ['a district not on the list', { district: 'Atlântida' }, 'district', 'Escolha um distrito da lista.'],
    ['an unknown employment type', { employmentType: 'estagio' }, 'employmentType', 'Tipo de contrato inválido.'],
    ['an employment type for volunteering', { kind: 'volunteering', employmentType: 'fulltime' }, 'employmentType', 'O tipo de contrato só se aplica às oportunidades.'],
    ['words over 200 characters', { q: 'a'.repeat(201) }, 'q', 'As palavras da pesquisa devem ter no máximo 200 caracteres.'],
  ])('refuses %s with 400 and its Portuguese message, writing nothing', async (_case, body, field, message) => {
    const member = await createMember();
    const before = await countRows('saved_searches');
    const refused = await saveSearch(member, body);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(await countRows('saved_searches')).toBe(before);
  });

  it('keeps at most 10 searches a member, and refuses the same search twice', async () => {
    const member = await createMember();
    expect((await saveSearch(member, { q: 'Mão' })).status).toBe(201);
    const again = await saveSearch(member, { q: 'mao', frequency: 'weekly' });
    expect(again.status).toBe(409);
    expect((again.body as unknown as { message: string }).message).toBe('Já guardou esta pesquisa.');
    // Ten at once: only nine more fit, whatever arrives together.
    const saves = await Promise.all(Array.from({ length: 10 }, (_, index) => saveSearch(member, { q: `palavra${index}` })));
    expect(saves.filter((save) => save.status === 201)).toHaveLength(9);
    const refused = saves.find((save) => save.status !== 201)!;
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { message: string }).message).toBe('Já tem 10 pesquisas guardadas: apague uma nas definições para guardar outra.');
    expect(await countRows('saved_searches', 'user_id = ?', member.id)).toBe(10);
  });
});

describe('a new offer is matched against the saved searches in the queue', () => {
  it('tells, once, each member whose district, type and words match; never its poster, nor a member whose search does not match', async () => {
    const [poster, byDistrict, byWords, byAll, twice, otherDistrict, otherType, otherWords, volunteeringOnly] = await Promise.all(
      Array.from({ length: 9 }, (_, index) => createMember({ fullName: `Membro ${index}` })),
    );
    await saveSearch(poster!, { district: 'Porto' });
    await saveSearch(byDistrict!, { district: 'Porto' });
    // Plural and accents aside: "idosas" finds "idosos", "reabilitacao" finds "reabilitação".
    await saveSearch(byWords!, { q: 'idosas reabilitacao' });
    await saveSearch(byAll!, { district: 'Porto', employmentType: 'fulltime', q: 'Gerontologia' });
    await saveSearch(twice!, { district: 'Porto' });
    await saveSearch(twice!, { q: 'gerontologia', frequency: 'weekly' });
    await saveSearch(otherDistrict!, { district: 'Lisboa' });
    await saveSearch(otherType!, { employmentType: 'parttime' });
    await saveSearch(otherWords!, { q: 'pediatria gerontologia' });
    await saveSearch(volunteeringOnly!, { kind: 'volunteering', district: 'Porto' });

    const offer = await publishAndAlert(
      poster!,
      '/api/opportunities',
      opportunityInput({
        title: 'Terapeuta ocupacional em gerontologia',
        description: 'Reabilitação de idosos numa unidade de cuidados continuados.',
        location: 'Matosinhos',
        district: 'Porto',
        type: 'fulltime',
      }),
    );
    for (const member of [byDistrict, byWords, byAll, twice]) {
      expect(await alertsOf(member!)).toEqual([
        expect.objectContaining({
          count: 1,
          actor: expect.objectContaining({ id: poster!.id }),
          target: { type: 'opportunity', id: offer.id, title: 'Terapeuta ocupacional em gerontologia', url: `/oportunidades/${offer.id}` },
        }),
      ]);
    }
    for (const member of [poster, otherDistrict, otherType, otherWords, volunteeringOnly]) expect(await alertsOf(member!)).toEqual([]);
    // An e-mail each (alerts by e-mail at once is the default), with the pay and a one-click link.
    expect(offer.mails.map((mail) => mail.to).sort()).toEqual([byDistrict, byWords, byAll, twice].map((member) => addressOf(member!)).sort());
    const mail = offer.mails.find((sent) => sent.to === addressOf(byAll!))!;
    expect(mail.subject).toBe('Nova oferta para a sua pesquisa: «Terapeuta ocupacional em gerontologia»');
    expect(mail.text).toContain('(Oportunidades · Porto · Tempo inteiro · «Gerontologia»)');
    expect(mail.text).toContain('Vencimento: 900\u00a0€ – 1100\u00a0€ por mês (bruto).');
    expect(mail.text).toContain(`${env.PUBLIC_URL}/oportunidades/${offer.id}`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The queue may deliver the job again: nobody is told twice.
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runJob(backgroundScope(env), offer.job);
    expect(sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => (message.body as OutgoingMail).kind))).not.toContain('saved-search-alert');
    expect((await alertsOf(byAll!))[0]!.count).toBe(1);
  });

  it('matches volunteering offers against volunteering searches', async () => {
    const [poster, seeker, jobSeeker] = await Promise.all([createMember(), createMember(), createMember()]);
    await saveSearch(seeker!, { kind: 'volunteering', q: 'crianças' });
    await saveSearch(jobSeeker!, { kind: 'opportunities', q: 'crianças' });
    const offer = await publishAndAlert(poster!, '/api/volunteering', volunteeringInput({ title: 'Brincar com criança hospitalizada', district: 'Faro' }));
    expect((await alertsOf(seeker!)).map((alert) => alert.target)).toEqual([expect.objectContaining({ type: 'volunteering', id: offer.id, url: `/voluntariado/${offer.id}` })]);
    expect(await alertsOf(jobSeeker!)).toEqual([]);
  });

  it('tells nobody of an offer hidden before the job runs', async () => {
    const [poster, seeker] = await Promise.all([createMember(), createMember()]);
    await saveSearch(seeker!, { q: 'ocultada' });
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const created = await poster.client.post<{ id: number }>('/api/opportunities', opportunityInput({ title: 'Vaga que será ocultada' }));
    const [job] = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    await env.DB.prepare("UPDATE opportunities SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_cause = 'moderator' WHERE id = ?").bind(created.body.id).run();
    await runJob(backgroundScope(env), job!);
    expect(await alertsOf(seeker!)).toEqual([]);
    expect(await countRows('saved_search_matches', 'offer_id = ?', created.body.id)).toBe(0);
  });

  it('e-mails an immediate alert only when the member wants alerts by e-mail at once; a weekly search waits for the digest', async () => {
    const [poster, quiet, weekly, eager] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    await saveSearch(quiet!, { q: 'ergonomia' });
    await quiet!.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'weekly', alerts: 'off' });
    await saveSearch(weekly!, { q: 'ergonomia', frequency: 'weekly' });
    await saveSearch(eager!, { q: 'ergonomia' });
    const offer = await publishAndAlert(poster!, '/api/opportunities', opportunityInput({ title: 'Consultoria em ergonomia' }));
    expect(mailsTo(offer.mails, [quiet, weekly, eager]).map((mail) => mail.to)).toEqual([addressOf(eager!)]);
    // In the portal at once, whatever the e-mail preference.
    expect(await alertsOf(quiet!)).toHaveLength(1);
    // The weekly search: nothing now, recorded for the digest.
    expect(await alertsOf(weekly!)).toEqual([]);
    expect(await countRows('saved_search_matches', "user_id = ? AND frequency = 'weekly'", weekly!.id)).toBe(1);
  });

  it('the alert’s one-click link deletes that saved search, without a session, and leaves the preferences as they were', async () => {
    const [poster, seeker] = await Promise.all([createMember(), createMember()]);
    const kept = await saveSearch(seeker!, { q: 'neurologia', frequency: 'weekly' });
    const search = await saveSearch(seeker!, { district: 'Évora', q: 'Terapia da mão' });
    const offer = await publishAndAlert(poster!, '/api/opportunities', opportunityInput({ title: 'Terapia da mão em Évora', district: 'Évora' }));
    const [mail] = mailsTo(offer.mails, [seeker]);
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(mail!.text)![0], env.PUBLIC_URL);
    expect(mail!.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
    const done = await new Client().request('POST', `/api/email-preferences/unsubscribe${link.search}`, 'List-Unsubscribe=One-Click', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      kind: 'alerts',
      savedSearch: 'Oportunidades · Évora · «Terapia da mão»',
      preferences: { ...DEFAULT_EMAIL_PREFERENCES },
    });
    expect((await seeker!.client.get<SavedSearch[]>('/api/me/saved-searches')).body.map((saved) => saved.id)).toEqual([kept.body.id]);
    expect(search.body.id).not.toBe(kept.body.id);
    // Used again: the search is already gone.
    const again = await new Client().post(`/api/email-preferences/unsubscribe${link.search}`);
    expect(again.body).toMatchObject({ kind: 'alerts', savedSearch: null });
  });
});

describe('matching words and pages', () => {
  const candidate = (userId: number, id: number, q: string, frequency: 'immediate' | 'weekly' = 'immediate'): AlertCandidate => ({
    id,
    userId,
    kind: 'opportunities',
    district: null,
    employmentType: null,
    q,
    qStems: searchStems(q),
    frequency,
    email: `m${userId}@example.pt`,
    name: `Membro ${userId}`,
    alerts: 'immediate',
  });
  const offerStems = new Set(searchStems('Terapeutas ocupacionais para intervenções com idosos em Lisboa').split(' '));

  it('matches whole words, in the singular or the plural, with or without accents; every word must be there', () => {
    expect(wordsMatch(searchStems('terapeuta ocupacional'), offerStems)).toBe(true);
    expect(wordsMatch(searchStems('intervencao idosa'), offerStems)).toBe(true);
    expect(wordsMatch(searchStems('idos'), offerStems)).toBe(true);
    expect(wordsMatch(searchStems('terap'), offerStems)).toBe(false);
    expect(wordsMatch(searchStems('idosos pediatria'), offerStems)).toBe(false);
    expect(wordsMatch(searchStems(''), offerStems)).toBe(true);
  });

  it('tells each member once, by an immediate search before a weekly one, and leaves a full page’s last member to the next page', () => {
    const page = [candidate(1, 10, 'idosos', 'weekly'), candidate(1, 11, 'lisboa'), candidate(2, 12, 'pediatria'), candidate(3, 13, 'idosos', 'weekly')];
    expect(matchesOf(page, offerStems, false)).toEqual({
      matches: [
        { userId: 1, searchId: 11, frequency: 'immediate' },
        { userId: 3, searchId: 13, frequency: 'weekly' },
      ],
      through: 3,
    });
    // A full page: member 3 may have more searches on the next page, so it is theirs.
    expect(matchesOf(page, offerStems, true)).toEqual({ matches: [{ userId: 1, searchId: 11, frequency: 'immediate' }], through: 2 });
    expect(ALERT_PAGE).toBeGreaterThan(10);
  });
});

describe('the weekly digest lists the week’s offers of weekly searches', () => {
  /** The next Monday at 08:00 in Lisbon after now. */
  function nextDigestTime(): number {
    const hour = 60 * 60 * 1000;
    let instant = Math.ceil(Date.now() / hour) * hour;
    while (!isDigestTime(instant)) instant += hour;
    return instant;
  }

  it('holds the offers of weekly searches, and of immediate ones for a member who wants alert e-mails weekly; none for one who turned them off', async () => {
    const [poster, weekly, digestPreferred, off, immediate] = await Promise.all([createMember(), createMember(), createMember(), createMember(), createMember()]);
    for (const member of [weekly, off]) await saveSearch(member!, { q: 'hipoterapia', frequency: 'weekly' });
    await saveSearch(weekly!, { kind: 'volunteering', q: 'hipoterapia', frequency: 'weekly' });
    for (const member of [digestPreferred, immediate]) await saveSearch(member!, { q: 'hipoterapia' });
    await digestPreferred!.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'weekly', alerts: 'weekly' });
    await off!.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'weekly', alerts: 'off' });
    const offer = await publishAndAlert(
      poster!,
      '/api/opportunities',
      opportunityInput({ title: 'Hipoterapia com crianças', salaryMin: null, salaryMax: null, salaryText: 'Tabela salarial da carreira TSDT' }),
    );
    const scale = await publishAndAlert(poster!, '/api/volunteering', volunteeringInput({ title: 'Hipoterapia voluntária' }));
    const ours = [weekly, digestPreferred, off, immediate];
    expect(mailsTo(scale.mails, ours)).toEqual([]);
    expect(mailsTo(offer.mails, ours).map((mail) => mail.to)).toEqual([addressOf(immediate!)]);

    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    const until = nextDigestTime();
    await sendWeeklyDigests(
      backgroundScope(env),
      [weekly, digestPreferred, off, immediate].map((member) => member!.id),
      until,
    );
    const digests = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    expect(digests.map((mail) => mail.to).sort()).toEqual([addressOf(weekly!), addressOf(digestPreferred!)].sort());
    const digest = digests.find((mail) => mail.to === addressOf(weekly!))!;
    expect(digest.text).toContain('Novas ofertas das suas pesquisas guardadas:');
    expect(digest.text).toContain(`• Hipoterapia com crianças, Clínica do Sol (Tabela salarial da carreira TSDT)\n  ${env.PUBLIC_URL}/oportunidades/${offer.id}`);
    expect(digest.text).toContain(`${env.PUBLIC_URL}/voluntariado/${scale.id}`);
    // The digest holds only alerts: its link turns alert e-mails off.
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(digest.text)![0], env.PUBLIC_URL);
    const done = await new Client().post(`/api/email-preferences/unsubscribe${link.search}`);
    expect(done.body).toMatchObject({ kind: 'alerts', preferences: { alerts: 'off' } });
    expect(done.body).not.toHaveProperty('savedSearch');
  });
});

describe('the matches of offers long past', () => {
  it('are deleted by the daily maintenance after 8 weeks; newer ones stay', async () => {
    const [poster, seeker] = await Promise.all([createMember(), createMember()]);
    await saveSearch(seeker!, { q: 'musicoterapia', frequency: 'weekly' });
    const old = await publishAndAlert(poster!, '/api/opportunities', opportunityInput({ title: 'Musicoterapia antiga' }));
    const recent = await publishAndAlert(poster!, '/api/opportunities', opportunityInput({ title: 'Musicoterapia recente' }));
    await env.DB.prepare("UPDATE saved_search_matches SET created_at = '2020-01-01T00:00:00.000Z' WHERE offer_id = ?").bind(old.id).run();
    const now = Date.now();
    await deleteExpiredRows(env.DB, {
      revocationsExpiredBefore: 0,
      sessionsLastSeenBefore: '',
      rateLimitWindowsStartedBefore: 0,
      emailTokensExpiredBefore: 0,
      commentMailsIdleBefore: 0,
      digestWeeksBefore: '',
      savedSearchMatchesBefore: new Date(now - 56 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(await countRows('saved_search_matches', 'user_id = ? AND offer_id = ?', seeker!.id, old.id)).toBe(0);
    expect(await countRows('saved_search_matches', 'user_id = ? AND offer_id = ?', seeker!.id, recent.id)).toBe(1);
  });
});

describe('saved searches go with the account', () => {
  it('are in the data export and are deleted with the account', async () => {
    const poster = await createMember();
    const registered = await registerMember();
    const member = { id: registered.user.id, username: registered.user.username, fullName: 'Membro', client: registered.client } satisfies Member;
    expect((await saveSearch(member, { district: 'Braga', q: 'domicílio', frequency: 'weekly' })).status).toBe(201);
    await publishAndAlert(poster, '/api/opportunities', opportunityInput({ title: 'Apoio ao domicílio', district: 'Braga' }));
    const exported = await member.client.get<{ savedSearches: unknown[]; savedSearchAlerts: unknown[] }>('/api/me/export');
    expect(exported.body.savedSearches).toEqual([expect.objectContaining({ kind: 'opportunities', district: 'Braga', q: 'domicílio', frequency: 'weekly' })]);
    expect(exported.body.savedSearchAlerts).toEqual([expect.objectContaining({ itemKind: 'opportunity', itemTitle: 'Apoio ao domicílio', frequency: 'weekly' })]);
    expect((await member.client.request('DELETE', '/api/me', { password: registered.password, keepContent: false })).status).toBe(204);
    expect(await countRows('saved_searches', 'user_id = ?', member.id)).toBe(0);
    expect(await countRows('saved_search_matches', 'user_id = ?', member.id)).toBe(0);
  });
});
