import { ARTICLE_TYPES, type Article, type ArticleType } from '#contract/articles-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

const ARTICLES_PAGE_SIZE = 12;

export interface ArticleFilters {
  categoryId?: number;
  type?: ArticleType;
  q?: string;
}

const isArticleType = (value: string | null): value is ArticleType => ARTICLE_TYPES.includes(value as ArticleType);

/**
 * The list's filters as its URL gives them (`?q=&type=&category=`), the category already found
 * from its parameter: one reading for the screen and its route's data.
 */
export function articleFiltersOf(search: URLSearchParams, categoryId: number | undefined): ArticleFilters {
  const type = search.get('type');
  return { categoryId, type: isArticleType(type) ? type : undefined, q: search.get('q') || undefined };
}

const getArticles = (params: ArticleFilters & { limit?: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<Article>(withQuery('/api/articles', { categoryId: params.categoryId, type: params.type, q: params.q?.trim(), limit: params.limit, offset: params.offset }), { signal });

/** The articles list, page by page ('Carregar mais'). */
export const articlesInfiniteQuery = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/articles', { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => getArticles({ ...filters, limit: ARTICLES_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useArticlesInfinite(filters: ArticleFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...articlesInfiniteQuery(filters), enabled: options.enabled ?? true });
}
