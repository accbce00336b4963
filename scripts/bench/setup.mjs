// What `npm run bench` and `npm run bench:latency` share: the benchmark dataset in its own local D1
// state (.bench/state), and `wrangler dev` serving it (workerd), as scripts/bench/run.mjs set them up.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localServerEnv } from '../lib/local-server.mjs';
import { capture, run } from '../lib/run.mjs';
import { hashPassword } from '../seed/password-hash.mjs';
import { benchStatements, DEFAULT_COUNTS } from './dataset.mjs';

export const BENCH_DIR = '.bench';
const STATE_DIR = path.join(BENCH_DIR, 'state');
const SQL_DIR = path.join(BENCH_DIR, 'sql');
export const ASSETS_DIR = path.join(BENCH_DIR, 'assets');
const SERVER_LOG = path.join(BENCH_DIR, 'wrangler.log');
/** SQL files handed to `wrangler d1 execute --file`: a few large ones, each one wrangler start-up. */
const FILE_BYTES = 12_000_000;

// As `npm start` serves: no local trace store, the local workerd's V8 flags (local-server.mjs says why).
export const wranglerEnv = localServerEnv();
const d1 = (command, stateDir = STATE_DIR) => ['d1', ...command, 'DB', '--local', '--persist-to', stateDir];

/** Runs `sql` on the dataset (or on the copy a server reads, `stateDir`) and answers its rows. */
export async function query(sql, stateDir = STATE_DIR) {
  const output = await capture('wrangler', [...d1(['execute'], stateDir), '--json', '--command', sql], { env: wranglerEnv });
  return JSON.parse(output)[0].results;
}

const expectedCounts = {
  users: DEFAULT_COUNTS.members,
  articles: DEFAULT_COUNTS.articles,
  protocols: DEFAULT_COUNTS.protocols,
  events: DEFAULT_COUNTS.events,
  opportunities: DEFAULT_COUNTS.opportunities,
  volunteering: DEFAULT_COUNTS.volunteering,
};

async function currentCounts() {
  const [row] = await query(
    `SELECT ${Object.keys(expectedCounts)
      .map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`)
      .join(', ')}`,
  );
  return row;
}

export async function prepareDatabase() {
  if (process.env.BENCH_RESEED === '1') rmSync(STATE_DIR, { recursive: true, force: true });
  await run('wrangler', [...d1(['migrations', 'apply'])], { env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  let counts = await currentCounts();
  if (Object.entries(expectedCounts).every(([table, n]) => counts[table] === n)) {
    console.log('Dataset already loaded in .bench/state (BENCH_RESEED=1 rebuilds it).');
    return { seconds: null };
  }
  if (Object.values(counts).some((n) => n > 0)) {
    console.log('Incomplete dataset in .bench/state: rebuilding it.');
    rmSync(STATE_DIR, { recursive: true, force: true });
    await run('wrangler', [...d1(['migrations', 'apply'])], { env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const started = Date.now();
  const categories = await query('SELECT id FROM categories ORDER BY id');
  const passwordHash = hashPassword(`bench-${Math.random()}`);
  rmSync(SQL_DIR, { recursive: true, force: true });
  mkdirSync(SQL_DIR, { recursive: true });
  const files = [];
  let current = null;
  let bytes = 0;
  const openFile = () => {
    const file = path.join(SQL_DIR, `${String(files.length + 1).padStart(3, '0')}.sql`);
    files.push(file);
    current = createWriteStream(file);
    bytes = 0;
  };
  const closeFile = () => new Promise((resolve) => current.end(resolve));
  openFile();
  for (const statement of benchStatements({ categoryIds: categories.map((row) => row.id), passwordHash })) {
    if (bytes > FILE_BYTES) {
      await closeFile();
      openFile();
    }
    current.write(`${statement};\n`);
    bytes += statement.length + 2;
  }
  await closeFile();
  console.log(`Generated ${files.length} SQL files in ${SQL_DIR} (${((Date.now() - started) / 1000).toFixed(1)} s); loading them into D1…`);
  for (const [index, file] of files.entries()) {
    await run('wrangler', [...d1(['execute']), '--file', file, '--yes'], { env: wranglerEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`  ${index + 1}/${files.length} loaded`);
  }
  counts = await currentCounts();
  for (const [table, n] of Object.entries(expectedCounts)) {
    if (counts[table] !== n) throw new Error(`Expected ${n} rows in ${table}, found ${counts[table]}.`);
  }
  rmSync(SQL_DIR, { recursive: true, force: true });
  const seconds = (Date.now() - started) / 1000;
  console.log(`Dataset loaded in ${seconds.toFixed(1)} s.`);
  return { seconds };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Where the server reads the dataset from during the measurement. The local D1 writes a bookmark
 * counter into the database on every query, reads included (the `_cf_METADATA` table gains one per
 * request), and flushes the write-ahead log to disk (fsync) on workerd's only thread, where every
 * isolate waits for it; production D1 does nothing of the kind for a read. So by default the loaded
 * dataset is copied to a RAM filesystem (/dev/shm), where that flush costs nothing and the figures
 * are the Worker's and the runtime's, not this disk's. BENCH_STATE_ON_DISK=1 serves .bench/state
 * itself, as `npm start` serves its own state. Returns the folder and how to remove it.
 */
export function servingState() {
  const ram = '/dev/shm';
  if (process.env.BENCH_STATE_ON_DISK === '1' || !existsSync(ram)) return { dir: STATE_DIR, where: 'disk', remove: () => {} };
  const dir = path.join(ram, `rede-to-bench-${process.pid}`);
  cpSync(STATE_DIR, dir, { recursive: true });
  return { dir, where: 'RAM (/dev/shm)', remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `wrangler dev` in its own process group, so that stopping it stops workerd too. */
export function startServer(port, script, stateDir, { assetsDir = ASSETS_DIR, vars = {}, log: logFile = SERVER_LOG } = {}) {
  const log = createWriteStream(logFile);
  const child = spawn(
    'wrangler',
    [
      'dev',
      script,
      '--no-bundle',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      stateDir,
      '--assets',
      assetsDir,
      '--var',
      'EXPOSE_D1_STATEMENTS:1',
      '--var',
      'QUIET_LOGS:1',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--log-level',
      'warn',
      '--show-interactive-dev-session=false',
      '--live-reload=false',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...wranglerEnv } },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

export function stopServer(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function waitUntilReady(base, child, logFile = SERVER_LOG) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${base}/api/ping`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`wrangler dev did not answer within 90 s; see ${logFile}`);
}

export function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return { cpus: os.availableParallelism(), cpuModel: model, node: process.version, memoryGb: Math.round(os.totalmem() / 2 ** 30), platform: `${os.platform()} ${os.release()}` };
}

/** The 1-minute load average: on a shared machine, other work skews every figure. */
export const loadAverage = () => Number(os.loadavg()[0].toFixed(2));
