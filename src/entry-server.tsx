// The server render of a screen, run by the Worker (worker/pages.ts) for a page request: the same
// React tree as the browser's (main.tsx), drawn to HTML with the data of the first screen, so that
// a phone paints the whole page before any JavaScript arrives. The browser then hydrates it.
import type { Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { isBrowserOnly, routes, screenOf } from './app/routes';
import type { ServerRender } from './entry-server-types';
import { setApiTransport as setTransport } from './lib/api-client';
import { createQueryClient, type ServerData } from './lib/query-client';
import { pageTitle, ServerPageTitle } from './lib/use-page-title';

export type { ServerPage } from './entry-server-types';
export const setApiTransport: ServerRender['setApiTransport'] = setTransport;

/**
 * Rounds of "render, then fetch what the render asked for". One is enough for a screen whose
 * queries do not wait on each other's data; the second covers a query enabled by another's
 * answer (a list filtered by a category named in the URL).
 */
const MAX_FETCH_ROUNDS = 2;

const handler = createStaticHandler(routes);

/** Whether a query the render created would fetch in the browser (its `enabled` option). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** See `ServerRender` (entry-server-types.ts). */
export const renderPage: ServerRender['renderPage'] = async (request) => {
  const context = await handler.query(request);
  // No route has a loader, so React Router never answers with a response of its own.
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  if (!leaf || isBrowserOnly(leaf.route)) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // A failed query is left to the browser, which asks again and shows the screen's error state.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const title = { title: pageTitle(undefined) };
  const render = () =>
    renderToString(
      <StrictMode>
        <ServerPageTitle.Provider value={title}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerPageTitle.Provider>
      </StrictMode>,
    );

  // Rendering creates the queries the screen asks for (pending: nothing fetches during a server
  // render); they are fetched, and the screen is drawn again with their data.
  const cache = queryClient.getQueryCache();
  const asked = new Set<string>();
  let html = render();
  for (let round = 0; round < MAX_FETCH_ROUNDS; round += 1) {
    const wanted = cache.getAll().filter((query) => !asked.has(query.queryHash) && query.state.status === 'pending' && isEnabled(query));
    if (wanted.length === 0) break;
    for (const query of wanted) asked.add(query.queryHash);
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // An error would be drawn here but not sent with the data, so the browser would draw the
    // skeleton instead: the failed queries are drawn pending, as the browser will.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = render();
  }

  const data: ServerData = cache
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
  return { status: leaf.route.path === '*' ? 404 : 200, html, title: title.title, data, screen: screenOf(leaf.route) };
};
