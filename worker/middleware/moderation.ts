import type { ModerationActionInput, ModerationActionResult } from '#contract/moderation';
import type { Role } from '#contract/moderation-types';
import type { Context } from 'hono';
import { applyModerationAction } from '../db/queries/moderation';
import type { AppEnv } from '../env';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { asModerator } from './roles';
import { currentUserId } from './session';
import { queueMail } from '../services/mail/outbox';
import { deleteTarget, findForDeletion } from '../services/item-deletion';
import { deleteEndedSessions } from '../services/sessions';

/*
 * A moderator's action (docs/rules/trust.md): the role checked beside the session (one round
 * trip), the action and its log row in one batch (the second), then what lives outside D1: the
 * suspended member's sessions leave KV (writes are refused by D1 already) and they are told by
 * e-mail. A deletion is the authors' own (`deleteTarget`, worker/services/item-deletion.ts): one
 * batch with the log row, the resolved reports and the author's notification. A moderator acts on
 * members' content and accounts only; an admin on anyone's
 * (docs/decisions/028-hardening-second-pass.md).
 */

const NOT_FOUND = 'O conteúdo indicado não existe.';
const MEMBERS_ONLY = 'Só se pode suspender ou reativar um membro.';
const NOT_A_MEMBER = 'Um perfil não se oculta nem se elimina: suspenda o membro.';
const UNCHANGED: Record<ModerationActionInput['action'], string> = {
  dismiss: 'Não há denúncias por resolver sobre este conteúdo.',
  hide: 'Este conteúdo já está oculto pela moderação.',
  restore: 'Este conteúdo não está oculto.',
  delete: 'Este conteúdo já foi eliminado.',
  suspend: 'Este membro já está suspenso.',
  unsuspend: 'Este membro não está suspenso.',
};
const CANNOT_SUSPEND_SELF = 'Não pode suspender a sua própria conta.';
/** A moderator's action on a moderator's or an admin's content or account (their own included). */
export const STAFF_ONLY_FOR_ADMINS = 'Só um administrador pode agir sobre o conteúdo ou a conta de um moderador ou de um administrador.';

/** Whether a member of role `actor` may moderate what a member of role `owner` wrote, or their account. */
export const mayModerate = (actor: Role, owner: Role) => actor === 'admin' || owner === 'member';

export async function moderate(c: Context<AppEnv>, input: ModerationActionInput & { targetId: number }): Promise<ModerationActionResult> {
  const isMemberAction = input.action === 'suspend' || input.action === 'unsuspend';
  if (isMemberAction && input.targetType !== 'user') throw badRequest(MEMBERS_ONLY, { action: MEMBERS_ONLY });
  if (!isMemberAction && input.targetType === 'user' && input.action !== 'dismiss') throw badRequest(NOT_A_MEMBER, { action: NOT_A_MEMBER });
  if (input.action === 'delete' && input.targetType !== 'user') {
    const target = { type: input.targetType, id: input.targetId };
    const found = await asModerator(c, () => findForDeletion(c.var.scope.db.read, target));
    if (!found) throw notFound(NOT_FOUND);
    const role = c.var.standing!.role;
    if (!mayModerate(role, found.ownerRole)) throw forbidden(STAFF_ONLY_FOR_ADMINS);
    const deleted = await deleteTarget(c, target, { found, actor: { log: true, reason: input.reason, membersOnly: role !== 'admin' } });
    if (!deleted) throw conflict(UNCHANGED.delete);
    return { action: input.action, targetType: input.targetType, targetId: input.targetId, resolved: deleted.resolvedReports };
  }
  await asModerator(c);
  const actor = { id: currentUserId(c), role: c.var.standing!.role };
  const outcome = await applyModerationAction(await c.var.scope.db.write(), actor, { targetType: input.targetType, targetId: input.targetId, action: input.action, reason: input.reason });
  if (!outcome.done) {
    if (outcome.why === 'not-found') throw notFound(NOT_FOUND);
    if (outcome.why === 'staff') throw forbidden(STAFF_ONLY_FOR_ADMINS);
    if (outcome.why === 'self') throw forbidden(CANNOT_SUSPEND_SELF);
    throw conflict(UNCHANGED[input.action]);
  }
  if (outcome.endedSessions.length > 0) await deleteEndedSessions(c, outcome.endedSessions);
  if (outcome.suspendedMember) {
    const { email, name } = outcome.suspendedMember;
    try {
      await queueMail(c.var.scope, { kind: input.action === 'suspend' ? 'account-suspended' : 'account-unsuspended', to: email, name, reason: input.reason });
    } catch (error) {
      // The action is done; the member reads the reason when they try to sign in.
      console.error(JSON.stringify({ level: 'error', task: 'mail', kind: input.action, error: String(error) }));
    }
  }
  return { action: input.action, targetType: input.targetType, targetId: input.targetId, resolved: outcome.resolved };
}
