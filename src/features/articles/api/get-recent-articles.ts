import type { Article } from '#contract/articles-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

// Apart from the paged list (get-articles.ts) so that the home page does not load the infinite
// query machinery it does not use.

/** How many of the newest articles the home page shows. */
export const RECENT_ARTICLES_ON_HOME = 3;

/** The newest articles. */
export const recentArticlesQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/articles', { limit }],
    queryFn: ({ signal }) => apiGetPage<Article>(withQuery('/api/articles', { limit }), { signal }),
  });

export function useRecentArticles(limit: number) {
  return useQuery(recentArticlesQuery(limit));
}
