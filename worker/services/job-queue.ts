import type { ContentKind } from '../db/queries/content';
import type { MentionPlace } from '../db/queries/mentions';
import type { Scope } from '../runtime/scope';

// Work a request hands over instead of doing it: put on MAIL_QUEUE beside the e-mails (one queue,
// one consumer: worker/index.ts), so that telling many members never lengthens a request
// (docs/rules/notifications-and-events.md). A job is `{ job, … }`; an e-mail is an `OutgoingMail`.

export type Job =
  | { job: 'followed-content'; kind: ContentKind; itemId: number }
  /** The Monday digests of these members, of the week before `until` (ms). */
  | { job: 'weekly-digest'; memberIds: number[]; until: number }
  /** An event's organiser changed its date, place or link, or cancelled it: its registrants are e-mailed. */
  | { job: 'event-news'; eventId: number; news: 'changed' | 'cancelled' }
  /** A comment, question or answer was written or edited: the members its @usernames name are told (docs/rules/mentions.md). */
  | { job: 'mentions'; place: MentionPlace }
  /** An answer to a question (its asker is e-mailed) or an answer accepted (its author is): docs/rules/questions.md. */
  | { job: 'question-news'; answerId: number; news: 'answered' | 'accepted' }
  /** A new offer: the saved searches it matches are told (members after `afterUserId`, a page a run). */
  | { job: 'saved-search-alerts'; offerType: 'opportunity' | 'volunteering'; offerId: number; afterUserId?: number }
  /** Notifications wait for their push (docs/rules/push-and-offline.md): one sweep of them. */
  | { job: 'push-sweep' }
  /** A request to join a closed community (its moderators are e-mailed) or a request approved (the member is): docs/rules/communities.md. */
  | { job: 'community-news'; communityId: number; userId: number; news: 'request' | 'approved' };

export function isJob(body: unknown): body is Job {
  if (typeof body !== 'object' || body === null) return false;
  const job = body as Record<string, unknown>;
  if (job.job === 'followed-content') return Number.isInteger(job.itemId);
  if (job.job === 'event-news') return Number.isInteger(job.eventId) && (job.news === 'changed' || job.news === 'cancelled');
  if (job.job === 'mentions') {
    const place = job.place as Record<string, unknown> | null;
    return typeof place === 'object' && place !== null && (place.type === 'comment' || place.type === 'question' || place.type === 'answer') && Number.isInteger(place.id);
  }
  if (job.job === 'question-news') return Number.isInteger(job.answerId) && (job.news === 'answered' || job.news === 'accepted');
  if (job.job === 'saved-search-alerts')
    return (job.offerType === 'opportunity' || job.offerType === 'volunteering') && Number.isInteger(job.offerId) && (job.afterUserId === undefined || Number.isInteger(job.afterUserId));
  if (job.job === 'push-sweep') return true;
  if (job.job === 'community-news') return Number.isInteger(job.communityId) && Number.isInteger(job.userId) && (job.news === 'request' || job.news === 'approved');
  if (job.job === 'weekly-digest') return Array.isArray(job.memberIds) && job.memberIds.every(Number.isInteger) && Number.isInteger(job.until);
  return false;
}

/** Queues a job (the request does not wait for it to run). */
export async function queueJob(scope: Pick<Scope, 'queue'>, job: Job): Promise<void> {
  await scope.queue.send(job);
}
