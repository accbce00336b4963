import type { EmailPreferences } from '#contract/email-preferences-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isJob, type Job } from '../../worker/services/job-queue';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { runScheduled } from '../../worker/services/scheduled';
import { isDigestTime, sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { articleInput, insertRows } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { Client, env } from './helpers';
import { watchMail } from './mail-helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// E-mail preferences, immediate e-mails of comments, one-click unsubscribe and the weekly digest
// (docs/rules/notifications-and-events.md, issue 19 part 3).

afterEach(() => {
  vi.restoreAllMocks();
});

const unsubscribeLink = (mail: OutgoingMail) => new URL(/\/cancelar-subscricao\?token=\S+/.exec(mail.text)![0], env.PUBLIC_URL);

describe('GET/PUT /api/me/email-preferences', () => {
  it('starts from the defaults, keeps what the member chooses, and refuses anything else in Portuguese', async () => {
    const member = await createMember();
    expect((await member.client.get<EmailPreferences>('/api/me/email-preferences')).body).toEqual({
      comments: 'immediate',
      events: 'immediate',
      following: 'weekly',
      mentions: 'immediate',
      questions: 'immediate',
      alerts: 'immediate',
      communities: 'immediate',
    });
    const saved = await member.client.request<EmailPreferences>('PUT', '/api/me/email-preferences', {
      comments: 'weekly',
      events: 'off',
      following: 'immediate',
      mentions: 'off',
      questions: 'immediate',
      alerts: 'weekly',
      communities: 'off',
    });
    expect(saved.status).toBe(200);
    expect((await member.client.get('/api/me/email-preferences')).body).toEqual({
      comments: 'weekly',
      events: 'off',
      following: 'immediate',
      mentions: 'off',
      questions: 'immediate',
      alerts: 'weekly',
      communities: 'off',
    });
    // A kind left out keeps what the member had (an app from before that kind existed).
    const some = await member.client.request<EmailPreferences>('PUT', '/api/me/email-preferences', { comments: 'immediate' });
    expect(some.body).toEqual({ comments: 'immediate', events: 'off', following: 'immediate', mentions: 'off', questions: 'immediate', alerts: 'weekly', communities: 'off' });
    const before = await countRows('email_preferences');
    const refused = await member.client.request('PUT', '/api/me/email-preferences', { comments: 'daily', events: 'off', following: 'off' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.comments).toBe('Escolha: logo que acontece, no resumo semanal ou nunca.');
    expect(await countRows('email_preferences')).toBe(before);
    expect((await new Client().get('/api/me/email-preferences')).status).toBe(401);
  });
});

describe('comments by e-mail, and the one-click unsubscribe', () => {
  it('e-mails the author at once by default, with RFC 8058 headers; the link turns comment e-mails off without a session', async () => {
    const [author, reader] = await Promise.all([createMember({ fullName: 'Alice Autora' }), createMember({ fullName: 'Bruno Leitor' })]);
    const article = await author.client.post('/api/articles', articleInput({ title: 'Artigo comentado', categoryId: await categoryId() }));
    const mail = watchMail();
    expect((await reader.client.post('/api/comments', { articleId: article.body.id, content: 'Gostei muito, obrigado.' })).status).toBe(201);
    const [notice] = mail.to(`${author.username.toLowerCase()}@example.pt`);
    expect(notice).toMatchObject({ kind: 'comment-notice', subject: 'Novo comentário em «Artigo comentado»' });
    expect(notice!.text).toContain('Bruno Leitor comentou «Artigo comentado».');
    const link = unsubscribeLink(notice!);
    expect(notice!.headers).toEqual({ 'List-Unsubscribe': `<${link.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // What a mail client sends: a POST to the link with this body, no cookie.
    const done = await new Client().request('POST', `/api/email-preferences/unsubscribe${link.search}`, 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      kind: 'comments',
      preferences: { comments: 'off', events: 'immediate', following: 'weekly', mentions: 'immediate', questions: 'immediate', alerts: 'immediate', communities: 'immediate' },
    });
    mail.clear();
    await reader.client.post('/api/comments', { articleId: article.body.id, content: 'Mais uma ideia.' });
    expect(mail.to(`${author.username.toLowerCase()}@example.pt`)).toEqual([]);
    // Their own comment never e-mails them.
    expect((await author.client.post('/api/comments', { articleId: article.body.id, content: 'Obrigada a todos.' })).status).toBe(201);
    expect(mail.all()).toEqual([]);
  });

  it('refuses an unknown or expired link with a Portuguese message, changing nothing', async () => {
    const member = await createMember();
    const expired = 'a'.repeat(43);
    const { sha256Hex } = await import('../../worker/services/sessions');
    await env.DB.prepare("INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at) VALUES (?, ?, 'following', ?)")
      .bind(await sha256Hex(expired), member.id, Date.now() - 1000)
      .run();
    for (const token of [expired, 'b'.repeat(43), 'curto', '']) {
      const refused = await new Client().post(`/api/email-preferences/unsubscribe?token=${token}`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/^Ligação inválida ou expirada\./);
    }
    expect((await member.client.get('/api/me/email-preferences')).body.following).toBe('weekly');
  });
});

describe('the weekly digest', () => {
  it('runs on Monday at 08:00 in Lisbon, whichever of the two crons falls then, across the daylight-saving changes', async () => {
    // Summer (WEST, UTC+1): 07:00 UTC is 08:00 in Lisbon.
    expect(isDigestTime(Date.parse('2026-03-30T07:00:00Z'))).toBe(true);
    expect(isDigestTime(Date.parse('2026-03-30T08:00:00Z'))).toBe(false);
    // The Monday before the change, still winter (WET, UTC).
    expect(isDigestTime(Date.parse('2026-03-23T08:00:00Z'))).toBe(true);
    expect(isDigestTime(Date.parse('2026-03-23T07:00:00Z'))).toBe(false);
    // Around the change back to winter: the Monday after is at 08:00 UTC again.
    expect(isDigestTime(Date.parse('2026-10-19T07:00:00Z'))).toBe(true);
    expect(isDigestTime(Date.parse('2026-10-26T08:00:00Z'))).toBe(true);
    expect(isDigestTime(Date.parse('2026-10-26T07:00:00Z'))).toBe(false);
    // Not on a Tuesday.
    expect(isDigestTime(Date.parse('2026-10-27T08:00:00Z'))).toBe(false);

    await createMember().then((member) => member.client.post('/api/follows', { categoryId: 1 }));
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    await runScheduled(backgroundScope(env), '0 8 * * 1', Date.parse('2026-10-26T07:00:00Z') + 3_600_000);
    const queued = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((job) => job.job === 'weekly-digest')).toBe(true);
    send.mockClear();
    await runScheduled(backgroundScope(env), '0 7 * * 1', Date.parse('2026-10-26T07:00:00Z'));
    expect(send.mock.calls.map((call) => call[0]).filter(isJob)).toEqual([]);
  });

  it("holds the week's new items of what the member follows (not their own) and the coming events; nothing for those who opted out", async () => {
    const until = Date.parse('2031-03-10T08:00:00Z');
    const [reader, author, quiet] = await Promise.all([createMember({ fullName: 'Rita Resumo' }), createMember(), createMember()]);
    const category = await categoryId('Saúde Mental');
    await reader.client.post('/api/follows', { categoryId: category });
    await quiet.client.post('/api/follows', { categoryId: category });
    await quiet.client.request('PUT', '/api/me/email-preferences', { comments: 'immediate', events: 'immediate', following: 'off' });
    await insertRows('articles', author.id, [
      { title: 'Novo desta semana', categoryId: category, createdAt: '2031-03-08T10:00:00.000Z' },
      { title: 'Antigo demais', categoryId: category, createdAt: '2031-02-20T10:00:00.000Z' },
    ]);
    await insertRows('articles', reader.id, [{ title: 'Do próprio leitor', categoryId: category, createdAt: '2031-03-09T10:00:00.000Z' }]);

    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    expect(await sendWeeklyDigests(backgroundScope(env), [reader.id], until)).toBe(1);
    const [digest] = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
    expect(digest).toMatchObject({ kind: 'weekly-digest', subject: 'A sua semana na Rede TO', to: `${reader.username.toLowerCase()}@example.pt` });
    expect(digest!.text).toContain('Novo desta semana');
    expect(digest!.text).not.toContain('Antigo demais');
    expect(digest!.text).not.toContain('Do próprio leitor');
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The link of the digest turns the digest off.
    const done = await new Client().post(`/api/email-preferences/unsubscribe${unsubscribeLink(digest!).search}`);
    expect(done.body.kind).toBe('following');

    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    await runScheduled(backgroundScope(env), '0 7 * * 1', Date.parse('2031-03-10T08:00:00Z'));
    const listed = (send.mock.calls.map((call) => call[0]).filter(isJob) as Extract<Job, { job: 'weekly-digest' }>[]).flatMap((job) => job.memberIds);
    expect(listed).not.toContain(quiet.id);
    expect(listed).not.toContain(reader.id);
  });
});
