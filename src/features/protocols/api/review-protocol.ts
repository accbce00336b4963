import type { ProtocolReviewInput } from '#contract/protocol-review-types';
import type { Protocol } from '#contract/protocols-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A moderator's review (`POST /api/protocols/{id}/review`): the page shows the answer, the lists are read again. */
export function useReviewProtocol(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProtocolReviewInput) => apiRequest<Protocol>('POST', `/api/protocols/${id}/review`, input),
    // The page's key (get-protocol.ts) written out: importing it would share that module with the protocol's page, whose chunk this one must not need.
    onSuccess: (protocol) => {
      queryClient.setQueryData(['/api/protocols', id], protocol);
      void queryClient.invalidateQueries({ queryKey: ['/api/protocols'], predicate: (query) => query.queryKey[1] !== id });
    },
  });
}
