import type { SessionInfo } from '#contract/account-types';
import { deleteAccountSchema } from '#contract/account';
import { Hono } from 'hono';
import { isSessionPublicId, listMemberSessions, sessionPublicId, type SessionRow } from '../db/queries/sessions';
import { markOnboarded } from '../db/queries/users';
import type { AppEnv, Session } from '../env';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { checkSessionPassword, passwordTriesKey } from '../middleware/password-check';
import { checkSession, confirmedSessionOf, memberOf, requireMember } from '../middleware/session';
import { deleteAccount, readAccountToDelete } from '../services/account-deletion';
import { buildAccountExport, exportFileName } from '../services/account-export';
import { describeDevice } from '../services/devices';
import { destroySession, revokeMemberSessionById, revokeOtherSessionsOf } from '../services/sessions';
import { clearSiteData } from '../lib/clear-site-data';

const SESSION_NOT_FOUND = 'Sessão não encontrada.';
const WRONG_PASSWORD = 'A palavra-passe está incorreta.';
const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente.';

const toSessionInfo = (row: SessionRow, current: Session): SessionInfo => ({
  id: sessionPublicId(row.tokenHash),
  current: row.tokenHash === current.tokenHash,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  device: describeDevice(row.userAgent),
});

/**
 * The member's sessions, most recently seen first. The asking browser's session is always there:
 * one begun before the sessions index existed has no row until its daily renewal, so it is shown
 * from what KV holds (its start; seen now) rather than written on a read.
 */
function sessionList(rows: SessionRow[], current: Session, userAgent: string | undefined): SessionInfo[] {
  const list = rows.map((row) => toSessionInfo(row, current));
  if (list.some((session) => session.current)) return list;
  const now = new Date().toISOString();
  return [{ id: sessionPublicId(current.tokenHash), current: true, createdAt: new Date(current.createdAt).toISOString(), lastSeenAt: now, device: describeDevice(userAgent) }, ...list];
}

/**
 * The member's sessions, data export and account deletion (docs/rules/email-and-account-life.md),
 * and the end of their first-day guide (docs/rules/first-day.md).
 */
export const meRoutes = new Hono<AppEnv>()
  .get('/sessions', requireMember, async (c) => {
    // The asking session's start is KV's: under a claim, read beside the list.
    const [rows, current] = await Promise.all([listMemberSessions(c.var.scope.db.read, memberOf(c).userId), c.var.scope.viewer.confirmed()]);
    if (!current) throw unauthorized();
    return c.json(sessionList(rows, current, c.req.header('User-Agent')));
  })
  .delete('/sessions/:id', requireMember, async (c) => {
    await checkSession(c);
    const session = memberOf(c);
    const id = c.req.param('id');
    if (id === sessionPublicId(session.tokenHash)) {
      await destroySession(c, session);
      c.var.scope.viewer.become(null);
      clearSiteData(c);
      return c.body(null, 204);
    }
    if (!isSessionPublicId(id) || !(await revokeMemberSessionById(c, session.userId, id))) throw notFound(SESSION_NOT_FOUND);
    return c.body(null, 204);
  })
  .delete('/sessions', requireMember, async (c) => {
    await checkSession(c);
    await revokeOtherSessionsOf(c, await confirmedSessionOf(c));
    return c.body(null, 204);
  })
  // Finishing or skipping `/boas-vindas`: the first time is kept, a second call changes nothing.
  .post('/onboarding', requireMember, async (c) => {
    await checkSession(c);
    const member = await markOnboarded(await c.var.scope.db.write(), memberOf(c).userId, new Date());
    if (!member) throw unauthorized(SESSION_ENDED);
    return c.json(member);
  })
  .get('/export', requireMember, async (c) => {
    const session = memberOf(c);
    const now = new Date();
    const data = await buildAccountExport(c.var.scope.db.read, session.userId, now);
    if (!data) throw unauthorized(SESSION_ENDED);
    // `no-store` is every API answer's default (worker/middleware/security-headers.ts); said here too, as it holds the e-mail.
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(String(data.profile.username), now)}"`);
    return c.json(data);
  })
  .delete('/', requireMember, async (c) => {
    const session = memberOf(c);
    const input = await parseJson(c, deleteAccountSchema);
    // The password again before the account goes (tries counted with the password change's, per
    // session), and the member's name and address and the texts that may name them, in the session
    // check's round trip; then the deletion, which also clears the tries.
    const { right, read: account } = await checkSessionPassword(c, input.password, () => readAccountToDelete(c.var.scope.db.read, session.userId));
    if (!right) throw forbidden(WRONG_PASSWORD);
    if (!account || !(await deleteAccount(c, session, account, input.keepContent, [passwordTriesKey(session.tokenHash)]))) throw unauthorized(SESSION_ENDED);
    clearSiteData(c);
    return c.body(null, 204);
  });
