// `npm run dev`: the API with `wrangler dev` (reloads on worker changes) and the SPA with Vite's
// hot reload on http://localhost:5173, which forwards /api to the Worker.
import { spawn } from 'node:child_process';
import { prepareLocalDatabase } from './local-db.mjs';
import { offline, WORKER_CONFIGS } from './lib/local-server.mjs';
import { run } from './lib/run.mjs';
import { localVapidKey } from './lib/vapid-key.mjs';

const stateDir = process.env.STATE_DIR ?? '.wrangler/state';
const apiPort = process.env.API_PORT ?? '8787';
await run('vite', ['build', '--logLevel', 'warn']);
await prepareLocalDatabase(stateDir);
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', API_PORT: apiPort, ...offline() };
const children = [
  // The PDF text Worker runs beside the API, on the same local state.
  spawn('wrangler', ['dev', ...WORKER_CONFIGS, '--port', apiPort, '--ip', '127.0.0.1', '--persist-to', stateDir, '--var', `VAPID_PRIVATE_KEY:${await localVapidKey(stateDir)}`], {
    stdio: 'inherit',
    env,
  }),
  spawn('vite', [], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
