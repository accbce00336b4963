import { beforeAll, describe, expect, it } from 'vitest';
import { protocolInput, storedUpload } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';

/*
 * Reviewed protocols (docs/rules/trust.md): a moderator reviews a protocol with an Oxford CEBM
 * level of evidence and a date for the next review; editing what was reviewed clears it.
 */

const visitor = new Client();
const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 864e5).toISOString().slice(0, 10);
const REVIEW = { evidenceLevel: 2, reviewDueAt: isoDay(365) };
const INVALID_LEVEL = 'Escolha um nível de evidência de 1 a 5.';
const INVALID_DATE = 'Indique a data da próxima revisão: uma data futura, no máximo a 5 anos.';

let author: Member;
let moderator: Member;
let admin: Member;
let category: number;

beforeAll(async () => {
  author = await createMember({ fullName: 'Autora do Protocolo' });
  moderator = await createMember({ role: 'moderator', fullName: 'Moderadora Revisora' });
  admin = await createMember({ role: 'admin' });
  category = await categoryId();
});

const publish = async (overrides: Record<string, unknown> = {}) => {
  const response = await author.client.post('/api/protocols', protocolInput({ categoryId: category, ...overrides }));
  expect(response.status).toBe(201);
  return response.body.id as number;
};

const reviewColumns = (id: number) => env.DB.prepare('SELECT reviewed_by, reviewed_at, evidence_level, review_due_at, is_validated FROM protocols WHERE id = ?').bind(id).first();

describe('POST /api/protocols/{id}/review', () => {
  it('answers the protocol reviewed by the moderator, validated, and logs the review', async () => {
    const id = await publish();
    const response = await moderator.client.post(`/api/protocols/${id}/review`, REVIEW);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      isValidated: true,
      review: {
        reviewer: { id: moderator.id, username: moderator.username, fullName: 'Moderadora Revisora', avatarUrl: null, specialty: null, location: null, verifiedOt: false },
        reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        evidenceLevel: 2,
        reviewDueAt: REVIEW.reviewDueAt,
        overdue: false,
      },
    });
    expect((await visitor.get(`/api/protocols/${id}`)).body.review).toEqual(response.body.review);
    const log = await env.DB.prepare("SELECT actor_id, action, target_id, target_title FROM moderation_log WHERE target_type = 'protocol' AND target_id = ?").bind(id).all();
    expect(log.results).toEqual([{ actor_id: moderator.id, action: 'protocol-review', target_id: id, target_title: 'Protocolo de avaliação funcional' }]);
  });

  it('lets an admin review, and a new review replaces the last', async () => {
    const id = await publish();
    await moderator.client.post(`/api/protocols/${id}/review`, REVIEW);
    const response = await admin.client.post(`/api/protocols/${id}/review`, { evidenceLevel: 4, reviewDueAt: isoDay(30) });
    expect(response.status).toBe(200);
    expect(response.body.review).toMatchObject({ reviewer: { id: admin.id }, evidenceLevel: 4, reviewDueAt: isoDay(30) });
  });

  it('refuses visitors (401), members, the author and members whose e-mail is unconfirmed (403), and suspended moderators (401), changing nothing', async () => {
    const id = await publish();
    const before = [await reviewColumns(id), await countRows('moderation_log')];
    expect((await visitor.post(`/api/protocols/${id}/review`, REVIEW)).status).toBe(401);
    for (const member of [author, await createMember(), await createMember({ emailVerified: false })]) {
      const response = await member.client.post(`/api/protocols/${id}/review`, REVIEW);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Só a equipa de moderação pode fazer isto.' });
    }
    expect((await (await createMember({ role: 'moderator', suspended: true })).client.post(`/api/protocols/${id}/review`, REVIEW)).status).toBe(401);
    expect([await reviewColumns(id), await countRows('moderation_log')]).toEqual(before);
  });

  it.each([
    ['a level of 0', { evidenceLevel: 0 }, { evidenceLevel: INVALID_LEVEL }],
    ['a level of 6', { evidenceLevel: 6 }, { evidenceLevel: INVALID_LEVEL }],
    ['a level of 2.5', { evidenceLevel: 2.5 }, { evidenceLevel: INVALID_LEVEL }],
    ['a due date of today', { reviewDueAt: isoDay(0) }, { reviewDueAt: INVALID_DATE }],
    ['a past due date', { reviewDueAt: isoDay(-1) }, { reviewDueAt: INVALID_DATE }],
    ['a due date over five years ahead', { reviewDueAt: isoDay(5 * 366 + 2) }, { reviewDueAt: INVALID_DATE }],
    ['a date that does not exist', { reviewDueAt: '2030-02-30' }, { reviewDueAt: INVALID_DATE }],
    ['no date', { reviewDueAt: undefined }, { reviewDueAt: INVALID_DATE }],
  ])('refuses %s with 400, changing nothing', async (_, change, errors) => {
    const id = await publish();
    const before = await reviewColumns(id);
    const response = await moderator.client.post(`/api/protocols/${id}/review`, { ...REVIEW, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
    expect(await reviewColumns(id)).toEqual(before);
  });

  it('answers 404 for a protocol that does not exist, logging nothing', async () => {
    const before = await countRows('moderation_log');
    const response = await moderator.client.post('/api/protocols/99999999/review', REVIEW);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Protocolo não encontrado' });
    expect(await countRows('moderation_log')).toBe(before);
  });
});

describe('a review and the protocol’s edits', () => {
  it.each([
    ['title', () => ({ title: 'Protocolo de avaliação funcional revisto' })],
    ['summary', () => ({ summary: 'Um resumo novo com mais de dez caracteres.' })],
    ['content', () => ({ content: `<p>${'Um conteúdo novo, com outras orientações clínicas. '.repeat(3)}</p>` })],
    ['PDF', async () => ({ pdfUrl: await storedUpload(author.id, 'pdf') })],
  ])('is cleared when the %s changes', async (_, change) => {
    const id = await publish();
    await moderator.client.post(`/api/protocols/${id}/review`, REVIEW);
    const edited = await author.client.patch(`/api/protocols/${id}`, await change());
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ isValidated: false, review: null });
    expect(await reviewColumns(id)).toEqual({ reviewed_by: null, reviewed_at: null, evidence_level: null, review_due_at: null, is_validated: 0 });
  });

  it('stays when the same text is sent again or only the category or cover changes', async () => {
    const id = await publish();
    const reviewed = (await moderator.client.post(`/api/protocols/${id}/review`, REVIEW)).body;
    const input = protocolInput({ categoryId: await categoryId('Pediatria') });
    const edited = await author.client.patch(`/api/protocols/${id}`, { ...input, imageUrl: await storedUpload(author.id, 'image') });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ isValidated: true, review: reviewed.review });
  });
});

describe('GET /api/protocols filters and flags', () => {
  it('filters by evidenceLevel, and validated=true keeps listing reviewed and earlier validated ones', async () => {
    const owner = await createMember();
    const publishAs = async () => (await owner.client.post('/api/protocols', protocolInput({ categoryId: category }))).body.id as number;
    const [levelOne, levelThree, earlier, none] = [await publishAs(), await publishAs(), await publishAs(), await publishAs()];
    await moderator.client.post(`/api/protocols/${levelOne}/review`, { ...REVIEW, evidenceLevel: 1 });
    await moderator.client.post(`/api/protocols/${levelThree}/review`, { ...REVIEW, evidenceLevel: 3 });
    await env.DB.prepare('UPDATE protocols SET is_validated = 1 WHERE id = ?').bind(earlier).run();
    const ids = async (query: string) => ((await visitor.get(`/api/protocols?authorId=${owner.id}&${query}`)).body as { id: number }[]).map((protocol) => protocol.id).sort();
    expect(await ids('evidenceLevel=1')).toEqual([levelOne]);
    expect(await ids('evidenceLevel=3')).toEqual([levelThree]);
    expect(await ids('evidenceLevel=5')).toEqual([]);
    expect(await ids('evidenceLevel=9')).toEqual([levelOne, levelThree, earlier, none].sort());
    expect(await ids('validated=true')).toEqual([levelOne, levelThree, earlier].sort());
    expect(await ids('validated=true&evidenceLevel=3')).toEqual([levelThree]);
    const total = await visitor.get(`/api/protocols?authorId=${owner.id}&evidenceLevel=1`);
    expect(total.headers.get('X-Total-Count')).toBe('1');
    // Validated before reviews existed: validated, with no review.
    expect((await visitor.get(`/api/protocols/${earlier}`)).body).toMatchObject({ isValidated: true, review: null });
  });

  it('flags a review overdue the day after its due date, not on it', async () => {
    const id = await publish();
    await moderator.client.post(`/api/protocols/${id}/review`, REVIEW);
    await env.DB.prepare('UPDATE protocols SET review_due_at = ? WHERE id = ?').bind(isoDay(0), id).run();
    expect((await visitor.get(`/api/protocols/${id}`)).body.review.overdue).toBe(false);
    await env.DB.prepare('UPDATE protocols SET review_due_at = ? WHERE id = ?').bind(isoDay(-1), id).run();
    expect((await visitor.get(`/api/protocols/${id}`)).body.review.overdue).toBe(true);
    expect((await visitor.get(`/api/protocols?authorId=${author.id}&evidenceLevel=2`)).body.find((protocol: { id: number }) => protocol.id === id).review.overdue).toBe(true);
  });

  it('answers the reviewer as null once they have left, keeping the review', async () => {
    const id = await publish();
    const leaving = await createMember({ role: 'moderator' });
    await leaving.client.post(`/api/protocols/${id}/review`, REVIEW);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(leaving.id).run();
    expect((await visitor.get(`/api/protocols/${id}`)).body.review).toMatchObject({ reviewer: null, evidenceLevel: 2 });
  });
});
