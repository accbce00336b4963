import type { EmailPreferences } from '#contract/email-preferences-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

const emailPreferencesQuery = queryOptions({
  queryKey: ['/api/me/email-preferences'],
  queryFn: ({ signal }) => apiGet<EmailPreferences>('/api/me/email-preferences', { signal }),
});

export const useEmailPreferences = () => useQuery(emailPreferencesQuery);

/** `PUT /api/me/email-preferences`. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => apiRequest<EmailPreferences>('PUT', '/api/me/email-preferences', preferences),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQuery.queryKey, saved),
  });
}
