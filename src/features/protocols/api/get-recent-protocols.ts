import type { Protocol } from '#contract/protocols';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

// Apart from the paged list (get-protocols.ts): the home page does without the infinite queries.

/** The newest protocols (the home page features 4). */
export const recentProtocolsQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/protocols', { limit }],
    queryFn: ({ signal }) => apiGetPage<Protocol>(withQuery('/api/protocols', { limit }), { signal }),
  });

export function useRecentProtocols(limit: number) {
  return useQuery(recentProtocolsQuery(limit));
}
