import type { Bindings } from '../env';

/** The delays of the simulated network, in milliseconds. */
export interface NetworkDelays {
  /** Each call that reaches D1: a statement's first/all/run/raw, a batch, an exec. */
  d1: number;
  /** A KV read that finds nothing (it goes to KV's central store). */
  kvMiss: number;
  /** A KV read that finds its key (served from the location's cache). */
  kvHit: number;
}

/** Issue 20's model: D1's primary one Lisbon-to-Western-Europe round trip away; KV's miss and hit (docs/BENCHMARKS.md). */
const DEFAULT_DELAYS: NetworkDelays = { d1: 30, kvMiss: 60, kvHit: 1 };

/**
 * Reads `d1=30,kvMiss=60,kvHit=1` or the same as JSON (`{"d1":30}`); a key left out keeps its
 * default, and anything that is not a finite number of zero or more is refused rather than guessed.
 */
export function parseDelays(text: string): NetworkDelays {
  const trimmed = text.trim();
  const entries: [string, unknown][] = trimmed.startsWith('{')
    ? Object.entries(JSON.parse(trimmed) as Record<string, unknown>)
    : trimmed
        .split(',')
        .filter((part) => part.trim() !== '')
        .map((part) => {
          const [key = '', value = ''] = part.split('=');
          return [key.trim(), value.trim()];
        });
  const delays = { ...DEFAULT_DELAYS };
  for (const [key, raw] of entries) {
    if (!(key in delays)) throw new Error(`SIMULATED_NETWORK: unknown key ${key}`);
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value) || value < 0) throw new Error(`SIMULATED_NETWORK: ${key} must be a number of milliseconds`);
    delays[key as keyof NetworkDelays] = value;
  }
  return delays;
}

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Waits the round trip before a call reaches the database. */
function delayed<T>(ms: number, call: () => Promise<T>): Promise<T> {
  return wait(ms).then(call);
}

const STATEMENT_CALLS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

/** A prepared statement whose calls wait the round trip; `bind` keeps the wrapper, and a batch gets the original back. */
function slowStatement(inner: D1PreparedStatement, ms: number, originals: WeakMap<object, D1PreparedStatement>): D1PreparedStatement {
  const wrapped: D1PreparedStatement = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => slowStatement(target.bind(...values), ms, originals);
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (STATEMENT_CALLS.has(prop)) return (...args: unknown[]) => delayed(ms, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  originals.set(wrapped, inner);
  return wrapped;
}

/** D1 one round trip away: every statement call, batch (one round trip for all its statements) and exec waits `ms`. */
function slowD1(d1: D1Database, ms: number): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => slowStatement(target.prepare(query), ms, originals);
      if (prop === 'batch') return (list: D1PreparedStatement[]) => delayed(ms, () => target.batch(list.map((statement) => originals.get(statement) ?? statement)));
      if (prop === 'exec') return (query: string) => delayed(ms, () => target.exec(query));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** KV whose reads take the time of a miss (nothing found) or of a hit; writes and lists are untouched. */
function slowKv(kv: KVNamespace, delays: Pick<NetworkDelays, 'kvMiss' | 'kvHit'>): KVNamespace {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop !== 'get' && prop !== 'getWithMetadata') return (value as (...a: unknown[]) => unknown).bind(target);
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const found = prop === 'get' ? result !== null : (result as { value: unknown } | null)?.value != null;
        await wait(found ? delays.kvHit : delays.kvMiss);
        return result;
      };
    },
  });
}

/**
 * `npm run bench:latency` only (issue 20): the bindings with the delays of a real network, so that
 * a local benchmark, where D1 is a file next to the runtime, shows what a member in Portugal waits
 * for. Only when `SIMULATED_NETWORK` is set AND the environment is local: production and preview
 * never set it, and would ignore it if they did.
 */
export function withSimulatedNetwork(env: Bindings): Bindings {
  if (!env.SIMULATED_NETWORK || env.ENVIRONMENT !== 'local') return env;
  const delays = parseDelays(env.SIMULATED_NETWORK);
  return { ...env, DB: slowD1(env.DB, delays.d1), SESSIONS: slowKv(env.SESSIONS, delays) };
}
