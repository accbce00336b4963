import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteExpiredRows } from '../../worker/db/queries/maintenance';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { buildMail, type OutgoingMail } from '../../worker/services/mail/messages';
import { runScheduledMaintenance } from '../../worker/services/maintenance';
import { runScheduled } from '../../worker/services/scheduled';
import { digestWeek, isDigestTime, queueWeeklyDigests, sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { articleInput, eventInput, insertRows, protocolInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// The weekly digest goes out once per member per Lisbon week (docs/rules/first-day.md): the run that
// records the member and the week's Monday in `digest_sends` sends it, whatever runs twice — two
// jobs at once, the cron twice, the queue delivering a job again. And an organiser who wants their
// events' news weekly finds the week's registrations in it.

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The next Monday at 08:00 in Lisbon after `now`: the week before it holds `now`. */
function nextDigestTime(now = Date.now()): number {
  let instant = Math.ceil(now / HOUR) * HOUR;
  while (!isDigestTime(instant)) instant += HOUR;
  return instant;
}

/** The digest cron that falls at `instant` (07:00 UTC in summer, 08:00 in winter). */
const digestCronAt = (instant: number) => `0 ${new Date(instant).getUTCHours()} * * 1`;

const addressOf = (member: Member) => `${member.username.toLowerCase()}@example.pt`;

/** Watches the digests put on the queue (they go in batches). */
function watchDigests() {
  const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
  const all = () => sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail)).filter((mail) => mail.kind === 'weekly-digest');
  return { sendBatch, all, to: (member: Member) => all().filter((mail) => mail.to === addressOf(member)) };
}

/** Members who follow a category, and an article published in it this week by someone else. */
async function followersWithNews(count: number, title: string) {
  const category = await categoryId('Gerontologia');
  const author = await createMember({ fullName: 'Autora da Semana' });
  const followers = await Promise.all(Array.from({ length: count }, (_, index) => createMember({ fullName: `Seguidor ${index + 1}` })));
  for (const follower of followers) expect((await follower.client.post('/api/follows', { categoryId: category })).status).toBe(201);
  expect((await author.client.post('/api/articles', articleInput({ title, categoryId: category }))).status).toBe(201);
  return followers;
}

const digestRows = async (member: Member) =>
  (await env.DB.prepare('SELECT week FROM digest_sends WHERE user_id = ? ORDER BY week').bind(member.id).all<{ week: string }>()).results.map((row) => row.week);

describe('the weekly digest is sent once per member per week', () => {
  it("names the week by its Monday's date in Lisbon, whatever the hour or the season", () => {
    expect(digestWeek(Date.parse('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
    expect(digestWeek(Date.parse('2026-12-06T23:30:00Z'))).toBe('2026-11-30');
    // Sunday 23:30 UTC in summer is Monday 00:30 in Lisbon: the next week.
    expect(digestWeek(Date.parse('2026-06-14T23:30:00Z'))).toBe('2026-06-15');
    expect(digestWeek(Date.parse('2026-03-30T07:00:00Z'))).toBe('2026-03-30');
  });

  it('two runs at once for the same members send each one digest', async () => {
    const followers = await followersWithNews(4, 'Artigo de duas corridas');
    const until = nextDigestTime();
    const digests = watchDigests();
    const ids = followers.map((follower) => follower.id);
    const sent = await Promise.all([sendWeeklyDigests(backgroundScope(env), ids, until), sendWeeklyDigests(backgroundScope(env), ids, until)]);
    expect(sent[0] + sent[1]).toBe(4);
    for (const follower of followers) {
      expect(digests.to(follower)).toHaveLength(1);
      expect(await digestRows(follower)).toEqual([digestWeek(until)]);
    }
    // Every digest carries a working unsubscribe link: its token was written with the claim.
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(digests.to(followers[0]!)[0]!.text)![0], env.PUBLIC_URL);
    expect((await new Client().post(`/api/email-preferences/unsubscribe${link.search}`)).body.kind).toBe('following');
  });

  it('a second run in the same Lisbon week sends nothing; the next week sends again', async () => {
    const [follower] = await followersWithNews(1, 'Artigo de uma semana');
    const until = nextDigestTime();
    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until)).toBe(1);
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until + HOUR)).toBe(0);
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until + 2 * DAY)).toBe(0);
    expect(digests.to(follower!)).toHaveLength(1);
    // A week later the article is still within its week if written now; what matters is a new row.
    await env.DB.prepare('UPDATE articles SET created_at = ? WHERE title = ?')
      .bind(new Date(until + 6 * DAY).toISOString(), 'Artigo de uma semana')
      .run();
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until + 7 * DAY)).toBe(1);
    expect(await digestRows(follower!)).toEqual([digestWeek(until), digestWeek(until + 7 * DAY)]);
  });

  it('the schedule running twice, and the queue delivering a job again, send one digest', async () => {
    const [follower] = await followersWithNews(1, 'Artigo do horário repetido');
    const until = nextDigestTime();
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const digests = watchDigests();
    await runScheduled(backgroundScope(env), digestCronAt(until), until);
    await runScheduled(backgroundScope(env), digestCronAt(until), until + 60_000);
    const jobs = send.mock.calls.map((call) => call[0]).filter(isJob) as Extract<Job, { job: 'weekly-digest' }>[];
    // Both runs queued the member's job: the claim is what keeps it to one digest.
    expect(jobs.filter((job) => job.memberIds.includes(follower!.id))).toHaveLength(2);
    for (const job of [...jobs, ...jobs]) await runJob(backgroundScope(env), job);
    expect(digests.to(follower!)).toHaveLength(1);
    expect(digests.to(follower!)[0]!.text).toContain('Artigo do horário repetido');
  });

  it('records only members with something to send', async () => {
    const [idle] = await Promise.all([createMember({ fullName: 'Sem novidades' })]);
    expect((await idle!.client.post('/api/follows', { categoryId: await categoryId('Neurologia') })).status).toBe(201);
    // A Monday years away: nothing new in the week before it, no event in the two after.
    const until = nextDigestTime(Date.parse('2040-01-01T00:00:00Z'));
    expect(await sendWeeklyDigests(backgroundScope(env), [idle!.id], until)).toBe(0);
    expect(await digestRows(idle!)).toEqual([]);
  });

  it('gives the claims back when the digests cannot be queued, so the retry sends them once', async () => {
    const [follower] = await followersWithNews(1, 'Artigo da fila em baixo');
    const until = nextDigestTime();
    const digests = watchDigests();
    digests.sendBatch.mockRejectedValueOnce(new Error('fila indisponível'));
    await expect(sendWeeklyDigests(backgroundScope(env), [follower!.id], until)).rejects.toThrow('fila indisponível');
    expect(await digestRows(follower!)).toEqual([]);
    digests.sendBatch.mockClear();
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until)).toBe(1);
    expect(await sendWeeklyDigests(backgroundScope(env), [follower!.id], until)).toBe(0);
    expect(digests.to(follower!)).toHaveLength(1);
  });

  it("puts a job's digests on the queue in calls under its 256 KB for a batch, however long the titles", async () => {
    const category = await categoryId('Reabilitação Física');
    const author = await createMember();
    // Ten articles with titles of 255 characters that HTML escaping makes longer still.
    await insertRows(
      'articles',
      author.id,
      Array.from({ length: 10 }, (_, index) => ({ title: `${index} "Título" & <longo>. `.padEnd(255, '"'), categoryId: category, createdAt: new Date().toISOString() })),
    );
    const followers = await Promise.all(Array.from({ length: 50 }, () => createMember()));
    await env.DB.batch(followers.map((follower) => env.DB.prepare('INSERT INTO follows (follower_id, category_id) VALUES (?, ?)').bind(follower.id, category)));
    const digests = watchDigests();
    expect(
      await sendWeeklyDigests(
        backgroundScope(env),
        followers.map((follower) => follower.id),
        nextDigestTime(),
      ),
    ).toBe(50);
    expect(digests.sendBatch.mock.calls.length).toBeGreaterThan(1);
    for (const [batch] of digests.sendBatch.mock.calls) {
      expect(new TextEncoder().encode(JSON.stringify([...batch].map((message) => message.body))).length).toBeLessThan(256 * 1024);
    }
    expect(new Set(digests.all().map((mail) => mail.to)).size).toBe(50);
  });

  it('the daily maintenance forgets the records of weeks over 8 weeks old', async () => {
    const member = await createMember();
    const now = Date.parse('2026-11-30T03:17:00Z');
    await env.DB.prepare("INSERT INTO digest_sends (user_id, week) VALUES (?1, '2026-09-28'), (?1, '2026-10-05'), (?1, '2026-11-23')").bind(member.id).run();
    await runScheduledMaintenance(backgroundScope(env), now);
    expect(await digestRows(member)).toEqual(['2026-10-05', '2026-11-23']);
    const cutoffs = { revocationsExpiredBefore: 0, sessionsLastSeenBefore: '1970-01-01', rateLimitWindowsStartedBefore: 0, emailTokensExpiredBefore: 0, commentMailsIdleBefore: 0 };
    await deleteExpiredRows(env.DB, { ...cutoffs, digestWeeksBefore: '2026-11-30' });
    expect(await digestRows(member)).toEqual([]);
  });
});

describe("an organiser's registrations in the digest ('No resumo semanal')", () => {
  /** An organiser with `events` e-mails as given, an event of theirs and `registrants` registered on it now. */
  async function organiserWithRegistrations(events: 'weekly' | 'immediate', registrants: number, title: string) {
    const organiser = await createMember({ fullName: 'Olga Organizadora' });
    expect((await organiser.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events, following: 'off' })).status).toBe(200);
    const event = await organiser.client.post('/api/events', eventInput({ title }));
    expect(event.status).toBe(201);
    const members = await Promise.all(Array.from({ length: registrants }, () => createMember()));
    for (const member of members) expect((await member.client.post(`/api/events/${event.body.id}/register`)).status).toBe(201);
    return { organiser, eventId: event.body.id as number };
  }

  it('lists the organiser and tells, per event, how many registered in the week; older registrations do not count', async () => {
    const { organiser, eventId } = await organiserWithRegistrations('weekly', 2, 'Oficina de integração sensorial');
    const other = await organiser.client.post('/api/events', eventInput({ title: 'Sessão com uma inscrição', eventDate: new Date(Date.now() + 40 * DAY).toISOString() }));
    const late = await createMember();
    expect((await late.client.post(`/api/events/${other.body.id}/register`)).status).toBe(201);
    // A registration of three weeks ago on the first event is not news this week.
    const old = await createMember();
    await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id, created_at) VALUES (?, ?, ?)')
      .bind(eventId, old.id, new Date(Date.now() - 21 * DAY).toISOString())
      .run();
    const until = nextDigestTime();
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    await queueWeeklyDigests(backgroundScope(env), until);
    const listed = (send.mock.calls.map((call) => call[0]).filter(isJob) as Extract<Job, { job: 'weekly-digest' }>[]).flatMap((job) => job.memberIds);
    expect(listed).toContain(organiser.id);

    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [organiser.id], until)).toBe(1);
    const [digest] = digests.to(organiser);
    expect(digest!.text).toContain('Inscrições desta semana nos seus eventos:');
    expect(digest!.text).toMatch(/• Oficina de integração sensorial \([^)]+\): 2 novas inscrições\n {2}\S+\/eventos\/\d+/);
    expect(digest!.text).toMatch(/• Sessão com uma inscrição \([^)]+\): 1 nova inscrição\n/);
    expect(digest!.html).toContain('Oficina de integração sensorial');
    // Nothing of what they do not follow weekly.
    expect(digest!.text).not.toContain('Novidades do que segue');
    expect(digest!.text).not.toContain('Próximos eventos');
    // Its link turns off the events' news that brought it.
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(digest!.text)![0], env.PUBLIC_URL);
    expect((await new Client().post(`/api/email-preferences/unsubscribe${link.search}`)).body.kind).toBe('events');
  });

  it('says nothing to an organiser who wants registrations at once, nor to one without registrations this week', async () => {
    const { organiser: immediate } = await organiserWithRegistrations('immediate', 1, 'Evento de quem quer já');
    const { organiser: quiet } = await organiserWithRegistrations('weekly', 0, 'Evento sem inscrições');
    const until = nextDigestTime();
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    await queueWeeklyDigests(backgroundScope(env), until);
    const listed = (send.mock.calls.map((call) => call[0]).filter(isJob) as Extract<Job, { job: 'weekly-digest' }>[]).flatMap((job) => job.memberIds);
    expect(listed).not.toContain(immediate.id);
    expect(listed).not.toContain(quiet.id);
    expect(await sendWeeklyDigests(backgroundScope(env), [immediate.id, quiet.id], until)).toBe(0);
  });

  it('adds the section to the digest of an organiser who also follows something', async () => {
    const { organiser } = await organiserWithRegistrations('weekly', 1, 'Evento de quem também segue');
    await organiser.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'weekly', following: 'weekly' });
    const category = await categoryId('Pediatria');
    expect((await organiser.client.post('/api/follows', { categoryId: category })).status).toBe(201);
    const author = await createMember();
    expect((await author.client.post('/api/articles', articleInput({ title: 'Novidade para a organizadora', categoryId: category }))).status).toBe(201);
    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [organiser.id], nextDigestTime())).toBe(1);
    const [digest] = digests.to(organiser);
    expect(digest!.text).toMatch(/Evento de quem também segue \([^)]+\): 1 nova inscrição/);
    expect(digest!.text).toContain('Novidade para a organizadora');
  });
});

describe("comments on what a member published in the digest ('No resumo semanal')", () => {
  /** A member with `comments` e-mails as given (nothing followed weekly, events at once) and an article of theirs. */
  async function authorWithArticle(comments: 'weekly' | 'immediate' | 'off', title: string, following: 'weekly' | 'off' = 'off') {
    const author = await createMember({ fullName: 'Rita Autora' });
    expect((await author.client.request('PUT', '/api/me/email-preferences', { comments, events: 'immediate', following })).status).toBe(200);
    const article = await author.client.post('/api/articles', articleInput({ title, categoryId: await categoryId() }));
    expect(article.status).toBe(201);
    return { author, articleId: article.body.id as number };
  }

  /** `member` comments on the article or protocol; answers the comment's id. */
  async function comment(member: Member, target: { articleId: number } | { protocolId: number }, content: string) {
    const response = await member.client.post('/api/comments', { ...target, content });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  /** The members the digest's cron lists at `until`. */
  async function listedAt(until: number) {
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    await queueWeeklyDigests(backgroundScope(env), until);
    const listed = (send.mock.calls.map((call) => call[0]).filter(isJob) as Extract<Job, { job: 'weekly-digest' }>[]).flatMap((job) => job.memberIds);
    send.mockRestore();
    return listed;
  }

  it('lists each commented item with how many comments and the newest quoted, counting neither their own nor hidden ones, to a member who follows nothing', async () => {
    const { author, articleId } = await authorWithArticle('weekly', 'Artigo comentado na semana');
    const protocol = await author.client.post('/api/protocols', protocolInput({ title: 'Protocolo com um comentário', categoryId: await categoryId() }));
    expect(protocol.status).toBe(201);
    const [ana, bruno, carla, dora] = await Promise.all(['Ana Leitora', 'Bruno Leitor', 'Carla Leitora', 'Dora Leitora'].map((fullName) => createMember({ fullName })));
    // A comment of three weeks ago is not news this week.
    const old = await comment(dora!, { articleId }, 'Comentário antigo');
    await env.DB.prepare('UPDATE comments SET created_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 21 * DAY).toISOString(), old)
      .run();
    await comment(ana!, { articleId }, 'Primeiro comentário da semana.');
    const long = `<b>Ótimo</b> & "útil": ${'muito '.repeat(60)}fim`;
    await comment(bruno!, { articleId }, long);
    // Their own reply and a hidden comment are not counted, nor quoted though newer.
    await comment(author, { articleId }, 'Resposta da própria autora');
    const hidden = await comment(carla!, { articleId }, 'Comentário escondido');
    await env.DB.prepare("UPDATE comments SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Fora do tema.', hidden_cause = 'moderator' WHERE id = ?").bind(hidden).run();
    await comment(carla!, { protocolId: protocol.body.id }, 'Um protocolo muito claro.');

    const until = nextDigestTime();
    expect(await listedAt(until)).toContain(author.id);
    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [author.id], until)).toBe(1);
    const [digest] = digests.to(author);
    const quote = `${Array.from(long).slice(0, 199).join('').trimEnd()}…`;
    expect(Array.from(quote).length).toBeLessThanOrEqual(200);
    expect(digest!.text).toContain('Comentários desta semana ao que publicou:');
    expect(digest!.text).toContain(`• Artigo comentado na semana: 2 novos comentários\n  O mais recente, de Bruno Leitor: «${quote}»\n  ${new URL(`/articles/${articleId}`, env.PUBLIC_URL)}`);
    expect(digest!.text).toContain(`• Protocolo com um comentário: 1 novo comentário\n  Carla Leitora: «Um protocolo muito claro.»\n  ${new URL(`/protocols/${protocol.body.id}`, env.PUBLIC_URL)}`);
    // The item with the newest comment comes first.
    expect(digest!.text.indexOf('Protocolo com um comentário')).toBeLessThan(digest!.text.indexOf('Artigo comentado na semana'));
    expect(digest!.text).not.toMatch(/Resposta da própria autora|Comentário escondido|Comentário antigo|Primeiro comentário da semana/);
    // In HTML the comment is escaped.
    expect(digest!.html).toContain('&lt;b&gt;Ótimo&lt;/b&gt; &amp; &quot;útil&quot;');
    expect(digest!.html).not.toContain('<b>Ótimo');
    // Nothing of what they do not want weekly; the link turns off the comments' e-mails.
    expect(digest!.text).not.toContain('Novidades do que segue');
    expect(digest!.text).not.toContain('Próximos eventos');
    expect(digest!.text).not.toContain('Inscrições desta semana');
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(digest!.text)![0], env.PUBLIC_URL);
    const done = await new Client().post(`/api/email-preferences/unsubscribe${link.search}`);
    expect(done.body).toMatchObject({ kind: 'comments', preferences: { comments: 'off', events: 'immediate', following: 'off' } });
    // Once a week: a second run sends nothing more.
    expect(await sendWeeklyDigests(backgroundScope(env), [author.id], until)).toBe(0);
  });

  it("gives no comments' section to a member who wants comments at once or never", async () => {
    const category = await categoryId('Saúde Mental');
    const reader = await createMember({ fullName: 'Leitor Atento' });
    const members = [];
    for (const comments of ['immediate', 'off'] as const) {
      const { author, articleId } = await authorWithArticle(comments, `Artigo de quem quer ${comments}`, 'weekly');
      expect((await author.client.post('/api/follows', { categoryId: category })).status).toBe(201);
      await comment(reader, { articleId }, `Comentário para ${comments}`);
      members.push(author);
    }
    const [immediate, off] = members as [Member, Member];
    const writer = await createMember();
    expect((await writer.client.post('/api/articles', articleInput({ title: 'Novidade em saúde mental', categoryId: category }))).status).toBe(201);
    const until = nextDigestTime();
    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [immediate.id, off.id], until)).toBe(2);
    for (const member of [immediate, off]) {
      const [digest] = digests.to(member);
      expect(digest!.text).toContain('Novidade em saúde mental');
      expect(digest!.text).not.toContain('Comentários desta semana');
      expect(digest!.text).not.toContain('Comentário para');
    }
  });

  it('lists nobody whose week had only their own or hidden comments, nor one who wants comments never', async () => {
    const { author: quiet, articleId } = await authorWithArticle('weekly', 'Artigo sem comentários de outros');
    await comment(quiet, { articleId }, 'Nota da própria autora');
    const hidden = await comment(await createMember(), { articleId }, 'Comentário escondido pela moderação');
    await env.DB.prepare("UPDATE comments SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Fora do tema.', hidden_cause = 'moderator' WHERE id = ?").bind(hidden).run();
    const { author: never, articleId: neverArticle } = await authorWithArticle('off', 'Artigo de quem não quer e-mails');
    await comment(await createMember(), { articleId: neverArticle }, 'Comentário que não é contado');
    const until = nextDigestTime();
    const listed = await listedAt(until);
    expect(listed).not.toContain(quiet.id);
    expect(listed).not.toContain(never.id);
    expect(await sendWeeklyDigests(backgroundScope(env), [quiet.id, never.id], until)).toBe(0);
    expect(await digestRows(quiet)).toEqual([]);
  });

  it('adds the section to a digest with news of what they follow, whose link still turns that off', async () => {
    const { author, articleId } = await authorWithArticle('weekly', 'Artigo comentado de quem segue', 'weekly');
    const category = await categoryId('Pediatria');
    expect((await author.client.post('/api/follows', { categoryId: category })).status).toBe(201);
    const writer = await createMember();
    expect((await writer.client.post('/api/articles', articleInput({ title: 'Novidade em pediatria', categoryId: category }))).status).toBe(201);
    await comment(writer, { articleId }, 'Gostei muito.');
    const digests = watchDigests();
    expect(await sendWeeklyDigests(backgroundScope(env), [author.id], nextDigestTime())).toBe(1);
    const [digest] = digests.to(author);
    expect(digest!.text).toMatch(/• Artigo comentado de quem segue: 1 novo comentário\n {2}.+: «Gostei muito\.»/);
    expect(digest!.text).toContain('Novidade em pediatria');
    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(digest!.text)![0], env.PUBLIC_URL);
    expect((await new Client().post(`/api/email-preferences/unsubscribe${link.search}`)).body.kind).toBe('following');
  });

  it("keeps a commenter's name and text on their line, and no address of theirs a link in the HTML", () => {
    const hostile = 'Obrigada.\r\nBcc: vitima@example.pt\n\nVeja https://falso.example';
    const mail = buildMail(
      {
        kind: 'weekly-digest',
        to: 'ana@example.pt',
        name: 'Ana',
        items: [],
        events: [],
        registrations: [],
        comments: [{ kind: 'article', id: 3, title: 'Título\r\nFrom: x', count: 1, newest: { author: 'Rui\nBcc: y', text: hostile } }],
        unsubscribeToken: 'U'.repeat(43),
      },
      env.PUBLIC_URL,
    );
    expect(mail.text).not.toMatch(/^(Bcc|From|Veja)\b/m);
    expect(mail.text).toContain('  Rui Bcc: y: «Obrigada. Bcc: vitima@example.pt Veja https://falso.example»');
    expect(mail.html).not.toMatch(/falso\.example|https:\/\/falso/);
  });
});
