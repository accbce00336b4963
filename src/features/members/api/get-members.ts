import type { PublicUser } from '#contract/users-types';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '../../../lib/api-client';

export interface MembersParams {
  q?: string;
  limit?: number;
  /** Only verified occupational therapists ('TO verificado'). */
  verified?: boolean;
}

/** The directory's filter in its URL: `?verificados=1`. */
export const VERIFIED_PARAM = 'verificados';

/** One page of the members directory (`GET /api/users`), total from `X-Total-Count`. */
const getMembers = (params: MembersParams & { offset?: number }, signal?: AbortSignal) =>
  apiGetPage<PublicUser>(withQuery('/api/users', { q: params.q?.trim(), verified: params.verified || undefined, limit: params.limit, offset: params.offset }), { signal });

const MEMBERS_PAGE_SIZE = 12;

/** The directory page by page ('Carregar mais'). */
export const membersInfiniteQuery = (params: MembersParams = {}) => {
  const limit = params.limit ?? MEMBERS_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: ['/api/users', { q: params.q ?? '', limit, paged: true, verified: params.verified }],
    queryFn: ({ pageParam, signal }) => getMembers({ ...params, limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });
};

export function useMembersInfinite(params: MembersParams = {}) {
  return useInfiniteQuery(membersInfiniteQuery(params));
}

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/users', id],
    queryFn: ({ signal }) => apiGet<PublicUser>(`/api/users/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useMember(id: number) {
  return useQuery(memberQuery(id));
}
