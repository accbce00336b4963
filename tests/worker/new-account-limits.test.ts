import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_DAILY_LIMITS, unconfirmedDailyKey, WRITE_LIMITS, writeLimitKey } from '../../worker/services/write-limits';
import { articleInput, eventInput, opportunityInput, protocolInput, volunteeringInput } from './content-fixtures';
import { categoryId, countRows, createMember } from './fixtures';
import { env } from './helpers';

/*
 * New accounts (docs/rules/trust.md): while their e-mail is unconfirmed, members publish at most
 * 3 items (of every kind together) and 20 comments a day; confirming the e-mail lifts the limit.
 */

const ITEMS_MESSAGE = 'Enquanto não confirmar o seu e-mail, pode publicar até 3 conteúdos por dia. Confirme o e-mail para levantar este limite.';
const COMMENTS_MESSAGE = 'Enquanto não confirmar o seu e-mail, pode publicar até 20 comentários por dia. Confirme o e-mail para levantar este limite.';
const DAY_S = 24 * 60 * 60;

const confirm = (userId: number) => env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(userId).run();

const hitsOf = async (key: string) => (await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(key).first<{ count: number }>())?.count ?? 0;

function expectDailyRefusal(response: { status: number; headers: Headers; body: { message: string } }, message: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message });
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(DAY_S);
}

describe('items of a member whose e-mail is unconfirmed', () => {
  it('says the limits in the messages the members read', () => {
    expect(UNCONFIRMED_DAILY_LIMITS.item).toEqual({ perDay: 3, message: ITEMS_MESSAGE });
    expect(UNCONFIRMED_DAILY_LIMITS.comment).toEqual({ perDay: 20, message: COMMENTS_MESSAGE });
  });

  it('publishes a third item of any kind, refuses the fourth with 429 and Retry-After, and writes nothing', async () => {
    const member = await createMember({ emailVerified: false });
    const category = await categoryId();
    const accepted = [
      await member.client.post('/api/articles', articleInput({ categoryId: category })),
      await member.client.post('/api/events', eventInput()),
      await member.client.post('/api/opportunities', opportunityInput()),
    ];
    expect(accepted.map((response) => response.status)).toEqual([201, 201, 201]);
    const before = await Promise.all(['articles', 'protocols', 'events', 'opportunities', 'volunteering'].map((table) => countRows(table)));
    const refused = [
      await member.client.post('/api/protocols', protocolInput({ categoryId: category })),
      await member.client.post('/api/volunteering', volunteeringInput()),
      await member.client.post('/api/articles', articleInput({ categoryId: category })),
    ];
    for (const response of refused) expectDailyRefusal(response, ITEMS_MESSAGE);
    expect(await Promise.all(['articles', 'protocols', 'events', 'opportunities', 'volunteering'].map((table) => countRows(table)))).toEqual(before);
    // The refused ones gave their counts back: the day holds the three published, the hour too.
    expect(await hitsOf(unconfirmedDailyKey('item', member.id))).toBe(3);
    expect(await hitsOf(writeLimitKey('item', member.id))).toBe(3);
  });

  it('lets exactly 3 of 5 articles sent at once through', async () => {
    const member = await createMember({ emailVerified: false });
    const category = await categoryId();
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => member.client.post('/api/articles', articleInput({ title: `Artigo simultâneo ${i}`, categoryId: category }))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 429, 429]);
    expect(await countRows(`articles WHERE author_id = ${member.id}`)).toBe(3);
  });

  it('lifts the limit once the e-mail is confirmed', async () => {
    const member = await createMember({ emailVerified: false });
    const category = await categoryId();
    for (let i = 0; i < 3; i++) expect((await member.client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(201);
    expect((await member.client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(429);
    await confirm(member.id);
    const after = await member.client.post('/api/articles', articleInput({ categoryId: category }));
    expect(after.status).toBe(201);
    expect(await countRows(`articles WHERE author_id = ${member.id}`)).toBe(4);
  });

  it('gives the day back when the write does not happen (an unknown category)', async () => {
    const member = await createMember({ emailVerified: false });
    const refused = await member.client.post('/api/articles', articleInput({ categoryId: 999999 }));
    expect(refused.status).toBe(400);
    expect(await hitsOf(unconfirmedDailyKey('item', member.id))).toBe(0);
  });

  it('leaves confirmed members to the hourly limit alone, without a daily count', async () => {
    const member = await createMember();
    const category = await categoryId();
    const responses = [];
    for (let i = 0; i < 5; i++) responses.push(await member.client.post('/api/articles', articleInput({ categoryId: category })));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await hitsOf(unconfirmedDailyKey('item', member.id))).toBe(0);
    expect(WRITE_LIMITS.item.perHour).toBe(30);
  });
});

describe('comments of a member whose e-mail is unconfirmed', () => {
  it('publishes the twentieth comment of the day and refuses the twenty-first', async () => {
    const author = await createMember();
    const category = await categoryId();
    const articleId = ((await author.client.post('/api/articles', articleInput({ categoryId: category }))).body as { id: number }).id;
    const member = await createMember({ emailVerified: false });
    await env.DB.prepare('INSERT INTO rate_limits (key, count, window_started_at) VALUES (?, 19, ?)').bind(unconfirmedDailyKey('comment', member.id), Date.now()).run();
    expect((await member.client.post('/api/comments', { articleId, content: 'O vigésimo comentário do dia.' })).status).toBe(201);
    const before = await countRows('comments');
    expectDailyRefusal(await member.client.post('/api/comments', { articleId, content: 'Um comentário a mais.' }), COMMENTS_MESSAGE);
    expect(await countRows('comments')).toBe(before);
    // Likes have no daily limit.
    expect((await member.client.post(`/api/articles/${articleId}/like`)).status).toBe(200);
  });
});
