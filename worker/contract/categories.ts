import { z } from 'zod';
import type { Category } from './categories-types';
import { categorySummarySchema, type Assert, type SameShape } from './common';

export const categorySchema = categorySummarySchema.extend({ resourceCount: z.number().int().nonnegative() });
type _CategoryAgrees = Assert<SameShape<z.infer<typeof categorySchema>, Category>>;
