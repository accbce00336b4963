// `npm run lighthouse`: serves the portal as `npm start` does (fresh local state on port 8797),
// audits the home page, the articles list, an article and a search in Lighthouse's mobile mode with
// Debian's Chromium, each alternately with its reference: the same page as the Worker renders it,
// the same HTML and CSS, without any script (`?lighthouse-reference`, worker/runtime/lighthouse-reference.ts,
// served locally only). The reference tells this machine's noise from the portal's own work: on a
// shared 2-core machine the main thread's tasks take two to three times longer from one load to
// the next, whatever the page. Each page and its reference are audited LIGHTHOUSE_RUNS times
// (default 5), one after the other, and the medians are reported side by side: performance, total
// blocking time, the main thread's script evaluation and Lighthouse's "bootup time", its "Other"
// work, and, from the trace, how much of the long tasks' time the thread was waiting for a core.
// Exits with 1 when a target is missed: performance ≥ 95 when the reference scores 100 (when the
// reference itself scores less, the machine is too busy to judge the score, and it says so), and
// within 3 points of the reference's; script evaluation ≤ 150 ms of CPU time on the simulated phone
// on every page, and at most three times the reference's (decision 081); accessibility 100, home
// JavaScript ≤ 130 KiB and CSS ≤ 30 KiB gzip. LIGHTHOUSE_TRACES=1 also writes the median runs'
// traces next to their reports (Chromium's DevTools opens them). LIGHTHOUSE_PAGES audits only the
// pages named, by the names the report gives them, comma-separated (`LIGHTHOUSE_PAGES=Pesquisa`,
// `LIGHTHOUSE_PAGES=Artigos,Pesquisa`; Início, Artigos, Artigo, Pesquisa); the home page's JavaScript
// and CSS are then checked only when Início is among them. Last, the checks of Lighthouse's former
// PWA category, asked of Chromium (scripts/lib/installability.mjs): the app installs and opens offline.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { installability } from './lib/installability.mjs';
import { CPU_SLOWDOWN, mainThreadCpu } from './lib/lighthouse-trace.mjs';
import { rendererPid, sampleRenderers } from './lib/run-queue.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8797);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = '.wrangler/lighthouse';
const ASSETS_DIR = 'dist/lighthouse';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const TARGETS = { performance: 95, reference: 100, referenceGap: 3, scriptMs: 150, scriptRatio: 3, accessibility: 100, homeJsKiB: 130, homeCssKiB: 30 };
/** The query parameter that asks the Worker for a page's reference (worker/runtime/lighthouse-reference.ts). */
const REFERENCE_PARAMETER = 'lighthouse-reference';
const SAVE_TRACES = process.env.LIGHTHOUSE_TRACES === '1';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`LIGHTHOUSE_RUNS deve ser um número inteiro positivo (recebido: ${process.env.LIGHTHOUSE_RUNS}).`);
  process.exit(2);
}
const PAGE_NAMES = ['Início', 'Artigos', 'Artigo', 'Pesquisa'];
const ONLY_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownPages = ONLY_PAGES.filter((name) => !PAGE_NAMES.includes(name));
if (unknownPages.length > 0) {
  console.error(`LIGHTHOUSE_PAGES: página desconhecida ${unknownPages.join(', ')} (páginas: ${PAGE_NAMES.join(', ')}).`);
  process.exit(2);
}
const kib = (bytes) => bytes / 1024;

function startServer() {
  rmSync(path.join(ROOT, STATE_DIR), { recursive: true, force: true });
  const binPath = path.join(ROOT, 'node_modules', '.bin');
  // Its own process group, so that stopping it stops wrangler and workerd too.
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${binPath}${path.delimiter}${process.env.PATH}`, PORT: String(PORT), STATE_DIR, ASSETS_DIR, WRANGLER_SEND_METRICS: 'false' },
  });
}

function stopServer(server) {
  if (server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitForHealth(server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`O servidor terminou (código ${server.exitCode}).`);
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('O servidor não respondeu a tempo.');
}

/** gzip size of every script and stylesheet the audited page loaded from our server, and of its inline styles. */
async function loadedAssets(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sizes = { Script: 0, Stylesheet: 0 };
  const files = [];
  for (const item of items) {
    if (!(item.resourceType in sizes) || !item.url.startsWith(BASE)) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    sizes[item.resourceType] += gzip;
    files.push({ url: item.url.slice(BASE.length), gzip });
  }
  // The entry stylesheet is inlined in index.html (scripts/vite/inline-entry-stylesheet.ts): counted from the page itself.
  const html = await (await fetch(`${BASE}/`)).text();
  for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const gzip = gzipSync(Buffer.from(css), { level: 9 }).length;
    sizes.Stylesheet += gzip;
    files.push({ url: '/ (<style> em index.html)', gzip });
  }
  return { js: sizes.Script, css: sizes.Stylesheet, files };
}

/**
 * One Lighthouse audit of `url`, mobile form factor with simulated throttling (Lighthouse's default
 * configuration). Now and then Chromium's trace of a load comes back without its start
 * (NO_NAVSTART, "Please run Lighthouse again"): such a run measured nothing, and is run again (up to
 * three times).
 */
async function audit(chrome, name, url) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result.lhr.runtimeError) break;
    console.log(`  ✘ ${name} (tentativa ${attempt}): ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`);
  }
  return result;
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one run, on the simulated phone (Lighthouse multiplies the observed main-thread times by its CPU slowdown). */
function figures(result) {
  const { lhr } = result;
  const breakdown = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  const cpu = mainThreadCpu(result.artifacts.Trace);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    script: breakdown.scriptEvaluation ?? 0,
    bootup: lhr.audits['bootup-time']?.numericValue ?? 0,
    other: breakdown.other ?? 0,
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
    // From the trace, observed times × the slowdown, as Lighthouse counts them: the CPU time of
    // script evaluation and of "Other" (the time the thread ran, not the time it waited for a
    // core), the long tasks' wall time, and the part of it the thread did not run.
    scriptCpu: (cpu.groups.scriptEvaluation?.cpu ?? 0) * CPU_SLOWDOWN,
    otherCpu: (cpu.groups.other?.cpu ?? 0) * CPU_SLOWDOWN,
    longWall: (cpu.longWall ?? NaN) * CPU_SLOWDOWN,
    longWait: (cpu.longWait ?? NaN) * CPU_SLOWDOWN,
    // From Linux (observed, the renderer's main thread over the whole run): the share of its time
    // it was ready to run but waited for a core.
    runQueueWait: result.runQueue ? (100 * result.runQueue.waiting) / (result.runQueue.running + result.runQueue.waiting) : NaN,
    // Observed ms: the trace's tasks' time not running, and Linux's time in the run queue (over the renderer's life, a bound).
    notRunning: cpu.notRunning ?? NaN,
    runQueueMs: result.runQueue?.waiting ?? NaN,
    cpu,
  };
}

/** The median of each figure over the runs, and the run whose performance score is the median one (its report is kept). */
function summary(runs) {
  const all = runs.map(figures);
  const keys = ['performance', 'accessibility', 'tbt', 'lcp', 'script', 'scriptCpu', 'bootup', 'other', 'otherCpu', 'mainThread', 'longWall', 'longWait', 'runQueueWait', 'notRunning', 'runQueueMs'];
  const medians = Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))]));
  const order = all.map((run, index) => ({ index, score: run.performance, tbt: run.tbt })).sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  const middle = order[Math.floor((order.length - 1) / 2)].index;
  return { medians, scores: all.map((run) => run.performance), runs: all, middle: runs[middle], middleFigures: all[middle] };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

function withReference(url) {
  const reference = new URL(url);
  reference.searchParams.set(REFERENCE_PARAMETER, '');
  return reference.toString().replace(`${REFERENCE_PARAMETER}=`, REFERENCE_PARAMETER);
}

async function main() {
  const server = startServer();
  const stop = () => stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  let chrome;
  let stopSampling;
  const failures = [];
  try {
    console.log(`A preparar o portal em ${BASE}…`);
    await waitForHealth(server);
    const [article] = await (await fetch(`${BASE}/api/articles?limit=1`)).json();
    if (!article) throw new Error('Não há artigos nos dados de demonstração.');
    const pages = [
      { name: 'Início', url: `${BASE}/` },
      { name: 'Artigos', url: `${BASE}/articles` },
      { name: 'Artigo', url: `${BASE}/articles/${article.id}` },
      { name: 'Pesquisa', url: `${BASE}/search?q=terapia` },
    ].filter((page) => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(page.name));
    // The reference must be the page without its scripts: a server that ignored the parameter (not local) would make it the page itself.
    const probe = await fetch(withReference(pages[0].url));
    const probeHtml = await probe.text();
    if (probe.headers.get('X-Lighthouse-Reference') !== '1' || /<script(?![^>]*application\/json)/.test(probeHtml)) {
      throw new Error('O servidor não serviu a página de referência sem scripts (ENVIRONMENT não é "local"?).');
    }

    const renderers = sampleRenderers();
    stopSampling = renderers.stop;
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const rows = [];
    const loadRows = [];
    let home;
    for (const [pageIndex, page] of pages.entries()) {
      // The page once before it is audited: the first page request of a server loads the Worker's
      // server render, a cost a visitor meets once per isolate, not on each page.
      await fetch(page.url);
      await fetch(withReference(page.url));
      const portalRuns = [];
      const referenceRuns = [];
      for (let run = 0; run < RUNS; run++) {
        // Alternately, and each first in every other round, so that neither meets the machine's quieter or busier moments more often.
        const order = run % 2 === 0 ? ['portal', 'reference'] : ['reference', 'portal'];
        for (const kind of order) {
          const result = await audit(chrome, `${page.name} (${kind === 'portal' ? 'portal' : 'referência'})`, kind === 'portal' ? page.url : withReference(page.url));
          renderers.refresh();
          result.runQueue = renderers.of(rendererPid(result.artifacts?.Trace));
          // A run that failed three times measured nothing: it is left out, not counted as a score of 0.
          if (!result.lhr.runtimeError) (kind === 'portal' ? portalRuns : referenceRuns).push(result);
        }
      }
      if (portalRuns.length === 0 || referenceRuns.length === 0) throw new Error(`${page.name}: nenhuma das ${RUNS} medições chegou ao fim.`);
      const portal = summary(portalRuns);
      const reference = summary(referenceRuns);
      for (const [kind, result] of [
        ['portal', portal],
        ['referencia', reference],
      ]) {
        const report = path.join(tmpdir(), `rede-to-lighthouse-${pageIndex}-${kind}.json`);
        writeFileSync(report, result.middle.report);
        result.reportPath = report;
        if (SAVE_TRACES) writeFileSync(report.replace(/\.json$/, '.trace.json'), JSON.stringify(result.middle.artifacts.Trace));
      }
      const { lhr } = portal.middle;
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
      console.log(`  ${page.name}: desempenho ${portal.scores.join(', ')} (referência ${reference.scores.join(', ')}); elemento LCP ${lcpElement ?? '-'}`);
      console.log(`    relatórios da mediana: ${portal.reportPath}, ${reference.reportPath}`);
      const p = portal.medians;
      const r = reference.medians;
      rows.push({
        página: page.name,
        desempenho: `${p.performance} / ${r.performance}`,
        'TBT ms': `${ms(p.tbt)} / ${ms(r.tbt)}`,
        'script CPU ms': `${ms(p.scriptCpu)} / ${ms(r.scriptCpu)}`,
        'script ms': `${ms(p.script)} / ${ms(r.script)}`,
        'bootup ms': `${ms(p.bootup)} / ${ms(r.bootup)}`,
        'Other ms (CPU)': `${ms(p.other)} (${ms(p.otherCpu)}) / ${ms(r.other)} (${ms(r.otherCpu)})`,
        'LCP ms': `${ms(p.lcp)} / ${ms(r.lcp)}`,
        acessibilidade: p.accessibility,
      });
      loadRows.push({
        página: page.name,
        'trabalho total ms': `${ms(p.mainThread)} / ${ms(r.mainThread)}`,
        'tarefas longas ms': `${ms(p.longWall)} / ${ms(r.longWall)}`,
        'à espera do CPU ms': `${ms(p.longWait)} / ${ms(r.longWait)}`,
        'fila do CPU (Linux) %': `${ms(p.runQueueWait)} / ${ms(r.runQueueWait)}`,
        'parado no traço / na fila (Linux), ms observados': `${ms(p.notRunning)} / ${ms(p.runQueueMs)} — ${ms(r.notRunning)} / ${ms(r.runQueueMs)}`,
      });
      const { cpu } = portal.middleFigures;
      for (const task of cpu.long ?? [])
        console.log(
          `    tarefa longa (portal, observada) aos ${task.start} ms: ${task.wall} ms, CPU ${task.cpu ?? '-'} ms, própria ${task.self} ms, ${task.scripts} scripts; ${task.children.join(', ')}`,
        );
      const { cpu: referenceCpu } = reference.middleFigures;
      for (const task of referenceCpu.long ?? [])
        console.log(
          `    tarefa longa (referência, observada) aos ${task.start} ms: ${task.wall} ms, CPU ${task.cpu ?? '-'} ms, própria ${task.self} ms, ${task.scripts} scripts; ${task.children.join(', ')}`,
        );

      if (p.accessibility < TARGETS.accessibility) failures.push(`${page.name}: acessibilidade ${p.accessibility} < ${TARGETS.accessibility}`);
      // The script target is held on the CPU time of script evaluation: Lighthouse's own figure
      // (wall time) also counts the time the thread waited for a core, which is the machine's.
      if (p.scriptCpu > TARGETS.scriptMs) failures.push(`${page.name}: avaliação de scripts ${ms(p.scriptCpu)} ms de CPU > ${TARGETS.scriptMs} ms (${ms(p.script)} ms segundo o Lighthouse)`);
      // A reader's page costs what a document costs (decision 081): its scripts at most three times
      // the reference's (the same page without them, in the same run), its score within 3 points.
      if (p.scriptCpu > TARGETS.scriptRatio * r.scriptCpu)
        failures.push(`${page.name}: avaliação de scripts ${ms(p.scriptCpu)} ms de CPU > ${TARGETS.scriptRatio} × a da referência (${ms(r.scriptCpu)} ms)`);
      if (r.performance - p.performance > TARGETS.referenceGap)
        failures.push(`${page.name}: desempenho ${p.performance}, mais de ${TARGETS.referenceGap} pontos abaixo da referência (${r.performance})`);
      if (r.performance < TARGETS.reference) {
        console.log(`    ⚠ A referência de ${page.name} obteve ${r.performance} (< ${TARGETS.reference}): a máquina está ocupada, o desempenho do portal (${p.performance}) não é julgado.`);
      } else if (p.performance < TARGETS.performance) {
        failures.push(`${page.name}: desempenho ${p.performance} < ${TARGETS.performance} com a referência a ${r.performance}`);
      }
      const failedA11y = Object.values(lhr.audits).filter((entry) => entry.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id));
      for (const entry of failedA11y) console.log(`  ✘ ${page.name}: ${entry.id} — ${entry.title}`);
      if (page.name === 'Início') home = await loadedAssets(lhr);
    }
    console.log('\nMedianas, portal / referência (telemóvel simulado; "script" = avaliação de scripts no fio principal, segundo o Lighthouse (tempo de relógio) e em tempo de CPU):');
    console.table(rows);
    console.log(
      'Fio principal, portal / referência: tarefas longas (≥ 50 ms simuladas), a parte delas em que o fio esperou por um núcleo do CPU, e a parte do tempo do fio à espera na fila do CPU segundo o Linux:',
    );
    console.table(loadRows);
    if (home) {
      console.log(`\nJavaScript carregado pela página inicial: ${kib(home.js).toFixed(1)} KiB gzip (limite ${TARGETS.homeJsKiB} KiB)`);
      console.log(`CSS carregado pela página inicial: ${kib(home.css).toFixed(1)} KiB gzip (limite ${TARGETS.homeCssKiB} KiB)`);
      for (const file of home.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(file.gzip).toFixed(1).padStart(6)} KiB  ${file.url}`);
      if (kib(home.js) > TARGETS.homeJsKiB) failures.push(`JavaScript da página inicial ${kib(home.js).toFixed(1)} KiB > ${TARGETS.homeJsKiB} KiB`);
      if (kib(home.css) > TARGETS.homeCssKiB) failures.push(`CSS da página inicial ${kib(home.css).toFixed(1)} KiB > ${TARGETS.homeCssKiB} KiB`);
    }
    // Lighthouse 12 no longer has a PWA category: its installability checks, asked of Chromium directly.
    console.log('\nAplicação instalável (as verificações da antiga categoria PWA do Lighthouse, perguntadas ao Chromium):');
    for (const check of (await installability(BASE, { executablePath: CHROME_PATH, args: CHROME_FLAGS })).checks) {
      console.log(`  ${check.ok ? '✔' : '✘'} ${check.name}: ${check.detail}`);
      if (!check.ok) failures.push(`${check.name}: ${check.detail}`);
    }
  } finally {
    stopSampling?.();
    await chrome?.kill();
    stop();
  }
  if (failures.length > 0) {
    console.error(
      `\nAlgum objetivo não foi atingido (desempenho ≥ ${TARGETS.performance} com a referência a ${TARGETS.reference} e a menos de ${TARGETS.referenceGap} pontos dela, scripts ≤ ${TARGETS.scriptMs} ms e ≤ ${TARGETS.scriptRatio} × a referência, acessibilidade ${TARGETS.accessibility}, JS ≤ ${TARGETS.homeJsKiB} KiB, CSS ≤ ${TARGETS.homeCssKiB} KiB):`,
    );
    for (const failure of failures) console.error(`  ✘ ${failure}`);
    process.exit(1);
  }
}

await main();
