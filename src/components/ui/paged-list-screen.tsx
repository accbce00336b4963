import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WriteLink } from '../layout/write-link';
import type { Page } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from './button';
import { buttonVariants } from './button-variants';
import { EmptyState } from './empty-state';
import { Select } from './input';
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
  /** The create button (a visitor's leads to 'Entrar', then to the writer). */
  create?: { to: string; label: string };
  /** Another button beside it, before it (the offer lists' 'Guardar pesquisa'). */
  headerAction?: ReactNode;
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
export function PagedListScreen<T>({ title, intro, useItems, create, headerAction, search, filters, searchSummary, empty, ...grid }: PagedListScreenProps<T>) {
  usePageTitle(title);
  const [q, setQ] = useListQuery();
  const query = useItems(q);
  const [params, setParams] = useSearchParams();
  const searching = q !== '';
  // A filter chosen in the URL (district, type, pay...) narrows the list as a search does: its
  // empty state must not say that nothing is published.
  const filtered = filters !== undefined && [...params.keys()].some((key) => key !== 'q');
  const narrowed = searching || filtered;
  let emptyDescription: ReactNode = empty.description;
  let clear: ReactNode = null;
  if (searching) {
    emptyDescription = 'Tente outros termos de pesquisa.';
    clear = (
      <Button variant="outline" onClick={() => setQ('')}>
        Limpar pesquisa
      </Button>
    );
  } else if (filtered) {
    emptyDescription = 'Tente outros filtros.';
    clear = (
      <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
        Limpar filtros
      </Button>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title={title}
        intro={intro}
        action={
          (create || headerAction) && (
            <div className="flex items-center gap-2">
              {headerAction}
              {create && (
                // On a phone only 'Publicar' shows beside the title; the link's name is the whole label.
                <WriteLink to={create.to} className={buttonVariants()} label={create.label}>
                  <Plus aria-hidden="true" />
                  <span className="sm:hidden">Publicar</span>
                  <span className="hidden sm:inline">{create.label}</span>
                </WriteLink>
              )}
            </div>
          )
        }
      />
      <div className={searchSummary === undefined ? 'mb-6' : 'mb-6 space-y-3'}>
        {filters ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-3">
            <div className="min-w-0 flex-1">
              <ListSearchForm label={search.label} placeholder={search.placeholder} />
            </div>
            {/* One under the other on a phone, each as wide as the screen so that its text is never cut; one row with the search box on wider screens. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">{filters}</div>
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
          <EmptyState icon={empty.icon} title={narrowed ? (empty.searchTitle ?? empty.title) : empty.title} description={emptyDescription}>
            {clear}
          </EmptyState>
        }
      />
    </div>
  );
}

/** A list's filter kept in the URL (`?<param>=`), so that a filtered list can be shared and reloaded. */
export function useListFilter(param: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  const setValue = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(param, next);
        else updated.delete(param);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

interface ListFilterSelectProps {
  /** The URL parameter it keeps its value in. */
  param: string;
  label: string;
  /** The first option's text, for no filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The label beside the select (as the lists' 'Categoria') rather than above it, from the tablet's width up. */
  labelBeside?: boolean;
}

/** A labelled select that filters a list as soon as it changes. */
export function ListFilterSelect({ param, label, anyLabel, options, labelBeside = false }: ListFilterSelectProps) {
  const [value, setValue] = useListFilter(param);
  const id = useId();
  return (
    <div className={labelBeside ? 'min-w-0 sm:flex sm:items-center sm:gap-2' : 'min-w-0 space-y-1.5'}>
      {/* On a phone the first option ('Todos os distritos') says what the filter is; the label stays for screen readers. */}
      <label htmlFor={id} className="block text-sm font-medium whitespace-nowrap text-slate-800 max-sm:sr-only">
        {label}
      </label>
      {/* As wide as its longest option from the tablet's width up, so that no choice is cut ('Todos os níveis de evidência'). */}
      <Select id={id} value={value} onChange={(event) => setValue(event.target.value)} className="w-full sm:w-auto sm:min-w-56">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Two or more views of a list as links that keep the rest of the URL (`?<param>=`), the current one marked. */
export function ListViewSwitch({ param, label, views }: { param: string; label: string; views: readonly { value: string; label: ReactNode }[] }) {
  const [params] = useSearchParams();
  const current = params.get(param) ?? '';
  return (
    <nav aria-label={label} className="inline-flex gap-1 self-start rounded-lg bg-slate-100 p-1">
      {views.map((view) => {
        const next = new URLSearchParams(params);
        if (view.value) next.set(param, view.value);
        else next.delete(param);
        const search = next.toString();
        const active = view.value === current;
        return (
          <Link
            key={view.value}
            to={search ? `?${search}` : '?'}
            replace
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700',
              active && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {view.label}
          </Link>
        );
      })}
    </nav>
  );
}
