import { z } from 'zod';
import { articleSchema } from './articles';
import { idSchema, type Assert, type SameShape } from './common';
import type { Follows, ForYou } from './follows-types';
import { protocolSchema } from './protocols';

/** `POST/DELETE /api/follows`: a category or a member. */
export const followInputSchema = z.union([z.strictObject({ categoryId: idSchema }), z.strictObject({ userId: idSchema })], {
  message: 'Indique a categoria ({ categoryId }) ou o membro ({ userId }) a seguir.',
});

export const followsSchema = z.strictObject({ categoryIds: z.array(idSchema), memberIds: z.array(idSchema) });
type _FollowsAgrees = Assert<SameShape<z.infer<typeof followsSchema>, Follows>>;

export const forYouSchema = z.strictObject({ articles: z.array(articleSchema), protocols: z.array(protocolSchema) });
type _ForYouAgrees = Assert<SameShape<z.infer<typeof forYouSchema>, ForYou>>;
