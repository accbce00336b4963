// scripts/check-bundle.mjs: which JavaScript counts as the SPA's entry, and how it is measured.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { dynamicImports, entryJavaScript, entryScripts, homePageJavaScript, staticImports, workerBundle } from '../../scripts/check-bundle.mjs';

const temporary = [];
after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function folder(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rede-to-bundle-test-'));
  temporary.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const INDEX = `<!doctype html><html lang="pt-PT"><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
<link rel="stylesheet" href="/assets/index-C3.css">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('SPA entry JavaScript', () => {
  it('reads the module script and the modulepreloads of index.html, not classic scripts or styles', () => {
    assert.deepEqual(entryScripts(INDEX), ['/assets/index-A1.js', '/assets/vendor-B2.js']);
  });

  it('follows static imports and re-exports but not dynamic import()', () => {
    const code = 'import{a as b}from"./vendor-B2.js";import"./polyfill-D4.js";export{c}from"./shared-E5.js";const r=()=>import("./route-F6.js");';
    assert.deepEqual(staticImports(code).sort(), ['./polyfill-D4.js', './shared-E5.js', './vendor-B2.js']);
  });

  it('reads the import() of a built chunk, not its static imports', () => {
    const code = 'import{a}from"./vendor-B2.js";const m=e(()=>import(`./main-G7.js`).then(e=>e.t),[0,1]),n=()=>import("./route-F6.js"),o=(x)=>import(`./${x}.js`);';
    assert.deepEqual(dynamicImports(code), ['./main-G7.js', './route-F6.js']);
  });

  it("counts each file the entry needs once, gzip-compressed, with the app the entry imports, and leaves the app's lazy routes out", () => {
    const vendor = 'export const v = "' + 'x'.repeat(5000) + '";';
    const dir = folder({
      'index.html': INDEX,
      'assets/index-A1.js': 'import{v}from"./vendor-B2.js";import"./polyfill-D4.js";const app=()=>import(`./main-G7.js`);',
      'assets/vendor-B2.js': vendor,
      'assets/polyfill-D4.js': 'import{v}from"./vendor-B2.js";',
      'assets/main-G7.js': 'import{v}from"./vendor-B2.js";import"./shared-H8.js";const r=()=>import("./route-F6.js");',
      'assets/shared-H8.js': 'export const s = 1;',
      'assets/route-F6.js': 'export default 1;',
    });
    const entry = entryJavaScript(dir);
    assert.deepEqual(entry.map(({ file }) => file).sort(), ['assets/index-A1.js', 'assets/main-G7.js', 'assets/polyfill-D4.js', 'assets/shared-H8.js', 'assets/vendor-B2.js']);
    const vendorEntry = entry.find(({ file }) => file === 'assets/vendor-B2.js');
    assert.ok(Math.abs(vendorEntry.gzip - gzipSync(vendor).length) < 16, `${vendorEntry.gzip} vs ${gzipSync(vendor).length}`);
  });

  it("counts without the app what a visitor's page runs before a press: the entry and its static imports", () => {
    const dir = folder({
      'index.html': INDEX,
      'assets/index-A1.js': 'import{v}from"./vendor-B2.js";const app=()=>import(`./main-G7.js`);',
      'assets/vendor-B2.js': 'export const v = 1;',
      'assets/main-G7.js': 'import"./shared-H8.js";',
      'assets/shared-H8.js': 'export const s = 1;',
    });
    assert.deepEqual(
      entryJavaScript(dir, { app: false })
        .map(({ file }) => file)
        .sort(),
      ['assets/index-A1.js', 'assets/vendor-B2.js'],
    );
  });

  it('fails clearly when index.html loads no module script', () => {
    const dir = folder({ 'index.html': '<html><body></body></html>' });
    assert.throws(() => entryJavaScript(dir), /no <script type="module"/);
  });
});

describe('home page JavaScript', () => {
  it("counts the entry's scripts and preloads and the home screen's chunks, each once", () => {
    const dir = folder({
      'index.html': '<html><head><script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/vendor-B2.js"></head></html>',
      'route-chunks.json': JSON.stringify({ home: ['/assets/main-G7.js', '/assets/vendor-B2.js', '/assets/home-K9.js'], articles: ['/assets/list-L1.js'] }),
      'assets/index-A1.js': 'a',
      'assets/vendor-B2.js': 'b'.repeat(3000),
      'assets/main-G7.js': 'c',
      'assets/home-K9.js': 'd',
      'assets/list-L1.js': 'e'.repeat(9000),
    });
    const home = homePageJavaScript(dir);
    assert.deepEqual(home.map(({ file }) => file).sort(), ['assets/home-K9.js', 'assets/index-A1.js', 'assets/main-G7.js', 'assets/vendor-B2.js']);
    assert.equal(home.find(({ file }) => file === 'assets/vendor-B2.js').gzip, gzipSync('b'.repeat(3000), { level: 9 }).length);
  });

  it('fails clearly when the build lists no chunks for the home screen', () => {
    const dir = folder({ 'index.html': INDEX, 'route-chunks.json': '{}' });
    assert.throws(() => homePageJavaScript(dir), /no chunks for the home screen/);
  });
});

describe('Worker bundle', () => {
  it('sums the uploaded modules, leaving out source maps and the README wrangler writes', () => {
    const dir = folder({ 'index.js': 'a'.repeat(1000), 'chunk.wasm': 'b'.repeat(100), 'index.js.map': 'c'.repeat(100000), 'README.md': 'hello' });
    const bundle = workerBundle(dir);
    assert.deepEqual(bundle.modules.sort(), ['chunk.wasm', 'index.js']);
    assert.ok(bundle.gzip > 0 && bundle.gzip < 200, String(bundle.gzip));
  });
});
