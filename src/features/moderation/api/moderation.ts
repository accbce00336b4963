import type { AuditEntry, ModerationActionInput, ModerationActionResult, ModerationMember, ReportCreated, ReportedItem, ReportInput, RoleChanged, RoleInput } from '#contract/moderation';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPage, apiRequest, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

// Reports and `/moderacao` (docs/rules/trust.md). Loaded only with the report dialog and the
// moderation screen, never with the home page.

const MODERATION_PAGE_SIZE = 20;
const MODERATION_KEY = ['/api/moderation'] as const;

/** `POST /api/reports`. */
export const useSubmitReport = () => useMutation({ mutationFn: (input: ReportInput) => apiRequest<ReportCreated>('POST', '/api/reports', input) });

/** The open reports, grouped by target, newest first, page by page. */
const openReportsQuery = infiniteQueryOptions({
  queryKey: [...MODERATION_KEY, 'reports'],
  queryFn: ({ pageParam, signal }) => apiGetPage<ReportedItem>(withQuery('/api/moderation/reports', { limit: MODERATION_PAGE_SIZE, offset: pageParam }), { signal }),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
});
export const useOpenReports = () => useInfiniteQuery(openReportsQuery);

/** The moderation log, newest first, page by page (admins). */
const auditQuery = infiniteQueryOptions({
  queryKey: [...MODERATION_KEY, 'audit'],
  queryFn: ({ pageParam, signal }) => apiGetPage<AuditEntry>(withQuery('/api/moderation/audit', { limit: MODERATION_PAGE_SIZE, offset: pageParam }), { signal }),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
});
export const useAuditLog = () => useInfiniteQuery(auditQuery);

/** Moderators and admins (no `q`), or members found by name (admins). */
const moderationMembersQuery = (q: string) =>
  queryOptions({
    queryKey: [...MODERATION_KEY, 'members', q],
    queryFn: ({ signal }) => apiGetPage<ModerationMember>(withQuery('/api/moderation/members', { q, limit: 50 }), { signal }),
  });
export const useModerationMembers = (q: string, enabled = true) => useQuery({ ...moderationMembersQuery(q), enabled });

/** Every moderation write refreshes the queue, the members and the log. */
function useModerationMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: MODERATION_KEY }) });
}

/** `POST /api/moderation/actions`. */
export const useModerationAction = () => useModerationMutation((input: ModerationActionInput) => apiRequest<ModerationActionResult>('POST', '/api/moderation/actions', input));

/** `POST /api/moderation/roles` (admins). */
export const useChangeRole = () => useModerationMutation((input: RoleInput) => apiRequest<RoleChanged>('POST', '/api/moderation/roles', input));
