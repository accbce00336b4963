import type { DeleteAccountInput } from '#contract/account-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetMember } from '../../../lib/end-session';

/** Deletes the account; nothing cached as the member (their name, their lists) may outlive it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest<void>('DELETE', '/api/me', input),
    onSuccess: () => forgetMember(queryClient),
  });
}
