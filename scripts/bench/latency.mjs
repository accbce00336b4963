// `npm run bench:latency` (issue 20): time to first byte as a member in Portugal will feel it. The
// benchmark dataset (.bench/state, as `npm run bench` loads it) is served by `wrangler dev` with a
// simulated network (worker/runtime/simulated-network.ts): every D1 call waits one round trip to D1's
// region, every KV read the time of a miss or a hit. For a visitor and for a signed-in member it
// measures, one request after another, the pages, the main API reads and the writes, and the
// sequential D1 round trips each made (`X-D1-Round-Trips`). Prints a table and writes
// .bench/latency.json.
//
// Environment: LATENCY_D1_MS (default 30), LATENCY_KV_MISS_MS (60), LATENCY_KV_HIT_MS (1),
// LATENCY_REQUESTS (measured requests per target, 30), LATENCY_WARMUP (5), LATENCY_SKIP_BUILD=1
// (serve the SPA already built in .bench/latency-client), BENCH_RESEED=1 and BENCH_STATE_ON_DISK=1
// as for `npm run bench`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../lib/run.mjs';
import { BENCH_DIR, freePort, loadAverage, machine, prepareDatabase, query, servingState, startServer, stopServer, waitUntilReady, wranglerEnv } from './setup.mjs';
import { mediumWord } from './vocabulary.mjs';

const DELAYS = {
  d1: Number(process.env.LATENCY_D1_MS ?? 30),
  kvMiss: Number(process.env.LATENCY_KV_MISS_MS ?? 60),
  kvHit: Number(process.env.LATENCY_KV_HIT_MS ?? 1),
};
const REQUESTS = Number(process.env.LATENCY_REQUESTS ?? 30);
const WARMUP = Number(process.env.LATENCY_WARMUP ?? 5);
const CLIENT_DIR = path.join(BENCH_DIR, 'latency-client');
const WORKER_DIR = path.join(BENCH_DIR, 'latency-worker');
const RESULTS_FILE = path.join(BENCH_DIR, 'latency.json');
const SERVER_LOG = path.join(BENCH_DIR, 'latency-wrangler.log');
const ARTICLE_ID = 10_000;
const PASSWORD = 'Latencia-Simulada-2026';

const simulated = (delays) => `d1=${delays.d1},kvMiss=${delays.kvMiss},kvHit=${delays.kvHit}`;
const NO_DELAYS = { d1: 0, kvMiss: 0, kvHit: 0 };

/** The SPA (pages are rendered by the Worker from it) and the Worker bundled as `wrangler deploy` would, so that nothing rebuilds mid-run. */
async function build() {
  if (process.env.LATENCY_SKIP_BUILD !== '1' || !existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    console.log(`Building the SPA into ${CLIENT_DIR}…`);
    await run('vite', ['build', '--logLevel', 'warn', '--outDir', CLIENT_DIR], { env: { ...process.env, ...wranglerEnv } });
  }
  rmSync(WORKER_DIR, { recursive: true, force: true });
  await run('wrangler', ['deploy', '--dry-run', '--env=', '--outdir', WORKER_DIR, '--assets', CLIENT_DIR], { env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(WORKER_DIR, 'index.js');
}

/** One request: time to first byte (fetch resolves when the headers arrive), then the body is read to the end. */
async function timed(base, { method = 'GET', path: target, body }, cookie) {
  const headers = { Origin: base };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(base + target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  const trips = response.headers.get('X-D1-Round-Trips');
  return { ttfb, status: response.status, roundTrips: trips === null ? null : Number(trips), cache: response.headers.get('CF-Cache-Status') };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Warm-up, then `REQUESTS` sequential requests; `after` undoes a write (unlike, unregister) between two, outside the timing. */
async function measure(base, target, cookie, requests = REQUESTS) {
  const samples = [];
  let last = null;
  for (let index = 0; index < WARMUP + requests; index++) {
    const result = await timed(base, target, cookie);
    if (target.after) await timed(base, target.after, cookie);
    if (index < WARMUP) continue;
    samples.push(result.ttfb);
    last = result;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), status: last.status, roundTrips: last.roundTrips, cache: last.cache };
}

/**
 * Registers the member the benchmark signs in as, confirms their e-mail in the database the server
 * reads (an unconfirmed member may write only 20 comments a day: docs/rules/trust.md), and
 * answers their cookie.
 */
async function signUp(base, stateDir) {
  const username = `latencia${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username, email: `${username}@example.pt`, password: PASSWORD, confirmPassword: PASSWORD, fullName: 'Teresa Latência', acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  await query(`UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE username = '${username}'`, stateDir);
  return response.headers.get('Set-Cookie').split(';')[0];
}

/** An upcoming event with places left, for the registrations. */
async function openEvent(base) {
  const events = await (await fetch(`${base}/api/events?limit=50`)).json();
  const open = events.find((event) => event.maxParticipants === null || event.registeredCount < event.maxParticipants);
  if (!open) throw new Error('no upcoming event with places left in the dataset');
  return open.id;
}

const PAGES = [
  { name: 'page: home', path: '/' },
  { name: 'page: articles list', path: '/articles' },
  { name: 'page: article', path: `/articles/${ARTICLE_ID}` },
  { name: `page: search (${mediumWord})`, path: `/search?q=${mediumWord}` },
];

function targets(eventId) {
  return {
    floor: [{ name: 'api: ping (no D1, no KV)', path: '/api/ping' }],
    pages: PAGES,
    reads: [
      { name: 'api: articles list', path: '/api/articles?limit=20' },
      { name: 'api: article', path: `/api/articles/${ARTICLE_ID}` },
      { name: 'api: events list', path: '/api/events?limit=20' },
      { name: `api: search (${mediumWord})`, path: `/api/search?q=${mediumWord}` },
    ],
    writes: [
      { name: 'write: comment', method: 'POST', path: '/api/comments', body: { articleId: ARTICLE_ID, content: 'Obrigada pela partilha, muito útil.' } },
      { name: 'write: like', method: 'POST', path: `/api/articles/${ARTICLE_ID}/like`, after: { method: 'DELETE', path: `/api/articles/${ARTICLE_ID}/like` } },
      { name: 'write: event registration', method: 'POST', path: `/api/events/${eventId}/register`, after: { method: 'DELETE', path: `/api/events/${eventId}/register` } },
    ],
  };
}

/** Serves the dataset with `delays` until `work` has finished. */
async function serving(script, delays, work) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const state = servingState();
  const server = startServer(port, script, state.dir, { assetsDir: CLIENT_DIR, log: SERVER_LOG, vars: { SIMULATED_NETWORK: simulated(delays), PUBLIC_URL: base } });
  const stop = () => {
    stopServer(server);
    state.remove();
  };
  process.on('exit', stop);
  try {
    await waitUntilReady(base, server, SERVER_LOG);
    return await work(base, state.dir);
  } finally {
    stop();
    process.off('exit', stop);
  }
}

const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));

function printTable(rows) {
  const header = ['target', 'who', 'status', 'p50 ms', 'p95 ms', 'D1 trips', 'cache', 'own ms'];
  const widths = [30, 8, 6, 7, 7, 9, 6, 7];
  const line = (cells) => cells.map((cell, index) => pad(cell, widths[index], (index >= 2 && index <= 5) || index === 7)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows)
    console.log(line([row.target, row.who, row.status, row.p50.toFixed(1), row.p95.toFixed(1), row.roundTripsShown, row.cache ?? '-', row.ownP50 === undefined ? '' : row.ownP50.toFixed(1)]));
  console.log('own ms: the page served without the delays, less the floor (/api/ping) served the same way: its render and API work.');
  console.log('');
}

async function main() {
  const loadAtStart = loadAverage();
  mkdirSync(BENCH_DIR, { recursive: true });
  await prepareDatabase();
  const script = await build();
  const rows = [];
  let eventId;

  console.log(`Serving with SIMULATED_NETWORK=${simulated(DELAYS)}; ${WARMUP} warm-up and ${REQUESTS} measured requests per target…`);
  await serving(script, DELAYS, async (base, stateDir) => {
    const cookie = await signUp(base, stateDir);
    eventId = await openEvent(base);
    const list = targets(eventId);
    for (const who of ['visitor', 'member']) {
      const groups = who === 'visitor' ? ['floor', 'pages', 'reads'] : ['floor', 'pages', 'reads', 'writes'];
      for (const group of groups) {
        for (const target of list[group]) {
          const result = await measure(base, target, who === 'member' ? cookie : undefined);
          rows.push({ target: target.name, path: target.path, method: target.method ?? 'GET', group, who, ...result });
          console.log(`  ${who} ${target.name}: p50 ${result.p50.toFixed(1)} ms (${result.status})`);
        }
      }
    }
  });

  // Every page is measured again without the delays, beside the floor: what is left of its time is
  // its own work (the render and the API's), which the bound "one round trip plus 20 ms" is about;
  // a page's render that does not say how many round trips it took has them estimated from the
  // time the delays added to it.
  const pageRows = rows.filter((row) => row.group === 'pages');
  if (pageRows.length > 0 && DELAYS.d1 > 0) {
    console.log('Serving again without delays, for the pages’ own work…');
    await serving(script, NO_DELAYS, async (base, stateDir) => {
      const cookie = await signUp(base, stateDir);
      const floors = {};
      for (const who of ['visitor', 'member']) floors[who] = (await measure(base, { path: '/api/ping' }, who === 'member' ? cookie : undefined)).p50;
      for (const row of pageRows) {
        const baseline = await measure(base, { path: row.path }, row.who === 'member' ? cookie : undefined, Math.ceil(REQUESTS / 2));
        row.baselineP50 = baseline.p50;
        row.ownP50 = baseline.p50 - floors[row.who];
        if (row.roundTrips !== null) continue;
        // The member's session read (one KV hit) is not a D1 round trip.
        const added = row.p50 - baseline.p50 - (row.who === 'member' ? DELAYS.kvHit : 0);
        row.roundTripsEstimated = Math.max(0, Math.round(added / DELAYS.d1));
      }
    });
  }
  for (const row of rows) row.roundTripsShown = row.roundTrips ?? (row.roundTripsEstimated === undefined ? '?' : `≈${row.roundTripsEstimated}`);

  printTable(rows);
  const report = {
    date: new Date().toISOString(),
    command: 'npm run bench:latency',
    machine: machine(),
    loadAverage: { start: loadAtStart, end: loadAverage() },
    simulatedNetwork: DELAYS,
    settings: { requestsPerTarget: REQUESTS, warmup: WARMUP, articleId: ARTICLE_ID, eventId },
    results: rows,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${RESULTS_FILE}.`);
  // A refused request (a limit, an ended session) measures the refusal, not the work.
  const refused = rows.filter((row) => row.status >= 300);
  if (refused.length > 0) {
    console.error(`Refused, so not measured: ${refused.map((row) => `${row.who} ${row.target} (${row.status})`).join(', ')}.`);
    process.exitCode = 1;
  }
}

await main();
