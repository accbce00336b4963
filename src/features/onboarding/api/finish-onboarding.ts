import type { CurrentUser } from '#contract/users-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/**
 * `POST /api/me/onboarding`: the guide is finished, or skipped, and is not offered again. The answer
 * is the member's own record, which replaces the session check's.
 */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CurrentUser>('POST', '/api/me/onboarding'),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
