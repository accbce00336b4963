import type { EmailFrequency } from '#contract/email-preferences-types';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchFrequency, type SavedSearchKind } from '#contract/saved-searches-types';
import type { ReadOnlyD1 } from '../client';
import { upsertNotificationsSql } from './notifications';
import { emailChoice } from './email-preferences';

// Saved searches and the offers they matched (docs/rules/job-alerts-and-pay.md). Hand SQL: a capped
// insert in one statement, and the claim of matches that tells each member once (decision 066).

export type OfferType = 'opportunity' | 'volunteering';

const SEARCH_COLUMNS = 'id, kind, district, employment_type AS employmentType, q, frequency, created_at AS createdAt';

/** The member's saved searches, oldest first (at most `MAX_SAVED_SEARCHES`). */
export async function listSavedSearches(db: ReadOnlyD1, userId: number): Promise<SavedSearch[]> {
  const { results } = await db.prepare(`SELECT ${SEARCH_COLUMNS} FROM saved_searches WHERE user_id = ? ORDER BY id`).bind(userId).all<SavedSearch>();
  return results;
}

export type NewSavedSearch = Omit<SavedSearch, 'id' | 'createdAt'> & { qStems: string };

/**
 * Saves a search unless the member already has `MAX_SAVED_SEARCHES`, or the same one (same kind,
 * filters and words): one statement, so two saves at once cannot pass the cap; the count beside it
 * says which refusal it was.
 */
export async function createSavedSearch(db: D1Database, userId: number, search: NewSavedSearch): Promise<{ created: SavedSearch } | { refused: 'limit' | 'duplicate' }> {
  const [inserted, counted] = await db.batch([
    db
      .prepare(
        `INSERT INTO saved_searches (user_id, kind, district, employment_type, q, q_stems, frequency)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
          WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ?1) < ?8
            AND NOT EXISTS (SELECT 1 FROM saved_searches WHERE user_id = ?1 AND kind = ?2 AND district IS ?3 AND employment_type IS ?4 AND q_stems = ?6)
         RETURNING ${SEARCH_COLUMNS}`,
      )
      .bind(userId, search.kind, search.district, search.employmentType, search.q, search.qStems, search.frequency, MAX_SAVED_SEARCHES),
    db.prepare('SELECT count(*) AS saved FROM saved_searches WHERE user_id = ?').bind(userId),
  ]);
  const created = inserted!.results[0] as SavedSearch | undefined;
  if (created) return { created };
  return { refused: (counted!.results[0] as { saved: number }).saved >= MAX_SAVED_SEARCHES ? 'limit' : 'duplicate' };
}

/** Deletes one of the member's saved searches (its matches still waiting for the digest go with it). False when it is not theirs or gone. */
export async function deleteSavedSearch(db: D1Database, userId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM saved_searches WHERE id = ? AND user_id = ?').bind(id, userId).run();
  return result.meta.changes > 0;
}

/** A new offer as the alerts read it: what its searches filter on, and its stems (every searched field's). */
export interface AlertOffer {
  id: number;
  title: string;
  /** Who offers it: the company or the organization. */
  host: string;
  posterId: number;
  district: string | null;
  employmentType: string | null;
  stems: string;
  /** An opportunity's pay (all null for volunteering). */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryText: string | null;
}

const OFFER_TABLES: Record<OfferType, { table: string; host: string; employmentType: string; pay: string }> = {
  opportunity: { table: 'opportunities', host: 'company', employmentType: 'employment_type', pay: 'salary_min AS salaryMin, salary_max AS salaryMax, salary_text AS salaryText' },
  volunteering: { table: 'volunteering', host: 'organization', employmentType: 'NULL', pay: 'NULL AS salaryMin, NULL AS salaryMax, NULL AS salaryText' },
};

/** The offer, if it is still visible and open (a hidden, closed or deleted offer alerts nobody). */
export async function readAlertOffer(db: ReadOnlyD1, type: OfferType, id: number): Promise<AlertOffer | null> {
  const { table, host, employmentType, pay } = OFFER_TABLES[type];
  return db
    .prepare(
      `SELECT id, title, ${host} AS host, poster_id AS posterId, district, ${employmentType} AS employmentType, ${pay},
              coalesce(title_stems, '') || ' ' || coalesce(${host}_stems, '') || ' ' || coalesce(location_stems, '') || ' ' || coalesce(description_stems, '') AS stems
         FROM ${table} WHERE id = ? AND hidden_at IS NULL AND closed_at IS NULL`,
    )
    .bind(id)
    .first<AlertOffer>();
}

/** A saved search that may match an offer (its filters do), with its member and how they want e-mail. */
export interface AlertCandidate extends Pick<SavedSearch, 'id' | 'kind' | 'district' | 'employmentType' | 'q'> {
  userId: number;
  qStems: string;
  frequency: SavedSearchFrequency;
  email: string;
  name: string;
  alerts: EmailFrequency;
}

/**
 * The saved searches of `kind` whose district and employment type fit the offer, of members after
 * `afterUserId` (not suspended, not its poster), by member: at most `limit` rows, so each run of
 * the job reads a bounded page; the words are checked by the caller.
 */
export async function readAlertCandidates(db: ReadOnlyD1, kind: SavedSearchKind, offer: AlertOffer, afterUserId: number, limit: number): Promise<AlertCandidate[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.kind, s.district, s.employment_type AS employmentType, s.q, s.user_id AS userId, s.q_stems AS qStems, s.frequency, u.email, u.full_name AS name, ${emailChoice('alerts')} AS alerts
         FROM saved_searches s JOIN users u ON u.id = s.user_id LEFT JOIN email_preferences p ON p.user_id = s.user_id
        WHERE s.kind = ?1 AND s.user_id > ?2 AND s.user_id <> ?3 AND u.suspended_at IS NULL
          AND (s.district IS NULL OR s.district IS ?4) AND (s.employment_type IS NULL OR s.employment_type IS ?5)
        ORDER BY s.user_id, s.id LIMIT ?6`,
    )
    .bind(kind, afterUserId, offer.posterId, offer.district, offer.employmentType, limit)
    .all<AlertCandidate>();
  return results;
}

/** One member's match of an offer: the search that matched it and when they are told. */
export interface AlertMatch {
  userId: number;
  searchId: number;
  frequency: SavedSearchFrequency;
}

/**
 * Records the matches of an offer, each member once (`ON CONFLICT DO NOTHING`: a member already told
 * of it, by this run or an earlier one, is left out), and answers those recorded now: only they are
 * told, so a job run twice tells nobody twice.
 */
export async function claimAlertMatches(db: D1Database, type: OfferType, offerId: number, matches: AlertMatch[]): Promise<AlertMatch[]> {
  if (matches.length === 0) return [];
  const { results } = await db
    .prepare(
      `INSERT INTO saved_search_matches (user_id, offer_type, offer_id, saved_search_id, frequency)
       SELECT json_extract(value, '$.userId'), ?2, ?3, json_extract(value, '$.searchId'), json_extract(value, '$.frequency') FROM json_each(?1) WHERE true
       ON CONFLICT (user_id, offer_type, offer_id) DO NOTHING
       RETURNING user_id AS userId, saved_search_id AS searchId, frequency`,
    )
    .bind(JSON.stringify(matches), type, offerId)
    .all<AlertMatch>();
  return results;
}

/** Tells these members, in the portal, of a new offer their saved searches matched (`saved-search-match`, from its poster). */
export function alertNotificationStatement(db: D1Database, type: OfferType, offerId: number, userIds: number[]): D1PreparedStatement {
  const { table } = OFFER_TABLES[type];
  return db
    .prepare(
      upsertNotificationsSql(
        'saved-search-match',
        type,
        `SELECT m.value AS recipient, o.poster_id AS actor, o.id AS target, o.title AS title
           FROM json_each(?1) m JOIN ${table} o ON o.id = ?2 WHERE o.hidden_at IS NULL`,
      ),
    )
    .bind(JSON.stringify(userIds), offerId);
}

/** Stores an alert e-mail's one-click link (its hash only): it deletes that saved search. */
export const alertUnsubscribeStatement = (db: D1Database, token: { tokenHash: string; expiresAt: number }, userId: number, searchId: number) =>
  db.prepare("INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, expires_at, saved_search_id) VALUES (?, ?, 'alerts', ?, ?)").bind(token.tokenHash, userId, token.expiresAt, searchId);
