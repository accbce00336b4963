import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../worker/env';
import { answerWith, env, ORIGIN } from './helpers';

// The check behind pages.test.ts's "every screen is drawn once": here the layout's loader does not
// load the header's member, as a route that forgot part of its data would, and the Worker says so.
vi.mock('../../src/lib/screen-data', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  load: () => Promise.resolve(),
}));

const SHELL = '<!doctype html><html><head><title>Rede TO</title></head><body><div id="root"></div><!--/root--></body></html>';

describe('a screen whose route did not load its data', () => {
  it('is drawn with its skeleton, and the Worker names the queries it missed', async () => {
    const warn = vi.spyOn(console, 'warn');
    const ctx = createExecutionContext();
    const bindings = { ...env, ASSETS: { fetch: async () => new Response(SHELL) } } as unknown as Bindings;
    const response = await answerWith(new Request(`${ORIGIN}/about`), bindings, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-ssr');
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string; path: string; queries: string[] });
    expect(logged).toEqual([{ level: 'warn', message: 'page drawn without some of its data', path: '/about', queries: [JSON.stringify(['/api/me'])] }]);
  }, 120_000);
});
