import { mentionedUsernames, mentionSpans, MENTIONS_MAX, TOO_MANY_MENTIONS, withMentionLinks } from '#contract/mentions';
import type { PortalNotification } from '#contract/notifications-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runJob } from '../../worker/services/jobs';
import { listDigestMembers } from '../../worker/db/queries/weekly-digest';
import { sendWeeklyDigests } from '../../worker/services/weekly-digest';
import { backgroundScope } from '../../worker/runtime/scope';
import { insertRows } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { answerWith, env, ORIGIN } from './helpers';
import { runQueuedJobs } from './mail-helpers';
import type { Bindings } from '../../worker/env';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';

// Mentions (docs/rules/mentions.md): @username in a comment links to the member and tells them once per text.

afterEach(() => {
  vi.restoreAllMocks();
});

type SentMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** Runs the mentions jobs the requests in `act` queued and answers the e-mails they queued. */
const withJobs = (act: () => Promise<unknown>) => runQueuedJobs('mentions', act) as Promise<SentMail[]>;

const mentionsOf = async (member: Member) => (await member.client.get<PortalNotification[]>('/api/notifications')).body.filter((notification) => notification.kind === 'mention');

describe('finding mentions in a text', () => {
  it('finds @username at a word start, lower-cased, once each, and leaves e-mail addresses and a sentence’s full stop alone', () => {
    expect(mentionedUsernames('Obrigada @Ana.Silva e @joao_p. Falem com @ana.silva!')).toEqual(['ana.silva', 'joao_p']);
    expect(mentionedUsernames('Escreva para geral@rede-to.pt ou @a (curto demais)')).toEqual([]);
    expect(mentionedUsernames('(@rita-m), @rui.')).toEqual(['rita-m', 'rui']);
    expect(mentionSpans('olá @rui.')).toEqual([{ username: 'rui', start: 4, end: 8 }]);
  });

  it('reads 200,000 characters of @ and letters in linear time', () => {
    const started = performance.now();
    mentionedUsernames('@a.'.repeat(70_000));
    mentionedUsernames(`@${'a'.repeat(200_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('mentions in comments', () => {
  it('tells each member mentioned once, never the writer, by notification and e-mail, with a link to the comment', async () => {
    const [author, writer, ana, rui] = await Promise.all([createMember(), createMember({ fullName: 'Clara Mendes' }), createMember(), createMember()]);
    await rui.client.request('PUT', '/api/me/email-preferences', { mentions: 'off' });
    const [articleId] = await insertRows('articles', author.id, [{ title: 'Artigo com menções', categoryId: await categoryId() }]);
    let commentId = 0;
    const mails = await withJobs(async () => {
      const created = await writer.client.post<{ id: number }>('/api/comments', {
        articleId,
        content: `Concordo, @${ana.username}. Veja também @${rui.username}, @${writer.username}, @ninguem-com-este-nome e de novo @${ana.username}.`,
      });
      expect(created.status).toBe(201);
      commentId = created.body.id;
    });

    expect(await mentionsOf(ana)).toEqual([
      expect.objectContaining({ count: 1, actor: expect.objectContaining({ id: writer.id }), target: { type: 'comment', id: commentId, title: 'Artigo com menções', url: `/articles/${articleId}` } }),
    ]);
    expect(await mentionsOf(rui)).toHaveLength(1);
    expect(await mentionsOf(writer)).toEqual([]);
    expect(await mentionsOf(author)).toEqual([]);
    // Rui turned mention e-mails off: only Ana is e-mailed.
    expect(mails.map((mail) => mail.to)).toEqual([`${ana.username}@example.pt`]);
    expect(mails[0]!.subject).toBe('Clara Mendes fez-lhe uma menção em «Artigo com menções»');
    expect(mails[0]!.text).toContain(`/articles/${articleId}#comentarios`);
    expect(mails[0]!.text).toContain('Concordo, @');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells only whom an edit adds, and nobody twice when the job is delivered again', async () => {
    const [author, ana, rui] = await Promise.all([createMember(), createMember(), createMember()]);
    const [articleId] = await insertRows('articles', author.id, [{ title: 'Artigo editado', categoryId: await categoryId() }]);
    let commentId = 0;
    await withJobs(async () => {
      commentId = (await author.client.post<{ id: number }>('/api/comments', { articleId, content: `Pergunta para @${ana.username}` })).body.id;
    });
    const again = await withJobs(async () => {
      const edited = await author.client.request('PATCH', `/api/comments/${commentId}`, { content: `Pergunta para @${ana.username} e @${rui.username}` });
      expect(edited.status).toBe(200);
    });
    await runJob(backgroundScope(env), { job: 'mentions', place: { type: 'comment', id: commentId } });
    expect((await ana.client.post('/api/notifications/read', { all: true })).status).toBe(200);
    await runJob(backgroundScope(env), { job: 'mentions', place: { type: 'comment', id: commentId } });

    expect(await mentionsOf(ana)).toEqual([expect.objectContaining({ count: 1 })]);
    expect(await mentionsOf(rui)).toEqual([expect.objectContaining({ count: 1 })]);
    expect(again.map((mail) => mail.to)).toEqual([`${rui.username}@example.pt`]);
  });

  it('tells nobody of a comment on a hidden item, nor a member outside the closed community the item is in', async () => {
    const [author, insider, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
    const community = await env.DB.prepare("INSERT INTO communities (slug, name, description, kind, visibility) VALUES (?, 'Grupo fechado de teste', 'Só membros.', 'interest', 'closed') RETURNING id")
      .bind(`fechado-${author.id}`)
      .first<{ id: number }>();
    await env.DB.batch([author.id, insider.id].map((id) => env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(community!.id, id)));
    const [closedArticle, hiddenArticle] = await insertRows('articles', author.id, [
      { title: 'No grupo fechado', categoryId: await categoryId() },
      { title: 'Ocultado', categoryId: await categoryId() },
    ]);
    await env.DB.prepare('UPDATE articles SET community_id = ? WHERE id = ?').bind(community!.id, closedArticle).run();
    const [commentOnClosed, commentOnHidden] = await env.DB.batch([
      env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?) RETURNING id').bind(`@${insider.username} @${outsider.username}`, author.id, closedArticle),
      env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?) RETURNING id').bind(`@${insider.username}`, author.id, hiddenArticle),
    ]);
    await env.DB.prepare("UPDATE articles SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_reason = 'Teste', hidden_cause = 'moderator' WHERE id = ?").bind(hiddenArticle).run();

    await runJob(backgroundScope(env), { job: 'mentions', place: { type: 'comment', id: (commentOnClosed!.results[0] as { id: number }).id } });
    await runJob(backgroundScope(env), { job: 'mentions', place: { type: 'comment', id: (commentOnHidden!.results[0] as { id: number }).id } });

    expect(await mentionsOf(insider)).toEqual([expect.objectContaining({ target: expect.objectContaining({ title: 'No grupo fechado' }) })]);
    expect(await mentionsOf(outsider)).toEqual([]);
  });

  it(`refuses more than ${MENTIONS_MAX} members in one comment, in Portuguese, writing nothing`, async () => {
    const author = await createMember();
    const [articleId] = await insertRows('articles', author.id, [{ title: 'Demasiadas menções', categoryId: await categoryId() }]);
    const before = await countRows('comments');
    const names = Array.from({ length: MENTIONS_MAX + 1 }, (_, index) => `@colega${index}`).join(' ');
    const refused = await author.client.post('/api/comments', { articleId, content: names });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY_MENTIONS);
    expect(await countRows('comments')).toBe(before);
    const sameTenTwice = Array.from({ length: 2 * MENTIONS_MAX }, (_, index) => `@colega${index % MENTIONS_MAX}`).join(' ');
    expect((await author.client.post('/api/comments', { articleId, content: sameTenTwice })).status).toBe(201);
  });
});

describe('a mention’s link', () => {
  it('leads from /members/@username to the member’s profile, in any capitals; a username nobody has is left to the profile screen', async () => {
    const member = await createMember();
    const asked: string[] = [];
    // Static assets that answer the page's shell, and say whether the Worker went on to draw a page.
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        asked.push(new URL(input instanceof Request ? input.url : input).pathname);
        return new Response('<!doctype html><div id="root"></div><!--/root-->', { headers: { 'Content-Type': 'text/html' } });
      },
    };
    const open = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await answerWith(new Request(`${ORIGIN}${path}`), { ...env, ASSETS: assets } as unknown as Bindings, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const found = await open(`/members/@${member.username.toUpperCase()}`);
    expect(found.status).toBe(302);
    expect(found.headers.get('Location')).toBe(`/members/${member.id}`);
    expect(asked).toEqual([]);
    // A username with a '.' (as the demo members' 'ana.silva') is a mention, not a file's name.
    const dotted = await createMember({ username: `ana.${member.username}` });
    const withDot = await open(`/members/@${dotted.username}`);
    expect(withDot.status).toBe(302);
    expect(withDot.headers.get('Location')).toBe(`/members/${dotted.id}`);
    expect(asked).toEqual([]);
    const unknown = await open('/members/@ninguem-tem-este');
    expect(unknown.status).not.toBe(302);
    expect(asked).toContain('/route-chunks.json');
    // The profile screen's server render loads module by module in the test runner the first time.
  }, 60_000);
});

describe('mentions in questions and answers', () => {
  const questionInput = (content: string, extra: Record<string, unknown> = {}) => ({
    title: 'Uma pergunta com menções para colegas',
    content: `<p>${content} Que estratégias usam para a motricidade fina?</p>`,
    ...extra,
  });

  it('tells the members a question and an answer mention, never naming an anonymous asker, by notification and e-mail', async () => {
    const [asker, answerer, ana, rui] = await Promise.all([createMember({ fullName: 'Quem Pergunta Anónima' }), createMember({ fullName: 'Rita Responde' }), createMember(), createMember()]);
    let questionId = 0;
    const mails = await withJobs(async () => {
      const asked = await asker.client.post<{ id: number }>('/api/questions', questionInput(`Olá @${ana.username},`, { anonymous: true }));
      expect(asked.status).toBe(201);
      questionId = asked.body.id;
      const answered = await answerer.client.post(`/api/questions/${questionId}/answers`, { content: `<p>Concordo com a pergunta; @${rui.username} sabe mais.</p>` });
      expect(answered.status).toBe(201);
    });
    const [toAna] = await mentionsOf(ana);
    expect(toAna).toEqual(expect.objectContaining({ actor: null, target: expect.objectContaining({ type: 'question', id: questionId, url: `/perguntas/${questionId}` }) }));
    const [toRui] = await mentionsOf(rui);
    expect(toRui).toEqual(expect.objectContaining({ actor: expect.objectContaining({ id: answerer.id }), target: expect.objectContaining({ type: 'answer', url: `/perguntas/${questionId}` }) }));
    const anaMail = mails.find((mail) => mail.to === `${ana.username}@example.pt`)!;
    expect(anaMail.subject).toBe('Membro da Rede TO fez-lhe uma menção em «Uma pergunta com menções para colegas»');
    expect(anaMail.text).not.toContain('Quem Pergunta');
    expect(mails.find((mail) => mail.to === `${rui.username}@example.pt`)!.text).toContain('Rita Responde fez-lhe uma menção numa resposta à pergunta');
  });

  it('tells nobody outside the closed community a question is in, and refuses more than ten members', async () => {
    const [asker, outsider] = await Promise.all([createMember(), createMember()]);
    const community = await env.DB.prepare("INSERT INTO communities (slug, name, description, kind, visibility) VALUES (?, 'Grupo fechado de perguntas', '', 'interest', 'closed') RETURNING id")
      .bind(`perguntas-${asker.id}`)
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'member')").bind(community!.id, asker.id).run();
    await withJobs(async () => {
      expect((await asker.client.post('/api/questions', questionInput(`@${outsider.username}`, { communityId: community!.id }))).status).toBe(201);
    });
    expect(await mentionsOf(outsider)).toEqual([]);
    const tooMany = Array.from({ length: MENTIONS_MAX + 1 }, (_, index) => `@colega${index}`).join(' ');
    const refused = await asker.client.post('/api/questions', questionInput(tooMany));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY_MENTIONS);
  });

  it('links each @username of a text, never inside a tag or a link', () => {
    expect(withMentionLinks('<p>Olá @ana.silva, veja <a href="/x">@rui</a> e <em>@joao</em>.</p>')).toBe(
      '<p>Olá <a href="/members/@ana.silva">@ana.silva</a>, veja <a href="/x">@rui</a> e <em><a href="/members/@joao">@joao</a></em>.</p>',
    );
    expect(withMentionLinks('<img alt="@ana">')).toBe('<img alt="@ana">');
  });
});

describe('mentions wanted weekly', () => {
  it('are not e-mailed at once but listed in the Monday digest, as the bell says them, with a link', async () => {
    const [author, weekly] = await Promise.all([createMember({ fullName: 'Teresa Escreve' }), createMember()]);
    expect((await weekly.client.request('PUT', '/api/me/email-preferences', { mentions: 'weekly' })).status).toBe(200);
    const [articleId] = await insertRows('articles', author.id, [{ title: 'Artigo do resumo semanal', categoryId: await categoryId() }]);
    const atOnce = await withJobs(async () => {
      expect((await author.client.post('/api/comments', { articleId, content: `Leia isto, @${weekly.username}.` })).status).toBe(201);
    });
    expect(atOnce).toEqual([]);
    const until = Date.now() + 60_000;
    expect(await listDigestMembers(env.DB, { since: new Date(until - 7 * 24 * 3600_000).toISOString(), until: new Date(until).toISOString() })).toContain(weekly.id);
    const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    expect(await sendWeeklyDigests(backgroundScope(env), [weekly.id], until)).toBe(1);
    const [digest] = sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as SentMail));
    expect(digest!.to).toBe(`${weekly.username}@example.pt`);
    expect(digest!.text).toContain('Avisos da semana:');
    expect(digest!.text).toContain('Teresa Escreve fez-lhe uma menção num comentário em «Artigo do resumo semanal»');
    expect(digest!.text).toContain(`/articles/${articleId}`);
  });
});
