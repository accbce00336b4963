import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { forbidden } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests from other sites, whatever their Content-Type: an `Origin`
 * that is not ours, or `Sec-Fetch-Site: cross-site`. (Hono's `csrf()` only checks form types.)
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const ours = new URL(c.req.url).origin;
    if (fetchSite === 'cross-site' || (origin !== undefined && origin !== ours)) {
      throw forbidden('Pedido recusado: origem não permitida.');
    }
  }
  await next();
});
