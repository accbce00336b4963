import type { DownloadResult, Protocol } from '#contract/protocols-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Counts a download (`POST /api/protocols/{id}/download`) and answers the PDF's address. */
export function useDownloadProtocol(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DownloadResult>('POST', `/api/protocols/${id}/download`),
    onSuccess: (result) => {
      queryClient.setQueryData<Protocol>(['/api/protocols', id], (protocol) => (protocol ? { ...protocol, downloads: result.downloads } : protocol));
      void queryClient.invalidateQueries({ queryKey: ['/api/protocols'], predicate: (query) => query.queryKey[1] !== id });
    },
  });
}
