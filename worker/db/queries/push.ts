import { DEFAULT_PUSH_PREFERENCES, PUSH_KINDS, type PushPreferences } from '#contract/push-types';
import type { NotificationKind } from '#contract/notifications-types';
import type { ReadOnlyD1 } from '../client';

// Web push (docs/rules/push-and-offline.md): each member's push preferences, their devices'
// subscriptions, and the sweep that takes new notifications to push. Hand SQL.

const KIND_LIST = PUSH_KINDS.join(', ');
type PreferenceRow = Record<(typeof PUSH_KINDS)[number], number>;
const toPreferences = (row: PreferenceRow | null): PushPreferences =>
  row ? (Object.fromEntries(PUSH_KINDS.map((kind) => [kind, row[kind] === 1])) as PushPreferences) : { ...DEFAULT_PUSH_PREFERENCES };

export async function getPushPreferences(db: ReadOnlyD1, userId: number): Promise<PushPreferences> {
  return toPreferences(await db.prepare(`SELECT ${KIND_LIST} FROM push_preferences WHERE user_id = ?`).bind(userId).first<PreferenceRow>());
}

/** Writes the member's push preferences: those of `changes`, the others kept; answers them all. One statement. */
export async function putPushPreferences(db: D1Database, userId: number, changes: Partial<PushPreferences>): Promise<PushPreferences> {
  const given = PUSH_KINDS.filter((kind) => changes[kind] !== undefined);
  const values = PUSH_KINDS.map((kind) => (changes[kind] ? 1 : 0));
  const kept = given.length > 0 ? given.map((kind) => `${kind} = excluded.${kind}`).join(', ') + ', ' : '';
  const row = await db
    .prepare(
      `INSERT INTO push_preferences (user_id, ${KIND_LIST}) VALUES (?, ${values.map(() => '?').join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${kept}updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING ${KIND_LIST}`,
    )
    .bind(userId, ...values)
    .first<PreferenceRow>();
  return toPreferences(row);
}

/** At most this many devices per member receive pushes: a new subscription pushes out the oldest. */
const MAX_PUSH_DEVICES = 5;

export interface NewPushSubscription {
  userId: number;
  /** The session that subscribes: the subscription ends with it. */
  session: { tokenHash: string; createdAt: number; userAgent: string | null };
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a device's subscription for the member and their session, in one batch: the session's
 * index row if it had none yet (a session begun before the index, not renewed since), the
 * subscription (an endpoint already stored moves to this member and session, with its new keys),
 * and the member's oldest subscriptions beyond `MAX_PUSH_DEVICES` deleted.
 */
export async function savePushSubscription(db: D1Database, subscription: NewPushSubscription): Promise<void> {
  const { userId, session } = subscription;
  const startedAt = new Date(session.createdAt).toISOString();
  await db.batch([
    db
      .prepare('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, user_agent) VALUES (?1, ?2, ?3, ?3, ?4) ON CONFLICT (token_hash) DO NOTHING')
      .bind(session.tokenHash, userId, startedAt, session.userAgent?.slice(0, 200) ?? null),
    db
      .prepare(
        `INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, session_hash = excluded.session_hash, p256dh = excluded.p256dh, auth = excluded.auth,
           created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(userId, session.tokenHash, subscription.endpoint, subscription.p256dh, subscription.auth),
    db
      .prepare(
        `DELETE FROM push_subscriptions WHERE user_id = ?1
           AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ${MAX_PUSH_DEVICES})`,
      )
      .bind(userId),
  ]);
}

/** Deletes the member's subscription at `endpoint`; false when they have none there (another member's is left alone). */
export async function deletePushSubscription(db: D1Database, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').bind(userId, endpoint).run();
  return result.meta.changes > 0;
}

/** Deletes the subscriptions whose push service said they are gone (404 or 410). */
export async function deletePushSubscriptionsById(db: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.prepare('DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(ids)).run();
}

/**
 * A notification waiting for its push: unread, new or happened again since its last push (a
 * grouped notification moves `created_at` on), within the sweep's window, for a member with a
 * device subscribed. ?1 is the window's start.
 */
const WAITING = `n.read_at IS NULL AND n.created_at > ?1 AND (n.pushed_at IS NULL OR n.pushed_at < n.created_at)
  AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id)`;

/** Whether any notification waits for its push (the cron's check before it queues a sweep): one indexed read. */
export async function hasNotificationsToPush(db: ReadOnlyD1, since: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS found FROM notifications n WHERE ${WAITING} LIMIT 1`).bind(since).first()) !== null;
}

export interface ClaimedNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
}

/**
 * Takes up to `limit` notifications waiting for their push, oldest first, marking them pushed at
 * `now` in the same statement: two sweeps at once never take the same one, so none is pushed
 * twice for one happening.
 */
export async function claimNotificationsToPush(db: D1Database, now: string, since: string, limit: number): Promise<ClaimedNotification[]> {
  const { results } = await db
    .prepare(
      `UPDATE notifications SET pushed_at = ?2
        WHERE id IN (SELECT n.id FROM notifications n WHERE ${WAITING} ORDER BY n.created_at LIMIT ?3)
          AND read_at IS NULL AND (pushed_at IS NULL OR pushed_at < created_at)
        RETURNING id, user_id AS userId, kind`,
    )
    .bind(since, now, limit)
    .all<ClaimedNotification>();
  return results;
}

export interface PushDevice {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push preferences and devices of `userIds`: one batch. */
export async function pushAudience(db: ReadOnlyD1, userIds: number[]): Promise<{ preferences: Map<number, PushPreferences>; devices: PushDevice[] }> {
  const ids = JSON.stringify(userIds);
  const [preferences, devices] = await db.batch([
    db.prepare(`SELECT user_id AS userId, ${KIND_LIST} FROM push_preferences WHERE user_id IN (SELECT value FROM json_each(?))`).bind(ids),
    db.prepare('SELECT id, user_id AS userId, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?)) ORDER BY id').bind(ids),
  ]);
  return {
    preferences: new Map((preferences!.results as ({ userId: number } & PreferenceRow)[]).map((row) => [row.userId, toPreferences(row)])),
    devices: devices!.results as PushDevice[],
  };
}
