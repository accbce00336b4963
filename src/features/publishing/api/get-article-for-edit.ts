import type { Article } from '#contract/articles-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The full article (with its content, which lists may leave out) to prefill the edit form. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/articles', id],
    queryFn: ({ signal }) => apiGet<Article>(`/api/articles/${id}`, { signal }),
  });

export const useArticleForEdit = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
