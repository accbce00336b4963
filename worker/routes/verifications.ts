import { Hono } from 'hono';
import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { verificationDecisionSchema, verificationInputSchema } from '#contract/verification';
import { decideVerification, getVerificationStanding, getVerificationStatus, listPendingVerifications, submitVerification } from '../db/queries/verifications';
import type { AppEnv } from '../env';
import { conflict, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { alongsideSessionCheck } from '../middleware/member-writes';
import { asModerator } from '../middleware/roles';
import { currentUserId, requireMember } from '../middleware/session';

/*
 * Verified occupational therapists (docs/rules/trust.md): the member's request, mounted at
 * `/api/me/verification`, and the moderators' queue and decisions, at
 * `/api/moderation/verifications` (before the rest of `/api/moderation`).
 */

const ALREADY_PENDING = 'Já tem um pedido de verificação à espera de decisão.';
const ALREADY_VERIFIED = 'O seu perfil já está verificado como terapeuta ocupacional.';
const NOT_FOUND = 'Pedido de verificação não encontrado.';
const ALREADY_DECIDED = 'Este pedido de verificação já foi decidido.';

/** `GET/POST /api/me/verification`: any signed-in member, e-mail confirmed or not. */
export const myVerificationRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    const { latest } = await alongsideSessionCheck(c, () => getVerificationStanding(c.var.scope.db.read, currentUserId(c)));
    return c.json(latest);
  })
  .post('/', requireMember, async (c) => {
    const { licenceNumber } = await parseJson(c, verificationInputSchema);
    const userId = currentUserId(c);
    const { latest, verified } = await alongsideSessionCheck(c, () => getVerificationStanding(c.var.scope.db.read, userId));
    if (verified) throw conflict(ALREADY_VERIFIED);
    if (latest?.status === 'pending') throw conflict(ALREADY_PENDING);
    const request = await submitVerification(await c.var.scope.db.write(), userId, licenceNumber);
    // Another request made at the same moment, or an approval in between, got there first.
    if (!request) throw conflict(ALREADY_PENDING);
    return c.json(request, 201);
  });

/** `GET /api/moderation/verifications` and `POST /api/moderation/verifications/{id}`: moderators and admins. */
export const moderationVerificationRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const page = await asModerator(c, () => listPendingVerifications(c.var.scope.db.read, limit, offset));
    c.header(TOTAL_COUNT_HEADER, String(page.total));
    return c.json(page.items);
  })
  .post('/:id', requireMember, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    const { decision, reason } = await parseJson(c, verificationDecisionSchema);
    const current = await asModerator(c, () => getVerificationStatus(c.var.scope.db.read, id));
    if (!current) throw notFound(NOT_FOUND);
    if (current.status !== 'pending') throw conflict(ALREADY_DECIDED);
    const decided = await decideVerification(await c.var.scope.db.write(), id, currentUserId(c), decision, reason || null);
    if (!decided) throw conflict(ALREADY_DECIDED);
    return c.json(decided);
  });
