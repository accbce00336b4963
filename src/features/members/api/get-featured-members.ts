import type { PublicUser } from '#contract/users-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

// Apart from the directory's queries (get-members.ts): the home page does without the infinite
// queries (decision 060).

/** How many therapists the home page features. */
export const FEATURED_MEMBERS_ON_HOME = 4;

/** The first members of the directory (the home page's 'Terapeutas em destaque'). */
export const featuredMembersQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/users', { limit }],
    queryFn: ({ signal }) => apiGetPage<PublicUser>(withQuery('/api/users', { limit }), { signal }),
  });

export const useFeaturedMembers = (limit: number) => useQuery(featuredMembersQuery(limit));
