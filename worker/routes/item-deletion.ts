import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { forbidden, notFound } from '../lib/errors';
import { parseId } from '../lib/validation';
import { alongsideSessionCheck } from '../middleware/member-writes';
import { isModerator } from '../middleware/roles';
import { currentUserId } from '../middleware/session';
import { deleteTarget, findForDeletion, type DeletableType } from '../services/item-deletion';
import { mayModerate, STAFF_ONLY_FOR_ADMINS } from '../middleware/moderation';

/** Who may not delete it: anyone but its author and the moderators. */
const NOT_ALLOWED_TO_DELETE = 'Não tem permissão para eliminar este conteúdo.';

/**
 * `DELETE /api/<kind>/{id}` behind `requireMember`: its author, or a moderator or admin (whose
 * deletion of another member's item goes to the moderation log), deletes it with everything only
 * about it; 204. A moderator deletes only members' items and comments, an admin anyone's. The item
 * is read beside the session's check (one round trip), deleted in one batch (the second). 404 when
 * it does not exist, 403 for anyone else; a refusal writes nothing.
 */
export async function answerDeletion(c: Context<AppEnv>, type: DeletableType, notFoundMessage: string): Promise<Response> {
  const id = parseId(c.req.param('id'), notFoundMessage);
  const found = await alongsideSessionCheck(c, () => findForDeletion(c.var.scope.db.read, { type, id }));
  if (!found) throw notFound(notFoundMessage);
  const own = found.ownerId === currentUserId(c);
  if (!own && !isModerator(c)) throw forbidden(NOT_ALLOWED_TO_DELETE);
  const role = c.var.standing!.role;
  if (!own && !mayModerate(role, found.ownerRole)) throw forbidden(STAFF_ONLY_FOR_ADMINS);
  const deleted = await deleteTarget(c, { type, id }, { found, actor: { log: !own, membersOnly: !own && role !== 'admin' } });
  if (!deleted) throw notFound(notFoundMessage);
  return c.body(null, 204);
}
