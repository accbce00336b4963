import type { Protocol } from '#contract/protocols-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/protocols', id],
    queryFn: ({ signal }) => apiGet<Protocol>(`/api/protocols/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useProtocol(id: number) {
  return useQuery(protocolQuery(id));
}
