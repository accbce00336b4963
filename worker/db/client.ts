import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';

/*
 * Reads and writes are told apart by type, never by reading SQL: a query that only reads takes a
 * `ReadOnlyD1` (the scope's `db.read`, which a member claimed by the cookie may use before KV has
 * confirmed them), a query that writes takes the `D1Database` the scope's `db.write()` gives once
 * the viewer is settled (docs/rules/platform.md, "One request, one scope"). A `D1Database` is a
 * `ReadOnlyD1` too; a `ReadOnlyD1` has no `run` and no `exec`, so it cannot be passed where a write is made.
 */

/** A prepared statement that reads: bound, then `first`, `all` or `raw`. */
export interface ReadOnlyStatement {
  bind(...values: unknown[]): ReadOnlyStatement;
  first: D1PreparedStatement['first'];
  all: D1PreparedStatement['all'];
  raw: D1PreparedStatement['raw'];
}

/** D1 for reads: statements that read, and batches of them (one round trip). */
export interface ReadOnlyD1 {
  prepare(query: string): ReadOnlyStatement;
  batch<T = unknown>(statements: ReadOnlyStatement[]): Promise<D1Result<T>[]>;
}

/** The statement a builder makes on `D`: one for writes' batches on the database for writes, one for reads on the database for reads. */
export type StatementFor<D> = D extends D1Database ? D1PreparedStatement : ReadOnlyStatement;

/** drizzle's query builder for reads: its selects (and `get`/`all` of a SELECT written by hand). */
export type ReadOrm = Pick<DrizzleD1Database, 'select' | 'selectDistinct' | '$with' | 'with' | '$count' | 'get' | 'all'>;

const databases = new WeakMap<D1Database, DrizzleD1Database>();

/**
 * drizzle's query builder over a D1 binding, made once per binding (each request has its own
 * counting binding). Decision 066 says which queries it writes and which stay hand SQL.
 */
export function orm(d1: D1Database): DrizzleD1Database {
  let db = databases.get(d1);
  if (!db) {
    db = drizzle(d1);
    databases.set(d1, db);
  }
  return db;
}

/** drizzle's selects over the database for reads. */
export const readOrm = (reader: ReadOnlyD1): ReadOrm => orm(reader as D1Database);

/**
 * The database's own error behind a failed drizzle query. drizzle wraps it in a `DrizzleQueryError`
 * whose message holds the statement and its parameters (e-mails, password hashes, messages), which
 * must not reach the logs; D1's error says what failed without them, as before drizzle wrote queries.
 */
export function databaseErrorOf(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error;
}

/**
 * A query written with drizzle's query builder as a D1 statement, so that it can share one batch
 * (one transaction) with statements written by hand.
 */
export function statementOf(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement;
export function statementOf(d1: ReadOnlyD1, query: { toSQL(): { sql: string; params: unknown[] } }): ReadOnlyStatement;
export function statementOf(d1: ReadOnlyD1, query: { toSQL(): { sql: string; params: unknown[] } }): ReadOnlyStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}
