// `npm start`: builds the SPA, prepares the local database (migrations, demo data on first start)
// and serves the whole portal with workerd on http://localhost:8787 (or $PORT).
// No Cloudflare account, login or network is needed. STATE_DIR moves the local D1/KV/R2 state
// (the end-to-end tests use a fresh one), ASSETS_DIR the built SPA.
import { prepareLocalDatabase } from './local-db.mjs';
import { localServerEnv, WORKER_CONFIGS } from './lib/local-server.mjs';
import { run } from './lib/run.mjs';
import { localVapidKey } from './lib/vapid-key.mjs';

const port = process.env.PORT ?? '8787';
const stateDir = process.env.STATE_DIR ?? '.wrangler/state';
// ASSETS_DIR lets parallel test runs each build into their own folder.
const assetsDir = process.env.ASSETS_DIR ?? 'dist/client';

if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn', '--outDir', assetsDir]);
await prepareLocalDatabase(stateDir);
console.log(`\nRede TO em http://localhost:${port}\n`);
// The environment of `wrangler dev` (production builds, no local trace store, the local workerd's
// V8 flags) is scripts/lib/local-server.mjs's, shared with `npm run bench`.
// E-mail links point at this server (PUBLIC_URL of wrangler.toml names the default port).
// EDGE_CACHE=off turns the visitors' edge cache off (the end-to-end tests write, then read as visitors).
const edgeCache = process.env.EDGE_CACHE === 'off' ? ['--var', 'EDGE_CACHE:off'] : [];
await run(
  'wrangler',
  [
    'dev',
    // The portal and, beside it in the same session and local state, the PDF text Worker.
    ...WORKER_CONFIGS,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--var',
    `PUBLIC_URL:http://localhost:${port}`,
    // Web push's key (docs/rules/push-and-offline.md): a local one, kept with the local state.
    '--var',
    `VAPID_PRIVATE_KEY:${await localVapidKey(stateDir)}`,
    ...edgeCache,
    '--persist-to',
    stateDir,
    '--assets',
    assetsDir,
    '--show-interactive-dev-session=false',
    '--live-reload=false',
  ],
  {
    env: localServerEnv(),
  },
);
