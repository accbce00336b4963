import type { SessionInfo } from '#contract/account-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const mySessionsQuery = queryOptions({
  queryKey: ['/api/me/sessions'],
  queryFn: ({ signal }) => apiGet<SessionInfo[]>('/api/me/sessions', { signal }),
});

export const useMySessions = () => useQuery(mySessionsQuery);

/** After ending a session the list is read again: another browser may have signed in meanwhile. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest<void>('DELETE', `/api/me/sessions/${encodeURIComponent(sessionId)}`),
    onSettled: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/me/sessions'),
    onSettled: refresh,
  });
}
