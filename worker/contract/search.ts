import { z } from 'zod';
import { articleSchema } from './articles';
import { publicUserSummarySchema, type Assert, type SameShape } from './common';
import { portalEventSchema } from './events';
import { opportunitySchema } from './opportunities';
import { protocolSchema } from './protocols';
import { RESULT_KINDS, SEARCH_RESULT_LIMIT, type ResultKind, type SearchResult, type SearchScope } from './search-types';
import { volunteeringSchema } from './volunteering';

export const searchQuerySchema = z.object({
  /** Longer queries are cut to their first 200 characters rather than refused. */
  q: z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, 200)),
  category: z.string().trim().max(50).optional().catch(undefined),
  /** Most results of each kind, 1 to `SEARCH_RESULT_LIMIT` (anything else: the most). */
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULT_LIMIT).default(SEARCH_RESULT_LIMIT).catch(SEARCH_RESULT_LIMIT),
});

const only = (kind: ResultKind): SearchScope => ({ kinds: [kind] });
const ARTICLES_AND_PROTOCOLS: readonly ResultKind[] = ['articles', 'protocols'];

/** Reads `category`: one of `SEARCH_KINDS`, a category id (its articles and protocols), or anything else as every kind. */
export function scopeOf(category: string | undefined): SearchScope {
  switch (category) {
    case 'articles':
    case 'protocols':
    case 'events':
    case 'opportunities':
    case 'volunteering':
    case 'members':
      return only(category);
    case 'cases':
      return { kinds: ['articles'], caseStudies: true };
    case 'education':
      return { kinds: ARTICLES_AND_PROTOCOLS, education: true };
    default: {
      const id = Number(category);
      return Number.isSafeInteger(id) && id > 0 && String(id) === category ? { kinds: ARTICLES_AND_PROTOCOLS, categoryId: id } : { kinds: RESULT_KINDS };
    }
  }
}

export const searchResultSchema = z.strictObject({
  articles: z.array(articleSchema),
  protocols: z.array(protocolSchema),
  events: z.array(portalEventSchema),
  opportunities: z.array(opportunitySchema),
  volunteering: z.array(volunteeringSchema),
  members: z.array(publicUserSummarySchema),
});
type _SearchResultAgrees = Assert<SameShape<z.infer<typeof searchResultSchema>, SearchResult>>;
