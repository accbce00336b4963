import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { newVapidKey } from './scripts/lib/vapid-key.mjs';

/** Runs of each property-based test (tests/worker/fuzz): a few in `npm test`, many in `npm run test:fuzz`. */
const FUZZ_RUNS = { test: '25', fuzz: '200' };

export default defineConfig(async ({ mode }) => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  // process.env does not exist inside workerd: the fuzz settings reach the tests as bindings.
  const fuzz = {
    FUZZ_RUNS: process.env.FUZZ_RUNS ?? (mode === 'fuzz' ? FUZZ_RUNS.fuzz : FUZZ_RUNS.test),
    FUZZ_SEED: process.env.FUZZ_SEED ?? '',
  };
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // The edge cache is off: the tests write, then read as visitors at once (tests/worker/edge-cache.test.ts turns it on).
          bindings: { TEST_MIGRATIONS: migrations, EXPOSE_D1_STATEMENTS: '1', QUIET_LOGS: '1', EDGE_CACHE: 'off', ...fuzz, VAPID_PRIVATE_KEY: await newVapidKey() },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['./tests/worker/apply-migrations.ts'],
      // sanitize-html is CommonJS whose dependencies (postcss) require files by relative paths that
      // the plugin's module loader cannot follow inside workerd; bundled first, it loads as one module.
      deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    },
  };
});
