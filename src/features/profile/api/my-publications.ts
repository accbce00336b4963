import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery, type Page } from '../../../lib/api-client';

export type PublicationPath = '/api/articles' | '/api/protocols' | '/api/events' | '/api/opportunities' | '/api/volunteering';

const PAGE_SIZE = 6;

function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
}

/** The member's own items of one kind, page by page ('Carregar mais'). */
export function useMyPublications<T>(path: PublicationPath, authorId: number) {
  return useInfiniteQuery({
    // `scope` keeps this list apart from other screens' `authorId` lists, which may be plain queries.
    queryKey: [path, { authorId, scope: 'profile' }],
    queryFn: ({ pageParam, signal }) => apiGetPage<T>(withQuery(path, { authorId, limit: PAGE_SIZE, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
  });
}
