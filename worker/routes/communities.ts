import { queueJob } from '../services/job-queue';
import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { communityDecisionSchema, communityInputSchema } from '#contract/communities';
import type { CommunityMember, CommunityRequest, MembershipResult } from '#contract/communities-types';
import { Hono, type Context } from 'hono';
import {
  communityNewsJson,
  createCommunity,
  decideRequest,
  decidesRequests,
  getCommunityJson,
  getCommunityRef,
  joinCommunity,
  leaveCommunity,
  listCommunitiesJson,
  listCommunityMembers,
  listCommunityRequests,
  listRequestsToDecide,
  readsCommunity,
  setCommunityModerator,
  type CommunityRef,
} from '../db/queries/communities';
import type { AppEnv } from '../env';
import { conflict, forbidden, HttpError, notFound } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { alongsideSessionCheck } from '../middleware/member-writes';
import { asAdmin } from '../middleware/roles';
import { currentUserId, requireMember, viewerId } from '../middleware/session';

/*
 * Communities of practice (docs/rules/communities.md): the list and each community's page for
 * everyone; joining, leaving and requests for members; deciding requests for a community's
 * moderators and the portal's admins; opening communities and appointing their moderators for
 * admins. Refusals change nothing.
 */

const NOT_FOUND = 'Comunidade não encontrada.';
const SLUG_TAKEN = 'Já existe uma comunidade com este endereço.';
const CONFIRM_EMAIL = 'Confirme o seu endereço de e-mail para pedir a adesão a uma comunidade fechada.';
const MEMBERS_ONLY = 'Só os membros desta comunidade veem quem dela faz parte.';
const MODERATORS_ONLY = 'Só quem modera esta comunidade pode ver e decidir os pedidos de adesão.';
const NO_REQUEST = 'Pedido de adesão não encontrado.';
const NO_MEMBER = 'Membro não encontrado.';
const NOT_MODERATOR = 'Este membro não modera esta comunidade.';

/** The community of the path's slug as the viewer stands in it (404 when there is none), read beside the session's check for members. */
async function communityOf(c: Context<AppEnv>, withSession: boolean): Promise<CommunityRef> {
  const slug = c.req.param('slug') ?? '';
  const read = () => getCommunityRef(c.var.scope.db.read, slug, viewerId(c));
  const ref = withSession ? await alongsideSessionCheck(c, read) : await read();
  if (!ref) throw notFound(NOT_FOUND);
  return ref;
}

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

export const communityRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    if (viewerId(c) !== null) noStore(c);
    return jsonText(c, await listCommunitiesJson(c.var.scope.db.read, viewerId(c)));
  })
  // 'Nas suas comunidades' on the member's home page.
  .get('/news', requireMember, async (c) => {
    noStore(c);
    return jsonText(c, await communityNewsJson(c.var.scope.db.read, currentUserId(c)));
  })
  // The pending requests of every community the member decides (`/moderacao`).
  .get('/requests', requireMember, async (c) => {
    noStore(c);
    return jsonText(c, await listRequestsToDecide(c.var.scope.db.read, currentUserId(c)));
  })
  .post('/', requireMember, async (c) => {
    const input = await parseJson(c, communityInputSchema);
    await asAdmin(c);
    const created = await createCommunity(await c.var.scope.db.write(), input, currentUserId(c));
    if (created === 'taken') throw new HttpError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
    return c.json(created, 201);
  })
  .get('/:slug', async (c) => {
    if (viewerId(c) !== null) noStore(c);
    const community = await getCommunityJson(c.var.scope.db.read, c.req.param('slug'), viewerId(c));
    if (community === null) throw notFound(NOT_FOUND);
    return jsonText(c, community);
  })
  .post('/:slug/join', requireMember, async (c) => {
    const community = await communityOf(c, true);
    if (community.visibility === 'closed' && community.membership === null && !c.var.standing!.emailVerified) throw forbidden(CONFIRM_EMAIL);
    const { membership, memberCount, asked } = await joinCommunity(await c.var.scope.db.write(), community, currentUserId(c));
    if (asked) await queueJob(c.var.scope, { job: 'community-news', communityId: community.id, userId: currentUserId(c), news: 'request' });
    return c.json<MembershipResult>({ membership, memberCount }, membership === 'pending' ? 202 : 200);
  })
  .delete('/:slug/membership', requireMember, async (c) => {
    const community = await communityOf(c, true);
    return c.json<MembershipResult>(await leaveCommunity(await c.var.scope.db.write(), community.id, currentUserId(c)));
  })
  .get('/:slug/members', async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const community = await communityOf(c, false);
    if (!readsCommunity(community)) throw forbidden(MEMBERS_ONLY);
    if (community.visibility === 'closed' || viewerId(c) !== null) noStore(c);
    const { items, total } = await listCommunityMembers(c.var.scope.db.read, community.id, limit, offset);
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<CommunityMember[]>(items);
  })
  .get('/:slug/requests', requireMember, async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    noStore(c);
    const community = await communityOf(c, true);
    if (!decidesRequests(community)) throw forbidden(MODERATORS_ONLY);
    const { items, total } = await listCommunityRequests(c.var.scope.db.read, community.id, limit, offset);
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<CommunityRequest[]>(items);
  })
  .post('/:slug/requests/:userId', requireMember, async (c) => {
    const userId = parseId(c.req.param('userId'), NO_REQUEST);
    const { decision } = await parseJson(c, communityDecisionSchema);
    const community = await communityOf(c, true);
    if (!decidesRequests(community)) throw forbidden(MODERATORS_ONLY);
    const result = await decideRequest(await c.var.scope.db.write(), community.id, userId, decision, currentUserId(c));
    if (!result) throw notFound(NO_REQUEST);
    if (decision === 'approve') await queueJob(c.var.scope, { job: 'community-news', communityId: community.id, userId, news: 'approved' });
    return c.json<MembershipResult>(result);
  })
  // Admins appoint a community's moderators (`PUT`) and take the role back (`DELETE`: they stay members).
  .put('/:slug/moderators/:userId', requireMember, async (c) => {
    const userId = parseId(c.req.param('userId'), NO_MEMBER);
    await asAdmin(c);
    const community = await communityOf(c, false);
    const result = await setCommunityModerator(await c.var.scope.db.write(), community.id, userId, true);
    if (!result) throw notFound(NO_MEMBER);
    return c.json<MembershipResult>(result);
  })
  .delete('/:slug/moderators/:userId', requireMember, async (c) => {
    const userId = parseId(c.req.param('userId'), NO_MEMBER);
    await asAdmin(c);
    const community = await communityOf(c, false);
    const result = await setCommunityModerator(await c.var.scope.db.write(), community.id, userId, false);
    if (!result) throw conflict(NOT_MODERATOR);
    return c.json<MembershipResult>(result);
  });
