import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const searchRoutes = new Hono<AppEnv>();
