import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** E-mail verification, password reset and e-mail change (DECISIONS 6). */
export const accountRoutes = new Hono<AppEnv>();
