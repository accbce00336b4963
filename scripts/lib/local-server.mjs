// How `npm start` and `npm run bench` run `wrangler dev`: the portal as it is deployed, on a local
// workerd tuned so that its own pauses do not dominate response times. Each setting can be
// overridden from the environment. `npm run dev` keeps wrangler's defaults (scripts/dev.mjs).

/**
 * V8 flags for the local workerd (read by miniflare from MINIFLARE_WORKERD_V8_FLAGS; workerd
 * refuses to start on a flag it does not know): small, frequent full collections instead of long
 * pauses; production's GC is Cloudflare's (docs/decisions/063-local-runtime-gc-and-items-written-by-sqlite.md).
 */
const LOCAL_V8_FLAGS = '--max-semi-space-size=1 --initial-old-space-size=4';

/**
 * The Workers `wrangler dev` runs in one session, sharing its local state: the portal (the first,
 * the one served) and the PDF text Worker that consumes its PDF_TEXT_QUEUE (docs/rules/pdf-text.md).
 */
export const WORKER_CONFIGS = ['-c', 'wrangler.toml', '-c', 'workers/pdf-text/wrangler.toml'];

/**
 * No fetch of Cloudflare's sample `Request.cf` object (which the Worker never reads): offline it
 * failed with two 'getaddrinfo ENOTFOUND' stack traces at every start, alarming after the README
 * says no network is needed (docs/rules/first-day.md).
 */
export const offline = (env = process.env) => ({ CLOUDFLARE_CF_FETCH_ENABLED: env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false' });

/** The environment for `wrangler dev` when it serves the portal as deployed. */
export function localServerEnv(env = process.env) {
  return {
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    // The production builds of React and React Router in the Worker, as `wrangler deploy` bundles them (docs/decisions/062-pages-rendered-in-the-worker.md).
    NODE_ENV: env.NODE_ENV ?? 'production',
    // No local trace store: it grows without bound and slows every request (docs/decisions/063-local-runtime-gc-and-items-written-by-sqlite.md).
    X_LOCAL_OBSERVABILITY: env.X_LOCAL_OBSERVABILITY ?? 'false',
    MINIFLARE_WORKERD_V8_FLAGS: env.MINIFLARE_WORKERD_V8_FLAGS ?? LOCAL_V8_FLAGS,
    ...offline(env),
  };
}
