import { reportInputSchema, type ReportCreated } from '#contract/moderation';
import { Hono } from 'hono';
import { createReport, DuplicateReportError, readReportTarget, type ReportTargetState } from '../db/queries/moderation';
import type { AppEnv } from '../env';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { withinMemberWriteLimit } from '../middleware/member-writes';
import { isModerator } from '../middleware/roles';
import { currentUserId, requireMember } from '../middleware/session';

/*
 * Reports (docs/rules/trust.md): a member whose e-mail is confirmed reports an item, a comment
 * or a profile once (the unique index answers a second: 409). Two round trips: the hourly
 * allowance, the target and the session's standing together, then the report (and, at the third
 * report or one of patient data, the hiding) in one batch.
 */

const UNCONFIRMED = 'Confirme o seu endereço de e-mail para poder denunciar conteúdo. Enviámos-lhe uma ligação; pode pedir outra em Definições.';
const NOT_FOUND = 'O conteúdo que quer denunciar não existe.';
const OWN = 'Não pode denunciar o seu próprio conteúdo nem o seu perfil.';
// True whether the report is still open or a moderator has decided on it.
const ALREADY = 'Já denunciou este conteúdo: cada membro denuncia o mesmo conteúdo uma vez.';

export const reportRoutes = new Hono<AppEnv>().post('/', requireMember, async (c) => {
  const input = await parseJson(c, reportInputSchema);
  const reporterId = currentUserId(c);
  let target: ReportTargetState | null = null;
  const created = await withinMemberWriteLimit(
    c,
    'report',
    async () => {
      if (!c.var.standing!.emailVerified) throw forbidden(UNCONFIRMED);
      // Hidden content, and suspended members' profiles, are not there for anyone but moderators.
      if (!target || (target.hidden && !isModerator(c))) throw notFound(NOT_FOUND);
      if (target.ownerId === reporterId) throw badRequest(OWN);
      try {
        return await createReport(await c.var.scope.db.write(), { reporterId, targetType: input.targetType, targetId: input.targetId, reason: input.reason, details: input.details });
      } catch (error) {
        if (error instanceof DuplicateReportError) throw conflict(ALREADY);
        throw error;
      }
    },
    async () => {
      target = await readReportTarget(c.var.scope.db.read, input.targetType, input.targetId);
    },
  );
  if (!created) throw notFound(NOT_FOUND);
  return c.json<ReportCreated>({ id: created.id }, 201);
});
