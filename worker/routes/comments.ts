import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const commentRoutes = new Hono<AppEnv>();
