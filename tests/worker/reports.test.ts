import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

/*
 * Reports (docs/rules/trust.md): who may report what, once; three members hide an item, one
 * report of patient data by a verified therapist or a member confirmed for 7 days hides it at once;
 * an item a moderator restored waits for reports made since; the hourly allowance.
 */

let author: Member;
let moderator: Member;
let category: number;

/** A member whose e-mail was confirmed `days` days ago. */
async function confirmedDaysAgo(days: number): Promise<Member> {
  const member = await createMember();
  await env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?").bind(`-${days} days`, member.id).run();
  return member;
}

const reportsCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM reports').first<{ n: number }>())!.n;
const logCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM moderation_log').first<{ n: number }>())!.n;
const hiddenOf = (table: string, id: number) =>
  env.DB.prepare(`SELECT hidden_at AS hiddenAt, hidden_cause AS hiddenCause, hidden_reason AS hiddenReason FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<{ hiddenAt: string | null; hiddenCause: string | null; hiddenReason: string | null }>();

async function newArticle(by: Member = author): Promise<number> {
  const response = await by.client.post('/api/articles', articleInput({ categoryId: category }));
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

beforeAll(async () => {
  author = await createMember({ fullName: 'Autora Denunciada' });
  moderator = await createMember({ role: 'moderator' });
  category = await categoryId();
});

describe('POST /api/reports: who may report', () => {
  it('answers 201 to a confirmed member, 401 to a visitor and a suspended member, 403 to an unconfirmed one, 400 to the author; refusals write nothing', async () => {
    const article = await newArticle();
    const before = await reportsCount();
    const body = { targetType: 'article', targetId: article, reason: 'spam' };
    const visitor = await new Client().post('/api/reports', body);
    expect(visitor.status).toBe(401);
    const suspended = await (await createMember({ suspended: true })).client.post('/api/reports', body);
    expect(suspended.status).toBe(401);
    const unconfirmed = await (await createMember({ emailVerified: false })).client.post('/api/reports', body);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.message).toMatch(/Confirme o seu endereço de e-mail/);
    const own = await author.client.post('/api/reports', body);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('Não pode denunciar o seu próprio conteúdo nem o seu perfil.');
    expect(await reportsCount()).toBe(before);

    for (const role of ['member', 'moderator', 'admin'] as const) {
      const reporter = await createMember({ role });
      const created = await reporter.client.post('/api/reports', body);
      expect(created.status, role).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number) });
    }
    expect(await reportsCount()).toBe(before + 3);
  });

  it('answers 409 the second time by the same member, and writes nothing', async () => {
    const article = await newArticle();
    const reporter = await createMember();
    const body = { targetType: 'article', targetId: article, reason: 'ofensivo', details: 'Linguagem insultuosa.' };
    expect((await reporter.client.post('/api/reports', body)).status).toBe(201);
    const before = await reportsCount();
    const again = await reporter.client.post('/api/reports', { ...body, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já denunciou este conteúdo: cada membro denuncia o mesmo conteúdo uma vez.');
    expect(await reportsCount()).toBe(before);
  });

  it('answers 404 for a target that does not exist or is hidden, 400 for bad input, and reports every kind', async () => {
    const reporter = await createMember();
    expect((await reporter.client.post('/api/reports', { targetType: 'article', targetId: 99999999, reason: 'spam' })).status).toBe(404);
    const hidden = await newArticle();
    await env.DB.prepare("UPDATE articles SET hidden_at = '2026-01-01T00:00:00.000Z', hidden_cause = 'moderator' WHERE id = ?").bind(hidden).run();
    expect((await reporter.client.post('/api/reports', { targetType: 'article', targetId: hidden, reason: 'spam' })).status).toBe(404);
    const suspended = await createMember({ suspended: true });
    expect((await reporter.client.post('/api/reports', { targetType: 'user', targetId: suspended.id, reason: 'spam' })).status).toBe(404);
    const noDetails = await reporter.client.post('/api/reports', { targetType: 'article', targetId: await newArticle(), reason: 'outro' });
    expect(noDetails.status).toBe(400);
    expect(noDetails.body.errors.details).toBe('Descreva o motivo da denúncia.');
    expect((await reporter.client.post('/api/reports', { targetType: 'planeta', targetId: 1, reason: 'spam' })).status).toBe(400);
    expect((await reporter.client.post('/api/reports', { targetType: 'article', targetId: 1, reason: 'aborrecido' })).status).toBe(400);
    expect((await reporter.client.post('/api/reports', { targetType: 'article', targetId: 1, reason: 'outro', details: 'x'.repeat(1001) })).status).toBe(400);

    const ids = {
      article: await newArticle(),
      protocol: ((await author.client.post('/api/protocols', protocolInput({ categoryId: category }))).body as { id: number }).id,
      event: ((await author.client.post('/api/events', eventInput())).body as { id: number }).id,
      opportunity: ((await author.client.post('/api/opportunities', opportunityInput())).body as { id: number }).id,
      volunteering: ((await author.client.post('/api/volunteering', volunteeringInput())).body as { id: number }).id,
      comment: ((await author.client.post('/api/comments', { articleId: await newArticle(), content: 'Um comentário.' })).body as { id: number }).id,
      user: author.id,
    };
    for (const [targetType, targetId] of Object.entries(ids)) {
      const response = await reporter.client.post('/api/reports', { targetType, targetId, reason: 'outro', details: 'Parece-me fora do tema.' });
      expect(response.status, targetType).toBe(201);
    }
  });
});

describe('reports that hide', () => {
  it('three members reporting at the same time hide the article exactly once, with one log row', async () => {
    const article = await newArticle();
    const reporters = await Promise.all([createMember(), createMember(), createMember()]);
    const logBefore = await logCount();
    const answers = await Promise.all(reporters.map((reporter) => reporter.client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const hidden = await hiddenOf('articles', article);
    expect(hidden).toEqual({ hiddenAt: expect.any(String), hiddenCause: 'reports', hiddenReason: 'Oculto após denúncias, até decisão da moderação.' });
    expect(await logCount()).toBe(logBefore + 1);
    const log = await env.DB.prepare("SELECT actor_id AS actorId, action, target_title AS title FROM moderation_log WHERE target_type = 'article' AND target_id = ?").bind(article).all();
    expect(log.results).toEqual([{ actorId: null, action: 'hide', title: 'Intervenção sensorial na escola' }]);
  });

  it('two reports do not hide; a profile is never hidden by reports', async () => {
    const article = await newArticle();
    for (let i = 0; i < 2; i++) expect((await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' })).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    const profile = await createMember();
    for (let i = 0; i < 3; i++) expect((await (await createMember()).client.post('/api/reports', { targetType: 'user', targetId: profile.id, reason: 'spam' })).status).toBe(201);
    const row = await env.DB.prepare('SELECT suspended_at AS suspendedAt FROM users WHERE id = ?').bind(profile.id).first<{ suspendedAt: string | null }>();
    expect(row!.suspendedAt).toBeNull();
  });

  it("one report of patient data by a member confirmed for 7 days hides a comment at once (cause 'patient-data')", async () => {
    const article = await newArticle();
    const commenter = await createMember();
    const comment = ((await commenter.client.post('/api/comments', { articleId: article, content: 'A doente Maria, de 80 anos, de Tomar…' })).body as { id: number }).id;
    const logBefore = await logCount();
    expect((await (await confirmedDaysAgo(7)).client.post('/api/reports', { targetType: 'comment', targetId: comment, reason: 'dados-de-doente' })).status).toBe(201);
    const hidden = await hiddenOf('comments', comment);
    expect(hidden!.hiddenCause).toBe('patient-data');
    expect(hidden!.hiddenAt).toEqual(expect.any(String));
    expect(await logCount()).toBe(logBefore + 1);
  });
});

describe('patient data: who hides at once (2026-11-28)', () => {
  const reportPatientData = (reporter: Member, article: number) => reporter.client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'dados-de-doente' });

  it('a member confirmed less than 7 days ago does not hide at once: their report counts as one of the three that hide', async () => {
    const article = await newArticle();
    const logBefore = await logCount();
    expect((await reportPatientData(await createMember(), article)).status).toBe(201);
    expect((await reportPatientData(await confirmedDaysAgo(6), article)).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect(await logCount()).toBe(logBefore);
    expect((await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' })).status).toBe(201);
    expect(await hiddenOf('articles', article)).toEqual({ hiddenAt: expect.any(String), hiddenCause: 'reports', hiddenReason: 'Oculto após denúncias, até decisão da moderação.' });
    expect(await logCount()).toBe(logBefore + 1);
  });

  it('a verified therapist, or a member confirmed 7 days ago, hides at once', async () => {
    for (const reporter of [await createMember({ verifiedOt: true }), await confirmedDaysAgo(7), await confirmedDaysAgo(400)]) {
      const article = await newArticle();
      expect((await reportPatientData(reporter, article)).status).toBe(201);
      expect(await hiddenOf('articles', article)).toEqual({
        hiddenAt: expect.any(String),
        hiddenCause: 'patient-data',
        hiddenReason: 'Oculto após denúncia de dados que identificam um utente, até decisão da moderação.',
      });
    }
  });
});

describe('an item a moderator restored (2026-11-28)', () => {
  const report = (reporter: Member, article: number, reason = 'spam') => reporter.client.post('/api/reports', { targetType: 'article', targetId: article, reason });
  const act = (targetType: string, targetId: number, action: string) => moderator.client.post('/api/moderation/actions', { targetType, targetId, action, reason: 'Revisto pela moderação.' });
  const queued = async (article: number) => {
    const queue = (await moderator.client.get('/api/moderation/reports?limit=100')).body as { targetType: string; targetId: number; count: number }[];
    return queue.find((entry) => entry.targetType === 'article' && entry.targetId === article)?.count ?? 0;
  };

  it('is not hidden again by those who reported it, nor by a new fresh report of patient data: it stays visible and waits in the queue', async () => {
    const article = await newArticle();
    const first = [await createMember(), await createMember(), await createMember()];
    for (const reporter of first) expect((await report(reporter, article)).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenCause).toBe('reports');
    expect((await act('article', article, 'restore')).status).toBe(200);
    for (const reporter of first) expect((await report(reporter, article, 'ofensivo')).status).toBe(409);
    expect((await report(await createMember(), article, 'dados-de-doente')).status).toBe(201);
    expect((await report(await createMember(), article)).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect((await new Client().get(`/api/articles/${article}`)).status).toBe(200);
    expect(await queued(article)).toBe(2);
  });

  it('is not hidden again by reports made before a moderator restored it (its author unsuspended); three reports made since hide it', async () => {
    const owner = await createMember();
    const article = await newArticle(owner);
    for (let i = 0; i < 2; i++) expect((await report(await createMember(), article)).status).toBe(201);
    expect((await act('user', owner.id, 'suspend')).status).toBe(200);
    expect((await hiddenOf('articles', article))!.hiddenCause).toBe('suspension');
    expect((await act('user', owner.id, 'unsuspend')).status).toBe(200);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect((await report(await createMember(), article)).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect(await queued(article)).toBe(3);
    for (let i = 0; i < 2; i++) expect((await report(await createMember(), article)).status).toBe(201);
    expect((await hiddenOf('articles', article))!.hiddenCause).toBe('reports');
  });
});

describe('the hourly allowance', () => {
  it('refuses the 21st report in an hour with 429 and writes nothing', async () => {
    const reporter = await createMember();
    const targets = await Promise.all(Array.from({ length: 21 }, () => createMember()));
    for (const target of targets.slice(0, 20)) {
      expect((await reporter.client.post('/api/reports', { targetType: 'user', targetId: target.id, reason: 'spam' })).status).toBe(201);
    }
    const before = await reportsCount();
    const over = await reporter.client.post('/api/reports', { targetType: 'user', targetId: targets[20]!.id, reason: 'spam' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Atingiu o limite de 20 denúncias por hora. Aguarde e tente novamente mais tarde.');
    expect(await reportsCount()).toBe(before);
  });
});
