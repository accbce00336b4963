import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const savedItemRoutes = new Hono<AppEnv>();
