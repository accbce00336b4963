import type { PublicUserSummary } from './common-types';

/** What a member is told about (docs/rules/notifications-and-events.md); none is ever about the member's own action. */
export const NOTIFICATION_KINDS = [
  'comment',
  'event-registration',
  'event-cancellation',
  'waitlist-promoted',
  'followed-content',
  // A change or cancellation of an event the member registered for (or waits for).
  'event-changed',
  'event-cancelled',
  // A moderator's decision on the member's item or comment (docs/rules/trust.md), with its reason.
  'moderation-hidden',
  'moderation-restored',
  'moderation-deleted',
  // A moderator's decision on the member's licence number (docs/rules/trust.md).
  'verification-approved',
  'verification-refused',
  // Someone wrote the member's @username in a comment (docs/rules/mentions.md).
  'mention',
  // Clinical questions (docs/rules/questions.md): an answer to the member's question, and their answer accepted.
  'question-answered',
  'answer-accepted',
  // A certificate of attendance issued when an event's organiser recorded the member's attendance (docs/rules/cpd-portfolio.md).
  'certificate-issued',
  // A new offer that one of the member's saved searches matched (docs/rules/job-alerts-and-pay.md).
  'saved-search-match',
  // Communities (docs/rules/communities.md): a request to join a closed community, to its moderators; the member's request approved.
  'community-request',
  'community-approved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about; `verification` is the member's licence-number request (its page: `/definicoes`); `community` a community (its page: `/comunidades/{slug}`). */
export const NOTIFICATION_TARGET_TYPES = ['article', 'protocol', 'event', 'opportunity', 'volunteering', 'comment', 'verification', 'question', 'answer', 'community'] as const;
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number];

/** The header of `GET /api/notifications` with how many are unread. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';

export interface PortalNotification {
  id: number;
  kind: NotificationKind;
  /** When it last happened (a grouped notification moves up with each new one). */
  createdAt: string;
  readAt: string | null;
  /** How many times it happened while unread ("3 novos comentários em …"). */
  count: number;
  /** Who did it last (null when that member has left the portal). */
  actor: PublicUserSummary | null;
  target: { type: NotificationTargetType; id: number; title: string; url: string };
  /** A moderation decision's reason (null for every other kind). */
  reason: string | null;
}

/** `POST /api/notifications/read`: the notifications now unread. */
export interface NotificationsReadResult {
  unread: number;
}
