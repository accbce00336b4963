// `npm run bench:cpd-pdf`: how long the CPD portfolio's PDFs (worker/services/cpd-pdf.ts) take in
// workerd: the record of a year of 100 entries, every one with its reflection, and a certificate of
// attendance. The budget is 200 ms of CPU for the record (docs/rules/cpd-portfolio.md); the figures
// go to docs/BENCHMARKS.md with the machine they ran on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { offline } from '../lib/local-server.mjs';

const RUNS = 10;
Object.assign(process.env, offline());
// A configuration of its own, so that wrangler does not read the portal's wrangler.toml; pdf-lib as the portal bundles it.
const configDir = mkdtempSync(path.join(os.tmpdir(), 'cpd-pdf-bench-'));
const config = path.join(configDir, 'wrangler.toml');
writeFileSync(
  config,
  [
    'name = "cpd-pdf-bench"',
    `main = ${JSON.stringify(path.resolve('scripts/bench/cpd-pdf-worker.mjs'))}`,
    'compatibility_date = "2026-11-01"',
    'compatibility_flags = ["nodejs_compat"]',
    `alias = { "pdf-lib" = ${JSON.stringify(path.resolve('node_modules/pdf-lib/dist/pdf-lib.esm.min.js'))} }`,
    '',
  ].join('\n'),
);
const worker = await unstable_startWorker({ config, dev: { server: { port: 0 }, inspector: false, logLevel: 'none' } });
try {
  for (const [kind, label] of [
    ['report', 'A year of 100 entries with reflections'],
    ['certificate', 'A certificate of attendance'],
  ]) {
    const timed = async (runs) => {
      const started = performance.now();
      const answer = await (await worker.fetch(`http://bench/?kind=${kind}&entries=100&runs=${runs}`)).json();
      return { ms: performance.now() - started, bytes: answer.bytes };
    };
    await timed(RUNS); // JIT warm-up
    const samples = [];
    let bytes = 0;
    for (let round = 0; round < 7; round += 1) {
      const many = await timed(RUNS);
      const none = await timed(0);
      bytes = many.bytes;
      samples.push((many.ms - none.ms) / RUNS);
    }
    samples.sort((a, b) => a - b);
    console.log(`${label}: median ${samples[3].toFixed(1)} ms, fastest ${samples[0].toFixed(1)} ms per PDF (${(bytes / 1024).toFixed(0)} KiB; 7 rounds of ${RUNS}, each less a request with none)`);
  }
} finally {
  await worker.dispose();
  rmSync(configDir, { recursive: true, force: true });
}
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
