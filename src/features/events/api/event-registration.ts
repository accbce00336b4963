import type { EventRegistrant, PortalEvent, RegistrationResult, WaitlistResult } from '#contract/events-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

function useRegistrationMutation(eventId: number, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RegistrationResult | WaitlistResult>(method, `/api/events/${eventId}/register`),
    onSuccess: (result) => {
      // A place in the waiting list (202): the event, read again, says where.
      if (!('waitlisted' in result)) queryClient.setQueryData<PortalEvent>(['/api/events', eventId], (event) => (event ? { ...event, ...result } : event));
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/me/activity'] });
    },
    // A refusal (full, already registered, past) means the page is out of date: show the event as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['/api/events', eventId] }),
  });
}

/** `POST /api/events/{id}/register`: takes a place, or a place in the waiting list when the event is full (409 when already in). */
export const useRegisterForEvent = (eventId: number) => useRegistrationMutation(eventId, 'POST');

/** `DELETE /api/events/{id}/register`: cancels the registration (the place goes to the first in line) or leaves the waiting list. */
export const useCancelEventRegistration = (eventId: number) => useRegistrationMutation(eventId, 'DELETE');

/** `GET /api/events/{id}/registrations`: the registrants, for the organiser. */
const eventRegistrantsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/events', eventId, 'registrations'],
    queryFn: ({ signal }) => apiGet<EventRegistrant[]>(`/api/events/${eventId}/registrations`, { signal }),
  });

export const useEventRegistrants = (eventId: number, enabled: boolean) => useQuery({ ...eventRegistrantsQuery(eventId), enabled });
