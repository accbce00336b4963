import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const userRoutes = new Hono<AppEnv>();
