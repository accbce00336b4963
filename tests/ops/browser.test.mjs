/* global process */
// `npm test` on a fresh machine (scripts/browser.mjs, scripts/check-chromium.mjs): the end-to-end
// tests find Debian's Chromium or Playwright's own, install Debian's package as root, download
// Playwright's elsewhere, and otherwise stop with one Portuguese sentence naming the command.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { browserPlan, chromiumPath, DEBIAN_CHROMIUM, INSTALL_COMMAND } from '../../scripts/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const PLAYWRIGHTS = '/home/ana/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const having =
  (...paths) =>
  (candidate) =>
    paths.includes(candidate);

describe('the browser of the end-to-end tests', () => {
  it('launches CHROMIUM_PATH when set, Debian’s when installed, else Playwright’s own', () => {
    assert.equal(chromiumPath({ CHROMIUM_PATH: '/opt/chromium' }, having()), '/opt/chromium');
    assert.equal(chromiumPath({}, having(DEBIAN_CHROMIUM)), DEBIAN_CHROMIUM);
    assert.equal(chromiumPath({}, having()), undefined);
  });

  it('uses a browser that is there, Debian’s first', () => {
    assert.deepEqual(browserPlan({ env: {}, exists: having(DEBIAN_CHROMIUM, PLAYWRIGHTS), playwrightChromium: PLAYWRIGHTS }), { action: 'use', path: DEBIAN_CHROMIUM });
    assert.deepEqual(browserPlan({ env: {}, exists: having(PLAYWRIGHTS), playwrightChromium: PLAYWRIGHTS, isRoot: true, hasApt: true }), { action: 'use', path: PLAYWRIGHTS });
  });

  it('installs Debian’s package as root on Debian, and downloads Playwright’s when that failed', () => {
    const machine = { env: {}, exists: having(), playwrightChromium: PLAYWRIGHTS, isRoot: true, hasApt: true };
    assert.deepEqual(browserPlan(machine), { action: 'apt' });
    assert.deepEqual(browserPlan({ ...machine, attempted: ['apt'] }), { action: 'download' });
  });

  it('downloads Playwright’s Chromium on macOS, Windows or a Linux without root', () => {
    assert.deepEqual(browserPlan({ env: {}, exists: having(), playwrightChromium: PLAYWRIGHTS, isRoot: false, hasApt: true }), { action: 'download' });
    assert.deepEqual(browserPlan({ env: {}, exists: having(), playwrightChromium: PLAYWRIGHTS, isRoot: undefined, hasApt: false }), { action: 'download' });
  });

  it('names the one command to run when nothing worked', () => {
    const plan = browserPlan({ env: {}, exists: having(), playwrightChromium: PLAYWRIGHTS, isRoot: true, hasApt: true, attempted: ['apt', 'download'] });
    assert.equal(plan.action, 'explain');
    assert.match(plan.message, /^Não foi possível preparar o Chromium/);
    assert.ok(plan.message.includes(INSTALL_COMMAND));
  });

  it('stops before the tests, in Portuguese, when CHROMIUM_PATH names no browser', async () => {
    const failure = await exec(process.execPath, ['scripts/check-chromium.mjs'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: '/nao/existe/chromium' } }).then(
      () => null,
      (error) => error,
    );
    assert.ok(failure, 'the check must fail');
    assert.equal(failure.code, 1);
    assert.match(failure.stderr, /O navegador indicado em CHROMIUM_PATH não existe: \/nao\/existe\/chromium\./);
  });

  it('lets the tests start when the browser is there', async () => {
    const { stderr } = await exec(process.execPath, ['scripts/check-chromium.mjs'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: process.execPath } });
    assert.equal(stderr, '');
  });
});
