import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_MAIL_INTERVAL_MS } from '../../worker/db/queries/comment-mails';
import { deleteExpiredRows } from '../../worker/db/queries/maintenance';
import { COMMENT_MAIL_CRON, sendWaitingCommentMails } from '../../worker/services/comment-mails';
import { runScheduled } from '../../worker/services/scheduled';
import { articleInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { env } from './helpers';
import { watchMail } from './mail-helpers';
import { backgroundScope } from '../../worker/runtime/scope';

// Comments on one item are e-mailed to its author at most once an hour, grouped (decision 064): the
// first after a quiet hour at once, the later ones together once the hour is over, by the scheduled
// sender or with the first comment after the hour. Never one lost, never one sent twice.

vi.setConfig({ testTimeout: 120_000 });

const HOUR = COMMENT_MAIL_INTERVAL_MS;

let mail: ReturnType<typeof watchMail>;
beforeEach(() => {
  mail = watchMail();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const addressOf = (member: Member) => `${member.username.toLowerCase()}@example.pt`;

/** An author, their article and `readers` other members to comment on it. */
async function commentedArticle(readers = 3, title = 'Artigo muito comentado') {
  const author = await createMember({ fullName: 'Alice Autora' });
  const article = await author.client.post('/api/articles', articleInput({ title, categoryId: await categoryId() }));
  expect(article.status).toBe(201);
  const others = await Promise.all(Array.from({ length: readers }, (_, index) => createMember({ fullName: `Leitor ${index + 1}` })));
  const comment = async (member: Member, content: string) => {
    const response = await member.client.post('/api/comments', { articleId: article.body.id, content });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };
  return { author, articleId: article.body.id as number, others, comment };
}

/** The e-mails about comments sent to `member` so far. */
const commentMailsTo = (member: Member) => mail.to(addressOf(member)).filter((one) => one.kind === 'comment-notice');

/** Moves the item's last e-mail back by an hour and a second, as if the hour had passed. */
const anHourLater = (articleId: number) =>
  env.DB.prepare("UPDATE comment_mails SET mailed_at = mailed_at - ? WHERE target_type = 'article' AND target_id = ?")
    .bind(HOUR + 1000, articleId)
    .run();

describe('comments e-mailed to the author', () => {
  it('25 comments in an hour: one e-mail at once, one grouped e-mail with every later comment after the hour, and nothing more when the sender runs again', async () => {
    const { author, others, comment } = await commentedArticle(5);
    mail.clear();
    const texts = Array.from({ length: 25 }, (_, index) => `Comentário número ${index + 1}: uma ideia para a prática.`);
    for (const [index, text] of texts.entries()) await comment(others[index % others.length]!, text);

    const [first, ...none] = commentMailsTo(author);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ subject: 'Novo comentário em «Artigo muito comentado»' });
    expect(first!.text).toContain('Leitor 1 comentou «Artigo muito comentado».');
    expect(first!.text).toContain(`«${texts[0]}»`);

    // Within the hour the sender finds nothing to send.
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now())).toBe(0);
    expect(commentMailsTo(author)).toHaveLength(1);

    // After it, the cron groups the other 24 in one e-mail, each with its text.
    const later = Date.now() + HOUR + 1000;
    await runScheduled(backgroundScope(env), COMMENT_MAIL_CRON, later);
    const sent = commentMailsTo(author);
    expect(sent).toHaveLength(2);
    const grouped = sent[1]!;
    expect(grouped.subject).toBe('24 novos comentários em «Artigo muito comentado»');
    expect(grouped.text).toContain('Há 24 novos comentários em «Artigo muito comentado»:');
    for (const text of texts.slice(1)) expect(grouped.text).toContain(`: «${text}»`);
    expect(grouped.text).not.toContain(texts[0]);
    expect(grouped.headers?.['List-Unsubscribe']).toMatch(/cancelar-subscricao\?token=/);

    // Running the sending step again sends nothing new.
    expect(await sendWaitingCommentMails(backgroundScope(env), later)).toBe(0);
    expect(await sendWaitingCommentMails(backgroundScope(env), later + 2 * HOUR)).toBe(0);
    expect(commentMailsTo(author)).toHaveLength(2);
    // The bell still counts every comment on the one unread notification.
    const bell = await author.client.get('/api/notifications');
    expect(bell.body[0]).toMatchObject({ kind: 'comment', count: 25 });
  });

  it('the first comment after the hour brings the waiting ones with it, and the sender then finds nothing', async () => {
    const { author, articleId, others, comment } = await commentedArticle(2);
    mail.clear();
    await comment(others[0]!, 'Primeiro comentário.');
    await comment(others[1]!, 'Segundo comentário.');
    await comment(others[0]!, 'Terceiro comentário.');
    expect(commentMailsTo(author)).toHaveLength(1);
    await anHourLater(articleId);
    await comment(others[1]!, 'Quarto comentário.');
    const sent = commentMailsTo(author);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe('3 novos comentários em «Artigo muito comentado»');
    expect(sent[1]!.text).toContain('Leitor 2: «Segundo comentário.»');
    expect(sent[1]!.text).toContain('Leitor 1: «Terceiro comentário.»');
    expect(sent[1]!.text).toContain('Leitor 2: «Quarto comentário.»');
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now() + 2 * HOUR)).toBe(0);
    expect(commentMailsTo(author)).toHaveLength(2);
  });

  it('two runs of the sender at once send the waiting comments once', async () => {
    const { author, others, comment } = await commentedArticle(2);
    mail.clear();
    await comment(others[0]!, 'Um comentário.');
    await comment(others[1]!, 'Outro comentário.');
    await comment(others[0]!, 'Mais um comentário.');
    const later = Date.now() + HOUR + 1000;
    const counts = await Promise.all([
      sendWaitingCommentMails(backgroundScope(env), later),
      sendWaitingCommentMails(backgroundScope(env), later),
      sendWaitingCommentMails(backgroundScope(env), later),
    ]);
    expect(counts.sort()).toEqual([0, 0, 1]);
    expect(commentMailsTo(author).map((one) => one.subject)).toEqual(['Novo comentário em «Artigo muito comentado»', '2 novos comentários em «Artigo muito comentado»']);
  });

  it('never tells the author of their own comments, nor of hidden ones, and sends nothing to an author who turned comment e-mails off', async () => {
    const { author, others, comment } = await commentedArticle(2);
    mail.clear();
    await comment(others[0]!, 'O primeiro.');
    await comment(author, 'Obrigada, a autora.');
    const hidden = await comment(others[1]!, 'Um comentário que a moderação escondeu.');
    await comment(others[1]!, 'Um comentário visível.');
    await env.DB.prepare("UPDATE comments SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Fora do tema.', hidden_cause = 'moderator' WHERE id = ?").bind(hidden.id).run();
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now() + HOUR + 1000)).toBe(1);
    const grouped = commentMailsTo(author)[1]!;
    expect(grouped.subject).toBe('Novo comentário em «Artigo muito comentado»');
    expect(grouped.text).toContain('Leitor 2 comentou «Artigo muito comentado».');
    expect(grouped.text).toContain('«Um comentário visível.»');
    expect(grouped.text).not.toContain('a autora');
    expect(grouped.text).not.toContain('moderação escondeu');

    const quiet = await commentedArticle(1, 'Artigo de quem não quer e-mails');
    await quiet.author.client.request('PUT', '/api/me/email-preferences', { comments: 'off', events: 'immediate', following: 'weekly' });
    await quiet.comment(quiet.others[0]!, 'Ninguém recebe este.');
    expect(commentMailsTo(quiet.author)).toEqual([]);
  });

  it('drops the waiting comments of an author who turned comment e-mails off meanwhile', async () => {
    const { author, others, comment } = await commentedArticle(1);
    mail.clear();
    await comment(others[0]!, 'Antes de desligar.');
    await comment(others[0]!, 'À espera da hora.');
    await author.client.request('PUT', '/api/me/email-preferences', { comments: 'off', events: 'immediate', following: 'weekly' });
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now() + HOUR + 1000)).toBe(0);
    expect(commentMailsTo(author)).toHaveLength(1);
  });

  it('gives a claim back when its e-mail cannot be queued: the comments wait for the next run, then go once', async () => {
    const { author, others, comment } = await commentedArticle(2);
    await comment(others[0]!, 'Primeiro, enviado já.');
    await comment(others[1]!, 'Segundo, à espera.');
    mail.clear();
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    send.mockRejectedValueOnce(new Error('fila indisponível'));
    const later = Date.now() + HOUR + 1000;
    await expect(sendWaitingCommentMails(backgroundScope(env), later)).rejects.toThrow('fila indisponível');
    expect(await sendWaitingCommentMails(backgroundScope(env), later)).toBe(1);
    const delivered = send.mock.calls.slice(1).map(([body]) => body as { to: string; text: string });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: addressOf(author) });
    expect(delivered[0]!.text).toContain('«Segundo, à espera.»');
    expect(await sendWaitingCommentMails(backgroundScope(env), later + HOUR)).toBe(0);
  });

  it("still answers 201 when the comment's own e-mail cannot be queued, and the scheduled sender e-mails it", async () => {
    const { author, others } = await commentedArticle(1);
    const articles = await author.client.get(`/api/articles?authorId=${author.id}`);
    const articleId = (articles.body as { id: number }[])[0]!.id;
    mail.clear();
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    send.mockRejectedValueOnce(new Error('fila indisponível'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await others[0]!.client.post('/api/comments', { articleId, content: 'Um comentário que fica.' });
    expect(response.status).toBe(201);
    expect(quiet).toHaveBeenCalled();
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now())).toBe(1);
    const delivered = send.mock.calls.slice(1).map(([body]) => body as { to: string; text: string });
    expect(delivered).toEqual([expect.objectContaining({ to: addressOf(author) })]);
    expect(delivered[0]!.text).toContain('«Um comentário que fica.»');
  });

  it('lists at most 50 comments in one e-mail and counts the rest', async () => {
    const { author, articleId, others, comment } = await commentedArticle(1);
    await comment(others[0]!, 'O primeiro.');
    // Sixty more, written straight to D1 as if they had waited (the write limit is 120 an hour).
    for (let index = 1; index <= 60; index++) {
      await env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?)').bind(`Mais um, o ${index}.`, others[0]!.id, articleId).run();
    }
    await env.DB.prepare("UPDATE comment_mails SET waiting = 60 WHERE target_type = 'article' AND target_id = ?").bind(articleId).run();
    mail.clear();
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now() + HOUR + 1000)).toBe(1);
    const [grouped] = commentMailsTo(author);
    expect(grouped!.subject).toBe('60 novos comentários em «Artigo muito comentado»');
    expect(grouped!.text).toContain('«Mais um, o 50.»');
    expect(grouped!.text).not.toContain('«Mais um, o 51.»');
    expect(grouped!.text).toContain('E mais 10 comentários, que pode ler na página.');
  });

  it('the daily maintenance forgets items e-mailed more than a day ago with nothing waiting', async () => {
    const { articleId, others, comment } = await commentedArticle(1);
    await comment(others[0]!, 'Um comentário.');
    const row = () => env.DB.prepare("SELECT waiting FROM comment_mails WHERE target_type = 'article' AND target_id = ?").bind(articleId).first();
    const now = Date.now();
    const cutoffs = { revocationsExpiredBefore: 0, sessionsLastSeenBefore: '1970-01-01', rateLimitWindowsStartedBefore: 0, emailTokensExpiredBefore: 0, digestWeeksBefore: '1970-01-05' };
    await deleteExpiredRows(env.DB, { ...cutoffs, commentMailsIdleBefore: now - 24 * HOUR });
    expect(await row()).toEqual({ waiting: 0 });
    await deleteExpiredRows(env.DB, { ...cutoffs, commentMailsIdleBefore: now + 24 * HOUR });
    expect(await row()).toBeNull();
  });
});

describe('every e-mail about comments quotes each comment it tells of', () => {
  /** A comment of `length` characters, with markup and quotes that the HTML part must escape. */
  const longComment = (label: string, length: number) => {
    const start = `${label} <b>negrito</b> & "aspas" — `;
    return start + 'x'.repeat(length - start.length);
  };
  /** A member's text as the HTML part shows it: escaped, with a zero-width space after '.', ':' and '@' (no address becomes a link). */
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[.:@]/g, '$&\u200b');

  it("the first e-mail, at once: the commenter's name and the whole comment up to 500 characters, in the text and the escaped HTML", async () => {
    const { author, others, comment } = await commentedArticle(1);
    mail.clear();
    const text = longComment('Primeiro', 480);
    await comment(others[0]!, text);
    const [notice] = commentMailsTo(author);
    expect(notice!.text).toContain('Leitor 1 comentou «Artigo muito comentado».');
    expect(notice!.text).toContain(`«${text}»`);
    expect(notice!.html).toContain('Leitor 1 comentou');
    expect(notice!.html).toContain(`«${escaped(text)}»`);
    expect(notice!.html).not.toContain('<b>negrito</b>');
  });

  it('a comment longer than 500 characters is quoted up to 500, ending in …', async () => {
    const { author, others, comment } = await commentedArticle(1);
    mail.clear();
    const text = longComment('Longo', 800);
    await comment(others[0]!, text);
    const [notice] = commentMailsTo(author);
    // The item's title is quoted too («…»): the comment is the quote that begins with its text.
    const quoted = [...notice!.text.matchAll(/«([^»]*)»/g)].map((match) => match[1]!).find((quote) => quote.startsWith('Longo'))!;
    expect(Array.from(quoted)).toHaveLength(500);
    expect(quoted.endsWith('…')).toBe(true);
    expect(text.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(notice!.html).toContain(`«${escaped(quoted)}»`);
  });

  it('the grouped e-mail, by the scheduled sender and by the first comment after the hour: each comment with its author, in both parts', async () => {
    const { author, articleId, others, comment } = await commentedArticle(3);
    await comment(others[0]!, 'O primeiro, enviado logo.');
    mail.clear();
    const waiting = [longComment('Segundo', 490), longComment('Terceiro', 300)];
    await comment(others[1]!, waiting[0]!);
    await comment(others[2]!, waiting[1]!);
    const later = Date.now() + HOUR + 1000;
    await runScheduled(backgroundScope(env), COMMENT_MAIL_CRON, later);
    const [grouped] = commentMailsTo(author);
    expect(grouped!.text).toContain(`Leitor 2: «${waiting[0]}»`);
    expect(grouped!.text).toContain(`Leitor 3: «${waiting[1]}»`);
    expect(grouped!.html).toContain(`Leitor 2: «${escaped(waiting[0]!)}»`);
    expect(grouped!.html).toContain(`Leitor 3: «${escaped(waiting[1]!)}»`);

    // Two more: one waits, the first after the next hour brings it along.
    mail.clear();
    await comment(others[0]!, 'Espera pela hora.');
    // The grouped e-mail was dated `later`: an hour after it is over.
    await env.DB.prepare("UPDATE comment_mails SET mailed_at = mailed_at - ? WHERE target_type = 'article' AND target_id = ?")
      .bind(later - Date.now() + HOUR + 1000, articleId)
      .run();
    await comment(others[1]!, longComment('Depois da hora', 450));
    const [brought] = commentMailsTo(author);
    expect(brought!.text).toContain('Leitor 1: «Espera pela hora.»');
    expect(brought!.text).toContain(`Leitor 2: «${longComment('Depois da hora', 450)}»`);
    expect(brought!.html).toContain(`Leitor 2: «${escaped(longComment('Depois da hora', 450))}»`);
  });

  it('quotes every comment of a busy hour, each up to 500 characters, within a queue message', async () => {
    const { author, articleId, others, comment } = await commentedArticle(1);
    await comment(others[0]!, 'O primeiro.');
    const texts = Array.from({ length: 30 }, (_, index) => longComment(`Número ${index + 1}.`, 500));
    for (const text of texts) await env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?)').bind(text, others[0]!.id, articleId).run();
    await env.DB.prepare("UPDATE comment_mails SET waiting = 30 WHERE target_type = 'article' AND target_id = ?").bind(articleId).run();
    mail.clear();
    expect(await sendWaitingCommentMails(backgroundScope(env), Date.now() + HOUR + 1000)).toBe(1);
    const [grouped] = commentMailsTo(author);
    for (const text of texts) expect(grouped!.text).toContain(`Leitor 1: «${text}»`);
    expect(grouped!.text).not.toContain('E mais');
    expect(new TextEncoder().encode(JSON.stringify(grouped)).length).toBeLessThan(128 * 1024);
  });
});
