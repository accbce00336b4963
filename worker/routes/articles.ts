import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const articleRoutes = new Hono<AppEnv>();
