import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Page } from '../../lib/api-client';
import { flattenPages } from '../../lib/paged-list';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadMoreButton } from './load-more-button';

export interface PagedGridProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  skeleton: ReactNode;
  skeletonCount: number;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Title of the error state, e.g. 'Falha ao buscar eventos'. */
  errorTitle: string;
  /** A line above the loaded items, announced politely (e.g. 'A mostrar 12 de 40 artigos'). */
  summary?: (shown: number, total: number) => ReactNode;
  className?: string;
}

/** A grid of a paged list: skeletons while loading, its empty and error states, and 'Carregar mais'. */
export function PagedGrid<T>({ query, renderItem, itemKey, skeleton, skeletonCount, empty, errorTitle, summary, className }: PagedGridProps<T>) {
  const grid = cn('grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3', className);
  if (query.isPending) {
    return (
      <>
        <span className="sr-only" role="status">
          A carregar…
        </span>
        <ul className={grid} aria-busy="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      </>
    );
  }
  if (query.isError) {
    return (
      <EmptyState title={errorTitle} description="Verifique a sua ligação e tente novamente.">
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  }
  const items = flattenPages(query.data.pages);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {summary && (
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {summary(items.length, query.data.pages[0]?.total ?? items.length)}
        </p>
      )}
      <ul className={grid}>
        {items.map((item) => (
          <li key={itemKey(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </>
  );
}

/** A paged grid in its own region, named by a heading only screen readers see ('Lista de artigos'). */
export function PagedResults<T>({ heading, ...grid }: PagedGridProps<T> & { heading: string }) {
  const headingId = useId();
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <PagedGrid {...grid} />
    </section>
  );
}

interface ListPageHeaderProps {
  title: string;
  intro: ReactNode;
  /** E.g. the create button, for signed-in members. */
  action?: ReactNode;
}

/** The title with its action beside it (on a phone too, so that the list starts higher), the intro under both. */
export function ListPageHeader({ title, intro, action }: ListPageHeaderProps) {
  return (
    <div className="mb-6 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:items-end sm:gap-x-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {action && <div className="col-start-2 row-start-1 sm:row-span-2">{action}</div>}
      <p className="col-span-2 max-w-2xl text-slate-600 sm:col-span-1">{intro}</p>
    </div>
  );
}
