import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../worker/env';
import { parseDelays, withSimulatedNetwork } from '../../worker/runtime/simulated-network';
import { env } from './helpers';

const bindings = (overrides: Partial<Bindings>): Bindings => ({ ...(env as Bindings), ...overrides });

/** Milliseconds `call` took (workerd moves its clock on at each I/O and timer, which is all these wait for). */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await call();
  return Date.now() - started;
}

describe('the simulated network of npm run bench:latency', () => {
  it('reads the delays as key=value pairs or JSON, and refuses what it cannot read', () => {
    expect(parseDelays('d1=30,kvMiss=60,kvHit=1')).toEqual({ d1: 30, kvMiss: 60, kvHit: 1 });
    expect(parseDelays('{"d1": 45}')).toEqual({ d1: 45, kvMiss: 60, kvHit: 1 });
    expect(() => parseDelays('d1=trinta')).toThrow();
    expect(() => parseDelays('latencia=3')).toThrow();
  });

  it('locally, every D1 call waits the round trip, a batch once, and a KV miss its own time', async () => {
    const slow = withSimulatedNetwork(bindings({ ENVIRONMENT: 'local', SIMULATED_NETWORK: 'd1=40,kvMiss=70,kvHit=0' }));
    expect(slow).not.toBe(env);
    expect(await timed(() => slow.DB.prepare('SELECT ?1 AS one').bind(1).first())).toBeGreaterThanOrEqual(40);
    expect(await timed(() => slow.DB.prepare('SELECT 1').all())).toBeGreaterThanOrEqual(40);
    // Two statements in one batch are one round trip, not two.
    const batch = await timed(() => slow.DB.batch([slow.DB.prepare('SELECT 1'), slow.DB.prepare('SELECT 2')]));
    expect(batch).toBeGreaterThanOrEqual(40);
    expect(batch).toBeLessThan(80);
    expect(await timed(() => slow.SESSIONS.get('sessao-que-nao-existe'))).toBeGreaterThanOrEqual(70);
    // The answers are the database's own.
    expect(await slow.DB.prepare('SELECT ?1 AS one').bind(7).first('one')).toBe(7);
  });

  it.each(['production', 'preview'] as const)('in %s the same variable is ignored: the bindings come back untouched', (environment) => {
    const given = bindings({ ENVIRONMENT: environment, SIMULATED_NETWORK: 'd1=40,kvMiss=70,kvHit=1' });
    expect(withSimulatedNetwork(given)).toBe(given);
  });

  it('without the variable nothing changes, locally either', () => {
    const given = bindings({ ENVIRONMENT: 'local', SIMULATED_NETWORK: undefined });
    expect(withSimulatedNetwork(given)).toBe(given);
  });
});
