// `npm run check:bundle` (run by .ci/run): builds the Worker and the SPA offline, into a
// temporary folder, and fails when either grows past its budget:
//   - the Worker bundle, gzip-compressed: at most 1.25 MiB since pdf-lib came with the CPD
//     portfolio's PDFs (decision 075; Cloudflare's own limit is 3 MB on the
//     free plan, 10 MB on the paid one; startup time grows with the bundle long before that);
//   - the PDF text Worker's bundle (workers/pdf-text/, decision 079), gzip-compressed: at most
//     576 KiB, pdf.js and what reads with it (about 490 KiB of it pdf.js); it answers no request,
//     so its size weighs on no page;
//   - the SPA's entry JavaScript (the module script of index.html, its modulepreloads, the app
//     that script imports once the page is painted, and every static import they pull in),
//     gzip-compressed: at most 200 KiB, what a phone downloads before any screen answers. Lazy
//     routes are not counted;
//   - the home page's JavaScript, gzip -9: at most 130 KiB (decision 060): the entry's module
//     script and modulepreloads, and every chunk the Worker lists for the home screen
//     (route-chunks.json), each counted once: what a member's page loads, or a visitor's first
//     press on a control;
//   - a visitor's page's JavaScript before that press (decision 081), gzip -9: at most 8 KiB, the
//     entry's module script, modulepreloads and what they import statically, not the app.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { run } from './lib/run.mjs';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WORKER_BUDGET = 1280 * 1024;
export const PDF_TEXT_WORKER_BUDGET = 576 * 1024;
export const ENTRY_BUDGET = 200 * 1024;
export const HOME_BUDGET = 130 * 1024;
export const READER_BUDGET = 8 * 1024;

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const formatKiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The script and modulepreload URLs index.html loads before anything else. */
export function entryScripts(html) {
  const urls = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\btype\s*=\s*["']?module\b/i.test(tag)) {
      const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
      if (src) urls.push(src);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) {
      const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
      if (href) urls.push(href);
    }
  }
  return [...new Set(urls)];
}

/** Relative specifiers a built chunk imports statically (`import … from`, `import "…"`, `export … from`); never `import()`. */
export function staticImports(code) {
  const specifiers = new Set();
  const patterns = [/\bfrom\s*["']((?:\.{1,2}|)\/[^"']+)["']/g, /\bimport\s*["']((?:\.{1,2}|)\/[^"']+)["']/g];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/** Relative specifiers a built chunk imports with `import("…")` (the bundler may quote them with backticks). */
export function dynamicImports(code) {
  return [...new Set([...code.matchAll(/\bimport\(\s*(["'`])((?:\.{1,2}|)\/[^"'`$]+)\1\s*\)/g)].map((match) => match[2]))];
}

/**
 * Every JavaScript file the entry of `clientDir/index.html` needs before the app runs, following
 * static imports, and, unless `app` is false, the entry file's own `import()` (src/boot.ts imports
 * the app once the page is painted, or on a visitor's page once a control is used; the app's lazy
 * routes are not followed): the files and their gzip sizes.
 */
export function entryJavaScript(clientDir, { app = true } = {}) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const toFile = (url, fromFile) => {
    const clean = url.split(/[?#]/)[0];
    return clean.startsWith('/') ? path.join(clientDir, clean) : path.resolve(path.dirname(fromFile), clean);
  };
  const entries = entryScripts(html)
    .filter((url) => !/^[a-z]+:\/\//i.test(url))
    .map((url) => toFile(url, path.join(clientDir, 'index.html')));
  if (entries.length === 0) throw new Error('dist/client/index.html has no <script type="module" src="…">.');
  const pending = [...entries];
  const files = new Map();
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file) || !file.endsWith('.js')) continue;
    const code = readFileSync(file);
    files.set(file, gzipSize(code));
    const text = code.toString('utf8');
    for (const specifier of staticImports(text)) pending.push(toFile(specifier, file));
    if (app && entries.includes(file)) for (const specifier of dynamicImports(text)) pending.push(toFile(specifier, file));
  }
  return [...files].map(([file, gzip]) => ({ file: path.relative(clientDir, file), gzip }));
}

/**
 * The JavaScript the home page loads, as `npm run lighthouse` sees it: the scripts and
 * modulepreloads of index.html, and the home screen's chunks that the Worker names in the page
 * (`route-chunks.json`, scripts/vite/route-chunk-list.ts), each file once, with its gzip size.
 */
export function homePageJavaScript(clientDir) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunks = JSON.parse(readFileSync(path.join(clientDir, 'route-chunks.json'), 'utf8'));
  if (!Array.isArray(chunks.home)) throw new Error('route-chunks.json lists no chunks for the home screen.');
  const urls = new Set([...entryScripts(html).filter((url) => url.startsWith('/')), ...chunks.home]);
  return [...urls].map((url) => ({ file: url.slice(1), gzip: gzipSize(readFileSync(path.join(clientDir, url.slice(1)))) }));
}

/** The modules wrangler bundled for upload (no source maps), and their total gzip size. */
export function workerBundle(outDir) {
  const modules = readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((name) => !name.endsWith('.map') && name !== 'README.md' && statSync(path.join(outDir, name)).isFile());
  const gzip = modules.reduce((sum, name) => sum + gzipSize(readFileSync(path.join(outDir, name))), 0);
  return { modules, gzip };
}

async function main() {
  process.env.PATH = `${path.join(PROJECT_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  const work = mkdtempSync(path.join(tmpdir(), 'rede-to-bundle-'));
  const clientDir = path.join(work, 'client');
  const workerDir = path.join(work, 'worker');
  const pdfTextDir = path.join(work, 'pdf-text');
  let failed = false;
  try {
    console.log('A construir a SPA (vite build)…');
    await run('vite', ['build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir']);
    console.log('A construir o Worker (wrangler deploy --dry-run, sem rede)…');
    await run('wrangler', ['deploy', '--dry-run', '--env', 'production', '--outdir', workerDir, '--assets', clientDir], {
      env: { CI: 'true', WRANGLER_LOG: 'warn' },
    });

    console.log('A construir o Worker do texto dos PDF (wrangler deploy --dry-run, sem rede)…');
    await run('wrangler', ['deploy', '--dry-run', '-c', 'workers/pdf-text/wrangler.toml', '--env', 'production', '--outdir', pdfTextDir], {
      env: { CI: 'true', WRANGLER_LOG: 'warn' },
    });

    const worker = workerBundle(workerDir);
    const pdfText = workerBundle(pdfTextDir);
    const entry = entryJavaScript(clientDir);
    const entryTotal = entry.reduce((sum, { gzip }) => sum + gzip, 0);

    const home = homePageJavaScript(clientDir);
    const homeTotal = home.reduce((sum, { gzip }) => sum + gzip, 0);
    const reader = entryJavaScript(clientDir, { app: false });
    const readerTotal = reader.reduce((sum, { gzip }) => sum + gzip, 0);

    const workerOk = worker.gzip <= WORKER_BUDGET;
    const pdfTextOk = pdfText.gzip <= PDF_TEXT_WORKER_BUDGET;
    const entryOk = entryTotal <= ENTRY_BUDGET;
    const homeOk = homeTotal <= HOME_BUDGET;
    const readerOk = readerTotal <= READER_BUDGET;
    console.log(`\n${workerOk ? '✔' : '✘'} Worker bundle: ${formatKiB(worker.gzip)} gzip (limit ${formatKiB(WORKER_BUDGET)}) — ${worker.modules.join(', ')}`);
    console.log(`${pdfTextOk ? '✔' : '✘'} PDF text Worker bundle: ${formatKiB(pdfText.gzip)} gzip (limit ${formatKiB(PDF_TEXT_WORKER_BUDGET)}) — ${pdfText.modules.join(', ')}`);
    console.log(`${entryOk ? '✔' : '✘'} SPA entry JavaScript: ${formatKiB(entryTotal)} gzip (limit ${formatKiB(ENTRY_BUDGET)})`);
    for (const { file, gzip } of entry.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${formatKiB(gzip).padStart(10)}  ${file}`);
    console.log(`${homeOk ? '✔' : '✘'} Home page JavaScript: ${homeTotal} bytes gzip (limit ${HOME_BUDGET}, ${HOME_BUDGET - homeTotal} to spare)`);
    console.log(`${readerOk ? '✔' : '✘'} A visitor's page before a press: ${readerTotal} bytes gzip (limit ${READER_BUDGET}) — ${reader.map(({ file }) => file).join(', ')}`);
    if (!workerOk) console.error('\nThe Worker bundle is over budget: look for a large dependency pulled into worker/ (npx wrangler deploy --dry-run --outdir out --metafile).');
    if (!pdfTextOk) console.error('\nThe PDF text Worker is over budget: it should hold pdf.js and its reading code only (workers/pdf-text/).');
    if (!entryOk) console.error('\nThe SPA entry is over budget: move heavy screens and libraries behind lazy routes (React.lazy / route `lazy`).');
    if (!homeOk) console.error('\nThe home page loads too much JavaScript: keep member-only and later work behind lazy imports (decision 060).');
    if (!readerOk)
      console.error("\nA visitor's page runs too much before a press: the entry (src/boot.ts, src/hydrate-on-intent.ts) must not import the app or its libraries statically (decision 081).");
    failed = !workerOk || !pdfTextOk || !entryOk || !homeOk || !readerOk;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
