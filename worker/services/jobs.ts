import type { ContentKind } from '../db/queries/content';
import { eventNewsRecipients } from '../db/queries/events';
import { followersToEmail, notifyFollowers } from '../db/queries/follows';
import { unsubscribeTokenStatement } from '../db/queries/email-preferences';
import { issueUnsubscribeToken } from './email-tokens';
import { buildMail, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';
import type { Bindings } from '../env';
import type { Job } from './job-queue';
import { sendWeeklyDigests } from './weekly-digest';

// How each job runs (the queue consumer, worker/queue.ts, calls `runJob`); what a job is, and how a
// request queues one, is ./job-queue.ts.

/** Runs one job; a failure is retried by the queue. */
export async function runJob(env: Pick<Bindings, 'DB' | 'QUIET_LOGS' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, job: Job): Promise<void> {
  switch (job.job) {
    case 'followed-content': {
      const kind = job.kind === 'protocol' ? 'protocol' : 'article';
      const told = await notifyFollowers(env.DB, kind, job.itemId);
      const mailed = await emailFollowersAtOnce(env, kind, job.itemId);
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'followed-content', told, mailed }));
      return;
    }
    case 'weekly-digest': {
      const sent = await sendWeeklyDigests(env, job.memberIds, job.until);
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'weekly-digest', sent }));
      return;
    }
    case 'event-news': {
      const mailed = await emailEventNews(env, job.eventId, job.news);
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'event-news', news: job.news, mailed }));
    }
  }
}

/**
 * E-mails an event's registrants (and, when it is cancelled, those waiting) who want event news at
 * once, as the event is now: one read, one batch of their unsubscribe links, the e-mails queued.
 */
async function emailEventNews(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, eventId: number, news: 'changed' | 'cancelled'): Promise<number> {
  const found = await eventNewsRecipients(env.DB, eventId, news === 'cancelled');
  if (!found || found.recipients.length === 0) return 0;
  const { event } = found;
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const recipient of found.recipients) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(env.DB, unsubscribe, recipient.userId, 'events'));
    const about = { id: event.id, title: event.title, date: event.eventDate };
    mails.push(
      buildMail(
        news === 'cancelled'
          ? { kind: 'event-cancelled', to: recipient.email, name: recipient.name, event: { ...about, reason: event.cancelReason ?? '' }, unsubscribeToken: unsubscribe.token }
          : { kind: 'event-changed', to: recipient.email, name: recipient.name, event: { ...about, location: event.location, onlineUrl: event.onlineUrl }, unsubscribeToken: unsubscribe.token },
        env.PUBLIC_URL,
      ),
    );
  }
  await env.DB.batch(tokens);
  await queueMails(env, mails);
  return mails.length;
}

/** E-mails the followers who want what they follow at once (not weekly): one read, one batch of their unsubscribe links, the e-mails queued. */
async function emailFollowersAtOnce(env: Pick<Bindings, 'DB' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, kind: ContentKind, itemId: number): Promise<number> {
  const followers = await followersToEmail(env.DB, kind, itemId);
  if (followers.length === 0) return 0;
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const follower of followers) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(env.DB, unsubscribe, follower.userId, 'following'));
    mails.push(
      buildMail(
        { kind: 'followed-content-notice', to: follower.email, name: follower.name, actor: follower.actor, item: { kind, id: itemId, title: follower.title }, unsubscribeToken: unsubscribe.token },
        env.PUBLIC_URL,
      ),
    );
  }
  await env.DB.batch(tokens);
  await queueMails(env, mails);
  return mails.length;
}
