import type { Article } from '#contract/articles-types';
import type { Community, CommunityDecision, CommunityDetail, CommunityMember, CommunityRequest, MembershipResult, PendingCommunityRequest } from '#contract/communities-types';
import type { EventListItem } from '#contract/events-types';
import type { ForYou } from '#contract/follows-types';
import type { Protocol } from '#contract/protocols-types';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiGetPage, apiRequest, withQuery } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/next-offset';

// The communities' calls (docs/rules/communities.md), as the screens read and change them.

/** `GET /api/communities`: every community, with the viewer's membership. */
const communitiesQuery = queryOptions({
  queryKey: ['/api/communities'],
  queryFn: ({ signal }) => apiGet<Community[]>('/api/communities', { signal }),
});

export const useCommunities = (enabled = true) => useQuery({ ...communitiesQuery, enabled });

/** `GET /api/communities/{slug}`. */
const communityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['/api/communities', slug],
    queryFn: ({ signal }) => apiGet<CommunityDetail>(`/api/communities/${encodeURIComponent(slug)}`, { signal }),
    enabled: slug !== '',
  });

export const useCommunity = (slug: string) => useQuery(communityQuery(slug));

const PAGE_SIZE = 12;

/** A community's list of one kind, page by page. */
const pagedList = <T>(path: string, slug: string, params: Record<string, string | number | undefined>, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: [path, { ...params, community: slug, paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<T>(withQuery(path, { ...params, limit: PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
    enabled,
  });

export const communityArticlesQuery = (slug: string, communityId: number, enabled: boolean) => pagedList<Article>('/api/articles', slug, { communityId }, enabled);
export const communityProtocolsQuery = (slug: string, communityId: number, enabled: boolean) => pagedList<Protocol>('/api/protocols', slug, { communityId }, enabled);
export const communityEventsQuery = (slug: string, communityId: number, enabled: boolean) => pagedList<EventListItem>('/api/events', slug, { communityId, when: 'upcoming' }, enabled);
export const communityMembersQuery = (slug: string, enabled: boolean) => pagedList<CommunityMember>(`/api/communities/${encodeURIComponent(slug)}/members`, slug, {}, enabled);
export const communityRequestsQuery = (slug: string, enabled: boolean) => pagedList<CommunityRequest>(`/api/communities/${encodeURIComponent(slug)}/requests`, slug, {}, enabled);

/** `GET /api/communities/requests`: the requests waiting in the communities the member decides. */
export const requestsToDecideQuery = queryOptions({
  queryKey: ['/api/communities/requests'],
  queryFn: ({ signal }) => apiGet<PendingCommunityRequest[]>('/api/communities/requests', { signal }),
});

/** `GET /api/communities/news`: 'Nas suas comunidades'. */
export const communityNewsQuery = queryOptions({
  queryKey: ['/api/communities/news'],
  queryFn: ({ signal }) => apiGet<ForYou>('/api/communities/news', { signal }),
});

/** After a change of membership: the communities, the community and its lists, the feeds, read again. */
function refreshCommunities(queryClient: QueryClient) {
  for (const key of ['/api/communities', '/api/communities/requests', '/api/communities/news', '/api/follows/feed', '/api/articles', '/api/protocols', '/api/events'])
    void queryClient.invalidateQueries({ queryKey: [key] });
  for (const key of ['members', 'requests']) void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).endsWith(`/${key}`) });
}

/** 'Aderir' (`POST …/join`) or 'Sair' / 'Retirar pedido' (`DELETE …/membership`). */
export function useMembershipChange(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? apiRequest<MembershipResult>('POST', `/api/communities/${encodeURIComponent(slug)}/join`)
        : apiRequest<MembershipResult>('DELETE', `/api/communities/${encodeURIComponent(slug)}/membership`),
    onSuccess: () => refreshCommunities(queryClient),
  });
}

/** 'Aprovar' or 'Recusar' a request. */
export function useDecideRequest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: number; decision: CommunityDecision }) =>
      apiRequest<MembershipResult>('POST', `/api/communities/${encodeURIComponent(slug)}/requests/${userId}`, { decision }),
    onSuccess: () => refreshCommunities(queryClient),
  });
}

/** An admin appoints (`PUT`) a community's moderator or takes the role back (`DELETE`). */
export function useCommunityModerator(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, moderator }: { userId: number; moderator: boolean }) =>
      apiRequest<MembershipResult>(moderator ? 'PUT' : 'DELETE', `/api/communities/${encodeURIComponent(slug)}/moderators/${userId}`),
    onSuccess: () => refreshCommunities(queryClient),
  });
}
