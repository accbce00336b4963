import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { markReadInputSchema } from '#contract/notifications';
import { UNREAD_COUNT_HEADER, type NotificationsReadResult, type PortalNotification } from '#contract/notifications-types';
import { Hono } from 'hono';
import { listNotifications, markNotificationsRead } from '../db/queries/notifications';
import type { AppEnv } from '../env';
import { parseJson, parseQuery } from '../lib/validation';
import { checkSession, currentUserId, requireMember } from '../middleware/session';

/** A member's notifications (docs/rules/notifications-and-events.md): the list with its unread count, and marking them read. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const { items, total, unread } = await listNotifications(c.var.scope.db.read, currentUserId(c), limit, offset);
    c.header(TOTAL_COUNT_HEADER, String(total));
    c.header(UNREAD_COUNT_HEADER, String(unread));
    c.header('Cache-Control', 'no-store');
    return c.json<PortalNotification[]>(items);
  })
  .post('/read', requireMember, async (c) => {
    await checkSession(c);
    const input = await parseJson(c, markReadInputSchema);
    const unread = await markNotificationsRead(await c.var.scope.db.write(), currentUserId(c), 'all' in input ? 'all' : input.ids);
    return c.json<NotificationsReadResult>({ unread });
  });
