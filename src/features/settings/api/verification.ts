import type { VerificationInput } from '#contract/verification';
import type { VerificationRequest } from '#contract/verification-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** The member's latest licence-number request (`GET /api/me/verification`), null before the first. */
const myVerificationQuery = queryOptions({
  queryKey: ['/api/me/verification'],
  queryFn: ({ signal }) => apiGet<VerificationRequest | null>('/api/me/verification', { signal }),
});

export const useMyVerification = () => useQuery(myVerificationQuery);

/** Sends the licence number; the answer is the pending request. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationInput) => apiRequest<VerificationRequest>('POST', '/api/me/verification', input),
    onSuccess: (request) => {
      queryClient.setQueryData(myVerificationQuery.queryKey, request);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
