import type { Article } from '#contract/articles-types';
import type { Protocol } from '#contract/protocols-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The full article (with its content, which lists may leave out) to prefill the writer's page. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/articles', id],
    queryFn: ({ signal }) => apiGet<Article>(`/api/articles/${id}`, { signal }),
  });

export const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/protocols', id],
    queryFn: ({ signal }) => apiGet<Protocol>(`/api/protocols/${id}`, { signal }),
  });

export const useArticleForEdit = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
export const useProtocolForEdit = (id: number | null) => useQuery({ ...protocolQuery(id ?? 0), enabled: id !== null });
