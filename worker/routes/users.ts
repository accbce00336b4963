import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { profileUpdateSchema } from '#contract/users';
import { memberListQuerySchema } from '#contract/verification';
import { Hono, type Context } from 'hono';
import { replaceEmailTokens } from '../db/queries/email-tokens';
import { recordHitInWindow } from '../db/queries/rate-limits';
import { findMailRecipientByEmail, findTakenFields, getAccountIdentity, getPublicUser, listUsers, updateProfile } from '../db/queries/users';
import type { AppEnv } from '../env';
import { notFound, tooManyRequests } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { assertOwner, requireMember, viewerId } from '../middleware/session';
import { issueToken } from '../services/email-tokens';
import { queueMail } from '../services/mail/outbox';
import { assertUsableAvatar, takenFieldsError, withDuplicatesAsConflict } from '../services/profile-checks';
import { alongsideSessionCheck } from '../middleware/member-writes';

const NOT_FOUND = 'Utilizador não encontrado';

/**
 * E-mail changes asked per member and hour. Each one sends two e-mails, one of them to an address
 * the member typed; five leave room for typos while no member can use the portal to flood an inbox.
 */
export const EMAIL_CHANGE_THROTTLE = { windowMs: 60 * 60 * 1000, perMember: 5 } as const;
const TOO_MANY_EMAIL_CHANGES = 'Já pediu várias alterações do e-mail na última hora. Aguarde e tente novamente.';

/** Counts an e-mail change request; past the limit, 429 before anything changes. */
async function countEmailChange(c: Context<AppEnv>, userId: number) {
  const now = Date.now();
  const { count, endsAt } = await recordHitInWindow(await c.var.scope.db.write(), `email-change:user:${userId}`, EMAIL_CHANGE_THROTTLE.windowMs, now);
  if (count > EMAIL_CHANGE_THROTTLE.perMember) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((endsAt - now) / 1000))));
    throw tooManyRequests(TOO_MANY_EMAIL_CHANGES);
  }
}

export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const filters = parseQuery(c, memberListQuerySchema);
    const { users, total } = await listUsers(c.var.scope.db.read, filters, viewerId(c));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(users);
  })
  .get('/:id', async (c) => {
    const user = await getPublicUser(c.var.scope.db.read, parseId(c.req.param('id'), NOT_FOUND), viewerId(c));
    if (!user) throw notFound(NOT_FOUND);
    return c.json(user);
  })
  .patch('/:id', requireMember, async (c) => {
    const writes = await c.var.scope.db.write();
    const id = parseId(c.req.param('id'), NOT_FOUND);
    assertOwner(c, id, 'Só pode alterar o seu próprio perfil.');
    const current = await alongsideSessionCheck(c, () => getAccountIdentity(c.var.scope.db.read, id));
    if (current === null) throw notFound(NOT_FOUND);
    const { email: newEmail, ...changes } = await parseJson(c, profileUpdateSchema(current.username));
    // The profile form sends the username and e-mail every time; the ones the member has are no change.
    if (changes.username === current.username) delete changes.username;
    const emailChange = newEmail !== undefined && newEmail !== current.email ? newEmail : undefined;
    await assertUsableAvatar(c.var.scope.db.read, id, changes.avatarUrl);
    // Counted before the new address is looked up: whether it is taken is never answered, and the
    // limit bounds how many addresses a member can try.
    if (emailChange) await countEmailChange(c, id);
    const [taken, owner] = await Promise.all([
      findTakenFields(c.var.scope.db.read, { username: changes.username }, id),
      emailChange ? findMailRecipientByEmail(c.var.scope.db.read, emailChange) : null,
    ]);
    if (taken.length > 0) throw takenFieldsError(taken);
    const user = await withDuplicatesAsConflict(() => updateProfile(writes, id, changes, current));
    if (!user) throw notFound(NOT_FOUND);
    if (!emailChange) return c.json(user);
    // A new e-mail does not replace the one in use until the new address confirms it: the link goes
    // to the new address, a notice to the current one, and only the newest link works (decision
    // 003). An address another member has is answered and kept pending exactly as a free one, but
    // its link is sent to nobody: its owner gets a notice without one (decision 028).
    const change = await issueToken('email-change');
    await replaceEmailTokens(await c.var.scope.db.write(), { tokenHash: change.tokenHash, userId: id, purpose: 'email-change', newEmail: emailChange, expiresAt: change.expiresAt });
    if (owner) await queueMail(c.var.scope, { kind: 'email-change-taken', to: owner.email, name: owner.fullName });
    else await queueMail(c.var.scope, { kind: 'email-change-confirmation', to: emailChange, name: user.fullName, token: change.token });
    await queueMail(c.var.scope, { kind: 'email-change-notice', to: current.email, name: user.fullName, newEmail: emailChange });
    return c.json({ ...user, pendingEmail: emailChange });
  });
