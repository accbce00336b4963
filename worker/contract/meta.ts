import { z } from 'zod';
import type { Assert, SameShape } from './common';
import type { Health } from './meta-types';

export const healthSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('ok'), database: z.literal('reachable') }),
  z.strictObject({ status: z.literal('error'), database: z.literal('unreachable'), message: z.string() }),
]);
type _HealthAgrees = Assert<SameShape<z.infer<typeof healthSchema>, Health>>;
