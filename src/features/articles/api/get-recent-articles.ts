import type { Article } from '#contract/articles-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

// Apart from the paged list (get-articles.ts) so that the home page does not load the infinite
// query machinery it does not use.

/** The newest articles (the home page shows 3). */
export const recentArticlesQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/articles', { limit }],
    queryFn: ({ signal }) => apiGetPage<Article>(withQuery('/api/articles', { limit }), { signal }),
  });

export function useRecentArticles(limit: number) {
  return useQuery(recentArticlesQuery(limit));
}
