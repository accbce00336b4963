import type { Article } from '#contract/articles-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/articles', id],
    queryFn: ({ signal }) => apiGet<Article>(`/api/articles/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useArticle(id: number) {
  return useQuery(articleQuery(id));
}
