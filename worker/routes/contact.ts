import { contactInputSchema } from '#contract/contact';
import { Hono } from 'hono';
import { insertContactMessageWithinLimit } from '../db/queries/contact';
import { limitGuard } from '../db/queries/rate-limits';
import type { AppEnv } from '../env';
import { tooManyRequests } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { clientAddress } from '../services/throttle';

const CONTACT_SENT = 'Mensagem enviada com sucesso!';
const CONTACT_THROTTLED = 'Enviou demasiadas mensagens. Por favor, tente novamente dentro de uma hora.';
/** Messages accepted per address and per sender e-mail in each window. */
const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await parseJson(c, contactInputSchema);
  const keys = [`contact:ip:${clientAddress(c.req)}`, `contact:email:${input.email}`];
  // The message and both hits in one transaction, only when neither limit is reached: a sender
  // over the limit causes no write at all, and of simultaneous messages only those within it pass.
  const sent = await insertContactMessageWithinLimit(await c.var.scope.db.write(), input, limitGuard(keys, CONTACT_WINDOW_MS, CONTACT_LIMIT));
  if (!sent) throw tooManyRequests(CONTACT_THROTTLED);
  return c.json({ message: CONTACT_SENT }, 201);
});
