import { z } from 'zod';
import { articleSchema, type Article } from './articles';
import type { Assert, SameShape } from './common';
import { protocolSchema, type Protocol } from './protocols';

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

/** What `category` of `/api/search` asks for. */
export interface SearchScope {
  articles: boolean;
  protocols: boolean;
  categoryId?: number;
  /** The category named 'Educação'. */
  education?: boolean;
  /** Articles of type CASE_STUDY only. */
  caseStudies?: boolean;
}

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

export interface SearchResult {
  articles: Article[];
  protocols: Protocol[];
}

export const searchResultSchema = z.strictObject({ articles: z.array(articleSchema), protocols: z.array(protocolSchema) });
type _SearchResultAgrees = Assert<SameShape<z.infer<typeof searchResultSchema>, SearchResult>>;
