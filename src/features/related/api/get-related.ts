import type { RelatedItems } from '#contract/related-types';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { load } from '../../../lib/screen-data';

/** Whose related items: an article's or a protocol's. */
export type RelatedOf = 'articles' | 'protocols';

const relatedQuery = (of: RelatedOf, id: number, enabled: boolean) =>
  queryOptions({
    queryKey: [`/api/${of}`, id, 'related'],
    queryFn: ({ signal }) => apiGet<RelatedItems>(`/api/${of}/${id}/related`, { signal }),
    // What the page shows of them changes rarely: not asked again each time the window is focused.
    staleTime: 5 * 60_000,
    enabled,
  });

/**
 * A visitor's page is drawn with them by the server render (the answer is every visitor's, and kept
 * by the edge cache): the page may never be hydrated (decision 081). A member's page is not: the
 * browser asks once it has the page (docs/rules/related-items.md).
 */
export const loadRelatedForVisitor = (queryClient: QueryClient, of: RelatedOf, id: number, member: boolean | undefined): Promise<void> =>
  member === false ? load(queryClient, relatedQuery(of, id, true)) : Promise.resolve();

/** Asked by the browser once it has the page (`enabled` after hydration), unless the page was drawn with them. */
export function useRelated(of: RelatedOf, id: number, enabled: boolean) {
  return useQuery(relatedQuery(of, id, enabled));
}
