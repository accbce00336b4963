// `npm run bench`: loads a large dataset into its own local D1 state (.bench/state), serves the
// Worker with `wrangler dev` (workerd) and measures throughput and latency of the API's hot paths
// with autocannon, against /api/ping as the ceiling. Prints a table and writes .bench/results.json.
//
// Environment: BENCH_DURATION (seconds per endpoint, default 10), BENCH_CONNECTIONS (default 10),
// BENCH_RESEED=1 (rebuild the dataset even when .bench/state already holds it), BENCH_STATE_ON_DISK=1
// (serve the dataset from .bench/state rather than a copy in RAM: see servingState), BENCH_ONLY (a
// comma-separated list of words: only the endpoints whose name holds one of them, and the ceiling).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { run } from '../lib/run.mjs';
import { COMMON_WORD_SHARE, DEFAULT_COUNTS } from './dataset.mjs';
import { ASSETS_DIR, BENCH_DIR, freePort, loadAverage, machine, prepareDatabase, query, servingState, startServer, stopServer, waitUntilReady, wranglerEnv } from './setup.mjs';
import { queryStems } from '../../worker/lib/search-stems.ts';
import { commonWord, locations, mediumWord, rareWord } from './vocabulary.mjs';

const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');
const WORKER_DIR = path.join(BENCH_DIR, 'worker');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 2;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

/** Items of each kind whose index holds the word (as its stem, as the search matches it). */
async function documentFrequency(word) {
  const match = `'"${queryStems(word).join(' ')}"'`;
  const count = (fts) => `(SELECT count(*) FROM ${fts} WHERE ${fts} MATCH ${match})`;
  const [row] = await query(
    `SELECT ${count('articles_fts')} AS articles, ${count('protocols_fts')} AS protocols, ${count('events_fts')} AS events, ${count('opportunities_fts')} AS opportunities, ${count('volunteering_fts')} AS volunteering, ${count('users_fts')} AS members`,
  );
  return row;
}

/**
 * Bundles the Worker once, as `wrangler deploy` would, into .bench/worker. Served with
 * `--no-bundle`, the code under test cannot change during the run: `wrangler dev` otherwise
 * rebuilds and restarts workerd whenever a source file is saved.
 */
async function bundleWorker() {
  // The benchmark measures /api/* only: a one-page assets folder spares building the SPA.
  mkdirSync(ASSETS_DIR, { recursive: true });
  writeFileSync(path.join(ASSETS_DIR, 'index.html'), '<!doctype html><html lang="pt-PT"><title>Rede TO (benchmark)</title></html>\n');
  rmSync(WORKER_DIR, { recursive: true, force: true });
  await run('wrangler', ['deploy', '--dry-run', '--env=', '--outdir', WORKER_DIR, '--assets', ASSETS_DIR], { env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(WORKER_DIR, 'index.js');
}

/** A town the dataset's members, events and offers are in. */
const place = locations[2];

const allEndpoints = (detailId) => [
  { name: 'ping (ceiling)', path: '/api/ping', kind: 'ceiling' },
  { name: 'articles list', path: '/api/articles?limit=20', kind: 'list' },
  { name: 'article detail', path: `/api/articles/${detailId}`, kind: 'list' },
  { name: `search rare (${rareWord})`, path: `/api/search?q=${rareWord}`, kind: 'search' },
  { name: `search medium (${mediumWord})`, path: `/api/search?q=${mediumWord}`, kind: 'search' },
  { name: `search common (${commonWord})`, path: `/api/search?q=${commonWord}`, kind: 'search' },
  // Search over every kind (issue 21): a place finds members, events and offers as well.
  { name: `search place (${place})`, path: `/api/search?q=${encodeURIComponent(place)}`, kind: 'search' },
  { name: `search members (${place})`, path: `/api/search?q=${encodeURIComponent(place)}&category=members`, kind: 'search' },
  { name: 'categories', path: '/api/categories', kind: 'info' },
  // The reads of decision 066 (drizzle's query builder measured against hand SQL).
  { name: 'events list', path: '/api/events?limit=20', kind: 'info' },
  { name: 'event detail', path: '/api/events/1000', kind: 'info' },
  { name: 'members list', path: '/api/users?limit=20', kind: 'info' },
  { name: 'member detail', path: '/api/users/2500', kind: 'info' },
  // Clinical questions (docs/rules/questions.md): the list, a question, and a search of questions only.
  { name: 'questions list', path: '/api/questions?limit=20', kind: 'list' },
  { name: 'question detail', path: '/api/questions/2500', kind: 'list' },
  { name: `search questions (${mediumWord})`, path: `/api/search?q=${mediumWord}&category=questions`, kind: 'search' },
];

/** The endpoints measured: all of them, or those that `BENCH_ONLY` names (the ceiling always). */
const endpoints = (detailId) => allEndpoints(detailId).filter((endpoint) => endpoint.kind === 'ceiling' || ONLY.length === 0 || ONLY.some((word) => endpoint.name.toLowerCase().includes(word)));

/** Targets on a 2-core machine (issue of the benchmark): throughput as a share of the ceiling, p99. */
const TARGETS = { list: { ratio: 0.3, p99: 100 }, search: { ratio: 0.2, p99: 150 } };

async function probe(base, endpoint) {
  const response = await fetch(base + endpoint.path);
  const body = await response.text();
  const statements = response.headers.get('X-D1-Statements');
  return { status: response.status, statements: statements === null ? null : Number(statements), bytes: body.length };
}

/**
 * CPU time (ms) used so far by every process of a process group (wrangler and its workerd), from
 * /proc. On a machine shared with other work, CPU per request stays meaningful when requests per
 * second and latency do not: they also count the time spent waiting for a core.
 */
function groupCpuMs(groupId) {
  if (!existsSync('/proc')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After "pid (comm) ": state, ppid, pgrp, … utime and stime are fields 14 and 15 of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  // Linux reports CPU time in clock ticks of 10 ms (USER_HZ = 100).
  return ticks * 10;
}

async function measure(base, endpoint, duration, serverGroup) {
  const cpuBefore = serverGroup ? groupCpuMs(serverGroup) : null;
  const result = await autocannon({ url: base + endpoint.path, connections: CONNECTIONS, duration });
  const cpuAfter = serverGroup ? groupCpuMs(serverGroup) : null;
  const requests = result.requests.total;
  // Less CPU after than before means a server process ended (and took its time with it): unknown.
  const measurable = cpuBefore !== null && cpuAfter !== null && cpuAfter >= cpuBefore && requests > 0;
  result.serverCpuMsPerRequest = measurable ? (cpuAfter - cpuBefore) / requests : null;
  return result;
}

const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));

function printTable(rows) {
  const header = ['endpoint', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'CPU ms/req', 'CPU ratio', 'D1 stmts', 'target', 'result'];
  const widths = [30, 7, 6, 7, 7, 10, 9, 8, 22, 8];
  const line = (cells) => cells.map((cell, index) => pad(cell, widths[index], index > 0 && index < 8)).join('  ');
  const fixed = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '?');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) {
    if (row.status !== 200) {
      console.log(line([row.endpoint, '-', '-', '-', '-', '-', '-', row.statements ?? '-', row.target ?? '', `HTTP ${row.status}`]));
      continue;
    }
    console.log(
      line([
        row.endpoint,
        fixed(row.requestsPerSecond, 0),
        fixed(row.ratio, 2),
        row.p50Ms,
        row.p99Ms,
        fixed(row.serverCpuMsPerRequest, 2),
        fixed(row.cpuRatio, 2),
        row.statements ?? '?',
        row.target ?? '',
        row.result,
      ]),
    );
  }
  console.log('');
}

async function main() {
  const loadAtStart = loadAverage();
  mkdirSync(BENCH_DIR, { recursive: true });
  const seeding = await prepareDatabase();
  const frequencies = {};
  for (const word of [rareWord, mediumWord, commonWord, place]) frequencies[word] = await documentFrequency(word);
  const detailId = Math.ceil(DEFAULT_COUNTS.articles / 2);

  const script = await bundleWorker();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const state = servingState();
  // The edge cache is off: this benchmark measures the Worker's own work for every request
  // (`npm run bench:latency` measures what visitors get from the cache).
  const server = startServer(port, script, state.dir, { vars: { EDGE_CACHE: 'off' } });
  const stop = () => {
    stopServer(server);
    state.remove();
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('exit', stop);

  const rows = [];
  // The ceiling is measured before the first endpoint, between every two and after the last, and
  // each endpoint is compared with the mean of the two measurements either side of it. The speed of
  // this shared machine drifts during a run (the CPU time of one request to the same code moved by
  // a quarter between runs), and a ceiling measured minutes away would count that drift as the
  // endpoint's.
  const ceilingRuns = [];
  const list = endpoints(detailId);
  const [ping] = list;
  try {
    await waitUntilReady(base, server);
    const probes = [];
    for (const endpoint of list) probes.push(await probe(base, endpoint));
    if (probes[0].status !== 200) throw new Error(`${ping.path} answered ${probes[0].status}: no ceiling to compare with.`);
    console.log(`Dataset served from ${state.where}; workerd V8 flags: ${wranglerEnv.MINIFLARE_WORKERD_V8_FLAGS || '(none)'}. Warming up (${WARMUP_SECONDS} s per endpoint)…`);
    for (const [index, endpoint] of list.entries()) if (probes[index].status === 200) await measure(base, endpoint, WARMUP_SECONDS);

    const measureCeiling = async () => {
      console.log(`Measuring ${ping.path}, the ceiling (${DURATION} s)…`);
      const result = await measure(base, ping, DURATION, server.pid);
      const run = { requestsPerSecond: result.requests.average, serverCpuMsPerRequest: result.serverCpuMsPerRequest, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
      ceilingRuns.push(run);
      return run;
    };
    let before = await measureCeiling();
    for (const [index, endpoint] of list.entries()) {
      if (endpoint.kind === 'ceiling') continue;
      const { status, statements, bytes } = probes[index];
      const target = TARGETS[endpoint.kind];
      const row = {
        endpoint: endpoint.name,
        path: endpoint.path,
        kind: endpoint.kind,
        status,
        statements,
        responseBytes: bytes,
        target: target ? `>= ${target.ratio} x, p99 < ${target.p99} ms` : null,
      };
      rows.push(row);
      if (status !== 200) {
        row.result = 'unavailable';
        continue;
      }
      console.log(`Measuring ${endpoint.path} (${DURATION} s, ${CONNECTIONS} connections)…`);
      const result = await measure(base, endpoint, DURATION, server.pid);
      row.requestsPerSecond = result.requests.average;
      row.serverCpuMsPerRequest = result.serverCpuMsPerRequest;
      row.p50Ms = result.latency.p50;
      row.p99Ms = result.latency.p99;
      row.errors = result.errors + result.non2xx;
      row.completed = result.requests.total;
      row.loadAverage = loadAverage();
      const after = await measureCeiling();
      row.ceiling = [before, after];
      before = after;
    }
  } finally {
    stop();
  }

  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const meanOf = (runs, field) => (runs.every((run) => run[field] !== null) ? mean(runs.map((run) => run[field])) : null);
  rows.unshift({
    endpoint: ping.name,
    path: ping.path,
    kind: ping.kind,
    status: 200,
    statements: 0,
    requestsPerSecond: meanOf(ceilingRuns, 'requestsPerSecond'),
    serverCpuMsPerRequest: meanOf(ceilingRuns, 'serverCpuMsPerRequest'),
    p50Ms: Math.max(...ceilingRuns.map((run) => run.p50Ms)),
    p99Ms: Math.max(...ceilingRuns.map((run) => run.p99Ms)),
    ratio: 1,
    cpuRatio: 1,
    ceilingRuns,
    target: null,
    result: '-',
  });
  for (const row of rows) {
    if (row.status !== 200 || row.kind === 'ceiling') continue;
    const target = TARGETS[row.kind];
    row.ratio = row.requestsPerSecond / meanOf(row.ceiling, 'requestsPerSecond');
    // The throughput ratio the server's own CPU cost allows, whatever else the machine is doing.
    const ceilingCpuMs = meanOf(row.ceiling, 'serverCpuMsPerRequest');
    row.cpuRatio = ceilingCpuMs && row.serverCpuMsPerRequest ? ceilingCpuMs / row.serverCpuMsPerRequest : null;
    row.result = !target ? '-' : row.errors === 0 && row.ratio >= target.ratio && row.p99Ms < target.p99 ? 'ok' : 'MISSED';
    if (row.errors > 0) row.result = `${row.errors} errors`;
    if (row.completed === 0) row.result = 'no answer in time';
  }

  printTable(rows);
  const report = {
    date: new Date().toISOString(),
    command: 'npm run bench',
    machine: machine(),
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, workerdV8Flags: wranglerEnv.MINIFLARE_WORKERD_V8_FLAGS, datasetServedFrom: state.where },
    loadAverage: { start: loadAtStart, end: loadAverage() },
    dataset: { ...DEFAULT_COUNTS, loadSeconds: seeding.seconds, commonWordShare: COMMON_WORD_SHARE, documentFrequency: frequencies },
    targets: TARGETS,
    results: rows,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `Documents containing ${Object.entries(frequencies)
      .map(([word, n]) => `"${word}": ${n.articles} articles, ${n.protocols} protocols`)
      .join('; ')}.`,
  );
  console.log(`Results written to ${RESULTS_FILE}.`);
  const failed = rows.filter((row) => row.result !== 'ok' && row.result !== '-');
  if (failed.length > 0) {
    console.log(`Not met or not measurable: ${failed.map((row) => row.endpoint).join(', ')}.`);
    process.exitCode = 1;
  }
}

await main();
