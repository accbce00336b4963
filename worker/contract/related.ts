import { z } from 'zod';
import { idSchema, type Assert, type SameShape } from './common';
import { RELATED_KINDS, RELATED_LIMIT, type RelatedItems } from './related-types';

export const relatedItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        kind: z.enum(RELATED_KINDS),
        id: idSchema,
        title: z.string(),
        href: z.string().startsWith('/'),
        summary: z.string(),
      }),
    )
    .max(RELATED_LIMIT),
});
type _RelatedItemsAgrees = Assert<SameShape<z.infer<typeof relatedItemsSchema>, RelatedItems>>;
