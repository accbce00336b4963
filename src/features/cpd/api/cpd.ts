import type { Attendee, Certificate, CpdEntry, CpdKind, CpdSettings, CpdSummary, EventAttendance, EventTicket } from '#contract/cpd-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from '../../../lib/api-client';

// The CPD portfolio, tickets, attendance and certificates (docs/rules/cpd-portfolio.md).

const CPD_KEY = ['/api/me/cpd'] as const;

/** The year's entries (at most 100 a page: a year rarely holds more), of one kind or all. */
const cpdEntriesQuery = (year: number, kind: CpdKind | '') =>
  queryOptions({
    queryKey: [...CPD_KEY, 'entries', year, kind],
    queryFn: ({ signal }) => apiGet<CpdEntry[]>(withQuery('/api/me/cpd', { year, kind: kind || undefined, limit: 100 }), { signal }),
  });

export const useCpdEntries = (year: number, kind: CpdKind | '') => useQuery(cpdEntriesQuery(year, kind));

const cpdSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: [...CPD_KEY, 'summary', year],
    queryFn: ({ signal }) => apiGet<CpdSummary>(withQuery('/api/me/cpd/summary', { year }), { signal }),
  });

export const useCpdSummary = (year: number) => useQuery(cpdSummaryQuery(year));

/** What the entry form sends. */
export interface CpdEntryBody {
  date: string;
  title: string;
  kind: CpdKind;
  hours: string;
  reflection: string | null;
  evidenceUrl: string | null;
}

function usePortfolioMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CPD_KEY }) });
}

export const useCreateCpdEntry = () => usePortfolioMutation((body: CpdEntryBody) => apiRequest<CpdEntry>('POST', '/api/me/cpd', body));
export const useUpdateCpdEntry = () => usePortfolioMutation(({ id, body }: { id: number; body: Partial<CpdEntryBody> }) => apiRequest<CpdEntry>('PATCH', `/api/me/cpd/${id}`, body));
export const useDeleteCpdEntry = () => usePortfolioMutation((id: number) => apiRequest<null>('DELETE', `/api/me/cpd/${id}`));
export const useCpdSettings = () => usePortfolioMutation((body: { targetHours?: string; reminders?: boolean }) => apiRequest<CpdSettings>('PATCH', '/api/me/cpd/settings', body));

/** The registrant's ticket for an event. */
export const useEventTicket = (eventId: number) =>
  useQuery({ queryKey: ['/api/events', eventId, 'ticket'], queryFn: ({ signal }) => apiGet<EventTicket>(`/api/events/${eventId}/ticket`, { signal }), staleTime: Infinity });

const attendanceQuery = (eventId: number) =>
  queryOptions({ queryKey: ['/api/events', eventId, 'attendance'], queryFn: ({ signal }) => apiGet<EventAttendance>(`/api/events/${eventId}/attendance`, { signal }) });

export const useEventAttendance = (eventId: number) => useQuery(attendanceQuery(eventId));

/** Puts a registrant's new state into the attendance list. */
function useAttendanceMutation<Input>(eventId: number, mutationFn: (input: Input) => Promise<Attendee>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (attendee) =>
      queryClient.setQueryData<EventAttendance>(attendanceQuery(eventId).queryKey, (list) =>
        list ? { ...list, attendees: list.attendees.map((item) => (item.member.id === attendee.member.id ? attendee : item)) } : list,
      ),
  });
}

export const useCheckIn = (eventId: number) => useAttendanceMutation(eventId, (code: string) => apiRequest<Attendee>('POST', `/api/events/${eventId}/check-in`, { code }));
export const useMarkAttendance = (eventId: number) =>
  useAttendanceMutation(eventId, ({ userId, attended }: { userId: number; attended: boolean }) => apiRequest<Attendee>('PUT', `/api/events/${eventId}/attendance/${userId}`, { attended }));

export const certificateQuery = (code: string) =>
  queryOptions({ queryKey: ['/api/certificates', code], queryFn: ({ signal }) => apiGet<Certificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal }), retry: false });
