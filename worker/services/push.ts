import { notificationText } from '#contract/notification-text';
import type { PortalNotification } from '#contract/notifications-types';
import { PUSH_KIND_OF } from '#contract/push-types';
import { shownNotificationsById } from '../db/queries/notifications';
import { claimNotificationsToPush, deletePushSubscriptionsById, hasNotificationsToPush, pushAudience, type PushDevice } from '../db/queries/push';
import type { Scope } from '../runtime/scope';
import { queueJob } from './job-queue';

// Web push of notifications (docs/rules/push-and-offline.md, "Sending"). Every way of telling a
// member writes a notification (worker/db/queries/notifications.ts); none of them pushes. A cron
// every minute looks for notifications waiting for their push and, when there are some, queues a
// sweep; the queue consumer runs it: it claims a bounded batch (marked pushed in the claiming
// statement, so none is pushed twice), keeps those of kinds the member turned on and still shown
// to them, and sends each to the member's devices. An endpoint answering 404 or 410 is deleted.

/** Notifications older than this are not pushed any more (a late push helps no one; it also bounds a sweep after an outage). */
const PUSH_WINDOW_MS = 60 * 60 * 1000;
/** Notifications one sweep takes; a full claim queues the next sweep at once. */
export const PUSH_SWEEP_SIZE = 20;
/** Messages posted at once (a Worker keeps at most six connections open). */
const PARALLEL_SENDS = 6;
/** How long a push service keeps a message for a device that is off: a day (the most RFC 8030 servers keep). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The declarative payload of a push (RFC 8030 number, as Safari reads it without a service worker; ours reads it too: src/sw). */
export interface DeclarativePush {
  web_push: 8030;
  notification: { title: string; body: string; navigate: string; lang: 'pt-PT'; dir: 'ltr'; tag: string; silent: false };
}

/** What a push of `notification` says: the portal's name as its title, the portal's sentence as its body, the target's address. */
function pushPayload(notification: PortalNotification, publicUrl: string): DeclarativePush {
  return {
    web_push: 8030,
    notification: {
      title: 'Rede TO',
      body: notificationText(notification),
      navigate: new URL(notification.target.url, publicUrl).href,
      lang: 'pt-PT',
      dir: 'ltr',
      // A newer push of the same notification replaces the older one on the device.
      tag: `notification-${notification.id}`,
      silent: false,
    },
  };
}

/** The cron's part: a sweep is queued only when some notification waits for its push (one indexed read a minute otherwise). */
export async function queuePushSweepIfNeeded(scope: Pick<Scope, 'db' | 'queue' | 'push'>, nowMs: number): Promise<boolean> {
  if (!(await scope.push.publicKey())) return false;
  if (!(await hasNotificationsToPush(scope.db.read, new Date(nowMs - PUSH_WINDOW_MS).toISOString()))) return false;
  await queueJob(scope, { job: 'push-sweep' });
  return true;
}

/** What one sweep did (its log line and the tests). */
export interface SweepResult {
  claimed: number;
  sent: number;
  pruned: number;
  failed: number;
}

/** The queue consumer's part: one sweep (see the top of this file). */
export async function sweepPushes(scope: Pick<Scope, 'db' | 'queue' | 'push' | 'config'>, nowMs = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { claimed: 0, sent: 0, pruned: 0, failed: 0 };
  if (!(await scope.push.publicKey())) return result;
  const claimed = await claimNotificationsToPush(await scope.db.write(), new Date(nowMs).toISOString(), new Date(nowMs - PUSH_WINDOW_MS).toISOString(), PUSH_SWEEP_SIZE);
  result.claimed = claimed.length;
  if (claimed.length === 0) return result;
  const { preferences, devices } = await pushAudience(scope.db.read, [...new Set(claimed.map((row) => row.userId))]);
  // Only the kinds each member turned on.
  const wanted = new Map<number, number[]>();
  for (const row of claimed) {
    if (!preferences.get(row.userId)?.[PUSH_KIND_OF[row.kind]]) continue;
    wanted.set(row.userId, [...(wanted.get(row.userId) ?? []), row.id]);
  }
  const shown = await shownNotificationsById(scope.db.read, wanted);
  const messages = shown.flatMap(({ userId, notification }) =>
    devices.filter((device) => device.userId === userId).map((device) => ({ device, payload: JSON.stringify(pushPayload(notification, scope.config.publicUrl)) })),
  );
  const gone: number[] = [];
  for (let start = 0; start < messages.length; start += PARALLEL_SENDS) {
    await Promise.all(
      messages.slice(start, start + PARALLEL_SENDS).map(async ({ device, payload }) => {
        const status = await send(scope, device, payload);
        if (status === 404 || status === 410) gone.push(device.id);
        else if (status >= 200 && status < 300) result.sent += 1;
        else result.failed += 1;
      }),
    );
  }
  const pruned = [...new Set(gone)];
  await deletePushSubscriptionsById(await scope.db.write(), pruned);
  result.pruned = pruned.length;
  // More may wait: the next sweep runs at once rather than in a minute.
  if (claimed.length === PUSH_SWEEP_SIZE) await queueJob(scope, { job: 'push-sweep' });
  return result;
}

/** Posts one message; a failure to reach the push service counts as a failure (status 0), never stops the sweep. */
async function send(scope: Pick<Scope, 'push'>, device: PushDevice, payload: string): Promise<number> {
  try {
    return await scope.push.send(device, payload, { ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', task: 'push', error: String(error) }));
    return 0;
  }
}
