import type { RelatedItems } from '#contract/related-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

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
 * Asked by the browser once the page is drawn (`enabled` after hydration): the server render
 * neither waits for it nor counts it among the screen's data (docs/rules/related-items.md).
 */
export function useRelated(of: RelatedOf, id: number, enabled: boolean) {
  return useQuery(relatedQuery(of, id, enabled));
}
