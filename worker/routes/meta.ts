import { Hono } from 'hono';
import { pingDatabase } from '../db/queries/health';
import type { AppEnv } from '../env';

export const metaRoutes = new Hono<AppEnv>()
  /** Does no work at all: the runtime's ceiling for `npm run bench`. */
  .get('/ping', (c) => c.text('pong'))
  .get('/health', async (c) => {
    try {
      await pingDatabase(c.var.scope.db.read);
      return c.json({ status: 'ok', database: 'reachable' });
    } catch {
      return c.json({ status: 'error', database: 'unreachable', message: 'A base de dados não está acessível.' }, 503);
    }
  });
