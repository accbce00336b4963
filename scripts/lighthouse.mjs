// `npm run lighthouse`: serves the portal as `npm start` does (fresh local state on port 8797),
// audits the home page, the articles list and an article in Lighthouse's mobile mode with Debian's
// Chromium, prints the performance and accessibility scores and the JavaScript and CSS the home
// page loaded (gzip), then stops the server. Exits with 1 when a target is missed:
// performance ≥ 95, accessibility 100, home JavaScript ≤ 130 KiB and CSS ≤ 30 KiB gzip.
// Each page is audited LIGHTHOUSE_RUNS times (default 5) and its median run is reported, as
// Lighthouse's own guidance on variability recommends: on a shared 2-core machine the main
// thread's task durations move two- to threefold from one load to the next.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8797);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = '.wrangler/lighthouse';
const ASSETS_DIR = 'dist/lighthouse';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const TARGETS = { performance: 95, accessibility: 100, homeJsKiB: 130, homeCssKiB: 30 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`LIGHTHOUSE_RUNS deve ser um número inteiro positivo (recebido: ${process.env.LIGHTHOUSE_RUNS}).`);
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
 * One Lighthouse audit of `page`, mobile form factor with simulated throttling (Lighthouse's default
 * configuration). Now and then Chromium's trace of a load comes back without its start
 * (NO_NAVSTART, "Please run Lighthouse again"): such a run measured nothing, and is run again (up to
 * three times).
 */
async function audit(chrome, page) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result.lhr.runtimeError) break;
    console.log(`  ✘ ${page.name} (tentativa ${attempt}): ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`);
  }
  return result;
}

async function main() {
  const server = startServer();
  const stop = () => stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  let chrome;
  let failed = false;
  try {
    console.log(`A preparar o portal em ${BASE}…`);
    await waitForHealth(server);
    const [article] = await (await fetch(`${BASE}/api/articles?limit=1`)).json();
    if (!article) throw new Error('Não há artigos nos dados de demonstração.');
    const pages = [
      { name: 'Início', url: `${BASE}/` },
      { name: 'Artigos', url: `${BASE}/articles` },
      { name: 'Artigo', url: `${BASE}/articles/${article.id}` },
    ];

    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const rows = [];
    let home;
    for (const page of pages) {
      // The page once before it is audited: the first page request of a server loads the Worker's
      // server render, a cost a visitor meets once per isolate, not on each page.
      await fetch(page.url);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await audit(chrome, page);
        // A run that failed three times measured nothing: it is left out, not counted as a score of 0.
        if (!result.lhr.runtimeError) runs.push(result);
      }
      if (runs.length === 0) throw new Error(`${page.name}: nenhuma das ${RUNS} medições chegou ao fim.`);
      // The median run by performance score (the runs that measured, sorted; the middle one).
      runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const result = runs[Math.floor((runs.length - 1) / 2)];
      const scores = runs.map((run) => Math.round(run.lhr.categories.performance.score * 100));
      const { lhr } = result;
      const report = path.join(tmpdir(), `rede-to-lighthouse-${rows.length}.json`);
      writeFileSync(report, result.report);
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
      console.log(`  ${page.name}: desempenho em ${runs.length} ${runs.length === 1 ? 'medição' : 'medições'} ${scores.join(', ')}; elemento LCP ${lcpElement ?? '-'} (relatório da mediana: ${report})`);
      const performance = Math.round(lhr.categories.performance.score * 100);
      const accessibility = Math.round(lhr.categories.accessibility.score * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      rows.push({ página: page.name, desempenho: performance, 'mín–máx': `${scores[0]}–${scores.at(-1)}`, acessibilidade: accessibility, FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift') });
      if (performance < TARGETS.performance || accessibility < TARGETS.accessibility) failed = true;
      const failedA11y = Object.values(lhr.audits).filter((entry) => entry.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id));
      for (const entry of failedA11y) console.log(`  ✘ ${page.name}: ${entry.id} — ${entry.title}`);
      if (page.name === 'Início') home = await loadedAssets(lhr);
    }
    console.table(rows);
    console.log(`\nJavaScript carregado pela página inicial: ${kib(home.js).toFixed(1)} KiB gzip (limite ${TARGETS.homeJsKiB} KiB)`);
    console.log(`CSS carregado pela página inicial: ${kib(home.css).toFixed(1)} KiB gzip (limite ${TARGETS.homeCssKiB} KiB)`);
    for (const file of home.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(file.gzip).toFixed(1).padStart(6)} KiB  ${file.url}`);
    if (kib(home.js) > TARGETS.homeJsKiB || kib(home.css) > TARGETS.homeCssKiB) failed = true;
  } finally {
    await chrome?.kill();
    stop();
  }
  if (failed) {
    console.error('\nAlgum objetivo não foi atingido (desempenho ≥ 95, acessibilidade 100, JS ≤ 130 KiB, CSS ≤ 30 KiB).');
    process.exit(1);
  }
}

await main();
