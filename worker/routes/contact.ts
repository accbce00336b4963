import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const contactRoutes = new Hono<AppEnv>();
