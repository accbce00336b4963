import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { currentUserQuery } from './current-user';

// Apart from session-mutations.ts: every page's header signs out, and this keeps the sign-in and
// registration hooks (with TanStack's mutation machinery) out of the code every page loads.

/** Ends the session and clears every cached query (docs/rules/screens.md). */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await apiRequest<void>('POST', '/api/logout');
  queryClient.clear();
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}
