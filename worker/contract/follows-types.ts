import type { Article } from './articles-types';
import type { Protocol } from './protocols-types';

/** `GET /api/follows`: the categories and members the signed-in member follows. */
export interface Follows {
  categoryIds: number[];
  memberIds: number[];
}

/** `GET /api/follows/feed`: 'Para si', the newest articles and protocols from what the member follows (none of their own). */
export interface ForYou {
  articles: Article[];
  protocols: Protocol[];
}

/** How many of each kind 'Para si' shows. */
export const FOR_YOU_LIMIT = 6;
