import type { PublicUserSummary } from './common-types';
import type { VerificationStatus } from './moderation-types';

/**
 * Verified occupational therapists (docs/rules/trust.md): a member sends their ACSS licence
 * number ('cédula profissional'); a moderator checks it by hand against the public register and
 * approves or refuses it. Only the number and the decision are stored, never a document.
 */

/** Digits a licence number may have once spaces are taken out (the ACSS does not publish a fixed length). */
export const LICENCE_NUMBER_MIN = 3;
export const LICENCE_NUMBER_MAX = 10;

/**
 * Where a moderator checks a number by hand: the ACSS page on the licences and public register of
 * the diagnostic and therapeutic professions (occupational therapists among them). No searchable
 * register's address could be confirmed, so the page that leads to it is linked.
 */
export const LICENCE_REGISTER_URL = 'https://www.acss.min-saude.pt/2016/09/20/tecnico-de-diagnostico-e-terapeutica/';

/** The member's request as they see it (`GET/POST /api/me/verification`). */
export interface VerificationRequest {
  id: number;
  licenceNumber: string;
  status: VerificationStatus;
  /** Why it was refused (null otherwise). */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A pending request in the moderators' queue (`GET /api/moderation/verifications`). */
export interface PendingVerification {
  id: number;
  licenceNumber: string;
  createdAt: string;
  member: PublicUserSummary;
  /** Where to look the number up by hand. */
  registerUrl: string;
}

export const VERIFICATION_DECISIONS = ['approve', 'refuse'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** `POST /api/moderation/verifications/{id}`'s body. */
export interface VerificationDecisionInput {
  decision: VerificationDecision;
  /** Required to refuse: the member reads it. */
  reason?: string | null;
}

/** The answer to a decision: the request as it now is. */
export interface DecidedVerification {
  id: number;
  userId: number;
  status: VerificationStatus;
  reason: string | null;
  decidedAt: string;
}
