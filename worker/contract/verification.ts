import { z } from 'zod';
import { idSchema, isSingleLine, pageQuerySchema, publicUserSummarySchema, timestampSchema, type Assert, type SameShape } from './common';
import { VERIFICATION_STATUSES } from './moderation-types';
import {
  LICENCE_NUMBER_MAX,
  LICENCE_NUMBER_MIN,
  VERIFICATION_DECISIONS,
  type DecidedVerification,
  type PendingVerification,
  type VerificationDecisionInput,
  type VerificationRequest,
} from './verification-types';

export const LICENCE_NUMBER_INVALID = `Indique o número da cédula profissional: entre ${LICENCE_NUMBER_MIN} e ${LICENCE_NUMBER_MAX} algarismos.`;
export const REFUSAL_REASON_REQUIRED = 'Indique o motivo da recusa.';

/** `POST /api/me/verification`: the licence number, digits only once its spaces are taken out. */
export const verificationInputSchema = z.object({
  licenceNumber: z
    .string({ message: LICENCE_NUMBER_INVALID })
    .max(100, LICENCE_NUMBER_INVALID)
    .refine(isSingleLine, LICENCE_NUMBER_INVALID)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${LICENCE_NUMBER_MIN},${LICENCE_NUMBER_MAX}}$`), LICENCE_NUMBER_INVALID)),
});
export type VerificationInput = z.input<typeof verificationInputSchema>;

/** `POST /api/moderation/verifications/{id}`: approve, or refuse with a reason. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS, { message: 'Escolha aprovar ou recusar.' }),
    reason: z.string().trim().max(1000, 'O motivo deve ter no máximo 1000 caracteres.').optional().nullable(),
  })
  .superRefine((input, context) => {
    if (input.decision === 'refuse' && !input.reason) context.addIssue({ code: 'custom', path: ['reason'], message: REFUSAL_REASON_REQUIRED });
  });
type _DecisionInputAgrees = Assert<SameShape<z.input<typeof verificationDecisionSchema>, VerificationDecisionInput>>;

export const verificationRequestSchema = z.strictObject({
  id: idSchema,
  licenceNumber: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
type _RequestAgrees = Assert<SameShape<z.infer<typeof verificationRequestSchema>, VerificationRequest>>;

export const pendingVerificationSchema = z.strictObject({
  id: idSchema,
  licenceNumber: z.string(),
  createdAt: timestampSchema,
  member: publicUserSummarySchema,
  registerUrl: z.string().url(),
});
type _PendingAgrees = Assert<SameShape<z.infer<typeof pendingVerificationSchema>, PendingVerification>>;

export const decidedVerificationSchema = z.strictObject({
  id: idSchema,
  userId: idSchema,
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  decidedAt: timestampSchema,
});
type _DecidedAgrees = Assert<SameShape<z.infer<typeof decidedVerificationSchema>, DecidedVerification>>;

/** `GET /api/users`: the page, `q`, and `verified=true` (or `1`) for verified therapists only; anything else: all. */
export const memberListQuerySchema = pageQuerySchema.extend({
  verified: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value === 'true' || value === '1' ? true : undefined)),
});
