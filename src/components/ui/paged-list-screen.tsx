import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ListSearchForm, useListQuery } from './list-search-form';
import { ListPageHeader, PagedGrid, type PagedGridProps } from './paged-grid';

interface ListEmptyText {
  icon: ReactNode;
  /** The title when nothing is published yet, and when a search finds nothing unless `searchTitle` says otherwise. */
  title: string;
  /** Said when nothing is published yet. */
  description: string;
  searchTitle?: string;
}

interface PagedListScreenProps<T> extends Omit<PagedGridProps<T>, 'empty' | 'query'> {
  /** The page's title and `<h1>`. */
  title: string;
  intro: string;
  /** The list's paged query for the search box's text (`?q=`, '' when none). */
  useItems: (q: string) => UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The create button, shown to signed-in members. */
  create?: { to: string; label: string };
  search: { label: string; placeholder: string };
  /** Filters beside the search box (kept in the URL, read by `useItems`). */
  filters?: ReactNode;
  /** A line under the search box, announced politely (e.g. how many results match); '' keeps its place. */
  searchSummary?: (matches: number | undefined) => string;
  empty: ListEmptyText;
}

/**
 * A list page searched by `?q=`: title, intro, create button, search box, then the paged grid
 * with its empty state (which offers to clear a search).
 */
export function PagedListScreen<T>({ title, intro, useItems, create, search, filters, searchSummary, empty, ...grid }: PagedListScreenProps<T>) {
  usePageTitle(title);
  const [q, setQ] = useListQuery();
  const query = useItems(q);
  const { isAuthenticated } = useCurrentUser();
  const searching = q !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title={title}
        intro={intro}
        action={
          create &&
          isAuthenticated && (
            <Button asChild>
              <Link to={create.to}>
                <Plus aria-hidden="true" />
                {create.label}
              </Link>
            </Button>
          )
        }
      />
      <div className={searchSummary === undefined ? 'mb-6' : 'mb-6 space-y-3'}>
        {filters ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-3">
            <div className="min-w-0 flex-1">
              <ListSearchForm label={search.label} placeholder={search.placeholder} />
            </div>
            {/* Side by side on a phone, one row with the search box on wider screens. */}
            <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">{filters}</div>
          </div>
        ) : (
          <ListSearchForm label={search.label} placeholder={search.placeholder} />
        )}
        {searchSummary !== undefined && (
          <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
            {searchSummary(query.data?.pages[0]?.total)}
          </p>
        )}
      </div>
      <PagedGrid
        {...grid}
        query={query}
        empty={
          <EmptyState
            icon={empty.icon}
            title={searching ? (empty.searchTitle ?? empty.title) : empty.title}
            description={searching ? 'Tente outros termos de pesquisa.' : empty.description}
          >
            {searching && (
              <Button variant="outline" onClick={() => setQ('')}>
                Limpar pesquisa
              </Button>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}
