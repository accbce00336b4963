import { env, exports } from 'cloudflare:workers';
import { eventListItemSchema } from '#contract/events';
import { EVENT_LIST_FIELDS, type EventListItem, type PortalEvent } from '#contract/events-types';
import type { Bindings } from '../../worker/env';
import worker from '../../worker/index';

export const ORIGIN = 'http://localhost';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A client that keeps its own cookie jar, like a browser: each instance is one person.
 * Requests go through the Worker's default export, inside workerd, against real local D1/KV/R2.
 */
export class Client {
  cookie = '';

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookie) h.Cookie = this.cookie;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      h['Content-Type'] ??= 'application/json';
    }
    if (method !== 'GET' && method !== 'HEAD') h.Origin ??= ORIGIN;
    const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
    const setCookie = response.headers.get('Set-Cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      this.cookie = value ? `${name}=${value}` : '';
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}

let counter = 0;
/** A unique username for this test file. */
export function uniqueName(prefix = 'membro'): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
}

/** An event's page (`GET /api/events/{id}`) as a list or a search answers it: the fields of its card (`EventListItem`). */
export const asListItem = (event: PortalEvent): EventListItem => eventListItemSchema.parse(Object.fromEntries(EVENT_LIST_FIELDS.map((field) => [field, event[field]])));

/** Statements the last response says it ran. */
export const statementsOf = (response: ApiResponse) => Number(response.headers.get('X-D1-Statements'));

/** How many objects R2 holds: a refused upload must leave it as it was. */
export async function r2ObjectCount(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

export { env };

/**
 * A request answered by the Worker's entry with these bindings (a test's own ASSETS, a network
 * made slow), as `npm start` answers it: the edge cache (when the bindings turn it on), the
 * runtime's scope, then the API or the page render.
 */
export function answerWith(request: Request, bindings: Bindings, ctx: ExecutionContext): Promise<Response> {
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
}
