import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const volunteeringRoutes = new Hono<AppEnv>();
