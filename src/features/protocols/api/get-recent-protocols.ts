import type { Protocol } from '#contract/protocols-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

// Apart from the paged list (get-protocols.ts): the home page does without the infinite queries.

/** How many of the newest protocols the home page features. */
export const FEATURED_PROTOCOLS_ON_HOME = 4;

/** The newest protocols. */
export const recentProtocolsQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/protocols', { limit }],
    queryFn: ({ signal }) => apiGetPage<Protocol>(withQuery('/api/protocols', { limit }), { signal }),
  });

export function useRecentProtocols(limit: number) {
  return useQuery(recentProtocolsQuery(limit));
}
