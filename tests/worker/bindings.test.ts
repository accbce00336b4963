import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BINDING_OWNERS } from '../../worker/runtime/bindings';
import { backgroundScope } from '../../worker/runtime/scope';

/*
 * docs/rules/platform.md, "One request, one scope": every binding the Worker is given belongs to a
 * port of the scope (or to the runtime's own switches), so that a binding added later cannot be
 * used around the wait of a claimed viewer. The type of BINDING_OWNERS already names every key of
 * `Bindings`; this checks that list against what the Worker is really given here.
 */

/** Bindings that only the tests get: the migrations to apply and the fuzz settings (vitest.config.ts), and the test pool's own. */
const TEST_ONLY = new Set(['TEST_MIGRATIONS', 'FUZZ_RUNS', 'FUZZ_SEED']);
const isTestOnly = (key: string) => TEST_ONLY.has(key) || key.startsWith('__VITEST_POOL_WORKERS_');

describe('the bindings and the scope', () => {
  it('names an owner for every binding the Worker is given', () => {
    const given = Object.keys(env).filter((key) => !isTestOnly(key));
    expect(given).toEqual(expect.arrayContaining(['DB', 'SESSIONS', 'FILES', 'MAIL_QUEUE', 'EMAIL', 'ENVIRONMENT', 'PUBLIC_URL', 'MAIL_FROM']));
    const owned = new Set(Object.keys(BINDING_OWNERS));
    expect(given.filter((key) => !owned.has(key))).toEqual([]);
  });

  it('gives each binding to a port the scope really has, or to the runtime', () => {
    const scope = backgroundScope(env);
    for (const [binding, owner] of Object.entries(BINDING_OWNERS)) {
      expect(owner === 'runtime' || owner in scope, `${binding} → ${owner}`).toBe(true);
    }
  });
});
