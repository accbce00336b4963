import { z } from 'zod';
import { articleSchema } from './articles';
import { publicUserSummarySchema, type Assert, type SameShape } from './common';
import { eventListItemSchema } from './events';
import { opportunitySchema } from './opportunities';
import { protocolSchema } from './protocols';
import { questionSchema } from './questions';
import { RESULT_KINDS, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, SEARCH_RESULT_LIMIT, type ResultKind, type SearchResult, type SearchScope } from './search-types';
import { volunteeringSchema } from './volunteering';

export const searchQuerySchema = z.object({
  /** Longer queries are cut to their first 200 characters rather than refused. */
  q: z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, 200)),
  category: z.string().trim().max(50).optional().catch(undefined),
  /** Most results of each kind, 1 to `SEARCH_RESULT_LIMIT` (anything else: `SEARCH_PAGE_SIZE`). */
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULT_LIMIT).default(SEARCH_PAGE_SIZE).catch(SEARCH_PAGE_SIZE),
  /** Results of each kind to skip, for the next page: 0 to `SEARCH_COUNT_LIMIT` (anything else: 0). */
  offset: z.coerce.number().int().min(0).max(SEARCH_COUNT_LIMIT).default(0).catch(0),
  /** Only this kind of what `category` names (the search page's next page of one tab). */
  kind: z.enum(RESULT_KINDS).optional().catch(undefined),
});

const only = (kind: ResultKind): SearchScope => ({ kinds: [kind] });
const ARTICLES_AND_PROTOCOLS: readonly ResultKind[] = ['articles', 'protocols'];

/**
 * Reads `category`: one of `SEARCH_KINDS`, a category id (its articles and protocols), or anything
 * else as every kind; `kind` keeps only that kind of them (none when `category` leaves it out).
 */
export function scopeOf(category: string | undefined, kind?: ResultKind): SearchScope {
  const scope = categoryScope(category);
  return kind === undefined ? scope : { ...scope, kinds: scope.kinds.filter((searched) => searched === kind) };
}

function categoryScope(category: string | undefined): SearchScope {
  switch (category) {
    case 'articles':
    case 'protocols':
    case 'events':
    case 'opportunities':
    case 'volunteering':
    case 'members':
    case 'questions':
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
  events: z.array(eventListItemSchema),
  opportunities: z.array(opportunitySchema),
  volunteering: z.array(volunteeringSchema),
  members: z.array(publicUserSummarySchema),
  questions: z.array(questionSchema),
  counts: z.strictObject({
    articles: z.number().int(),
    protocols: z.number().int(),
    events: z.number().int(),
    opportunities: z.number().int(),
    volunteering: z.number().int(),
    members: z.number().int(),
    questions: z.number().int(),
  }),
});
type _SearchResultAgrees = Assert<SameShape<z.infer<typeof searchResultSchema>, SearchResult>>;
