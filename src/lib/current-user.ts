import type { CurrentUser } from '#contract/users-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** The session check: the signed-in member, or null (a 401 means no user). */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/me'],
  queryFn: ({ signal }) => apiGet<CurrentUser | null>('/api/me', { on401: 'returnNull', signal }),
  staleTime: 60_000,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, isAuthenticated: Boolean(query.data), query };
}
