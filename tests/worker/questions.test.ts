import type { PortalNotification } from '#contract/notifications-types';
import type { Answer, Question } from '#contract/questions-types';
import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { backgroundScope } from '../../worker/runtime/scope';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { registerMember } from './account-helpers';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

// Clinical questions and answers (docs/rules/questions.md): asking, answering, useful votes, the
// accepted answer, edits and deletions, anonymity, communities, notifications and e-mails.

afterEach(() => {
  vi.restoreAllMocks();
});

const TEXT = 'Como adaptar a avaliação da motricidade fina numa criança de cinco anos com pouca tolerância à frustração?';

const questionInput = (overrides: Record<string, unknown> = {}) => ({ title: 'Avaliação da motricidade fina em idade pré-escolar', content: `<p>${TEXT}</p>`, ...overrides });
const answerInput = (text = 'Comece por atividades lúdicas curtas e vá aumentando o tempo de tarefa.') => ({ content: `<p>${text}</p>` });

async function communityIdOf(slug: string): Promise<number> {
  return (await env.DB.prepare('SELECT id FROM communities WHERE slug = ?').bind(slug).first<{ id: number }>())!.id;
}

async function join(member: Member, communityId: number, membership = 'member') {
  await env.DB.prepare('INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, ?)').bind(communityId, member.id, membership).run();
}

/** A closed community (none is seeded): an admin's, as the communities' own routes will create it. */
async function closedCommunity(): Promise<number> {
  const slug = `fechada-${crypto.randomUUID().slice(0, 8)}`;
  const row = await env.DB.prepare("INSERT INTO communities (slug, name, description, kind, visibility) VALUES (?, 'Grupo fechado de teste', 'Só membros', 'interest', 'closed') RETURNING id")
    .bind(slug)
    .first<{ id: number }>();
  return row!.id;
}

async function ask(member: Member, overrides: Record<string, unknown> = {}): Promise<Question> {
  const response = await member.client.post<Question>('/api/questions', questionInput(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function answer(member: Member, questionId: number, text?: string): Promise<Answer> {
  const response = await member.client.post<Answer>(`/api/questions/${questionId}/answers`, answerInput(text));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('POST /api/questions', () => {
  it('asks a question in a category and answers it whole to members, its title and start to visitors', async () => {
    const asker = await createMember({ fullName: 'Joana Perguntadora' });
    const category = await categoryId('Pediatria');
    const question = await ask(asker, { categoryId: category });
    expect(question).toMatchObject({
      title: 'Avaliação da motricidade fina em idade pré-escolar',
      anonymous: false,
      isMine: true,
      categoryId: category,
      communityId: null,
      answerCount: 0,
      status: 'open',
      acceptedAnswerId: null,
    });
    expect(question.author?.fullName).toBe('Joana Perguntadora');

    const member = await createMember();
    const read = await member.client.get<Question>(`/api/questions/${question.id}`);
    expect(read.body).toMatchObject({ content: `<p>${TEXT}</p>`, excerpt: false, isMine: false });

    const visitor = await new Client().get<Question>(`/api/questions/${question.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.excerpt).toBe(true);
    expect(visitor.body.content.length).toBeLessThanOrEqual(200);
    expect(visitor.body.content).not.toContain('<p>');
  });

  it('refuses a short title or text, an unknown category or community, and writes nothing', async () => {
    const asker = await createMember();
    const before = await countRows('questions');
    expect((await asker.client.post('/api/questions', questionInput({ title: 'Curta' }))).status).toBe(400);
    expect((await asker.client.post('/api/questions', questionInput({ content: '<p>Pouco.</p>' }))).status).toBe(400);
    expect((await asker.client.post('/api/questions', questionInput({ categoryId: 999999 }))).status).toBe(400);
    expect((await asker.client.post('/api/questions', questionInput({ communityId: 999999 }))).status).toBe(400);
    expect((await new Client().post('/api/questions', questionInput())).status).toBe(401);
    expect(await countRows('questions')).toBe(before);
  });

  it('asks in a community only its members (403 for anyone else), and lists filter by community', async () => {
    const community = await communityIdOf('saude-mental');
    const [inside, outside] = await Promise.all([createMember(), createMember()]);
    await join(inside, community);
    const before = await countRows('questions');
    const refused = await outside.client.post('/api/questions', questionInput({ communityId: community }));
    expect(refused.status).toBe(403);
    expect(await countRows('questions')).toBe(before);
    const question = await ask(inside, { communityId: community });
    expect(question.community).toMatchObject({ id: community, slug: 'saude-mental', name: 'Saúde Mental' });
    const listed = await new Client().get<Question[]>(`/api/questions?communityId=${community}`);
    expect(listed.body.map((item) => item.id)).toContain(question.id);
    expect(listed.body.every((item) => item.communityId === community)).toBe(true);
  });

  it('asks anonymously only a confirmed member (403 otherwise)', async () => {
    const unconfirmed = await createMember({ emailVerified: false });
    const before = await countRows('questions');
    expect((await unconfirmed.client.post('/api/questions', questionInput({ anonymous: true }))).status).toBe(403);
    expect(await countRows('questions')).toBe(before);
    const confirmed = await createMember();
    const question = await ask(confirmed, { anonymous: true });
    expect(question).toMatchObject({ anonymous: true, author: null, isMine: true });
  });

  it('refuses with 422 and the findings a question that may identify a patient, until each is acknowledged', async () => {
    const asker = await createMember();
    const content = '<p>A utente Maria Silva, internada a 3 de março de 2024, tem dificuldade em vestir-se sozinha.</p>';
    const before = await countRows('questions');
    const refused = await asker.client.post<{ message: string; findings: { text: string; kind: string }[] }>('/api/questions', questionInput({ content }));
    expect(refused.status).toBe(422);
    expect(refused.body.findings.map((finding) => finding.kind).sort()).toEqual(['date', 'name']);
    expect(await countRows('questions')).toBe(before);
    const acknowledged = await asker.client.post<Question>('/api/questions', questionInput({ content, privacyAcknowledged: refused.body.findings.map((finding) => finding.text) }));
    expect(acknowledged.status).toBe(201);
    const stored = await env.DB.prepare('SELECT privacy_acknowledged AS ack FROM questions WHERE id = ?').bind(acknowledged.body.id).first<{ ack: string }>();
    expect(JSON.parse(stored!.ack).sort()).toEqual(refused.body.findings.map((finding) => finding.text).sort());
  });

  it('stores the text without images or scripts', async () => {
    const asker = await createMember();
    const question = await ask(asker, { content: `<p>${TEXT}</p><img src="/api/files/abc.png"><script>alert(1)</script>` });
    expect(question.content).toBe(`<p>${TEXT}</p>`);
  });
});

describe('answers, votes and the accepted answer', () => {
  it('lists the accepted answer first, then by useful votes, then the oldest first; votes are one per member and never on one’s own', async () => {
    const [asker, first, second, third, voter] = await Promise.all([createMember(), createMember(), createMember({ verifiedOt: true }), createMember(), createMember()]);
    const question = await ask(asker);
    const a1 = await answer(first, question.id, 'Primeira resposta, a mais antiga de todas.');
    const a2 = await answer(second, question.id, 'Segunda resposta, com votos de colegas.');
    const a3 = await answer(third, question.id, 'Terceira resposta, que vai ser aceite.');
    expect(a2.author.verifiedOt).toBe(true);

    const vote = await voter.client.post(`/api/answers/${a2.id}/vote`);
    expect(vote.body).toEqual({ votes: 1, votedByMe: true });
    expect((await voter.client.post(`/api/answers/${a2.id}/vote`)).status).toBe(409);
    expect((await second.client.post(`/api/answers/${a2.id}/vote`)).status).toBe(403);
    expect((await new Client().post(`/api/answers/${a2.id}/vote`)).status).toBe(401);

    const accepted = await asker.client.post(`/api/questions/${question.id}/accept`, { answerId: a3.id });
    expect(accepted.body).toEqual({ acceptedAnswerId: a3.id, status: 'answered' });

    const listed = await voter.client.get<Answer[]>(`/api/questions/${question.id}/answers`);
    expect(listed.body.map((item) => item.id)).toEqual([a3.id, a2.id, a1.id]);
    expect(listed.body[0]!.accepted).toBe(true);
    expect(listed.body[1]).toMatchObject({ votes: 1, votedByMe: true });
    expect(listed.headers.get('X-Total-Count')).toBe('3');

    // Taking the vote back, and moving the acceptance.
    expect((await voter.client.delete(`/api/answers/${a2.id}/vote`)).body).toEqual({ votes: 0, votedByMe: false });
    expect((await asker.client.post(`/api/questions/${question.id}/accept`, { answerId: a1.id })).body.acceptedAnswerId).toBe(a1.id);
    expect((await asker.client.delete(`/api/questions/${question.id}/accept`)).body).toEqual({ acceptedAnswerId: null, status: 'open' });
    expect((await voter.client.get<Question>(`/api/questions/${question.id}`)).body).toMatchObject({ answerCount: 3, status: 'open' });
  });

  it('lets only the asker or a moderator accept; an answer of another question is 404', async () => {
    const [asker, answerer, other, moderator] = await Promise.all([createMember(), createMember(), createMember(), createMember({ role: 'moderator' })]);
    const question = await ask(asker);
    const elsewhere = await ask(other);
    const reply = await answer(answerer, question.id);
    const foreign = await answer(answerer, elsewhere.id);
    expect((await other.client.post(`/api/questions/${question.id}/accept`, { answerId: reply.id })).status).toBe(403);
    expect((await answerer.client.post(`/api/questions/${question.id}/accept`, { answerId: reply.id })).status).toBe(403);
    expect((await asker.client.post(`/api/questions/${question.id}/accept`, { answerId: foreign.id })).status).toBe(404);
    expect((await env.DB.prepare('SELECT accepted_answer_id AS a FROM questions WHERE id = ?').bind(question.id).first<{ a: number | null }>())!.a).toBeNull();
    expect((await moderator.client.post(`/api/questions/${question.id}/accept`, { answerId: reply.id })).status).toBe(200);
  });

  it('counts useful votes from 20 members at once exactly', async () => {
    const [asker, answerer] = await Promise.all([createMember(), createMember()]);
    const question = await ask(asker);
    const reply = await answer(answerer, question.id);
    const voters = await Promise.all(Array.from({ length: 20 }, () => createMember()));
    const results = await Promise.all(voters.map((voter) => voter.client.post(`/api/answers/${reply.id}/vote`)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const row = await env.DB.prepare('SELECT votes, (SELECT count(*) FROM answer_votes WHERE answer_id = answers.id) AS n FROM answers WHERE id = ?')
      .bind(reply.id)
      .first<{ votes: number; n: number }>();
    expect(row).toEqual({ votes: 20, n: 20 });
  });

  it('leaves one accepted answer when two accepts come at once, and counts answers written at once exactly', async () => {
    const asker = await createMember();
    const question = await ask(asker);
    const answerers = await Promise.all(Array.from({ length: 12 }, () => createMember()));
    const answers = await Promise.all(answerers.map((member, index) => member.client.post<Answer>(`/api/questions/${question.id}/answers`, answerInput(`Resposta número ${index} de um colega.`))));
    expect(answers.every((response) => response.status === 201)).toBe(true);
    const [x, y] = [answers[0]!.body.id, answers[1]!.body.id];
    await Promise.all([asker.client.post(`/api/questions/${question.id}/accept`, { answerId: x }), asker.client.post(`/api/questions/${question.id}/accept`, { answerId: y })]);
    const row = await env.DB.prepare('SELECT answer_count AS n, accepted_answer_id AS accepted FROM questions WHERE id = ?').bind(question.id).first<{ n: number; accepted: number }>();
    expect(row!.n).toBe(12);
    expect([x, y]).toContain(row!.accepted);
    const listed = await asker.client.get<Answer[]>(`/api/questions/${question.id}/answers?limit=100`);
    expect(listed.body.filter((item) => item.accepted)).toHaveLength(1);
  });

  it('edits and deletes as comments: the author edits, the author or a moderator deletes, and the count follows', async () => {
    const [asker, answerer, other, moderator] = await Promise.all([createMember(), createMember(), createMember(), createMember({ role: 'moderator' })]);
    const question = await ask(asker);
    const reply = await answer(answerer, question.id);
    expect((await other.client.patch(`/api/answers/${reply.id}`, answerInput('Uma alteração de quem não escreveu.'))).status).toBe(403);
    const edited = await answerer.client.patch<Answer>(`/api/answers/${reply.id}`, answerInput('A resposta, revista pelo autor.'));
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('<p>A resposta, revista pelo autor.</p>');
    expect(edited.body.updatedAt).not.toBeNull();
    expect((await other.client.patch(`/api/questions/${question.id}`, { title: 'Um título que não é de quem o muda' })).status).toBe(403);
    expect((await asker.client.patch<Question>(`/api/questions/${question.id}`, { title: 'Motricidade fina: como avaliar aos cinco anos?' })).body.title).toBe(
      'Motricidade fina: como avaliar aos cinco anos?',
    );

    await asker.client.post(`/api/questions/${question.id}/accept`, { answerId: reply.id });
    expect((await other.client.delete(`/api/answers/${reply.id}`)).status).toBe(403);
    expect((await moderator.client.delete(`/api/answers/${reply.id}`)).status).toBe(204);
    const after = await asker.client.get<Question>(`/api/questions/${question.id}`);
    expect(after.body).toMatchObject({ answerCount: 0, acceptedAnswerId: null, status: 'open' });
    expect((await other.client.delete(`/api/questions/${question.id}`)).status).toBe(403);
    expect((await asker.client.delete(`/api/questions/${question.id}`)).status).toBe(204);
    expect((await asker.client.get(`/api/questions/${question.id}`)).status).toBe(404);
  });
});

describe('anonymous questions', () => {
  it('never names the asker to members or visitors, tells them of answers, and shows moderators who asked, logging it', async () => {
    const asker = await createMember({ fullName: 'Quitéria Anónima Secreta' });
    const [member, answerer, moderator] = await Promise.all([createMember(), createMember({ fullName: 'Rui Respondente' }), createMember({ role: 'moderator' })]);
    const question = await ask(asker, { anonymous: true });
    const secrets = [asker.fullName, asker.username, `${asker.username}@example.pt`, `"id":${asker.id},`];
    const send = vi.spyOn(env.MAIL_QUEUE, 'send');
    const reply = await answer(answerer, question.id);
    const jobs = send.mock.calls.map((call) => call[0]).filter(isJob) as Job[];
    expect(jobs).toEqual([{ job: 'question-news', news: 'answered', answerId: reply.id }]);
    await runJob(backgroundScope(env), jobs[0]!);
    const mails = send.mock.calls.map((call) => call[0] as OutgoingMail).filter((body) => typeof body === 'object' && body !== null && 'to' in body);
    expect(mails.map((mail) => mail.to)).toEqual([`${asker.username}@example.pt`]);
    expect(mails[0]!.subject).toContain(question.title);
    expect(mails[0]!.text).toContain('Rui Respondente');

    const told = (await asker.client.get<PortalNotification[]>('/api/notifications')).body.filter((n) => n.kind === 'question-answered');
    expect(told).toHaveLength(1);
    expect(told[0]!.target.url).toBe(`/perguntas/${question.id}`);

    await asker.client.post(`/api/questions/${question.id}/accept`, { answerId: reply.id });
    const accepted = (await answerer.client.get<PortalNotification[]>('/api/notifications')).body.filter((n) => n.kind === 'answer-accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.actor).toBeNull();

    const visitor = new Client();
    const seen = [
      await member.client.get(`/api/questions/${question.id}`),
      await visitor.get(`/api/questions/${question.id}`),
      await member.client.get('/api/questions'),
      await visitor.get('/api/questions'),
      await member.client.get(`/api/questions/${question.id}/answers`),
      await member.client.get(`/api/search?q=${encodeURIComponent('motricidade fina')}`),
      await visitor.get(`/api/search?q=${encodeURIComponent('motricidade')}&category=questions`),
      await answerer.client.get('/api/notifications'),
      await member.client.get(`/api/questions?authorId=${asker.id}`),
    ];
    for (const response of seen) {
      const text = JSON.stringify(response.body);
      for (const secret of secrets) expect(text, `${secret} in ${text.slice(0, 200)}`).not.toContain(secret);
    }
    expect((await member.client.get<Question>(`/api/questions/${question.id}`)).body.author).toBeNull();
    // The asker's own list holds it; others' lists of the asker do not.
    expect((await asker.client.get<Question[]>(`/api/questions?authorId=${asker.id}`)).body.map((item) => item.id)).toContain(question.id);
    expect((await member.client.get<Question[]>(`/api/questions?authorId=${asker.id}`)).body).toEqual([]);

    const logBefore = await env.DB.prepare("SELECT count(*) AS n FROM moderation_log WHERE action = 'reveal-asker' AND target_id = ?").bind(question.id).first<{ n: number }>();
    expect(logBefore!.n).toBe(0);
    const forModerator = await moderator.client.get<Question>(`/api/questions/${question.id}`);
    expect(forModerator.body.author?.fullName).toBe('Quitéria Anónima Secreta');
    const log = await env.DB.prepare("SELECT actor_id AS actorId FROM moderation_log WHERE action = 'reveal-asker' AND target_id = ?").bind(question.id).all<{ actorId: number }>();
    expect(log.results).toEqual([{ actorId: moderator.id }]);
  });
});

describe('closed communities', () => {
  it('keeps a closed community’s questions and answers from whoever is not in it', async () => {
    const community = await closedCommunity();
    const [inside, outside] = await Promise.all([createMember(), createMember()]);
    await join(inside, community);
    const question = await ask(inside, { communityId: community, title: 'Pergunta reservada aos membros da comunidade fechada' });
    await answer(inside, question.id);
    for (const client of [outside.client, new Client()]) {
      expect((await client.get(`/api/questions/${question.id}`)).status).toBe(404);
      expect((await client.get(`/api/questions/${question.id}/answers`)).status).toBe(404);
      expect((await client.get<Question[]>('/api/questions?limit=100')).body.map((item) => item.id)).not.toContain(question.id);
      expect((await client.get<{ questions: Question[] }>(`/api/search?q=reservada&category=questions`)).body.questions).toEqual([]);
    }
    expect((await outside.client.post(`/api/questions/${question.id}/answers`, answerInput())).status).toBe(404);
    expect((await inside.client.get(`/api/questions/${question.id}`)).status).toBe(200);
  });
});

describe('GET /api/questions', () => {
  it('filters by open and answered, by category, and by words', async () => {
    const [asker, answerer] = await Promise.all([createMember(), createMember()]);
    const category = await categoryId('Gerontologia');
    const open = await ask(asker, { categoryId: category, title: 'Quedas em idosos: que escala usar no domicílio?' });
    const answered = await ask(asker, { categoryId: category, title: 'Escalas de equilíbrio para idosas institucionalizadas' });
    const reply = await answer(answerer, answered.id);
    await asker.client.post(`/api/questions/${answered.id}/accept`, { answerId: reply.id });
    const ids = async (query: string) => (await asker.client.get<Question[]>(`/api/questions?${query}`)).body.map((item) => item.id);
    expect(await ids(`categoryId=${category}&status=open`)).toContain(open.id);
    expect(await ids(`categoryId=${category}&status=open`)).not.toContain(answered.id);
    expect(await ids(`categoryId=${category}&status=answered`)).toEqual([answered.id]);
    // Portuguese stems: "idosas" finds "idosos".
    expect(await ids(`categoryId=${category}&q=idosas`)).toEqual([answered.id, open.id]);
  });
});

describe('the account’s whole life', () => {
  it('exports a member’s questions (anonymous ones too) and answers; on deletion an anonymous question stays, unnamed, and the rest goes', async () => {
    const { client, user, password } = await registerMember({ fullName: 'Teresa Que Sai' });
    await env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(user.id).run();
    const leaving = { id: user.id, username: user.username, fullName: 'Teresa Que Sai', client } as Member;
    const colleague = await createMember();
    const anonymous = await ask(leaving, { anonymous: true, title: 'Uma pergunta anónima de quem vai sair' });
    const named = await ask(leaving, { title: 'Uma pergunta com nome de quem vai sair' });
    const elsewhere = await ask(colleague);
    const reply = await answer(leaving, elsewhere.id);
    const onAnonymous = await answer(colleague, anonymous.id);

    const exported = await client.get<Record<string, { id: number; anonymous?: number }[]>>('/api/me/export');
    expect(exported.body.questions!.map((row) => row.id).sort()).toEqual([anonymous.id, named.id].sort());
    expect(exported.body.answers!.map((row) => row.id)).toEqual([reply.id]);
    // The colleague's export holds their answer, never who asked.
    const theirs = await colleague.client.get('/api/me/export');
    expect(JSON.stringify(theirs.body)).not.toContain('Teresa Que Sai');

    expect((await client.request('DELETE', '/api/me', { password, keepContent: false })).status).toBe(204);
    const kept = await colleague.client.get<Question>(`/api/questions/${anonymous.id}`);
    expect(kept.body).toMatchObject({ anonymous: true, author: null, answerCount: 1 });
    expect((await colleague.client.get(`/api/questions/${named.id}`)).status).toBe(404);
    expect((await colleague.client.get<Question>(`/api/questions/${elsewhere.id}`)).body.answerCount).toBe(0);
    expect((await colleague.client.get<Answer[]>(`/api/questions/${anonymous.id}/answers`)).body.map((item) => item.id)).toEqual([onAnonymous.id]);
    const owner = await env.DB.prepare('SELECT u.username FROM questions q JOIN users u ON u.id = q.author_id WHERE q.id = ?').bind(anonymous.id).first<{ username: string }>();
    expect(owner!.username).toBe(REMOVED_MEMBER_USERNAME);
  });
});
