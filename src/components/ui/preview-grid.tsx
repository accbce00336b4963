import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../lib/api-client';
import { EmptyState } from './empty-state';

interface PreviewGridProps<T> {
  /** The first items of a list, fetched in one request. */
  query: UseQueryResult<Page<T>>;
  /** How many items the request asks for: as many skeletons are shown while it runs. */
  count: number;
  /** The grid's columns per breakpoint (one column on a phone, cards 12 px apart, 24 px from 640 px). */
  columns: string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  skeleton: ReactNode;
  /** Said when the request fails, e.g. 'Falha ao buscar artigos recentes'. */
  errorText: string;
  emptyTitle: string;
}

/** A few items of a list (the home page's sections): skeletons in the same grid while they load. */
export function PreviewGrid<T>({ query, count, columns, renderItem, itemKey, skeleton, errorText, emptyTitle }: PreviewGridProps<T>) {
  if (query.isError) return <p className="text-sm text-red-700">{errorText}</p>;
  if (query.data?.items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul className={`grid grid-cols-1 gap-3 sm:gap-6 ${columns}`}>
      {query.isPending ? Array.from({ length: count }, (_, index) => <li key={index}>{skeleton}</li>) : query.data.items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
    </ul>
  );
}
