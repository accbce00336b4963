import type { Bindings } from '../env';
import { unauthorized } from '../lib/errors';

/*
 * A GET run under the member its cookie claims (decision 027) starts its reads before KV has said
 * whose session it is; it must write nothing for a member it is not. Every GET reads only today
 * (the session's daily renewal is made by the KV read, outside the claim), but a GET that writes
 * needs no list to be safe: through these bindings its writes wait for the claim's confirmation,
 * and a claim KV does not confirm writes nothing (the request is answered again, as the session
 * says, and writes then).
 */

type AfterConfirmation = <T>(write: () => Promise<T>) => Promise<T>;
/** A read under the claim: made at once, unless KV has refused the claim by then (its reads stop at their next call). */
type WhileClaimed = <T>(read: () => Promise<T>) => Promise<T>;

/** Words of SQL that write: a statement naming one waits, even where a string merely says it. */
const WRITING_SQL = /\b(insert|update|delete|replace|create|drop|alter)\b/i;
/** Quoted strings and identifiers, whose words are not SQL. */
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`/g;
const STATEMENT_CALLS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

/** Whether a statement only reads: a SELECT, or a WITH that names nothing that writes. A read taken for a write only waits. */
export function isReadOnlySql(sql: string): boolean {
  const bare = sql.replace(QUOTED, "''");
  return /^\s*(select|with)\b/i.test(bare) && !WRITING_SQL.test(bare);
}

/** D1 whose statements that write (and batches holding one, and exec) wait for `after`. */
function d1WritingAfter(d1: D1Database, after: AfterConfirmation, whileClaimed: WhileClaimed): D1Database {
  const originals = new WeakMap<object, { inner: D1PreparedStatement; sql: string }>();
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const readOnly = isReadOnlySql(sql);
    const wrapped: D1PreparedStatement = new Proxy(inner, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        const call = value as (...args: unknown[]) => Promise<unknown>;
        if (STATEMENT_CALLS.has(prop) && !readOnly) return (...args: unknown[]) => after(() => call.apply(target, args));
        if (STATEMENT_CALLS.has(prop)) {
          return (...args: unknown[]) => whileClaimed(() => call.apply(target, args));
        }
        return call.bind(target);
      },
    });
    originals.set(wrapped, { inner, sql });
    return wrapped;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => statement(target.prepare(query), query);
      if (prop === 'batch') {
        return (list: D1PreparedStatement[]) => {
          const known = list.map((wrapped) => originals.get(wrapped));
          const inner = list.map((wrapped, index) => known[index]?.inner ?? wrapped);
          // A statement prepared elsewhere is taken for a write.
          if (!known.every((entry) => entry && isReadOnlySql(entry.sql))) return after(() => target.batch(inner));
          return whileClaimed(() => target.batch(inner));
        };
      }
      if (prop === 'exec') return (query: string) => after(() => target.exec(query));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A binding whose `writes` methods wait for `after`; everything else is its own. */
function writingAfter<T extends object>(binding: T, writes: readonly PropertyKey[], after: AfterConfirmation): T {
  return new Proxy(binding, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const call = value as (...args: unknown[]) => Promise<unknown>;
      return writes.includes(prop) ? (...args: unknown[]) => after(() => call.apply(target, args)) : call.bind(target);
    },
  });
}

/**
 * The bindings of a GET run under a claim: D1, KV, R2, the mail queue and e-mail write only once
 * `confirmed` says KV holds the session claimed; otherwise the write throws 401 (the answer is
 * thrown away). Reads go at once until KV has refused the claim, and then throw as well: a forged
 * claim stops its database work at its next call.
 */
export function writesAfterConfirmation(env: Bindings, confirmed: Promise<boolean>): Bindings {
  const after: AfterConfirmation = async (write) => {
    if (!(await confirmed)) throw unauthorized();
    return write();
  };
  // Once KV has refused the claim its answer is thrown away: the reads still to come are not made.
  let refused = false;
  void confirmed.then((ok) => (refused = !ok));
  const whileClaimed: WhileClaimed = (read) => (refused ? Promise.reject(unauthorized()) : read());
  const held = <T extends object>(binding: T | undefined, writes: readonly PropertyKey[]) => (binding ? writingAfter(binding, writes, after) : binding) as T;
  return {
    ...env,
    DB: d1WritingAfter(env.DB, after, whileClaimed),
    SESSIONS: held(env.SESSIONS, ['put', 'delete']),
    FILES: held(env.FILES, ['put', 'delete', 'createMultipartUpload', 'resumeMultipartUpload']),
    MAIL_QUEUE: held(env.MAIL_QUEUE, ['send', 'sendBatch']),
    EMAIL: held(env.EMAIL, ['send']),
  };
}
