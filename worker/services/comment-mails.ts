import { claimWaitingCommentMails, giveBackCommentMails, readClaimedCommentMails, type CommentMailClaim, type CommentMailRecipient, type CommentMailRow } from '../db/queries/comment-mails';
import type { ContentKind } from '../db/queries/content';
import { unsubscribeTokenStatement } from '../db/queries/email-preferences';
import type { Scope } from '../runtime/scope';
import { issueUnsubscribeToken } from './email-tokens';
import { buildMail, COMMENTS_LISTED, type OutgoingMail } from './mail/messages';
import { queueBuiltMail } from './mail/outbox';

// Comments e-mailed to an item's author at most once an hour, grouped (decision 028). A comment's
// request sends the e-mail it claimed (the first comment after a quiet hour, with any left
// waiting); this cron sends the comments that waited once their item's hour is over. What to send is
// claimed in D1 first (db/queries/comment-mails.ts); a claim whose e-mail cannot be queued is given
// back, so its comments wait for the next run instead of being lost.

/** Every ten minutes: a comment that waits is e-mailed at most ten minutes after its item's hour. */
export const COMMENT_MAIL_CRON = '*/10 * * * *';

type CommentMailEnv = Pick<Scope, 'db' | 'queue' | 'config'>;

/** The e-mail that tells `recipient` of `comments` (the first of them, and how many in all) on their item. */
function commentNotice(scope: Pick<Scope, 'config'>, item: { kind: ContentKind; id: number }, recipient: CommentMailRecipient, comments: CommentMailRow[], unsubscribeToken: string): OutgoingMail {
  return buildMail(
    {
      kind: 'comment-notice',
      to: recipient.email,
      name: recipient.name,
      item: { ...item, title: recipient.title },
      comments: comments.map(({ author, text }) => ({ author, text })),
      count: comments[0]?.total ?? comments.length,
      unsubscribeToken,
    },
    scope.config.publicUrl,
  );
}

/**
 * Queues the e-mail that a new comment's batch claimed (`createComment`). If it cannot be queued,
 * the claim is given back and the comments wait for the scheduled sender; the comment itself is
 * written, so the request still succeeds.
 */
export async function queueClaimedCommentMail(
  scope: CommentMailEnv,
  item: { kind: ContentKind; id: number; commentId: number },
  claimed: { recipient: CommentMailRecipient; comments: CommentMailRow[] },
  unsubscribeToken: string,
  claimedAt: number,
): Promise<void> {
  try {
    await queueBuiltMail(scope, commentNotice(scope, item, claimed.recipient, claimed.comments, unsubscribeToken));
  } catch (error) {
    await giveBackCommentMails(await scope.db.write(), [{ kind: item.kind, itemId: item.id, after: 0, through: item.commentId }], claimedAt);
    console.error(JSON.stringify({ level: 'error', task: 'comment-mail', given: 'back', error: String(error) }));
  }
}

/**
 * The scheduled sender: claims the comments that waited on items whose last e-mail is an hour old,
 * and e-mails each item's author who still wants comments at once, one e-mail per item with its
 * comments. Running it again, or twice at once, sends nothing new. Answers how many e-mails.
 */
export async function sendWaitingCommentMails(scope: CommentMailEnv, now: number): Promise<number> {
  const claims = await claimWaitingCommentMails(await scope.db.write(), now);
  if (claims.length === 0) return 0;
  let unsent: CommentMailClaim[] = claims;
  try {
    const { recipients, comments } = await readClaimedCommentMails(scope.db.read, claims, COMMENTS_LISTED);
    const outgoing: { claim: CommentMailClaim; mail: OutgoingMail }[] = [];
    const tokens: D1PreparedStatement[] = [];
    for (const recipient of recipients) {
      const told = comments.filter((comment) => comment.kind === recipient.kind && comment.itemId === recipient.itemId);
      const claim = claims.find((one) => one.kind === recipient.kind && one.itemId === recipient.itemId);
      // Nothing left to tell (the comments were hidden or deleted meanwhile): the claim is spent.
      if (told.length === 0 || !claim) continue;
      const unsubscribe = await issueUnsubscribeToken();
      tokens.push(unsubscribeTokenStatement(await scope.db.write(), unsubscribe, recipient.userId, 'comments'));
      outgoing.push({ claim, mail: commentNotice(scope, { kind: recipient.kind, id: recipient.itemId }, recipient, told, unsubscribe.token) });
    }
    // Claims without an e-mail (the author turned comment e-mails off, or left) are spent too.
    unsent = outgoing.map(({ claim }) => claim);
    if (tokens.length > 0) await scope.db.read.batch(tokens);
    // One message a call: a batch of many grouped e-mails could pass the queue's size for a batch,
    // and a claim is given back only if its own e-mail was not queued.
    for (const { claim, mail } of outgoing) {
      await queueBuiltMail(scope, mail);
      unsent = unsent.filter((one) => one !== claim);
    }
    if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'comment-mails', claimed: claims.length, mailed: outgoing.length }));
    return outgoing.length;
  } catch (error) {
    if (unsent.length > 0) await giveBackCommentMails(await scope.db.write(), unsent, now);
    throw error;
  }
}
