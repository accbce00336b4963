import type { PasswordResetConfirmInput } from '#contract/account-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** `POST /api/password-reset/confirm`: 204; every session of the member ends. */
const resetPassword = (input: PasswordResetConfirmInput) => apiRequest<void>('POST', '/api/password-reset/confirm', input);

/**
 * Sets the new password. If this browser was signed in as the member, that session ended too: the
 * session check is asked again (and awaited, so /login does not send a stale member onwards), and
 * nothing cached as them stays.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
