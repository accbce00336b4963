/// <reference lib="webworker" />
// The portal's service worker (docs/rules/push-and-offline.md): the app's code kept for offline
// use, the pages read kept as copies for when there is no connection — a visitor's apart from a
// member's, and the member's dropped as soon as the browser answers as a visitor — the member's
// saved items and upcoming registered events fetched ahead for offline reading, and push
// notifications shown. Built by scripts/vite/service-worker.ts into /sw.js, with the list of the
// build's files and its version.
//
// Written by hand rather than with Workbox: what it keeps depends on who the answer was for (its
// Cache-Control), which Workbox's strategies do not read, and the rest is a few dozen lines.

/** The build's scripts and stylesheets (hashed names), the manifest and the icons. */
declare const __PRECACHE__: string[];
/** A hash of that list: a new build gets a new cache of the app's code. */
declare const __SW_VERSION__: string;

/** The worker's own scope (lib.webworker types `self` as any worker's). */
const sw = self as unknown as ServiceWorkerGlobalScope;

const SHELL = `rede-to-shell-${__SW_VERSION__}`;
/** Copies of answers anyone may see (a visitor's pages and API answers). */
const PUBLIC = 'rede-to-public';
/** Copies of answers for the signed-in member (`Cache-Control: private` or `no-store`): never read for a visitor. */
const MEMBER = 'rede-to-member';
/** Copies kept of each kind, the oldest dropped beyond. */
const LIMITS: Record<string, number> = { [PUBLIC]: 60, [MEMBER]: 200 };
/** Saved items and registered events fetched ahead, at most, and at most once in this long. */
const KEEP_AHEAD_MAX = 40;
const KEEP_AHEAD_EVERY_MS = 10 * 60 * 1000;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('rede-to-shell-') && name !== SHELL).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

/** Whether an answer was for a member: the Worker marks every answer to a request with a session `private` or `no-store`. */
const isMembers = (response: Response) => /(^|[\s,])(private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');

async function keep(cacheName: string, request: Request | string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  const over = keys.length - (LIMITS[cacheName] ?? Infinity);
  for (const key of keys.slice(0, Math.max(0, over))) await cache.delete(key);
}

/** A page or API answer: from the network, a copy kept; without a network, the copy. */
async function networkFirst(request: Request, isPage: boolean): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === 'basic') {
      if (isMembers(response)) await keep(MEMBER, request, response.clone());
      else {
        await keep(PUBLIC, request, response.clone());
        // A page answered as to a visitor: nobody is signed in here now, so no member's copy stays.
        if (isPage) await caches.delete(MEMBER);
      }
    }
    return response;
  } catch (error) {
    const copy = (await (await caches.open(MEMBER)).match(request)) ?? (await (await caches.open(PUBLIC)).match(request));
    if (copy) return copy;
    if (isPage) return offlinePage();
    throw error;
  }
}

/** The app's code: the copy made at installation, else the network (and a copy). */
async function cacheFirst(request: Request): Promise<Response> {
  const copy = await caches.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page not kept, without a connection: says so and lists the pages this device keeps. */
async function offlinePage(): Promise<Response> {
  const kept = new Set<string>();
  for (const name of [MEMBER, PUBLIC]) {
    for (const request of await (await caches.open(name)).keys()) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) kept.add(url.pathname);
    }
  }
  const links = [...kept]
    .sort()
    .map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path === '/' ? 'Início' : path)}</a></li>`)
    .join('');
  const html = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sem ligação · Rede TO</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#0f766e}</style></head>
<body><main><h1>Sem ligação</h1><p>Esta página não foi guardada neste dispositivo. Quando voltar a ter ligação, pode abri-la de novo.</p>
${links ? `<h2>Páginas guardadas neste dispositivo</h2><ul>${links}</ul>` : ''}</main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin || request.headers.has('Range') || url.pathname === '/sw.js') return;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // Files (uploads, PDFs) are left to the browser: large, and some are members' only.
  if (url.pathname.startsWith('/api/files/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, true));
  else if (url.pathname.startsWith('/api/')) event.respondWith(networkFirst(request, false));
});

let keptAheadAt = 0;

/** Fetches the member's saved items and upcoming registered events' pages into the member's copies. */
async function keepAhead(): Promise<void> {
  if (Date.now() - keptAheadAt < KEEP_AHEAD_EVERY_MS) return;
  keptAheadAt = Date.now();
  const json = async (path: string) => {
    const response = await fetch(path, { credentials: 'same-origin' });
    return response.ok && isMembers(response) ? ((await response.json()) as unknown) : null;
  };
  const [saved, events] = await Promise.all([json('/api/saved-items?limit=50'), json('/api/events?when=upcoming&limit=50')]);
  const paths: string[] = [];
  for (const item of Array.isArray(saved) ? (saved as { articleId: number | null; protocolId: number | null }[]) : []) {
    if (item.articleId) paths.push(`/articles/${item.articleId}`);
    else if (item.protocolId) paths.push(`/protocols/${item.protocolId}`);
  }
  for (const event of Array.isArray(events) ? (events as { id: number; isRegistered?: boolean }[]) : []) if (event.isRegistered) paths.push(`/eventos/${event.id}`);
  for (const path of paths.slice(0, KEEP_AHEAD_MAX)) {
    try {
      const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      // Only a member's answer: had the session ended meanwhile, a visitor's page is no member's copy.
      if (response.status === 200 && isMembers(response)) await keep(MEMBER, path, response);
    } catch {
      return;
    }
  }
}

/** From the page (src/components/layout/offline-extras.tsx): who is signed in. */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; member?: boolean } | null;
  if (data?.type !== 'viewer') return;
  if (data.member) event.waitUntil(keepAhead());
  else {
    keptAheadAt = 0;
    event.waitUntil(caches.delete(MEMBER));
  }
});

/** The declarative payload the Worker sends (worker/services/push.ts), which Safari shows by itself. */
interface DeclarativePush {
  web_push?: number;
  notification?: { title: string; body?: string; navigate: string; lang?: string; dir?: NotificationDirection; tag?: string };
}

sw.addEventListener('push', (event) => {
  let payload: DeclarativePush | null = null;
  try {
    payload = event.data?.json() as DeclarativePush;
  } catch {
    return;
  }
  const notification = payload?.notification;
  if (!notification?.title) return;
  event.waitUntil(
    sw.registration.showNotification(notification.title, {
      body: notification.body,
      lang: notification.lang,
      dir: notification.dir,
      tag: notification.tag,
      icon: '/icons/icon-192.png',
      data: { navigate: notification.navigate },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { navigate?: string } | null)?.navigate ?? '/', sw.location.origin);
  // Only the portal's own pages open.
  const url = target.origin === sw.location.origin ? target.href : sw.location.origin;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return void (await open.focus());
      await sw.clients.openWindow(url);
    }),
  );
});
