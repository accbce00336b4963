import { z } from 'zod';
import { idSchema, publicUserSummarySchema, singleLineText, timestampSchema, type Assert, type SameShape } from './common';
import {
  COMMUNITY_DECISIONS,
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_KINDS,
  COMMUNITY_MEMBERSHIPS,
  COMMUNITY_NAME_MAX,
  COMMUNITY_SLUG_MAX,
  COMMUNITY_VISIBILITIES,
  type Community,
  type CommunityDetail,
  type CommunityMember,
  type CommunityRequest,
  type CommunitySummary,
  type MembershipResult,
  type PendingCommunityRequest,
} from './communities-types';

// Communities of practice (docs/rules/communities.md): what their calls accept and answer.

/** A community's address: lower-case letters without accents, digits and single hyphens. */
const COMMUNITY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `POST /api/communities` (admins): an interest community, open or closed. */
export const communityInputSchema = z.object({
  name: singleLineText('O nome é obrigatório.', 'O nome não pode ter quebras de linha.')
    .trim()
    .min(3, 'O nome deve ter pelo menos 3 caracteres.')
    .max(COMMUNITY_NAME_MAX, `O nome deve ter no máximo ${COMMUNITY_NAME_MAX} caracteres.`),
  slug: z
    .string({ message: 'O endereço é obrigatório.' })
    .trim()
    .min(3, 'O endereço deve ter pelo menos 3 caracteres.')
    .max(COMMUNITY_SLUG_MAX, `O endereço deve ter no máximo ${COMMUNITY_SLUG_MAX} caracteres.`)
    .regex(COMMUNITY_SLUG_PATTERN, 'Use apenas letras sem acentos (a-z), algarismos e hífenes entre palavras.'),
  description: z
    .string({ message: 'A descrição deve ser texto.' })
    .trim()
    .min(10, 'A descrição deve ter pelo menos 10 caracteres.')
    .max(COMMUNITY_DESCRIPTION_MAX, `A descrição deve ter no máximo ${COMMUNITY_DESCRIPTION_MAX} caracteres.`),
  // The specialty and region communities are seeded; admins open interest communities only.
  kind: z.literal('interest', { message: 'Só se criam comunidades de interesse: as de especialidade e de região já existem.' }).default('interest'),
  visibility: z.enum(COMMUNITY_VISIBILITIES, { message: 'Escolha se a comunidade é aberta ou fechada.' }).default('open'),
});

/** `POST /api/communities/{slug}/requests/{userId}`. */
export const communityDecisionSchema = z.object({
  decision: z.enum(COMMUNITY_DECISIONS, { message: 'Escolha aprovar ou recusar o pedido.' }),
});

/** `communityId` of an article, protocol or event: a community's id, or null (the whole portal). */
export const communityIdInputSchema = z
  .union([z.literal(''), z.null(), z.coerce.number({ message: 'Comunidade não encontrada.' }).int('Comunidade não encontrada.').positive('Comunidade não encontrada.')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

export const communitySummarySchema = z.strictObject({ id: idSchema, slug: z.string(), name: z.string(), visibility: z.enum(COMMUNITY_VISIBILITIES) });
type _SummaryAgrees = Assert<SameShape<z.infer<typeof communitySummarySchema>, CommunitySummary>>;

export const communitySchema = communitySummarySchema.extend({
  description: z.string(),
  kind: z.enum(COMMUNITY_KINDS),
  memberCount: z.number().int().nonnegative(),
  membership: z.enum(COMMUNITY_MEMBERSHIPS).nullable(),
});
type _CommunityAgrees = Assert<SameShape<z.infer<typeof communitySchema>, Community>>;

export const communityDetailSchema = communitySchema.extend({
  moderators: z.array(publicUserSummarySchema),
  pendingCount: z.number().int().nonnegative().nullable(),
  canModerate: z.boolean(),
  createdAt: timestampSchema,
});
type _DetailAgrees = Assert<SameShape<z.infer<typeof communityDetailSchema>, CommunityDetail>>;

export const communityMemberSchema = z.strictObject({ member: publicUserSummarySchema, membership: z.enum(['member', 'moderator']), joinedAt: timestampSchema });
type _MemberAgrees = Assert<SameShape<z.infer<typeof communityMemberSchema>, CommunityMember>>;

export const communityRequestSchema = z.strictObject({ member: publicUserSummarySchema, requestedAt: timestampSchema });
type _RequestAgrees = Assert<SameShape<z.infer<typeof communityRequestSchema>, CommunityRequest>>;

export const membershipResultSchema = z.strictObject({ membership: z.enum(COMMUNITY_MEMBERSHIPS).nullable(), memberCount: z.number().int().nonnegative() });
type _ResultAgrees = Assert<SameShape<z.infer<typeof membershipResultSchema>, MembershipResult>>;

export const pendingCommunityRequestSchema = communityRequestSchema.extend({ community: communitySummarySchema });
type _PendingAgrees = Assert<SameShape<z.infer<typeof pendingCommunityRequestSchema>, PendingCommunityRequest>>;
