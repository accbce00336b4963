import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { moderationActionInputSchema, roleInputSchema, type AuditEntry, type ModerationActionResult, type ModerationMember, type ReportedItem, type RoleChanged } from '#contract/moderation';
import { Hono } from 'hono';
import { changeRole, listAuditLog, listModerationMembers, listOpenReports } from '../db/queries/moderation';
import type { AppEnv } from '../env';
import { badRequest, conflict, notFound } from '../lib/errors';
import { parseJson, parseQuery } from '../lib/validation';
import { asAdmin, asModerator } from '../middleware/roles';
import { currentUserId, requireMember } from '../middleware/session';
import { moderate } from '../middleware/moderation';

/*
 * `/moderacao`'s API (docs/rules/trust.md): the queue of open reports and the actions for
 * moderators and admins; roles and the audit log for admins. Each read is one round trip beside the
 * session's check (`asModerator`, `asAdmin`), each write two. Never cached.
 */

const ADMIN_ROLE = 'O papel de um administrador só se muda com npm run admin.';
const SAME_ROLE = 'Este membro já tem essa função.';
const NO_MEMBER = 'Membro não encontrado.';

export const moderationRoutes = new Hono<AppEnv>()
  .use(requireMember, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/reports', async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const { items, total } = await asModerator(c, () => listOpenReports(c.var.scope.db.read, limit, offset));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<ReportedItem[]>(items);
  })
  .post('/actions', async (c) => {
    const input = await parseJson(c, moderationActionInputSchema);
    return c.json<ModerationActionResult>(await moderate(c, input));
  })
  .get('/members', async (c) => {
    const { limit, offset, q } = parseQuery(c, pageQuerySchema);
    const { items, total } = await asAdmin(c, () => listModerationMembers(c.var.scope.db.read, { q: q || undefined, limit, offset }));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<ModerationMember[]>(items);
  })
  .post('/roles', async (c) => {
    const input = await parseJson(c, roleInputSchema);
    await asAdmin(c);
    if (input.userId === currentUserId(c)) throw badRequest(ADMIN_ROLE);
    const reason = input.role === 'moderator' ? 'Nomeado moderador.' : 'Deixou de ser moderador.';
    const outcome = await changeRole(await c.var.scope.db.write(), currentUserId(c), input.userId, input.role, reason);
    if (outcome === 'not-found') throw notFound(NO_MEMBER);
    if (outcome === 'admin') throw conflict(ADMIN_ROLE);
    if (outcome === 'unchanged') throw conflict(SAME_ROLE);
    return c.json<RoleChanged>({ userId: input.userId, role: input.role });
  })
  .get('/audit', async (c) => {
    const { limit, offset } = parseQuery(c, pageQuerySchema);
    const { items, total } = await asAdmin(c, () => listAuditLog(c.var.scope.db.read, limit, offset));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json<AuditEntry[]>(items);
  });
