import type { Article } from './articles-types';
import type { Protocol } from './protocols-types';

/** The home select's kinds; a category id is accepted too. */
export const SEARCH_KINDS = ['articles', 'protocols', 'cases', 'education'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  articles: 'Artigos',
  protocols: 'Protocolos',
  cases: 'Casos Clínicos',
  education: 'Educação',
};
/** Most articles, and most protocols, one search answers. */
export const SEARCH_RESULT_LIMIT = 50;

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

export interface SearchResult {
  articles: Article[];
  protocols: Protocol[];
}
