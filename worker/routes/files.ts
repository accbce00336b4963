import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const fileRoutes = new Hono<AppEnv>();
