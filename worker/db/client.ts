import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';

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
export function statementOf(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}
