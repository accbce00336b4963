import { contactInputSchema } from '#contract/contact';
import { Hono } from 'hono';
import { insertContactMessage } from '../db/queries/contact';
import { currentHits, recordHits } from '../db/queries/rate-limits';
import type { AppEnv } from '../env';
import { tooManyRequests } from '../lib/errors';
import { parseJson } from '../lib/validation';
import { clientAddress } from '../services/throttle';

export const CONTACT_SENT = 'Mensagem enviada com sucesso!';
export const CONTACT_THROTTLED = 'Enviou demasiadas mensagens. Por favor, tente novamente dentro de uma hora.';
/** Messages accepted per address and per sender e-mail in each window. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await parseJson(c, contactInputSchema);
  const keys = [`contact:ip:${clientAddress(c.req)}`, `contact:email:${input.email}`];
  // A cheap read first, so a sender already over the limit causes no write at all.
  const hits = await currentHits(c.env.DB, keys, CONTACT_WINDOW_MS);
  if (hits.some((count) => count >= CONTACT_LIMIT)) throw tooManyRequests(CONTACT_THROTTLED);
  // Both hits in one transaction: of simultaneous requests, only those within the limit pass.
  const counts = await recordHits(c.env.DB, keys.map((key) => ({ key, windowMs: CONTACT_WINDOW_MS })));
  if (counts.some((count) => count > CONTACT_LIMIT)) throw tooManyRequests(CONTACT_THROTTLED);
  await insertContactMessage(c.env.DB, input);
  return c.json({ message: CONTACT_SENT }, 201);
});
