import type { PushPreferences } from '#contract/push-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlEncode } from '../../worker/lib/push-crypto';
import { backgroundScope } from '../../worker/runtime/scope';
import { isJob } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { PUSH_SWEEP_SIZE, sweepPushes, type DeclarativePush } from '../../worker/services/push';
import { PUSH_CRON, runScheduled } from '../../worker/services/scheduled';
import { GOOD_PASSWORD, registerMember } from './account-helpers';
import { insertRows } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';
import { decryptAsUserAgent, newReceiver, verifyVapid, type Receiver } from './push-receiver';

// Web push (docs/rules/push-and-offline.md): the key, each device's subscription (validation,
// ownership, its end with the session and the account), the preferences, and the sweep that
// sends notifications to a fake push service and prunes the endpoints it says are gone.

afterEach(() => {
  vi.restoreAllMocks();
});

const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;

async function subscribe(client: Client, endpoint = fcmEndpoint()): Promise<{ endpoint: string; receiver: Receiver }> {
  const receiver = await newReceiver();
  const response = await client.post('/api/me/push-subscriptions', { endpoint, expirationTime: null, keys: receiver.keys });
  expect(response.status).toBe(201);
  return { endpoint, receiver };
}

const subscriptionsOf = async (userId: number) =>
  (await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY id').bind(userId).all<{ endpoint: string }>()).results.map((row) => row.endpoint);

interface Posted {
  endpoint: string;
  headers: Headers;
  body: Uint8Array;
}

/** A fake push service: records each message and answers `statusOf(endpoint)`. */
function fakePushService(statusOf: (endpoint: string) => number = () => 201): Posted[] {
  const posted: Posted[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    posted.push({ endpoint: request.url, headers: request.headers, body: new Uint8Array(await request.arrayBuffer()) });
    return new Response(null, { status: statusOf(request.url) });
  });
  return posted;
}

async function commentOn(author: Member, writer: Member, title = 'Artigo comentado'): Promise<number> {
  const [articleId] = await insertRows('articles', author.id, [{ title, categoryId: await categoryId() }]);
  const response = await writer.client.post('/api/comments', { articleId, content: 'Muito útil, obrigada pela partilha.' });
  expect(response.status).toBe(201);
  return articleId!;
}

describe('GET /api/push/key', () => {
  it('answers the VAPID public key: base64url of a 65-byte uncompressed point', async () => {
    const response = await new Client().get<{ publicKey: string }>('/api/push/key');
    expect(response.status).toBe(200);
    expect(response.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('POST /api/me/push-subscriptions', () => {
  it('stores a subscription on a known push service for the member and answers 201', async () => {
    const member = await createMember();
    const endpoints = ['https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGuQyavXutnMH', 'https://wns2-par02p.notify.windows.com/w/?token=x', fcmEndpoint()];
    for (const endpoint of endpoints) await subscribe(member.client, endpoint);
    expect(await subscriptionsOf(member.id)).toEqual(endpoints);
  });

  it('refuses a visitor, an address that is not a push service, and keys of the wrong sizes, with 400 and nothing stored', async () => {
    const member = await createMember();
    const { keys } = await newReceiver();
    expect((await new Client().post('/api/me/push-subscriptions', { endpoint: fcmEndpoint(), keys })).status).toBe(401);
    const refused = [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/x', keys },
      { endpoint: 'https://evilpush.apple.com.example/x', keys },
      { endpoint: 'https://example.pt/push', keys },
      { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys },
      { endpoint: 'https://user@fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}`, keys },
      { endpoint: fcmEndpoint(), keys: { ...keys, p256dh: base64UrlEncode(new Uint8Array(64).fill(4)) } },
      { endpoint: fcmEndpoint(), keys: { ...keys, auth: base64UrlEncode(new Uint8Array(15)) } },
      { endpoint: fcmEndpoint(), keys: { ...keys, auth: 'não é base64url!!!!!!!' } },
      { endpoint: fcmEndpoint() },
    ];
    for (const body of refused) {
      const response = await member.client.post('/api/me/push-subscriptions', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });

  it('moves an endpoint to the member who subscribes it now, and keeps at most five devices a member', async () => {
    const [first, second] = await Promise.all([createMember(), createMember()]);
    const { endpoint } = await subscribe(first.client);
    await subscribe(second.client, endpoint);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toEqual([endpoint]);
    for (let device = 0; device < 6; device++) await subscribe(second.client);
    expect(await subscriptionsOf(second.id)).toHaveLength(5);
    expect(await subscriptionsOf(second.id)).not.toContain(endpoint);
  });
});

describe('DELETE /api/me/push-subscriptions', () => {
  it("deletes the member's own subscription, and answers 404 for another member's, which stays", async () => {
    const [owner, other] = await Promise.all([createMember(), createMember()]);
    const { endpoint } = await subscribe(owner.client);
    const refused = await other.client.request('DELETE', '/api/me/push-subscriptions', { endpoint });
    expect(refused.status).toBe(404);
    expect(await subscriptionsOf(owner.id)).toEqual([endpoint]);
    expect((await owner.client.request('DELETE', '/api/me/push-subscriptions', { endpoint })).status).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });
});

describe('subscriptions end with the session and the account', () => {
  it('signing out deletes the subscriptions that session made and clears the browser’s copies', async () => {
    const member = await createMember();
    await subscribe(member.client);
    const other = new Client();
    other.cookie = member.client.cookie;
    const logout = await member.client.post('/api/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.get('Clear-Site-Data')).toBe('"cache", "storage"');
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });

  it("ending every other session deletes those sessions' subscriptions and keeps this one's", async () => {
    const member = await registerMember();
    const here = await subscribe(member.client);
    const elsewhere = new Client();
    expect((await elsewhere.post('/api/login', { username: member.user.username, password: GOOD_PASSWORD })).status).toBe(200);
    const there = await subscribe(elsewhere);
    expect(await subscriptionsOf(member.user.id)).toEqual([here.endpoint, there.endpoint]);
    expect((await member.client.delete('/api/me/sessions')).status).toBe(204);
    expect(await subscriptionsOf(member.user.id)).toEqual([here.endpoint]);
  });

  it('deleting the account deletes its subscriptions and preferences and answers Clear-Site-Data', async () => {
    const member = await registerMember();
    await subscribe(member.client);
    expect((await member.client.request('PUT', '/api/me/push-preferences', { comments: true })).status).toBe(200);
    const deleted = await member.client.request('DELETE', '/api/me', { password: member.password, keepContent: false });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('Clear-Site-Data')).toBe('"cache", "storage"');
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM push_preferences WHERE user_id = ?').bind(member.user.id).first('n')).toBe(0);
  });
});

describe('GET/PUT /api/me/push-preferences', () => {
  it('starts with every kind off, changes the kinds given and keeps the others, and refuses what is not a switch', async () => {
    const member = await createMember();
    const off: PushPreferences = { comments: false, events: false, following: false, mentions: false, questions: false, alerts: false, communities: false, account: false };
    expect((await member.client.get('/api/me/push-preferences')).body).toEqual(off);
    expect((await member.client.request('PUT', '/api/me/push-preferences', { comments: true, mentions: true })).body).toEqual({ ...off, comments: true, mentions: true });
    expect((await member.client.request('PUT', '/api/me/push-preferences', { mentions: false })).body).toEqual({ ...off, comments: true });
    expect((await member.client.request('PUT', '/api/me/push-preferences', { comments: 'yes' })).status).toBe(400);
    expect((await member.client.request('PUT', '/api/me/push-preferences', { sms: true })).status).toBe(400);
    expect((await member.client.get('/api/me/push-preferences')).body).toEqual({ ...off, comments: true });
    expect((await new Client().get('/api/me/push-preferences')).status).toBe(401);
  });
});

describe('sending notifications by push (the queue consumer)', () => {
  it('sends a new notification, encrypted for the device and signed for its push service, once', async () => {
    const [author, writer] = await Promise.all([createMember(), createMember({ fullName: 'Beatriz Nogueira' })]);
    const { endpoint, receiver } = await subscribe(author.client);
    await author.client.request('PUT', '/api/me/push-preferences', { comments: true });
    const articleId = await commentOn(author, writer, 'Integração sensorial na escola');
    const posted = fakePushService();
    const swept = await sweepPushes(backgroundScope(env));
    expect(swept).toMatchObject({ sent: 1, pruned: 0, failed: 0 });
    expect(posted).toHaveLength(1);
    const [message] = posted as [Posted];
    expect(message.endpoint).toBe(endpoint);
    expect(message.headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(message.headers.get('TTL')).toBe('86400');
    const { claims, key } = await verifyVapid(message.headers.get('Authorization')!);
    expect(key).toBe((await new Client().get('/api/push/key')).body.publicKey);
    expect(claims.aud).toBe('https://fcm.googleapis.com');
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const payload = JSON.parse(await decryptAsUserAgent(message.body, receiver)) as DeclarativePush;
    expect(payload).toEqual({
      web_push: 8030,
      notification: expect.objectContaining({
        title: 'Rede TO',
        body: 'Beatriz Nogueira comentou «Integração sensorial na escola»',
        navigate: `${env.PUBLIC_URL}/articles/${articleId}`,
        lang: 'pt-PT',
      }),
    });
    // Swept again: nothing more to send.
    expect(await sweepPushes(backgroundScope(env))).toMatchObject({ claimed: 0, sent: 0 });
    expect(posted).toHaveLength(1);
  });

  it('sends nothing of a kind the member left off, nor to a member with no device', async () => {
    const [author, writer, unsubscribed] = await Promise.all([createMember(), createMember(), createMember()]);
    await subscribe(author.client);
    await author.client.request('PUT', '/api/me/push-preferences', { events: true });
    await unsubscribed.client.request('PUT', '/api/me/push-preferences', { comments: true });
    await commentOn(author, writer);
    await commentOn(unsubscribed, writer);
    const posted = fakePushService();
    await sweepPushes(backgroundScope(env));
    expect(posted).toEqual([]);
  });

  it('deletes a subscription whose push service answers 404 or 410, and keeps one that answers 500', async () => {
    const [author, writer] = await Promise.all([createMember(), createMember()]);
    const gone = await subscribe(author.client);
    const expired = await subscribe(author.client);
    const failing = await subscribe(author.client);
    await author.client.request('PUT', '/api/me/push-preferences', { comments: true });
    await commentOn(author, writer);
    const statuses = new Map([
      [gone.endpoint, 410],
      [expired.endpoint, 404],
      [failing.endpoint, 500],
    ]);
    const posted = fakePushService((endpoint) => statuses.get(endpoint) ?? 201);
    expect(await sweepPushes(backgroundScope(env))).toMatchObject({ sent: 0, pruned: 2, failed: 1 });
    expect(posted).toHaveLength(3);
    expect(await subscriptionsOf(author.id)).toEqual([failing.endpoint]);
  });

  it('pushes a grouped notification again when it happens again while unread', async () => {
    const [author, writer] = await Promise.all([createMember(), createMember()]);
    const { receiver } = await subscribe(author.client);
    await author.client.request('PUT', '/api/me/push-preferences', { comments: true });
    const articleId = await commentOn(author, writer, 'Artigo muito comentado');
    const posted = fakePushService();
    await sweepPushes(backgroundScope(env));
    // A moment later, another comment on the same article: the unread notification counts two.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await writer.client.post('/api/comments', { articleId, content: 'E mais uma nota sobre o tema.' })).status).toBe(201);
    await sweepPushes(backgroundScope(env));
    expect(posted).toHaveLength(2);
    const second = JSON.parse(await decryptAsUserAgent(posted[1]!.body, receiver)) as DeclarativePush;
    expect(second.notification.body).toBe('2 novos comentários em «Artigo muito comentado»');
  });

  it('takes a bounded batch per sweep and queues the next one; the cron queues a sweep only when one is needed', async () => {
    const [author, writer] = await Promise.all([createMember(), createMember()]);
    await subscribe(author.client);
    await author.client.request('PUT', '/api/me/push-preferences', { comments: true });
    const queued = vi.spyOn(env.MAIL_QUEUE, 'send');
    await runScheduled(backgroundScope(env), PUSH_CRON, Date.now());
    expect(queued.mock.calls.filter(([body]) => isJob(body))).toEqual([]);
    // One more notification than a sweep takes, each on an article of its own, written as a comment would write it.
    const category = await categoryId();
    const articles = await insertRows(
      'articles',
      author.id,
      Array.from({ length: PUSH_SWEEP_SIZE + 1 }, (_, index) => ({ title: `Artigo ${index}`, categoryId: category })),
    );
    await env.DB.batch(
      articles.map((articleId) =>
        env.DB.prepare("INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title) VALUES (?, 'comment', ?, 'article', ?, 'Artigo')").bind(
          author.id,
          writer.id,
          articleId,
        ),
      ),
    );
    await runScheduled(backgroundScope(env), PUSH_CRON, Date.now());
    expect(queued.mock.calls.map(([body]) => body)).toContainEqual({ job: 'push-sweep' });
    queued.mockClear();
    const posted = fakePushService();
    await runJob(backgroundScope(env), { job: 'push-sweep' });
    expect(posted).toHaveLength(PUSH_SWEEP_SIZE);
    expect(queued.mock.calls.map(([body]) => body)).toEqual([{ job: 'push-sweep' }]);
    await runJob(backgroundScope(env), { job: 'push-sweep' });
    expect(posted).toHaveLength(PUSH_SWEEP_SIZE + 1);
    expect(await countRows('push_subscriptions')).toBeGreaterThan(0);
  });
});
