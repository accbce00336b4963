import { emailPreferencesUpdateSchema, unsubscribeQuerySchema } from '#contract/email-preferences';
import type { EmailPreferences, UnsubscribeResult } from '#contract/email-preferences-types';
import { Hono } from 'hono';
import { getEmailPreferences, putEmailPreferences, unsubscribe } from '../db/queries/email-preferences';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseJson, parseQuery } from '../lib/validation';
import { checkSession, currentUserId, requireMember } from '../middleware/session';
import { tokenHashOf } from '../services/email-tokens';

const INVALID_LINK = 'Ligação inválida ou expirada. Pode escolher que e-mails recebe nas definições da conta.';

/** `GET/PUT /api/me/email-preferences`: how often the member is e-mailed about each kind of news. */
export const emailPreferenceRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json<EmailPreferences>(await getEmailPreferences(c.var.scope.db.read, currentUserId(c))))
  .put('/', requireMember, async (c) => {
    await checkSession(c);
    const changes = await parseJson(c, emailPreferencesUpdateSchema);
    const current = await getEmailPreferences(c.var.scope.db.read, currentUserId(c));
    return c.json<EmailPreferences>(await putEmailPreferences(await c.var.scope.db.write(), currentUserId(c), { ...current, ...changes }));
  });

/**
 * `POST /api/email-preferences/unsubscribe?token=`: the one-click unsubscribe of RFC 8058, which
 * mail clients send with `List-Unsubscribe=One-Click` and no session; the page /cancelar-subscricao
 * sends it too. It only ever turns one kind of news off, or (an alert's link) deletes one saved search.
 */
export const unsubscribeRoutes = new Hono<AppEnv>().post('/unsubscribe', async (c) => {
  const { token } = parseQuery(c, unsubscribeQuerySchema);
  const done = token ? await unsubscribe(await c.var.scope.db.write(), await tokenHashOf(token), Date.now()) : null;
  if (!done) throw notFound(INVALID_LINK);
  return c.json<UnsubscribeResult>(done);
});
