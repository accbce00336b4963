import { z } from 'zod';
import type { Article } from './articles';
import type { Protocol } from './protocols';

/** The home select's kinds; a category id is accepted too. */
export const SEARCH_KINDS = ['articles', 'protocols', 'cases', 'education'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  articles: 'Artigos',
  protocols: 'Protocolos',
  cases: 'Casos Clínicos',
  education: 'Educação',
};
export const SEARCH_RESULT_LIMIT = 50;

export const searchQuerySchema = z.object({
  /** Longer queries are cut to their first 200 characters rather than refused. */
  q: z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, 200)),
  category: z.string().trim().max(50).optional().catch(undefined),
});

export interface SearchResult {
  articles: Article[];
  protocols: Protocol[];
}
