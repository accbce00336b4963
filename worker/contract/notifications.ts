import { z } from 'zod';
import { idSchema, publicUserSummarySchema, timestampSchema, type Assert, type SameShape } from './common';
import { NOTIFICATION_KINDS, NOTIFICATION_TARGET_TYPES, type NotificationsReadResult, type PortalNotification } from './notifications-types';

/** `POST /api/notifications/read`: some notifications by id (at most 100), or all of them. */
export const markReadInputSchema = z.union(
  [
    z.strictObject({ all: z.literal(true) }),
    z.strictObject({
      ids: z.array(idSchema, { message: 'Indique as notificações a marcar como lidas.' }).min(1, 'Indique as notificações a marcar como lidas.').max(100, 'No máximo 100 notificações de cada vez.'),
    }),
  ],
  { message: 'Indique as notificações a marcar como lidas ({ ids } ou { all: true }).' },
);

export const notificationSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
  count: z.number().int().positive(),
  actor: publicUserSummarySchema.nullable(),
  target: z.strictObject({ type: z.enum(NOTIFICATION_TARGET_TYPES), id: idSchema, title: z.string(), url: z.string() }),
});
type _NotificationAgrees = Assert<SameShape<z.infer<typeof notificationSchema>, PortalNotification>>;

export const notificationsReadResultSchema = z.strictObject({ unread: z.number().int().nonnegative() });
type _ReadResultAgrees = Assert<SameShape<z.infer<typeof notificationsReadResultSchema>, NotificationsReadResult>>;
