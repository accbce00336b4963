import type { EmailTokenInput } from '#contract/account-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

export interface EmailTokenConfirmation extends EmailTokenInput {
  /** The link of an e-mail change (`alteracao=1`) rather than of the registration's verification. */
  change: boolean;
}

/** `POST /api/email-verification/confirm` or `POST /api/email-change/confirm`: 204, or 400 for a bad link. */
const confirmEmailToken = ({ token, change }: EmailTokenConfirmation) => apiRequest<void>('POST', change ? '/api/email-change/confirm' : '/api/email-verification/confirm', { token });

/** Confirms the link; the member's `emailVerified` and `email` change, so the session check is asked again. */
export function useConfirmEmailToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}
