import { postingRight } from '../db/queries/communities';
import type { ReadOnlyD1 } from '../db/client';
import { badRequest, forbidden } from '../lib/errors';

const UNKNOWN_COMMUNITY = 'Comunidade não encontrada.';
const MEMBERS_POST = 'Só os membros desta comunidade publicam nela: adira primeiro.';

/**
 * An item posted into a community (`communityId`) needs its author in that community, not just a
 * request (403); an unknown community is refused under `communityId` (400). Nothing to check for
 * the whole portal (null). docs/rules/communities.md.
 */
export async function assertMayPostIn(db: ReadOnlyD1, communityId: number | null, userId: number): Promise<void> {
  if (communityId === null) return;
  const right = await postingRight(db, communityId, userId);
  if (right === 'unknown') throw badRequest(UNKNOWN_COMMUNITY, { communityId: UNKNOWN_COMMUNITY });
  if (right === 'not-member') throw forbidden(MEMBERS_POST);
}
