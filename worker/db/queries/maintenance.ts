import { and, eq, lt } from 'drizzle-orm';
import { orm } from '../client';
import { commentMails, digestSends, emailTokens, rateLimits, revokedSessions, savedSearchMatches, sessions, unsubscribeTokens } from '../schema';

/** Where the rows past their use end. */
export interface ExpiryCutoffs {
  /** Revocations expiring before this time (ms since the epoch). */
  revocationsExpiredBefore: number;
  /** Index rows of sessions last seen before this time (ISO). */
  sessionsLastSeenBefore: string;
  /** Rate-limit windows started before this time (ms since the epoch). */
  rateLimitWindowsStartedBefore: number;
  /** E-mailed links expiring before this time (ms since the epoch). */
  emailTokensExpiredBefore: number;
  /** Items' comment e-mails last claimed before this time with no comment waiting (ms since the epoch). */
  commentMailsIdleBefore: number;
  /** Records of weekly digests sent for weeks before this Monday (YYYY-MM-DD): no run sends those weeks again. */
  digestWeeksBefore: string;
  /** Saved searches' matches of offers published before this time (ISO): long after their digest and any retry of their job. */
  savedSearchMatchesBefore?: string;
}

/**
 * Deletes, in one batch, expired session revocations, stale session index rows, stale rate-limit
 * windows, expired e-mailed links (unsubscribe links too), the comment e-mail rows of items
 * nobody commented on for a while (the next comment starts afresh: it is the first after a quiet hour)
 * the records of weekly digests of weeks long past, and saved searches' matches long past
 * (docs/rules/job-alerts-and-pay.md).
 */
export async function deleteExpiredRows(d1: D1Database, cutoffs: ExpiryCutoffs): Promise<void> {
  const db = orm(d1);
  await db.batch([
    db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, cutoffs.revocationsExpiredBefore)),
    db.delete(sessions).where(lt(sessions.lastSeenAt, cutoffs.sessionsLastSeenBefore)),
    db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, cutoffs.rateLimitWindowsStartedBefore)),
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, cutoffs.emailTokensExpiredBefore)),
    db.delete(unsubscribeTokens).where(lt(unsubscribeTokens.expiresAt, cutoffs.emailTokensExpiredBefore)),
    db.delete(commentMails).where(and(eq(commentMails.waiting, 0), lt(commentMails.mailedAt, cutoffs.commentMailsIdleBefore))),
    db.delete(digestSends).where(lt(digestSends.week, cutoffs.digestWeeksBefore)),
    db.delete(savedSearchMatches).where(lt(savedSearchMatches.createdAt, cutoffs.savedSearchMatchesBefore ?? '')),
  ]);
}
