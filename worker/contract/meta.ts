import { z } from 'zod';

/** `GET /api/health` (200 when the database answers, 503 with a `message` when it does not). */
export const healthSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('ok'), database: z.literal('reachable') }),
  z.strictObject({ status: z.literal('error'), database: z.literal('unreachable'), message: z.string() }),
]);
export type Health = z.infer<typeof healthSchema>;
