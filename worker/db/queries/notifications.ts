import type { NotificationKind, NotificationTargetType, PortalNotification } from '#contract/notifications-types';
import { KINDS, type ContentKind } from './content';
import { notHiddenFrom, pickUserSummary, userSummaryColumns, type HideableTable, type UserSummaryColumns } from './shared';
import { type ReadOnlyD1 } from '../client';

// Notifications in the portal (docs/rules/notifications-and-events.md). Each is written by a statement that joins
// the batch of the write it tells about, so telling costs no round trip of its own; it selects its
// recipient and the target's title itself, and writes nothing when the recipient is the actor.
// Hand SQL: an upsert on the partial unique index of unread notifications (decision 066).

/**
 * The upsert of notifications of `kind` on targets of `targetType`, one per row of `select`
 * (columns `recipient`, `actor`, `target`, `title`): a new unread notification, or one more on the
 * unread one of the same kind and target, with the latest actor, title and time. Every way of
 * telling members goes through it.
 */
export function upsertNotificationsSql(kind: NotificationKind, targetType: NotificationTargetType, select: string): string {
  return `INSERT INTO notifications (user_id, kind, actor_id, target_type, target_id, target_title)
          SELECT r.recipient, '${kind}', r.actor, '${targetType}', r.target, r.title FROM (${select}) r WHERE true
          ON CONFLICT (user_id, kind, target_type, target_id) WHERE read_at IS NULL
          DO UPDATE SET count = count + 1, actor_id = excluded.actor_id, target_title = excluded.target_title,
                        created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/**
 * Tells the owner of one item (`owner` SQL over `from`) that member ?1 acted on it, unless they are
 * that member; acts only when the statement just before it changed a row (`changes() = 1`).
 */
const ownerNotificationSql = (kind: NotificationKind, targetType: NotificationTargetType, owner: string, from: string) =>
  upsertNotificationsSql(kind, targetType, `SELECT ${owner} AS recipient, ?1 AS actor, x.id AS target, x.title AS title FROM ${from} x WHERE x.id = ?2 AND changes() = 1 AND ${owner} IS NOT ?1`);

/** Tells the author of an article or protocol that `actorId` commented on it; put it after the comment's insert, in its batch. */
export function commentNotification(db: D1Database, kind: ContentKind, itemId: number, actorId: number): D1PreparedStatement {
  return db.prepare(ownerNotificationSql('comment', kind, 'x.author_id', KINDS[kind].table)).bind(actorId, itemId);
}

/**
 * Tells an event's organiser that `actorId` registered or cancelled: put it right after the
 * statement that inserted or deleted the registration, in its batch (it acts only when that
 * statement changed a row).
 */
export function organiserNotification(db: D1Database, kind: 'event-registration' | 'event-cancellation', eventId: number, actorId: number): D1PreparedStatement {
  return db.prepare(ownerNotificationSql(kind, 'event', 'x.organizer_id', 'events')).bind(actorId, eventId);
}

/**
 * Tells an event's registrants (and, with `waitlist`, those waiting for a place) that its organiser
 * `organizerId` changed or cancelled it; never the organiser. Put it right after the statement that
 * changed the event, in its batch: it acts only when that statement changed a row.
 */
export function registrantsNotification(db: D1Database, kind: 'event-changed' | 'event-cancelled', eventId: number, organizerId: number, waitlist: boolean): D1PreparedStatement {
  return db
    .prepare(
      upsertNotificationsSql(
        kind,
        'event',
        `SELECT m.user_id AS recipient, ?2 AS actor, e.id AS target, e.title AS title
           FROM (SELECT user_id FROM event_registrations WHERE event_id = ?1
                 UNION SELECT user_id FROM event_waitlist WHERE event_id = ?1 AND ?3) m
           JOIN events e ON e.id = ?1
          WHERE changes() = 1 AND m.user_id <> e.organizer_id`,
      ),
    )
    .bind(eventId, organizerId, waitlist ? 1 : 0);
}

/** Tells the members promoted from the waiting list (waiting, and registered now) of their place; before their waiting-list entries go. */
export function promotionNotification(db: D1Database, eventId: number): D1PreparedStatement {
  return db
    .prepare(
      upsertNotificationsSql(
        'waitlist-promoted',
        'event',
        `SELECT w.user_id AS recipient, NULL AS actor, e.id AS target, e.title AS title
           FROM event_waitlist w JOIN events e ON e.id = w.event_id
          WHERE w.event_id = ?1 AND EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = ?1 AND r.user_id = w.user_id)`,
      ),
    )
    .bind(eventId);
}

const TARGET_PATHS: Record<NotificationTargetType, string | null> = {
  article: '/articles/',
  protocol: '/protocols/',
  event: '/eventos/',
  opportunity: '/oportunidades/',
  volunteering: '/voluntariado/',
  // A comment has no page of its own: its notification leads to the page it is on (`commentOn`), or the member's profile once it is gone.
  comment: null,
  // The member's licence-number request: the settings' section (targetUrl).
  verification: '/definicoes',
  question: '/perguntas/',
  // An answer leads to its question's page (`answerQuestionId`), or the member's profile once it is gone.
  answer: null,
  // A community's page, by its slug (targetUrl).
  community: '/comunidades/',
};

/** The article or protocol a comment is on, when it still exists. */
interface CommentPlace {
  commentArticleId: number | null;
  commentProtocolId: number | null;
  /** The question an answer is on, when it still exists. */
  answerQuestionId: number | null;
  /** A community's slug, for a notification about a community. */
  communitySlug: string | null;
}

/**
 * Where a notification leads: the target's page, the page a comment is on (where its author sees
 * it hidden, with the reason), the settings for a licence-number request, or the member's profile
 * for what a moderator deleted.
 */
function targetUrl(kind: NotificationKind, type: NotificationTargetType, id: number, place: CommentPlace): string {
  if (type === 'verification') return `${TARGET_PATHS.verification}#verificacao`;
  if (type === 'community') return place.communitySlug === null ? '/comunidades' : `${TARGET_PATHS.community}${place.communitySlug}${kind === 'community-request' ? '#pedidos' : ''}`;
  if (kind === 'moderation-deleted') return '/profile';
  if (type === 'answer') return place.answerQuestionId !== null ? `${TARGET_PATHS.question}${place.answerQuestionId}` : '/profile';
  if (kind === 'certificate-issued') return '/portefolio';
  if (type === 'comment') {
    if (place.commentArticleId !== null) return `${TARGET_PATHS.article}${place.commentArticleId}`;
    if (place.commentProtocolId !== null) return `${TARGET_PATHS.protocol}${place.commentProtocolId}`;
    return '/profile';
  }
  return `${TARGET_PATHS[type]}${id}`;
}

type NotificationRow = {
  id: number;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  count: number;
  targetType: NotificationTargetType;
  targetId: number;
  targetTitle: string;
  actorPresent: number;
  reason: string | null;
} & CommentPlace &
  UserSummaryColumns<'actor_'>;

const toNotification = (row: NotificationRow): PortalNotification => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt,
  readAt: row.readAt,
  count: row.count,
  actor: row.actorPresent ? pickUserSummary(row, 'actor_') : null,
  target: { type: row.targetType, id: row.targetId, title: row.targetTitle, url: targetUrl(row.kind, row.targetType, row.targetId, row) },
  reason: row.reason ?? null,
});

/** The table of each kind of target that moderation can hide (a licence-number request cannot be hidden). */
const TARGET_TABLES: Record<Exclude<NotificationTargetType, 'verification' | 'community'>, HideableTable> = {
  article: 'articles',
  protocol: 'protocols',
  event: 'events',
  opportunity: 'opportunities',
  volunteering: 'volunteering',
  comment: 'comments',
  question: 'questions',
  answer: 'answers',
};

/**
 * The member's notifications (`WHERE` over `notifications` aliased `n`, with its parameters) but
 * those about an item hidden from them (docs/rules/trust.md): nobody is told of what they may
 * not see; the author still is, of their own hidden item. Each table's hidden rows come from its
 * small index, once per statement.
 */
function shownNotifications(userId: number): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const conditions = Object.entries(TARGET_TABLES).map(([type, table]) => `(n.target_type <> '${type}' OR ${notHiddenFrom(table, 'n.target_id', userId, params)})`);
  return { where: `n.user_id = ? AND ${conditions.join(' AND ')}`, params };
}

/** A notification as the member reads it (`NotificationRow`), over `notifications n`. */
const SELECT_NOTIFICATIONS = `SELECT n.id, n.kind, n.created_at AS createdAt, n.read_at AS readAt, n.count, n.target_type AS targetType, n.target_id AS targetId,
                n.target_title AS targetTitle, a.id IS NOT NULL AS actorPresent, ${userSummaryColumns('a', 'actor_')},
                c.article_id AS commentArticleId, c.protocol_id AS commentProtocolId, an.question_id AS answerQuestionId, k.slug AS communitySlug,
                -- A moderation decision's reason is the one its log row keeps (the latest on that target).
                CASE WHEN n.kind LIKE 'moderation-%' THEN (SELECT l.reason FROM moderation_log l WHERE l.target_type = n.target_type AND l.target_id = n.target_id
                  AND l.actor_id IS n.actor_id ORDER BY l.created_at DESC, l.id DESC LIMIT 1) END AS reason
           FROM notifications n LEFT JOIN users a ON a.id = n.actor_id
                LEFT JOIN comments c ON n.target_type = 'comment' AND c.id = n.target_id
                LEFT JOIN answers an ON n.target_type = 'answer' AND an.id = n.target_id
                LEFT JOIN communities k ON n.target_type = 'community' AND k.id = n.target_id`;

/**
 * Notifications by id, each as its member reads it in the portal, those about what is now hidden
 * from them left out (web push, docs/rules/push-and-offline.md): one statement per member, one batch.
 */
export async function shownNotificationsById(db: ReadOnlyD1, idsByMember: Map<number, number[]>): Promise<{ userId: number; notification: PortalNotification }[]> {
  if (idsByMember.size === 0) return [];
  const members = [...idsByMember.entries()];
  const pages = await db.batch(
    members.map(([userId, ids]) => {
      const shown = shownNotifications(userId);
      return db.prepare(`${SELECT_NOTIFICATIONS} WHERE ${shown.where} AND n.id IN (SELECT value FROM json_each(?))`).bind(...shown.params, JSON.stringify(ids));
    }),
  );
  return members.flatMap(([userId], index) => (pages[index]!.results as NotificationRow[]).map((row) => ({ userId, notification: toNotification(row) })));
}

/** The member's notifications, newest first, with the total and how many are unread: one batch. */
export async function listNotifications(db: ReadOnlyD1, userId: number, limit: number, offset: number): Promise<{ items: PortalNotification[]; total: number; unread: number }> {
  const shown = shownNotifications(userId);
  const [counts, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total, count(*) FILTER (WHERE n.read_at IS NULL) AS unread FROM notifications n WHERE ${shown.where}`).bind(...shown.params),
    db.prepare(`${SELECT_NOTIFICATIONS} WHERE ${shown.where} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`).bind(...shown.params, limit, offset),
  ]);
  const { total, unread } = counts!.results[0] as { total: number; unread: number };
  return { items: (page!.results as NotificationRow[]).map(toNotification), total, unread };
}

/** Marks the member's notifications read (those of `ids`, or all) and answers how many stay unread: one batch. */
export async function markNotificationsRead(db: D1Database, userId: number, ids: number[] | 'all'): Promise<number> {
  const shown = shownNotifications(userId);
  const which = ids === 'all' ? '' : 'AND id IN (SELECT value FROM json_each(?2))';
  const [, counted] = await db.batch([
    db
      .prepare(`UPDATE notifications SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE user_id = ?1 AND read_at IS NULL ${which}`)
      .bind(...(ids === 'all' ? [userId] : [userId, JSON.stringify(ids)])),
    db.prepare(`SELECT count(*) AS unread FROM notifications n WHERE ${shown.where} AND n.read_at IS NULL`).bind(...shown.params),
  ]);
  return (counted!.results[0] as { unread: number }).unread;
}
