// The server render of a screen, run by the Worker (worker/pages.ts) for a page request: the same
// React tree as the browser's (main.tsx), drawn to HTML with the data of the first screen, so that
// a phone paints the whole page before any JavaScript arrives. The browser then hydrates it.
import type { Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes, isBrowserOnly, screenOf } from './app/routes';
import type { ServerRender } from './entry-server-types';
import { ApiRequestError, setApiTransport as setTransport } from './lib/api-client';
import { createQueryClient, type ServerData } from './lib/query-client';
import { pageTitle, ServerPageTitle } from './lib/use-page-title';

export type { ServerPage } from './entry-server-types';
export const setApiTransport: ServerRender['setApiTransport'] = setTransport;

/** Whether a query the render created would fetch in the browser (its `enabled` option). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** See `ServerRender` (entry-server-types.ts). */
export const renderPage: ServerRender['renderPage'] = async (request, { member }) => {
  const queryClient = createQueryClient();
  // A failed query is left to the browser, which asks again and shows the screen's error state.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The routes' loaders fetch the screen's data (lib/screen-data.ts) before it is drawn.
  const handler = createStaticHandler(createRoutes({ queryClient, waitForData: true, member }));
  const context = await handler.query(request);
  // The loaders return no data and no redirect, so React Router never answers with a response of its own.
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  if (!leaf || isBrowserOnly(leaf.route)) return null;

  // An error would be drawn but not sent with the data, so the browser would draw the skeleton
  // instead: the failed queries are drawn pending, as the browser will.
  const cache = queryClient.getQueryCache();
  const failedQueries = cache.findAll({ predicate: (query) => query.state.status === 'error' });
  const failed = new Set(failedQueries.map((query) => query.queryHash));
  // An item that is not there (never was, deleted, or hidden by moderation from this reader): the
  // page answers 404 as the API did, so that no crawler or link preview keeps it.
  const absent = failedQueries.some((query) => query.state.error instanceof ApiRequestError && query.state.error.status === 404);
  queryClient.removeQueries({ predicate: (query) => failed.has(query.queryHash) });

  const router = createStaticRouter(handler.dataRoutes, context);
  const title = { title: pageTitle(undefined) };
  const html = renderToString(
    <StrictMode>
      <ServerPageTitle.Provider value={title}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerPageTitle.Provider>
    </StrictMode>,
  );

  // Nothing fetches during a render: a query the screen read and its route did not load is drawn
  // as a skeleton. Named, for the Worker to report (a test fails on it).
  const unloaded = cache
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query) && !failed.has(query.queryHash))
    .map((query) => JSON.stringify(query.queryKey));
  const data: ServerData = cache
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
  const whole = failed.size === 0 && unloaded.length === 0;
  return { status: leaf.route.path === '*' || absent ? 404 : 200, html, title: title.title, data, screen: screenOf(leaf.route), unloaded, whole };
};
