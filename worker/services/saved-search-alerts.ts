import { payLabel } from '#contract/opportunities-types';
import { savedSearchLabel, type SavedSearchKind } from '#contract/saved-searches-types';
import {
  alertNotificationStatement,
  alertUnsubscribeStatement,
  claimAlertMatches,
  readAlertCandidates,
  readAlertOffer,
  type AlertCandidate,
  type AlertMatch,
  type OfferType,
} from '../db/queries/saved-searches';
import type { Scope } from '../runtime/scope';
import { issueUnsubscribeToken } from './email-tokens';
import { queueJob } from './job-queue';
import { buildMail, type OutgoingMail } from './mail/messages';
import { queueMails } from './mail/outbox';

// Job alerts (docs/rules/job-alerts-and-pay.md): a new offer is matched against the saved searches
// of its kind in the queue's consumer, never in the request. The filters (district, employment
// type) are SQL; the words are checked here, each search's stems against the offer's, so the work is
// linear in the searches read, and a run reads at most `ALERT_PAGE` of them (the next page is a job
// of its own). Each member is told once per offer, whatever matched it and however often it runs.

/** Saved searches read by one run of the job. */
export const ALERT_PAGE = 500;

const SEARCH_KIND: Record<OfferType, SavedSearchKind> = { opportunity: 'opportunities', volunteering: 'volunteering' };

/** Whether every stem of a search's words is among the offer's (a search without words matches on its filters alone). */
export function wordsMatch(searchStems: string, offerStems: ReadonlySet<string>): boolean {
  for (const stem of searchStems.split(' ')) if (stem !== '' && !offerStems.has(stem)) return false;
  return true;
}

/**
 * Of the candidates (ordered by member), each member's match: their first immediate search that
 * matches the words, else their first weekly one. With a full page, the last member's searches may
 * go on in the next page, so they are left to it (`through` is the last member decided here).
 */
export function matchesOf(candidates: AlertCandidate[], offerStems: ReadonlySet<string>, fullPage: boolean): { matches: AlertMatch[]; through: number | null } {
  const lastMember = candidates.at(-1)?.userId;
  const decided = fullPage && candidates.some((candidate) => candidate.userId !== lastMember) ? candidates.filter((candidate) => candidate.userId !== lastMember) : candidates;
  const chosen = new Map<number, AlertMatch>();
  for (const candidate of decided) {
    if (!wordsMatch(candidate.qStems, offerStems)) continue;
    const current = chosen.get(candidate.userId);
    if (!current || (current.frequency === 'weekly' && candidate.frequency === 'immediate'))
      chosen.set(candidate.userId, { userId: candidate.userId, searchId: candidate.id, frequency: candidate.frequency });
  }
  return { matches: [...chosen.values()], through: decided.at(-1)?.userId ?? null };
}

/**
 * Tells the members whose saved searches match a new offer, from the members after `afterUserId`:
 * those with an immediate search get a notification, and an e-mail when their preference for alerts
 * is 'immediate'; those with a weekly search find it in the Monday digest. A hidden, closed or gone
 * offer, and its own poster, are never matched.
 */
export async function sendSavedSearchAlerts(
  scope: Pick<Scope, 'db' | 'queue' | 'config'>,
  offerType: OfferType,
  offerId: number,
  afterUserId: number,
): Promise<{ offerId: number; read: number; told: number; mailed: number; weekly: number }> {
  const outcome = { offerId, read: 0, told: 0, mailed: 0, weekly: 0 };
  const offer = await readAlertOffer(scope.db.read, offerType, offerId);
  if (!offer) return outcome;
  const candidates = await readAlertCandidates(scope.db.read, SEARCH_KIND[offerType], offer, afterUserId, ALERT_PAGE);
  outcome.read = candidates.length;
  const fullPage = candidates.length === ALERT_PAGE;
  const { matches, through } = matchesOf(candidates, new Set(offer.stems.split(' ')), fullPage);
  const db = await scope.db.write();
  const claimed = await claimAlertMatches(db, offerType, offerId, matches);
  const atOnce = claimed.filter((match) => match.frequency === 'immediate');
  outcome.weekly = claimed.length - atOnce.length;
  if (atOnce.length > 0) {
    const searches = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    const pay = offerType === 'opportunity' ? payLabel(offer) : null;
    const statements: D1PreparedStatement[] = [
      alertNotificationStatement(
        db,
        offerType,
        offerId,
        atOnce.map((match) => match.userId),
      ),
    ];
    const mails: OutgoingMail[] = [];
    for (const match of atOnce) {
      const search = searches.get(match.searchId);
      if (!search || search.alerts !== 'immediate') continue;
      const unsubscribe = await issueUnsubscribeToken();
      statements.push(alertUnsubscribeStatement(db, unsubscribe, match.userId, match.searchId));
      mails.push(
        buildMail(
          {
            kind: 'saved-search-alert',
            to: search.email,
            name: search.name,
            offer: { type: offerType, id: offerId, title: offer.title, host: offer.host, pay },
            search: savedSearchLabel(search),
            unsubscribeToken: unsubscribe.token,
          },
          scope.config.publicUrl,
        ),
      );
    }
    await db.batch(statements);
    await queueMails(scope, mails);
    outcome.told = atOnce.length;
    outcome.mailed = mails.length;
  }
  // The members after this page are the next run's.
  if (fullPage && through !== null) await queueJob(scope, { job: 'saved-search-alerts', offerType, offerId, afterUserId: through });
  return outcome;
}
