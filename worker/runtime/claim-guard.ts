import { unauthorized } from '../lib/errors';
import type { Viewer } from './viewer';

/*
 * The database a member only claimed by the cookie reads from (decision 027): its reads go at once
 * while KV is being asked, and stop, at their next call, once KV has refused the claim (its answer
 * is thrown away). It writes nothing: a write asks the port for the database (`Database.write`),
 * which waits for KV's confirmation. No SQL text is read to decide: `run` and `exec` are how D1
 * writes, and they are refused here; reads are typed so that a query that writes cannot take this
 * database (worker/db/client.ts `Reader`).
 */

const READ_CALLS = new Set<PropertyKey>(['first', 'all', 'raw']);
const WRITE_CALLS = new Set<PropertyKey>(['run']);

const writeRefused = () => new Error('A write through the read database: ask the scope for `db.write()`, which waits for the claim.');

/** `d1` for the reads of `viewer`, a claim: at once until KV refuses it, then 401. */
export function claimedReads(d1: D1Database, viewer: Viewer): D1Database {
  const whileClaimed = <T>(read: () => Promise<T>): Promise<T> => (viewer.refused ? Promise.reject(unauthorized()) : read());
  const originals = new WeakMap<object, D1PreparedStatement>();
  const statement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = new Proxy(inner, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        const call = value as (...args: unknown[]) => Promise<unknown>;
        if (WRITE_CALLS.has(prop)) return () => Promise.reject(writeRefused());
        if (READ_CALLS.has(prop)) return (...args: unknown[]) => whileClaimed(() => call.apply(target, args));
        return call.bind(target);
      },
    });
    originals.set(wrapped, inner);
    return wrapped;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => statement(target.prepare(query));
      if (prop === 'batch') return (list: D1PreparedStatement[]) => whileClaimed(() => target.batch(list.map((wrapped) => originals.get(wrapped) ?? wrapped)));
      if (prop === 'exec') return () => Promise.reject(writeRefused());
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
