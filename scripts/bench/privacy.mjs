// `npm run bench:privacy`: how the de-identification check (worker/contract/patient-privacy.ts)
// does on the labelled corpus (recall per kind; false alarms per 1,000 words of ordinary prose,
// the corpus's and the demo's articles and protocols) and how long 200,000 characters take in
// workerd. The figures go to docs/BENCHMARKS.md with the machine they ran on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { findPrivacyRisks } from '../../worker/contract/patient-privacy.ts';
import { measurePrivacyCheck } from '../../tests/privacy-measure.mjs';
import { offline } from '../lib/local-server.mjs';

const measured = measurePrivacyCheck(findPrivacyRisks);
console.log(`Corpus: ${measured.sentences.identifying} identifying sentences, ${measured.sentences.ordinary} ordinary; ${measured.words} words of ordinary prose with the demo's.`);
console.log('\n| kind | labelled | found | recall |\n| --- | ---: | ---: | ---: |');
for (const [kind, { expected, found }] of Object.entries(measured.perKind)) console.log(`| ${kind} | ${expected} | ${found} | ${(found / expected).toFixed(2)} |`);
console.log(`\nFalse alarms in ordinary prose: ${measured.falseAlarms.length} (${measured.falseAlarmsPerThousandWords.toFixed(2)} per 1,000 words)`);
for (const alarm of measured.falseAlarms) console.log(`  ${alarm.kind}: ${alarm.text}`);
for (const extra of measured.unexpected) console.log(`  unlabelled in an identifying sentence: ${extra.finding}`);

const RUNS = 20;
Object.assign(process.env, offline());
// A configuration of its own, so that wrangler does not read the portal's wrangler.toml.
const configDir = mkdtempSync(path.join(os.tmpdir(), 'privacy-bench-'));
const config = path.join(configDir, 'wrangler.toml');
writeFileSync(config, `name = "privacy-bench"\nmain = ${JSON.stringify(path.resolve('scripts/bench/privacy-worker.mjs'))}\ncompatibility_date = "2026-11-01"\n`);
const worker = await unstable_startWorker({ config, dev: { server: { port: 0 }, inspector: false, logLevel: 'none' } });
try {
  const timed = async (runs) => {
    const started = performance.now();
    await (await worker.fetch(`http://bench/?chars=200000&runs=${runs}`)).json();
    return performance.now() - started;
  };
  await timed(RUNS); // JIT warm-up
  const samples = [];
  for (let round = 0; round < 7; round += 1) samples.push(((await timed(RUNS)) - (await timed(0))) / RUNS);
  samples.sort((a, b) => a - b);
  console.log(`\n200,000 characters in workerd: median ${samples[3].toFixed(1)} ms per check (7 rounds of ${RUNS}, each less a request with none)`);
} finally {
  await worker.dispose();
  rmSync(configDir, { recursive: true, force: true });
}
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
