import type { PortalEvent, RegistrationResult } from '#contract/events-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function useRegistrationMutation(eventId: number, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RegistrationResult>(method, `/api/events/${eventId}/register`),
    onSuccess: (result) => {
      queryClient.setQueryData<PortalEvent>(['/api/events', eventId], (event) => (event ? { ...event, ...result } : event));
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/me/activity'] });
    },
    // A refusal (full, already registered, past) means the page is out of date: show the event as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['/api/events', eventId] }),
  });
}

/** `POST /api/events/{id}/register`: takes a place (409 when full or already registered). */
export const useRegisterForEvent = (eventId: number) => useRegistrationMutation(eventId, 'POST');

/** `DELETE /api/events/{id}/register`: cancels the registration and frees the place. */
export const useCancelEventRegistration = (eventId: number) => useRegistrationMutation(eventId, 'DELETE');
