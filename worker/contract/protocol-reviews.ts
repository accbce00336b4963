import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { EVIDENCE_LEVELS } from './moderation-types';
import { DUE_DATE_INVALID, EVIDENCE_LEVEL_INVALID, isReviewDueDate, type ProtocolReviewInput } from './protocol-review-types';

/** `POST /api/protocols/{id}/review`: a level 1 to 5 and a due date after today, at most five years ahead. */
export const protocolReviewSchema = z.object({
  evidenceLevel: z.coerce
    .number({ message: EVIDENCE_LEVEL_INVALID })
    .int(EVIDENCE_LEVEL_INVALID)
    .refine((level) => (EVIDENCE_LEVELS as readonly number[]).includes(level), EVIDENCE_LEVEL_INVALID),
  reviewDueAt: z
    .string({ message: DUE_DATE_INVALID })
    .trim()
    .refine((value) => isReviewDueDate(value), DUE_DATE_INVALID),
});
type _ReviewInputAgrees = Assert<SameShape<z.output<typeof protocolReviewSchema>, ProtocolReviewInput>>;
