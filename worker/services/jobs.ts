import type { ContentKind } from '../db/queries/content';
import { eventNewsRecipients } from '../db/queries/events';
import { communityMailRecipients } from '../db/queries/communities';
import { followersToEmail, notifyFollowers } from '../db/queries/follows';
import { notifyMentions, type MentionPlace } from '../db/queries/mentions';
import { unsubscribeTokenStatement } from '../db/queries/email-preferences';
import { questionMailFacts } from '../db/queries/questions';
import { issueUnsubscribeToken } from './email-tokens';
import { buildMail, type OutgoingMail } from './mail/messages';
import { queueBuiltMail, queueMails } from './mail/outbox';
import type { Scope } from '../runtime/scope';
import type { Job } from './job-queue';
import { sendSavedSearchAlerts } from './saved-search-alerts';
import { sweepPushes } from './push';
import { sendWeeklyDigests } from './weekly-digest';

// How each job runs (the queue consumer, worker/queue.ts, calls `runJob`); what a job is, and how a
// request queues one, is ./job-queue.ts.

/** Runs one job; a failure is retried by the queue. */
export async function runJob(scope: Pick<Scope, 'db' | 'config' | 'queue' | 'push'>, job: Job): Promise<void> {
  switch (job.job) {
    case 'followed-content': {
      const kind = job.kind === 'protocol' ? 'protocol' : 'article';
      const told = await notifyFollowers(await scope.db.write(), kind, job.itemId);
      const mailed = await emailFollowersAtOnce(scope, kind, job.itemId);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'followed-content', told, mailed }));
      return;
    }
    case 'weekly-digest': {
      const sent = await sendWeeklyDigests(scope, job.memberIds, job.until);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'weekly-digest', sent }));
      return;
    }
    case 'event-news': {
      const mailed = await emailEventNews(scope, job.eventId, job.news);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'event-news', news: job.news, mailed }));
      return;
    }
    case 'mentions': {
      const { told, mailed } = await tellMentioned(scope, job.place);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'mentions', told, mailed }));
      return;
    }
    case 'question-news': {
      const mailed = await emailQuestionNews(scope, job.answerId, job.news);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'question-news', news: job.news, mailed }));
      return;
    }
    case 'saved-search-alerts': {
      const outcome = await sendSavedSearchAlerts(scope, job.offerType, job.offerId, job.afterUserId ?? 0);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'saved-search-alerts', ...outcome }));
      return;
    }
    case 'community-news': {
      const mailed = await emailCommunityNews(scope, job.communityId, job.userId, job.news);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'community-news', news: job.news, mailed }));
      return;
    }
    case 'push-sweep': {
      const swept = await sweepPushes(scope);
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'push-sweep', ...swept }));
    }
  }
}

/**
 * E-mails the asker of a question about a new answer, or the author of an answer accepted, when
 * they want question news at once and may still read the question: one read, their unsubscribe
 * link, the e-mail queued. The asker is never named (docs/rules/questions.md).
 */
async function emailQuestionNews(scope: Pick<Scope, 'db' | 'queue' | 'config'>, answerId: number, news: 'answered' | 'accepted'): Promise<number> {
  const facts = await questionMailFacts(scope.db.read, answerId, news);
  const recipient = facts?.recipient;
  if (!facts || !recipient || recipient.wants !== 'immediate' || !recipient.readable) return 0;
  const unsubscribe = await issueUnsubscribeToken();
  await unsubscribeTokenStatement(await scope.db.write(), unsubscribe, recipient.userId, 'questions').run();
  const question = { id: facts.questionId, title: facts.title };
  await queueBuiltMail(
    scope,
    buildMail(
      news === 'answered'
        ? { kind: 'question-answered', to: recipient.email, name: recipient.name, question, answerer: facts.answerer ?? '', unsubscribeToken: unsubscribe.token }
        : { kind: 'answer-accepted', to: recipient.email, name: recipient.name, question, unsubscribeToken: unsubscribe.token },
      scope.config.publicUrl,
    ),
  );
  return 1;
}

/**
 * E-mails an event's registrants (and, when it is cancelled, those waiting) who want event news at
 * once, as the event is now: one read, one batch of their unsubscribe links, the e-mails queued.
 */
async function emailEventNews(scope: Pick<Scope, 'db' | 'queue' | 'config'>, eventId: number, news: 'changed' | 'cancelled'): Promise<number> {
  const found = await eventNewsRecipients(scope.db.read, eventId, news === 'cancelled');
  if (!found || found.recipients.length === 0) return 0;
  const { event } = found;
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const recipient of found.recipients) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(await scope.db.write(), unsubscribe, recipient.userId, 'events'));
    const about = { id: event.id, title: event.title, date: event.eventDate };
    mails.push(
      buildMail(
        news === 'cancelled'
          ? { kind: 'event-cancelled', to: recipient.email, name: recipient.name, event: { ...about, reason: event.cancelReason ?? '' }, unsubscribeToken: unsubscribe.token }
          : {
              kind: 'event-changed',
              to: recipient.email,
              name: recipient.name,
              event: { ...about, location: event.location, onlineUrl: event.onlineUrl, endDate: event.endDate },
              unsubscribeToken: unsubscribe.token,
            },
        scope.config.publicUrl,
      ),
    );
  }
  await scope.db.read.batch(tokens);
  await queueMails(scope, mails);
  return mails.length;
}

/**
 * E-mails a community's moderators of a request to join it, or the member of their request
 * approved, those who want it at once (docs/rules/communities.md): one read, one batch of their
 * unsubscribe links, the e-mails queued.
 */
async function emailCommunityNews(scope: Pick<Scope, 'db' | 'queue' | 'config'>, communityId: number, userId: number, news: 'request' | 'approved'): Promise<number> {
  const recipients = await communityMailRecipients(scope.db.read, communityId, userId, news);
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const recipient of recipients) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(await scope.db.write(), unsubscribe, recipient.userId, 'communities'));
    const community = { name: recipient.community, slug: recipient.slug };
    mails.push(
      buildMail(
        news === 'request'
          ? { kind: 'community-request-notice', to: recipient.email, name: recipient.name, member: recipient.member, community, unsubscribeToken: unsubscribe.token }
          : { kind: 'community-approved-notice', to: recipient.email, name: recipient.name, community, unsubscribeToken: unsubscribe.token },
        scope.config.publicUrl,
      ),
    );
  }
  if (tokens.length > 0) await (await scope.db.write()).batch(tokens);
  await queueMails(scope, mails);
  return mails.length;
}

/**
 * Tells the members a text mentions (once per member and text: docs/rules/mentions.md) and e-mails
 * those of them who want mentions at once: one insert, one read, one batch of unsubscribe links.
 */
async function tellMentioned(scope: Pick<Scope, 'db' | 'queue' | 'config'>, place: MentionPlace): Promise<{ told: number; mailed: number }> {
  const { told, toEmail } = await notifyMentions(await scope.db.write(), place);
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const member of toEmail) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(await scope.db.write(), unsubscribe, member.userId, 'mentions'));
    mails.push(
      buildMail(
        { kind: 'mention-notice', to: member.email, name: member.name, actor: member.actor, place: member.place, item: member.item, text: member.text, unsubscribeToken: unsubscribe.token },
        scope.config.publicUrl,
      ),
    );
  }
  if (tokens.length > 0) await (await scope.db.write()).batch(tokens);
  await queueMails(scope, mails);
  return { told, mailed: mails.length };
}

/** E-mails the followers who want what they follow at once (not weekly): one read, one batch of their unsubscribe links, the e-mails queued. */
async function emailFollowersAtOnce(scope: Pick<Scope, 'db' | 'queue' | 'config'>, kind: ContentKind, itemId: number): Promise<number> {
  const followers = await followersToEmail(scope.db.read, kind, itemId);
  if (followers.length === 0) return 0;
  const mails: OutgoingMail[] = [];
  const tokens: D1PreparedStatement[] = [];
  for (const follower of followers) {
    const unsubscribe = await issueUnsubscribeToken();
    tokens.push(unsubscribeTokenStatement(await scope.db.write(), unsubscribe, follower.userId, 'following'));
    mails.push(
      buildMail(
        { kind: 'followed-content-notice', to: follower.email, name: follower.name, actor: follower.actor, item: { kind, id: itemId, title: follower.title }, unsubscribeToken: unsubscribe.token },
        scope.config.publicUrl,
      ),
    );
  }
  await scope.db.read.batch(tokens);
  await queueMails(scope, mails);
  return mails.length;
}
