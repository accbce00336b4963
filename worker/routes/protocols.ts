import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const protocolRoutes = new Hono<AppEnv>();
