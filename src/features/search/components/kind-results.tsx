import { SEARCH_PAGE_SIZE, type ResultKind, type SearchResult } from '#contract/search-types';
import { useState, type ReactNode } from 'react';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { isPreview, useMoreResults, type SearchParams } from '../api/search';

interface KindResultsProps<K extends ResultKind> {
  search: SearchParams;
  kind: K;
  /** The first page, from the search itself. */
  first: SearchResult[K];
  /** How many the search found (`counts`). */
  count: number;
  /** The grid of the results shown so far. */
  grid: (items: SearchResult[K]) => ReactNode;
}

/**
 * A kind's tab: its first page, then 'Carregar mais' for the next ones while the search found more.
 * When the search answered only the kind's preview (a search of several kinds), the tab shows it
 * while it fetches the kind's first page, then that page.
 */
export function KindResults<K extends ResultKind>({ search, kind, first, count, grid }: KindResultsProps<K>) {
  const previewed = isPreview(first, count);
  const [asked, setAsked] = useState(previewed);
  const more = useMoreResults(search, kind, count, previewed ? 0 : SEARCH_PAGE_SIZE, asked);
  const fetched = more.data?.pages.flat() ?? [];
  const items = (previewed ? (more.data ? fetched : first) : [...first, ...fetched]) as SearchResult[K];
  const firstPage = previewed ? more.data?.pages[0] : first;
  // Until a previewed tab has its first page, the button says 'A carregar...' (or, if it failed, offers to try again).
  const hasMore = firstPage === undefined || (firstPage.length === SEARCH_PAGE_SIZE && items.length < count && (!asked || more.isError || more.hasNextPage));
  const loading = more.isFetching;
  const loadMore = () => {
    if (!asked) setAsked(true);
    else if (more.isError && !more.data) void more.refetch();
    else void more.fetchNextPage();
  };
  return (
    <>
      {grid(items)}
      {more.isError && (
        <p className="mt-6 text-center text-sm text-red-700" role="alert">
          Não foi possível carregar mais resultados. Tente novamente.
        </p>
      )}
      <LoadMoreButton hasMore={hasMore} loading={loading} onLoadMore={loadMore} />
      <span className="sr-only" role="status">
        {loading ? 'A carregar…' : asked ? `A mostrar ${items.length} de ${count}` : ''}
      </span>
    </>
  );
}
