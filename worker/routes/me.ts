import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** The member's sessions, data export and account deletion (DECISIONS 6). */
export const meRoutes = new Hono<AppEnv>();
