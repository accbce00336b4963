import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';
import { parseRouteId } from '../../lib/route-id';
import { ResourceNotFound } from './resource-not-found';

interface DetailRouteTexts {
  backTo: string;
  backLabel: string;
  /** Page title and heading when the id is malformed or the API answers 404. */
  notFoundTitle: string;
  /** Heading when the item cannot be loaded for another reason. */
  errorTitle: string;
  /** Shown while the item loads. */
  skeleton: ReactElement;
}

type DetailRoute<T> = { item: T; fallback: null } | { item: undefined; fallback: ReactElement };

/**
 * The item of a detail route (`/…/:id`), titled after it; until it can be shown, `fallback` is the
 * page to render instead: not found, failed to load, or loading.
 */
export function useDetailRoute<T extends { title: string }>(useItem: (id: number) => UseQueryResult<T>, texts: DetailRouteTexts): DetailRoute<T> {
  const id = parseRouteId(useParams().id);
  const query = useItem(id);
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? texts.notFoundTitle : query.data?.title);

  const back = { backTo: texts.backTo, backLabel: texts.backLabel };
  if (missing) return { item: undefined, fallback: <ResourceNotFound title={texts.notFoundTitle} {...back} /> };
  if (query.isError) return { item: undefined, fallback: <ResourceNotFound title={texts.errorTitle} description="Tente novamente dentro de momentos." {...back} /> };
  if (query.data === undefined) return { item: undefined, fallback: texts.skeleton };
  return { item: query.data, fallback: null };
}

/**
 * What only a signed-in member may use on an item's page (its author's 'Editar' and 'Eliminar'),
 * from a lazy module: drawn by the browser alone, after hydration, so that it never suspends the
 * server's HTML, and never loaded for visitors.
 */
export function ForMembersAfterHydration({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && user ? <Suspense fallback={null}>{children}</Suspense> : null;
}
