import type { CurrentUser } from '#contract/users-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/**
 * Asks for a new address: the API keeps the current one and answers the member with
 * `pendingEmail` set until the link sent to the new address is opened.
 */
export function useChangeEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiRequest<CurrentUser>('PATCH', `/api/users/${userId}`, { email }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
