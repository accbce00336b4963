import type { Article } from '#contract/articles-types';
import type { Protocol } from '#contract/protocols-types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/paged-list';

const PUBLICATIONS_PAGE_SIZE = 6;

/** A member's articles (`/api/articles?authorId=`), page by page. */
export const memberArticlesQuery = (authorId: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/articles', { authorId, paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<Article>(withQuery('/api/articles', { authorId, limit: PUBLICATIONS_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    enabled: authorId > 0,
  });

export const useMemberArticles = (authorId: number) => useInfiniteQuery(memberArticlesQuery(authorId));

/** A member's protocols (`/api/protocols?authorId=`), page by page. */
export const memberProtocolsQuery = (authorId: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/protocols', { authorId, paged: true }],
    queryFn: ({ pageParam, signal }) => apiGetPage<Protocol>(withQuery('/api/protocols', { authorId, limit: PUBLICATIONS_PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    enabled: authorId > 0,
  });

export const useMemberProtocols = (authorId: number) => useInfiniteQuery(memberProtocolsQuery(authorId));
