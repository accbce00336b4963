// How `npm start` and `npm run bench` run `wrangler dev`: the portal as it is deployed, on a local
// workerd tuned so that its own pauses do not dominate response times. Each setting can be
// overridden from the environment. `npm run dev` keeps wrangler's defaults (scripts/dev.mjs).

/**
 * V8 flags for the local workerd (read by miniflare from MINIFLARE_WORKERD_V8_FLAGS; workerd
 * refuses to start on a flag it does not know). Every request leaves C++ objects (its Request,
 * Response and Headers) that only a full collection frees, and with V8's defaults those pile up
 * to 16-34 MB between full collections, which then stop the Worker for 80-110 ms while the
 * objects are destroyed: a few times a second under load, the whole p99 of a cheap endpoint.
 * A 1 MB young generation and a 4 MB initial old generation make full collections small and
 * frequent (pauses under 25 ms) at the same throughput. Measured in BENCHMARKS.md and decision 063.
 * Production's runtime and its GC are Cloudflare's; these flags only shape the local server.
 * With a heap-size flag, workerd prints once per start that its "per-isolate bootstrap compile
 * cache failed its compatibility check" (NOSENTRY): its built-in modules are compiled at start-up
 * instead of read from the cache, a few milliseconds per isolate. It is harmless.
 */
const LOCAL_V8_FLAGS = '--max-semi-space-size=1 --initial-old-space-size=4';

/** The environment for `wrangler dev` when it serves the portal as deployed. */
export function localServerEnv(env = process.env) {
  return {
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    // The production builds of React and React Router in the Worker, as `wrangler deploy` bundles
    // them: with wrangler dev's default (development), a page's server render costs several times more.
    NODE_ENV: env.NODE_ENV ?? 'production',
    // No local trace store: wrangler otherwise writes every span of every request (each D1
    // statement, each fetch) into SQLite under the state folder, for its local trace viewer. That
    // store grows without bound (363 MB after five runs of `npm run bench`) and costs each request
    // about a quarter of its CPU time; in production, tracing is Cloudflare's, off the request's path.
    X_LOCAL_OBSERVABILITY: env.X_LOCAL_OBSERVABILITY ?? 'false',
    MINIFLARE_WORKERD_V8_FLAGS: env.MINIFLARE_WORKERD_V8_FLAGS ?? LOCAL_V8_FLAGS,
  };
}
