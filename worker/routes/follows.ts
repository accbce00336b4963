import { followInputSchema } from '#contract/follows';
import type { Follows } from '#contract/follows-types';
import { Hono } from 'hono';
import { follow, forYouJson, listFollows, unfollow } from '../db/queries/follows';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../lib/errors';
import { jsonText } from '../lib/json-text';
import { parseJson } from '../lib/validation';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { withinMemberWriteLimit } from '../middleware/member-writes';

const NOT_FOUND = { category: 'Categoria não encontrada', member: 'Membro não encontrado' };
const SELF = 'Não pode seguir-se a si próprio.';

/** Following categories and members, and 'Para si' (docs/rules/notifications-and-events.md). */
export const followRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json<Follows>(await listFollows(c.var.scope.db.read, currentUserId(c))))
  .get('/feed', requireMember, async (c) => {
    c.header('Cache-Control', 'no-store');
    // A `ForYou` (#contract/follows-types), its items written by SQLite.
    return jsonText(c, await forYouJson(c.var.scope.db.read, currentUserId(c)));
  })
  .post('/', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const target = await parseJson(c, followInputSchema);
    if ('userId' in target && target.userId === currentUserId(c)) throw badRequest(SELF, { userId: SELF });
    // Counted with likes and saves (docs/rules/hardening.md's 300 an hour).
    const { outcome, follows } = await withinMemberWriteLimit(c, 'reaction', () => follow(writes, currentUserId(c), target));
    if (outcome === 'not-found') throw notFound('categoryId' in target ? NOT_FOUND.category : NOT_FOUND.member);
    return c.json<Follows>(follows, outcome === 'created' ? 201 : 200);
  })
  .delete('/', requireMember, async (c) => {
    await checkSession(c);
    const target = await parseJson(c, followInputSchema);
    return c.json<Follows>(await unfollow(await c.var.scope.db.write(), currentUserId(c), target));
  });
