import type { PublicUser } from '#contract/users-types';
import { useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../lib/api-client';

/** How many members the completion offers at once. */
const CANDIDATES = 6;

/** The members whose name or username holds `partial` (the members directory's search), for `@` completion. */
export function useMentionCandidates(partial: string | null) {
  return useQuery<PublicUser[]>({
    queryKey: ['/api/users', { q: partial ?? '', limit: CANDIDATES, mention: true }],
    queryFn: ({ signal }) => apiGetPage<PublicUser>(withQuery('/api/users', { q: partial ?? '', limit: CANDIDATES }), { signal }).then((page) => page.items),
    enabled: partial !== null && partial.length >= 2,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
