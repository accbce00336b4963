import type { ContentItem } from './articles-types';
import type { PublicUserSummary } from './common-types';

/** Text length (as a reader sees it) a protocol's content needs; the form says it too. */
export const PROTOCOL_MIN_CONTENT_LENGTH = 100;

/**
 * A moderator's review of a protocol (docs/rules/trust.md): its Oxford CEBM level of evidence
 * (1 strongest, 5 weakest) and the date by which it should be reviewed again. Editing the
 * protocol's title, summary, content or PDF clears it.
 */
export interface ProtocolReview {
  /** Who reviewed it (null when that member has left the portal). */
  reviewer: PublicUserSummary | null;
  reviewedAt: string;
  evidenceLevel: number;
  /** A date, `YYYY-MM-DD`. */
  reviewDueAt: string;
  /** The due date has passed (UTC): 'Revisão em atraso'. */
  overdue: boolean;
}

export interface Protocol extends ContentItem {
  /** Reviewed (`review`), or marked validated before reviews existed (`review` null). */
  isValidated: boolean;
  downloads: number;
  review: ProtocolReview | null;
}

export interface DownloadResult {
  downloads: number;
  /** The PDF to open, or null when the protocol has none. */
  url: string | null;
}
