import type { HiddenState, PublicUserSummary } from '#contract/common-types';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { orm, statementOf, type ReadOnlyD1, type ReadOnlyStatement } from '../client';
import {
  hiddenColumn,
  hiddenJson,
  jsonObjectSql,
  listWhere,
  parseHidden,
  pickUserSummary,
  totalAndPage,
  userSummaryColumns,
  userSummaryJson,
  visibleTo,
  type ListFilters,
  type RankedIds,
  type Reader,
  type UserSummaryColumns,
} from './shared';

/**
 * What opportunities and volunteering offers share: a member posts one, and it is listed newest
 * first, searched by its `search_text`, read alone and created the same way. A kind is its table
 * and its search text; the queries are written once, here. The insert is drizzle's query builder;
 * the reads are SQL written once from the table's columns, since building them with drizzle on
 * every request costs measurable CPU (decision 066).
 */
type OfferTable = SQLiteTable<{ name: 'opportunities' | 'volunteering'; schema: undefined; columns: Record<string, SQLiteColumn>; dialect: 'sqlite' }> & {
  posterId: SQLiteColumn;
  expiresAt: SQLiteColumn;
  createdAt: SQLiteColumn;
  searchText: SQLiteColumn;
};

/** An offer as answered: the table's columns but its search text and moderation columns, the poster's summary, and `hidden` (its author's and moderators'). */
export type OfferOf<Table extends OfferTable> = Omit<Table['$inferSelect'], 'searchText' | `${string}Stems` | `hidden${string}`> & {
  poster: PublicUserSummary;
  hidden: HiddenState | null;
};

export interface OfferQueries<Item, New> {
  /** One page, newest first, and the total, in one batch (two statements, whatever the page size). */
  list(db: ReadOnlyD1, filters: ListFilters): Promise<{ items: Item[]; total: number }>;
  /** One offer; a hidden one only for its poster and moderators (`viewerId`; for anyone else it is not there). */
  get(db: ReadOnlyD1, id: number, viewerId: Reader): Promise<Item | null>;
  /** Inserts the offer and reads it back with its poster, in one batch. */
  create(db: D1Database, item: New, posterId: number): Promise<Item>;
  /** Writes every field of `item` (the offer as it now is, its changes over what it was) on the poster's own offer, re-stems it and reads it back: one batch. Null when it is gone. */
  update(db: D1Database, id: number, posterId: number, item: New): Promise<Item | null>;
  /** Closes the poster's own offer before it expires, once, and reads it back: one batch. */
  close(db: D1Database, id: number, posterId: number): Promise<{ status: 'closed'; offer: Item } | { status: 'already-closed' | 'not-found' }>;
  /** The offers a search chose, best first, as one row: the JSON text of their array (`items`, as `get` answers each) and their count (`total`). */
  rankedStatement(db: ReadOnlyD1, ranked: RankedIds): ReadOnlyStatement;
}

/** The fields the answer puts in place itself (after the table's own), or leaves out (the search text, stems and moderation columns). */
const PLACED_FIELDS = new Set(['searchText', 'expiresAt', 'posterId', 'createdAt']);
const isAnswered = (field: string) => !PLACED_FIELDS.has(field) && !field.endsWith('Stems') && !field.startsWith('hidden');

export function offerQueries<Table extends OfferTable, New extends object>(
  table: Table,
  searchText: (item: New) => string,
  stems: (item: New) => Record<string, string>,
): OfferQueries<OfferOf<Table>, New> {
  type Item = OfferOf<Table>;
  type Row = Record<string, unknown> & UserSummaryColumns<'poster_'>;
  const columns = getTableColumns(table);
  // The table's own fields in its order, then, as the contract lists them, expiry, poster and date.
  const ownFields = Object.keys(columns).filter(isAnswered);
  const selectList = [...ownFields, 'expiresAt', 'posterId', 'createdAt'].map((field) => `o.${columns[field]!.name} AS ${field}`).join(', ');
  const columnList = `${selectList}, ${userSummaryColumns('u', 'poster_')}, ${hiddenColumn('o')}`;
  const select = `SELECT ${columnList} FROM ${getTableName(table)} o JOIN users u ON u.id = o.poster_id`;
  // The same item written by SQLite, its fields in `toItem`'s order (the search's pages).
  const itemJson = jsonObjectSql({
    ...Object.fromEntries(ownFields.map((field) => [field, `o.${columns[field]!.name}`])),
    expiresAt: 'o.expires_at',
    posterId: 'o.poster_id',
    poster: userSummaryJson('u'),
    createdAt: 'o.created_at',
    hidden: hiddenJson('o'),
  });
  const toItem = (row: Row): Item => {
    const item: Record<string, unknown> = {};
    for (const field of ownFields) item[field] = row[field];
    Object.assign(item, {
      expiresAt: row.expiresAt,
      posterId: row.posterId,
      poster: pickUserSummary(row, 'poster_'),
      createdAt: row.createdAt,
      hidden: parseHidden(row.hidden),
    });
    return item as Item;
  };
  return {
    async list(db, filters) {
      const { where, params, countSql, countParams } = listWhere('o', getTableName(table), filters);
      const { rows, total } = await totalAndPage<Row>(
        db,
        db.prepare(countSql).bind(...countParams),
        db.prepare(`${select} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`).bind(...params, filters.limit, filters.offset),
      );
      return { items: rows.map(toItem), total };
    },
    async get(db, id, viewerId) {
      const params: unknown[] = [id];
      const visible = visibleTo('o', getTableName(table), viewerId, params, { moderators: true });
      const row = await db
        .prepare(`${select} WHERE o.id = ? AND ${visible}`)
        .bind(...params)
        .first<Row>();
      return row ? toItem(row) : null;
    },
    async create(db, item, posterId) {
      const row = { ...item, posterId, searchText: searchText(item), ...stems(item) } as SQLiteInsertValue<Table>;
      const [, created] = await db.batch([statementOf(db, orm(db).insert(table).values(row)), db.prepare(`${select} WHERE o.id = last_insert_rowid()`)]);
      return toItem(created!.results[0] as Row);
    },
    async update(db, id, posterId, item) {
      const values: Record<string, unknown> = { ...item, searchText: searchText(item), ...stems(item) };
      const assignments: string[] = [];
      const params: unknown[] = [];
      for (const [field, value] of Object.entries(values)) {
        const column = columns[field];
        if (!column || value === undefined) continue;
        assignments.push(`${column.name} = ?`);
        params.push(value);
      }
      assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
      const [, readBack] = await db.batch([
        db.prepare(`UPDATE ${getTableName(table)} SET ${assignments.join(', ')} WHERE id = ? AND poster_id = ?`).bind(...params, id, posterId),
        db.prepare(`${select} WHERE o.id = ? AND o.poster_id = ?`).bind(id, posterId),
      ]);
      const row = readBack!.results[0] as Row | undefined;
      return row ? toItem(row) : null;
    },
    async close(db, id, posterId) {
      const [closed, readBack] = await db.batch([
        db
          .prepare(
            `UPDATE ${getTableName(table)} SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
              WHERE id = ? AND poster_id = ? AND closed_at IS NULL`,
          )
          .bind(id, posterId),
        db.prepare(`${select} WHERE o.id = ?`).bind(id),
      ]);
      const row = readBack!.results[0] as Row | undefined;
      if (!row) return { status: 'not-found' };
      return closed!.meta.changes > 0 ? { status: 'closed', offer: toItem(row) } : { status: 'already-closed' };
    },
    rankedStatement(db, ranked) {
      return db
        .prepare(
          `WITH ${ranked.with} SELECT json_group_array(${itemJson} ORDER BY ranked.ord, ranked.id DESC) AS items, ${ranked.total} AS total
             FROM ${ranked.from} CROSS JOIN ${getTableName(table)} o ON o.id = ranked.id JOIN users u ON u.id = o.poster_id`,
        )
        .bind(...ranked.withParams, ...ranked.fromParams);
    },
  };
}
