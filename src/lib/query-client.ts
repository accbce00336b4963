import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Freshness and retry rules of docs/rules/screens.md. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The queries a page rendered by the Worker was drawn from (`entry-server.tsx`), sent with it as
 * JSON: the browser's cache starts from them, so that its first render matches the markup.
 */
export type ServerData = { queryKey: QueryKey; data: unknown }[];
