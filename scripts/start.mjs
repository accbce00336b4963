// `npm start`: builds the SPA, prepares the local database (migrations, demo data on first start)
// and serves the whole portal with workerd on http://localhost:8787 (or $PORT).
// No Cloudflare account, login or network is needed. STATE_DIR moves the local D1/KV/R2 state
// (the end-to-end tests use a fresh one), ASSETS_DIR the built SPA.
import { prepareLocalDatabase } from './local-db.mjs';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
const stateDir = process.env.STATE_DIR ?? '.wrangler/state';
// ASSETS_DIR lets parallel test runs each build into their own folder.
const assetsDir = process.env.ASSETS_DIR ?? 'dist/client';

if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn', '--outDir', assetsDir]);
await prepareLocalDatabase(stateDir);
console.log(`\nRede TO em http://localhost:${port}\n`);
// NODE_ENV=production: wrangler otherwise bundles the development builds of React and React
// Router into the Worker for `wrangler dev`, and a page's server render costs several times more.
// `npm start` serves the portal as it is deployed; `npm run dev` keeps the development builds.
// X_LOCAL_OBSERVABILITY=false: wrangler otherwise writes every span of every request (each D1
// statement, each fetch) into a SQLite trace store under the state folder, for its local trace
// viewer. That store grows without bound (363 MB after five runs of `npm run bench`) and costs
// each request about a quarter of its CPU time; in production, tracing is Cloudflare's, off the
// request's path. `npm run dev` keeps the viewer.
await run('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', stateDir, '--assets', assetsDir, '--show-interactive-dev-session=false', '--live-reload=false'], {
  env: { CI: 'true', NODE_ENV: process.env.NODE_ENV ?? 'production', X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false' },
});
