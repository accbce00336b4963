import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const opportunityRoutes = new Hono<AppEnv>();
