// Before the end-to-end tests: make sure a Chromium is there, setting it up where this machine
// allows (scripts/browser.mjs chooses), and otherwise stop with one Portuguese sentence naming the
// command to run, never skipping the tests silently.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { browserPlan } from './browser.mjs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
const hasApt = process.platform === 'linux' && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const attempted = [];
for (;;) {
  const plan = browserPlan({ playwrightChromium: chromium.executablePath(), isRoot, hasApt, attempted });
  if (plan.action === 'use') break;
  if (plan.action === 'explain') {
    console.error(plan.message);
    process.exit(1);
  }
  attempted.push(plan.action);
  if (plan.action === 'apt') {
    console.log('A instalar o Chromium (pacote Debian)…');
    if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    console.log('A descarregar o Chromium do Playwright (só da primeira vez)…');
    run('npx', ['playwright', 'install', 'chromium']);
  }
}
