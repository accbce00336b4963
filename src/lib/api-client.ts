import type { ApiError } from '#contract/common-types';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';

/** A non-success response: its text is "<status>: <message>" (docs/rules/screens.md). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's Portuguese message alone, for toasts. */
    readonly serverMessage: string,
    readonly errors?: Record<string, string>,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiRequestError';
  }
}

async function toError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  if (!text) return new ApiRequestError(response.status, response.statusText);
  try {
    const body = JSON.parse(text) as Partial<ApiError> & { error?: string };
    const message = body.message ?? body.error ?? JSON.stringify(body);
    return new ApiRequestError(response.status, message, body.errors);
  } catch (error) {
    console.error('Não foi possível interpretar a resposta de erro do servidor.', error);
    return new ApiRequestError(response.status, text);
  }
}

/** How a request reaches the API: the network, or in the Worker's server render its own API. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server render (worker/pages.ts) sends the SPA's requests to the Worker's API directly. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export interface RequestOptions {
  /** What a 401 means: an error (default), or `null` (e.g. the session check). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

/** Sends `method` to `path` with credentials; JSON body only when one is given. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', signal: options.signal };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await transport(path, init);
  if (response.status === 401 && options.on401 === 'returnNull') {
    // Read to the end, so the request completes (an unread body keeps the connection busy).
    await response.text();
    return null as T;
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options);

/** A page of a list: the items and the total from `X-Total-Count`. */
export interface Page<T> {
  items: T[];
  total: number;
}

export async function apiGetPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await transport(path, { credentials: 'same-origin', signal: options.signal });
  if (!response.ok) throw await toError(response);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total };
}

/** Builds `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
