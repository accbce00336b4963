import type { Article, ArticleType } from '#contract/articles';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery, type Page } from '../../../lib/api-client';

export const ARTICLES_PAGE_SIZE = 12;

export interface ArticleFilters {
  categoryId?: number;
  type?: ArticleType;
  q?: string;
}

export const getArticles = (params: ArticleFilters & { limit?: number; offset?: number }, signal?: AbortSignal) =>
  apiGetPage<Article>(
    withQuery('/api/articles', { categoryId: params.categoryId, type: params.type, q: params.q?.trim(), limit: params.limit, offset: params.offset }),
    { signal },
  );

/** Offset of the next page, or undefined when everything counted by `X-Total-Count` is loaded. */
export function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/** The articles list, page by page ('Carregar mais'). */
export const articlesInfiniteQuery = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/articles', { ...filters, paged: true }],
    queryFn: ({ pageParam, signal }) => getArticles({ ...filters, limit: ARTICLES_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useArticlesInfinite(filters: ArticleFilters) {
  return useInfiniteQuery(articlesInfiniteQuery(filters));
}

/** The newest articles (the home page shows 3). */
export const recentArticlesQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/articles', { limit }],
    queryFn: ({ signal }) => getArticles({ limit }, signal),
  });

export function useRecentArticles(limit: number) {
  return useQuery(recentArticlesQuery(limit));
}

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/articles', id],
    queryFn: ({ signal }) => apiGet<Article>(`/api/articles/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useArticle(id: number) {
  return useQuery(articleQuery(id));
}
