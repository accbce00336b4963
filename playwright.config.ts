import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/browser.mjs';

// End-to-end tests drive Chromium (Debian's, else Playwright's own: scripts/browser.mjs) against the portal as `npm start` serves it, on a fresh
// local state (migrations + demo data). E2E_PORT lets several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 8790);
const baseURL = `http://localhost:${port}`;

const chromium = {
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The portal's service worker (docs/rules/push-and-offline.md) answers the page's requests
    // itself, past `page.route`: the specs that hold or fail requests need it out of the way. The
    // specs of the service worker allow it (tests/e2e/offline*.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    // The server's output is kept in .wrangler/e2e-<port>.log: the tests read the e-mails the
    // portal sends from it (tests/e2e/fixtures/mail.ts), as a person reads their inbox.
    command: `rm -rf .wrangler/e2e-${port} && mkdir -p .wrangler && node scripts/start.mjs > .wrangler/e2e-${port}.log 2>&1`,
    env: { PORT: String(port), STATE_DIR: `.wrangler/e2e-${port}`, ASSETS_DIR: `dist/e2e-${port}`, WRANGLER_SEND_METRICS: 'false', EDGE_CACHE: 'off' },
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
