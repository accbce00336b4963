import type { DownloadResult, Protocol } from '#contract/protocols';
import {
  getContent,
  getOwnershipAndCategory,
  itemByIdStatement,
  justInsertedStatement,
  listContent,
  rowToProtocol,
  type ContentListFilters,
  type Page,
  type ViewerId,
} from './content';

export function listProtocols(db: D1Database, filters: ContentListFilters, viewerId: ViewerId): Promise<Page<Protocol>> {
  return listContent(db, 'protocol', filters, viewerId, rowToProtocol);
}

export function getProtocol(db: D1Database, id: number, viewerId: ViewerId): Promise<Protocol | null> {
  return getContent(db, 'protocol', id, viewerId, rowToProtocol);
}

export function getProtocolOwnership(db: D1Database, id: number, categoryId: number | undefined) {
  return getOwnershipAndCategory(db, 'protocol', id, categoryId);
}

/** Protocol fields as stored: content already sanitised, with its text and search text. */
export interface ProtocolRecord {
  title: string;
  summary: string;
  content: string;
  contentText: string;
  searchText: string;
  categoryId: number;
  imageUrl: string | null;
  pdfUrl: string | null;
}

/**
 * Inserts the protocol (not validated) only if its category exists, and reads it back in the same
 * batch. Null when the category does not exist (nothing written).
 */
export async function createProtocol(db: D1Database, authorId: number, record: ProtocolRecord): Promise<Protocol | null> {
  const insert = db
    .prepare(
      `INSERT INTO protocols (title, summary, content, content_text, search_text, author_id, category_id, image_url, pdf_url)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE EXISTS (SELECT 1 FROM categories WHERE id = ?7)
       RETURNING id`,
    )
    .bind(record.title, record.summary, record.content, record.contentText, record.searchText, authorId, record.categoryId, record.imageUrl, record.pdfUrl);
  const [inserted, readBack] = await db.batch<Record<string, unknown>>([insert, justInsertedStatement(db, 'protocol', authorId)]);
  const row = readBack?.results[0];
  if (!inserted?.results.length || !row) return null;
  return rowToProtocol(row, authorId);
}

const UPDATABLE_COLUMNS: Record<keyof ProtocolRecord, string> = {
  title: 'title',
  summary: 'summary',
  content: 'content',
  contentText: 'content_text',
  searchText: 'search_text',
  categoryId: 'category_id',
  imageUrl: 'image_url',
  pdfUrl: 'pdf_url',
};

/** Changes the given fields of the member's own protocol and answers it as it now is (one batch). */
export async function updateProtocol(db: D1Database, id: number, authorId: number, changes: Partial<ProtocolRecord>): Promise<Protocol | null> {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(UPDATABLE_COLUMNS) as [keyof ProtocolRecord, string][]) {
    if (changes[field] === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(changes[field]);
  }
  assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  params.push(id, authorId);
  const update = db.prepare(`UPDATE protocols SET ${assignments.join(', ')} WHERE id = ? AND author_id = ?`).bind(...params);
  const [, readBack] = await db.batch<Record<string, unknown>>([update, itemByIdStatement(db, 'protocol', id, authorId)]);
  const row = readBack?.results[0];
  return row ? rowToProtocol(row, authorId) : null;
}

/** Counts one download atomically; null when the protocol does not exist. One statement. */
export async function recordDownload(db: D1Database, id: number): Promise<DownloadResult | null> {
  const row = await db
    .prepare('UPDATE protocols SET downloads = downloads + 1 WHERE id = ? RETURNING downloads, pdf_url AS url')
    .bind(id)
    .first<{ downloads: number; url: string | null }>();
  return row ? { downloads: row.downloads, url: row.url ?? null } : null;
}
