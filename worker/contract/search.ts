import { z } from 'zod';
import { articleSchema } from './articles';
import type { Assert, SameShape } from './common';
import { protocolSchema } from './protocols';
import type { SearchResult, SearchScope } from './search-types';

export const searchQuerySchema = z.object({
  /** Longer queries are cut to their first 200 characters rather than refused. */
  q: z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, 200)),
  category: z.string().trim().max(50).optional().catch(undefined),
});

/** Reads `category`: one of `SEARCH_KINDS`, a category id, or anything else as every kind. */
export function scopeOf(category: string | undefined): SearchScope {
  switch (category) {
    case 'articles':
      return { articles: true, protocols: false };
    case 'protocols':
      return { articles: false, protocols: true };
    case 'cases':
      return { articles: true, protocols: false, caseStudies: true };
    case 'education':
      return { articles: true, protocols: true, education: true };
    default: {
      const id = Number(category);
      return Number.isSafeInteger(id) && id > 0 && String(id) === category
        ? { articles: true, protocols: true, categoryId: id }
        : { articles: true, protocols: true };
    }
  }
}

export const searchResultSchema = z.strictObject({ articles: z.array(articleSchema), protocols: z.array(protocolSchema) });
type _SearchResultAgrees = Assert<SameShape<z.infer<typeof searchResultSchema>, SearchResult>>;
