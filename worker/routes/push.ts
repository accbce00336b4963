import { pushPreferencesUpdateSchema, pushSubscriptionEndSchema, pushSubscriptionSchema } from '#contract/push';
import type { PushKey, PushPreferences, PushSubscriptionEnd } from '#contract/push-types';
import { Hono } from 'hono';
import { deletePushSubscription, getPushPreferences, putPushPreferences, savePushSubscription } from '../db/queries/push';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { checkSession, confirmedSessionOf, currentUserId, requireMember } from '../middleware/session';

// Web push (docs/rules/push-and-offline.md): the key browsers subscribe with, each device's
// subscription, and which kinds of news the member wants pushed.

const PUSH_OFF = 'As notificações no dispositivo não estão disponíveis neste portal.';
const NO_SUBSCRIPTION = 'Este dispositivo não recebe notificações desta conta.';

/** `GET /api/push/key`: the VAPID public key (404 while the portal has none). */
export const pushKeyRoutes = new Hono<AppEnv>().get('/key', async (c) => {
  const publicKey = await c.var.scope.push.publicKey();
  if (!publicKey) throw notFound(PUSH_OFF);
  return c.json<PushKey>({ publicKey });
});

/**
 * `POST /api/me/push-subscriptions` (201) and `DELETE /api/me/push-subscriptions {endpoint}` (204):
 * a device's subscription, owned by the member and the session that made it.
 */
export const pushSubscriptionRoutes = new Hono<AppEnv>()
  .post('/', requireMember, async (c) => {
    const input = await parseJson(c, pushSubscriptionSchema);
    await checkSession(c);
    const session = await confirmedSessionOf(c);
    await savePushSubscription(await c.var.scope.db.write(), {
      userId: session.userId,
      session: { tokenHash: session.tokenHash, createdAt: session.createdAt, userAgent: c.req.header('User-Agent') ?? null },
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    return c.json<PushSubscriptionEnd>({ endpoint: input.endpoint }, 201);
  })
  .delete('/', requireMember, async (c) => {
    const { endpoint } = await parseJson(c, pushSubscriptionEndSchema);
    await checkSession(c);
    if (!(await deletePushSubscription(await c.var.scope.db.write(), currentUserId(c), endpoint))) throw notFound(NO_SUBSCRIPTION);
    return c.body(null, 204);
  });

/** `GET/PUT /api/me/push-preferences`: which kinds of news the member wants pushed (a kind left out of a PUT keeps its value). */
export const pushPreferenceRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json<PushPreferences>(await getPushPreferences(c.var.scope.db.read, currentUserId(c))))
  .put('/', requireMember, async (c) => {
    const changes = await parseJson(c, pushPreferencesUpdateSchema);
    await checkSession(c);
    return c.json<PushPreferences>(await putPushPreferences(await c.var.scope.db.write(), currentUserId(c), changes));
  });
