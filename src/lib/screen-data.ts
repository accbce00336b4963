// A screen's data: what its first render reads, fetched into the query cache by its route's
// `loader` (app/routes.ts) before the screen is drawn. Each route file in app/routes/ exports its
// screen's as `screenData`, beside the screen; these are the pieces they are made of, with
// TanStack Query's own `prefetchInfiniteQuery` for a paged list's first page. The Worker's
// render waits for it, so that a page is drawn once, with its data; the browser starts it on a
// navigation, alongside the screen, and draws the skeleton meanwhile (decision 067).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

interface ScreenDataArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  /** The server render only: whether the request is a member's (`RouteDataOptions.member`, app/routes.ts). */
  member?: boolean;
}

/**
 * Fetches what a screen's first render reads, with the screen's own query options, so that the
 * keys are the screen's. It never rejects: a query that fails stays failed in the cache, for the
 * screen to show (or, on the server, for the browser to ask again).
 */
export type ScreenData = (args: ScreenDataArgs) => Promise<unknown>;

/** A query's options as the screens pass them to `useQuery`. */
type Options<T, K extends QueryKey> = FetchQueryOptions<T, Error, T, K> & { enabled?: unknown };

/** Fetches a query, unless the screen would not (its `enabled` is false) or the cache holds it fresh. */
export const load = <T, K extends QueryKey>(queryClient: QueryClient, options: Options<T, K>): Promise<void> => (options.enabled === false ? Promise.resolve() : queryClient.prefetchQuery(options));

/** Fetches a query and answers its data, for the queries that depend on it; undefined when it failed. */
export const loadData = async <T, K extends QueryKey>(queryClient: QueryClient, options: Options<T, K>): Promise<T | undefined> => {
  await load(queryClient, options);
  return queryClient.getQueryData<T>(options.queryKey);
};
