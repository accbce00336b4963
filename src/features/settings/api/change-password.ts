import type { ChangePasswordInput } from '#contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mySessionsQuery } from './sessions';

/** The browser keeps its session (a new cookie); every other one ends, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<void>('POST', '/api/me/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey }),
  });
}
