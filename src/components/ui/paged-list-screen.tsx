import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

interface PagedListScreenProps<T> extends Omit<PagedGridProps<T>, 'empty'> {
  /** The page's title and `<h1>`. */
  title: string;
  intro: string;
  /** The create button; pass it only to signed-in members. */
  create?: { to: string; label: string } | false;
  search: { label: string; placeholder: string };
  /** A line under the search box, announced politely (e.g. how many results match); '' keeps its place. */
  searchSummary?: string;
  empty: ListEmptyText;
}

/**
 * A list page searched by `?q=` (the caller reads the same `useListQuery()` to fetch): title, intro,
 * create button, search box, then the paged grid with its empty state (which offers to clear a search).
 */
export function PagedListScreen<T>({ title, intro, create, search, searchSummary, empty, ...grid }: PagedListScreenProps<T>) {
  usePageTitle(title);
  const [q, setQ] = useListQuery();
  const searching = q !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title={title}
        intro={intro}
        action={
          create && (
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
        <ListSearchForm label={search.label} placeholder={search.placeholder} />
        {searchSummary !== undefined && (
          <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
            {searchSummary}
          </p>
        )}
      </div>
      <PagedGrid
        {...grid}
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
