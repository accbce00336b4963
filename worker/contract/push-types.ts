import { EMAIL_NEWS_LABELS } from './email-preferences-types';
import type { NotificationKind } from './notifications-types';

/** The kinds of news a member may have pushed to their devices (docs/rules/push-and-offline.md): the e-mail kinds and decisions on their account. */
export const PUSH_KINDS = ['comments', 'events', 'following', 'mentions', 'questions', 'alerts', 'communities', 'account'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Which kinds the member wants pushed: all off until they turn one on. */
export type PushPreferences = Record<PushKind, boolean>;
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = { comments: false, events: false, following: false, mentions: false, questions: false, alerts: false, communities: false, account: false };

/** The e-mail kinds' labels, the communities' one spelt out and the account's, which only push has. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  ...EMAIL_NEWS_LABELS,
  communities: 'Pedidos de adesão às comunidades que modera e os seus pedidos aprovados',
  account: 'Decisões da moderação e da verificação',
};

/** The kind of push each notification is sent by. */
export const PUSH_KIND_OF: Record<NotificationKind, PushKind> = {
  comment: 'comments',
  'event-registration': 'events',
  'event-cancellation': 'events',
  'waitlist-promoted': 'events',
  'event-changed': 'events',
  'event-cancelled': 'events',
  'followed-content': 'following',
  mention: 'mentions',
  'moderation-hidden': 'account',
  'moderation-restored': 'account',
  'moderation-deleted': 'account',
  'verification-approved': 'account',
  'verification-refused': 'account',
  'question-answered': 'questions',
  'answer-accepted': 'questions',
  'certificate-issued': 'events',
  'saved-search-match': 'alerts',
  'community-request': 'communities',
  'community-approved': 'communities',
};

/**
 * The push services a subscription's endpoint may be on (FCM, Mozilla, Apple, Windows), so that
 * the Worker never posts to an address a member chose: the host itself or a subdomain.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const;

/** Whether `endpoint` is an https URL on a known push service, with no port, user or password. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** `GET /api/push/key`: the VAPID public key, base64url of the 65-byte uncompressed point. */
export interface PushKey {
  publicKey: string;
}

/** `POST /api/me/push-subscriptions`: a browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** `DELETE /api/me/push-subscriptions`. */
export interface PushSubscriptionEnd {
  endpoint: string;
}
