import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerPage } from '#ssr';
import { findMemberIdByUsername } from './db/queries/users';
import { namesFile } from './lib/paths';
import { MEMBER_CACHE_CONTROL, mentionsSessionCookie } from './lib/session-cookie';
import { STORABLE_CACHE_CONTROL } from './runtime/edge-cache';
import type { Scope } from './runtime/scope';
import { isSeoFile, serveSeoFile } from './seo/files';
import { headTags, pageHead, withHeadTags } from './seo/page-head';
import { siteOrigin } from './seo/site';

/** Where index.html holds the markup of `#root` (the static header the browser-drawn screens start from). */
const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/root-->';
/** A visitor's answer to the SPA's session check (`currentUserQuery`, src/lib/current-user.ts), in the block src/main.tsx reads. */
const VISITOR_DATA = '<script type="application/json" id="server-data">[{"queryKey":["/api/me"],"data":null}]</script>';
/** The request headers an API call made for a page keeps: who is asking, and from where. */
const FORWARDED_HEADERS = ['Cookie', 'CF-Connecting-IP', 'CF-Ray'];
/** Headers of index.html's response that do not describe the rendered page. */
const SHELL_ONLY_HEADERS = ['Content-Length', 'ETag', 'Last-Modified', 'Cache-Control', 'CF-Cache-Status'];

/**
 * the old English paths (docs/rules/screens.md) lead to the real screens (docs/rules/screens.md): a permanent
 * redirect, query string kept.
 */
const OLD_PATHS: [RegExp, string][] = [
  [/^\/events(?=\/|$)/, '/eventos'],
  [/^\/opportunities(?=\/|$)/, '/oportunidades'],
  [/^\/volunteer(ing)?\/?$/, '/voluntariado'],
];

function redirectFromOldPath(url: URL): Response | null {
  const [old, current] = OLD_PATHS.find(([old]) => old.test(url.pathname)) ?? [];
  if (!old || !current) return null;
  return new Response(null, { status: 301, headers: { Location: url.pathname.replace(old, current) + url.search } });
}

/** A mention's link (`/members/@username`, #contract/mentions `mentionHref`). */
const MENTION_PATH = /^\/members\/@([^/]+)\/?$/;

/**
 * A mention's link leads to the member's profile by their id (docs/rules/mentions.md); a username
 * nobody has is left to the profile screen's 'not found'. Temporary: usernames change.
 */
async function redirectFromMention(url: URL, scope: Scope): Promise<Response | null> {
  const match = MENTION_PATH.exec(url.pathname);
  if (!match) return null;
  let username: string;
  try {
    username = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const id = await findMemberIdByUsername(scope.db.read, username);
  return id === null ? null : new Response(null, { status: 302, headers: { Location: `/members/${id}` } });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

interface Shell {
  html: string;
  headers: Headers;
  /** Every chunk a page of each screen loads beyond the entry, the app's first, by screen (route-chunks.json, written by scripts/vite/route-chunk-list.ts). */
  routeChunks: Record<string, string[]>;
}

/** Written by the build next to index.html (`ROUTE_CHUNKS_FILE` in scripts/vite/route-chunk-list.ts). */
const ROUTE_CHUNKS_PATH = '/route-chunks.json';

/** The chunks of each screen; none when the file is missing or unreadable (pages are still drawn). */
async function loadRouteChunks(assets: Fetcher, url: URL): Promise<Record<string, string[]>> {
  try {
    const response = await assets.fetch(new URL(ROUTE_CHUNKS_PATH, url));
    if (!response.ok) return {};
    const chunks: unknown = await response.json();
    if (!chunks || typeof chunks !== 'object') return {};
    // Only lists of paths are kept, so that a malformed file cannot fail a page.
    return Object.fromEntries(Object.entries(chunks).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((href) => typeof href === 'string')));
  } catch {
    return {};
  }
}

/**
 * The API calls of the page being rendered. The SPA's request helper is told once to send its
 * requests here; each goes to the Worker's own API, as the member who asked for the page, through
 * the call of the render it belongs to (several renders can be under way at once in an isolate).
 */
const pageRender = new AsyncLocalStorage<(path: string, init: RequestInit) => Promise<Response>>();

let serverRender: Promise<typeof import('#ssr')> | undefined;

/** The SPA's server render, loaded with the first page request: an isolate that only answers the API never evaluates it. */
function loadServerRender(): Promise<typeof import('#ssr')> {
  serverRender ??= import('#ssr').then((module) => {
    module.setApiTransport((path, init) => {
      const callApi = pageRender.getStore();
      if (!callApi) return Promise.reject(new Error(`API request outside a page render: ${path}`));
      return callApi(path, init);
    });
    return module;
  });
  return serverRender;
}

// index.html and the chunk list are fixed for a deployed version, as is this isolate's code: read
// once per isolate.
let shell: Promise<Shell> | undefined;

function loadShell(assets: Fetcher, url: URL): Promise<Shell> {
  shell ??= Promise.all([assets.fetch(new URL('/', url)), loadRouteChunks(assets, url)]).then(async ([response, routeChunks]) => {
    if (!response.ok) throw new Error(`index.html answered ${response.status}`);
    return { html: await response.text(), headers: response.headers, routeChunks };
  });
  // A failed read is not kept: the next request tries again.
  shell.catch(() => (shell = undefined));
  return shell;
}

/**
 * A page request (every path outside /api and /assets, wrangler.toml `run_worker_first`): the
 * screen rendered on the server inside index.html, with the data it was drawn from, for the
 * browser to hydrate (src/entry-server.tsx, src/main.tsx). Files, the screens drawn in the browser
 * only, and any failure of the server render get index.html as it is, and the browser draws them.
 * A member's page is never stored by a shared cache; a visitor's 200 may be kept by the edge cache
 * for a minute (worker/runtime/edge-cache.ts).
 */
export async function servePage(request: Request, scope: Scope, callApi: (request: Request) => Promise<Response>): Promise<Response> {
  const started = Date.now();
  const url = new URL(request.url);
  // Written by the Worker for crawlers and feed readers, though their paths name files.
  if ((request.method === 'GET' || request.method === 'HEAD') && isSeoFile(url.pathname)) return serveSeoFile(request, scope);
  if (request.method !== 'GET') return scope.assets.fetch(request);
  // Before the files: a username may hold a '.', so '/members/@ana.silva' looks like a file's path.
  const redirect = redirectFromOldPath(url) ?? (await redirectFromMention(url, scope));
  if (redirect) return redirect;
  if (namesFile(url.pathname)) return scope.assets.fetch(request);

  const shellOrNone = await loadShell(scope.assets, url).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', message: 'index.html unavailable', error: String(error) }));
    return null;
  });
  if (!shellOrNone) return scope.assets.fetch(request);
  const { html, headers, routeChunks } = shellOrNone;
  const start = html.indexOf(ROOT_START);
  const end = html.indexOf(ROOT_END);
  const forwarded = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  // The render's API calls run in process under this request's scope: the session is read once
  // for all of them, and the statements they send are counted together.
  const fetchApi = (path: string, init: RequestInit) => callApi(new Request(new URL(path, url), { headers: forwarded, signal: init.signal ?? null }));
  await scope.viewer.ready();
  const member = scope.viewer.id !== null;

  let page: ServerPage | null = null;
  try {
    if (start >= 0 && end > start) {
      const { renderPage } = await loadServerRender();
      page = await pageRender.run(fetchApi, () => renderPage(request, { member }));
    }
    // A screen that read a query its route did not load (`screenData` of its file in src/app/routes/) was drawn with a skeleton.
    if (page && page.unloaded.length > 0) {
      console.warn(JSON.stringify({ level: 'warn', message: 'page drawn without some of its data', path: url.pathname, queries: page.unloaded }));
    }
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'server render failed', path: url.pathname, error: String(error), stack: (error as Error).stack }));
  }

  const responseHeaders = new Headers(headers);
  for (const name of SHELL_ONLY_HEADERS) responseHeaders.delete(name);
  // A page drawn with a session is the member's: never kept by a shared cache.
  const storable = (page?.status ?? 200) === 200 ? STORABLE_CACHE_CONTROL : 'no-store';
  responseHeaders.set('Cache-Control', mentionsSessionCookie(request.headers.get('Cookie')) ? MEMBER_CACHE_CONTROL : storable);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // One line per page, as the API's requests have (worker/middleware/request-context.ts): never
  // the query string or a cookie.
  if (!scope.config.quietLogs) {
    console.log(JSON.stringify({ level: 'info', kind: 'page', path: url.pathname, status: page?.status ?? 200, rendered: page !== null, durationMs: Date.now() - started }));
  }
  // The page's own title, description, canonical URL, link preview and schema.org data; a screen
  // drawn by the browser only gets the portal's (worker/seo/page-head.ts).
  const origin = siteOrigin(scope.config, url);
  const tags = headTags(pageHead(page, url, origin), origin);
  if (!page) {
    const shell = withHeadTags(html, tags);
    const rootEnd = shell.indexOf(ROOT_END);
    if (member || rootEnd < 0) return new Response(shell, { headers: responseHeaders });
    // A screen the browser draws, for a visitor: the page says there is no session (the session
    // check of src/lib/current-user.ts, answered), so that the browser does not ask `/api/me` and
    // log its 401 (docs/rules/first-day.md, "Smaller things").
    const afterRoot = rootEnd + ROOT_END.length;
    return new Response(`${shell.slice(0, afterRoot)}${VISITOR_DATA}${shell.slice(afterRoot)}`, { headers: responseHeaders });
  }

  // `<` is escaped so that no text in the data can close the block; the block is JSON, which the
  // browser never runs, so the Content-Security-Policy (no inline scripts) stays as it is.
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c');
  // The chunks the screen needs, the app's first, for the entry to fetch once the page is painted
  // (src/boot.ts, scripts/vite/route-chunk-list.ts): the page is drawn without them, and hydration
  // needs them all.
  const chunks = page.screen && Object.hasOwn(routeChunks, page.screen) ? routeChunks[page.screen]!.join(' ') : '';
  const head = withHeadTags(html.slice(0, start), tags);
  // A visitor's page is hydrated only when they reach for a control (src/hydrate-on-intent.ts,
  // decision 081); a member's at once, for the app's instant navigation, as is a page drawn with
  // skeletons, which only the browser can fill.
  const onIntent = !member && page.whole;
  const root = `<div id="root" data-ssr${onIntent ? ' data-hydrate="intent"' : ''}${chunks ? ` data-chunks="${escapeHtml(chunks)}"` : ''}>`;
  const body = `${head}${root}${page.html}</div><script type="application/json" id="server-data">${data}</script>${html.slice(end + ROOT_END.length)}`;
  return new Response(body, { status: page.status, headers: responseHeaders });
}
