import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { currentUserQuery } from './current-user';

// Apart from session-mutations.ts: every page's header signs out, and this keeps the sign-in and
// registration hooks (with TanStack's mutation machinery) out of the code every page loads.

/**
 * The page becomes a visitor's at once (docs/rules/first-day.md, "Signing out, and deleting the
 * account"): the session check says no one first, so that every screen watching it (the header,
 * the bell, 'Para si') draws the visitor's page before anything else happens; then every other
 * query, cached as the member or under way, is dropped. (Clearing the whole cache first left the
 * screens on their old answer, the member's, until they drew again: the bell stayed, and 'Para si'
 * asked for the member's feed without a session.)
 */
export function forgetMember(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== currentUserQuery.queryKey[0] };
  void queryClient.cancelQueries(others);
  queryClient.removeQueries(others);
}

/** Ends the session and forgets the member (docs/rules/screens.md). */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await apiRequest<void>('POST', '/api/logout');
  forgetMember(queryClient);
}
