import { FILE_URL_PREFIX } from '#contract/common-types';
import { eq, sql } from 'drizzle-orm';
import { orm, type ReadOnlyD1, readOrm } from '../client';
import { files } from '../schema';

export type FileRecord = typeof files.$inferSelect;
export type FileKind = FileRecord['kind'];

export async function insertFileRecord(db: D1Database, file: Omit<FileRecord, 'createdAt'>): Promise<void> {
  const { key, kind, contentType, size, name, ownerId } = file;
  await orm(db).insert(files).values({ key, kind, contentType, size, name, ownerId }).run();
}

/** Every image served reads this, so it is SQL written once, not built per request (decision 066). */
export async function getFileRecord(db: ReadOnlyD1, key: string): Promise<FileRecord | null> {
  return db.prepare('SELECT key, kind, content_type AS contentType, size, name, owner_id AS ownerId, created_at AS createdAt FROM files WHERE key = ?').bind(key).first<FileRecord>();
}

/**
 * The records of those of `keys` that exist, in one statement. The keys are one JSON parameter
 * (`json_each`), not one parameter each: D1 takes at most 100 parameters in a statement.
 */
export async function getFileRecords(db: ReadOnlyD1, keys: string[]): Promise<FileRecord[]> {
  if (keys.length === 0) return [];
  return readOrm(db)
    .select()
    .from(files)
    .where(sql`${files.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`)
    .all();
}

export async function deleteFileRecord(db: D1Database, key: string): Promise<void> {
  await orm(db).delete(files).where(eq(files.key, key)).run();
}

/** `/api/files/<key>` inside HTML content. */
const FILE_URL_IN_TEXT = /\/api\/files\/([A-Za-z0-9_-]+\.[a-z0-9]+)/g;
const CONTENT_PAGE_SIZE = 200;

// The sweep's statements below stay hand SQL: each reads or guards across five tables in one
// statement (decision 066).

/**
 * Every key something points at: avatars, article and protocol covers and PDFs, event images, the
 * evidence of portfolio entries, and
 * images inside article and protocol HTML. The HTML is read once, page by page, so the cost grows
 * with the content, not with content × files.
 */
export async function referencedFileKeys(db: ReadOnlyD1): Promise<Set<string>> {
  const keys = new Set<string>();
  const pattern = `${FILE_URL_PREFIX}%`;
  const columns = await db.batch<{ first: string | null; second: string | null }>([
    db.prepare('SELECT avatar_url AS first, NULL AS second FROM users WHERE avatar_url LIKE ?1').bind(pattern),
    db.prepare('SELECT image_url AS first, pdf_url AS second FROM articles WHERE image_url LIKE ?1 OR pdf_url LIKE ?1').bind(pattern),
    db.prepare('SELECT image_url AS first, pdf_url AS second FROM protocols WHERE image_url LIKE ?1 OR pdf_url LIKE ?1').bind(pattern),
    db.prepare('SELECT image_url AS first, NULL AS second FROM events WHERE image_url LIKE ?1').bind(pattern),
    // The evidence of portfolio entries (docs/rules/cpd-portfolio.md).
    db.prepare('SELECT evidence_url AS first, NULL AS second FROM cpd_entries WHERE evidence_url LIKE ?1').bind(pattern),
  ]);
  for (const { results } of columns) {
    for (const row of results) {
      for (const url of [row.first, row.second]) if (url?.startsWith(FILE_URL_PREFIX)) keys.add(url.slice(FILE_URL_PREFIX.length));
    }
  }
  // The HTML of articles and protocols, and what authors are writing (a draft's cover, PDF and images).
  for (const [table, column] of [
    ['articles', 'content'],
    ['protocols', 'content'],
    ['drafts', 'body'],
  ] as const) {
    let afterId = 0;
    for (;;) {
      const page = await db
        .prepare(`SELECT id, ${column} AS content FROM ${table} WHERE id > ? AND instr(${column}, ?) > 0 ORDER BY id LIMIT ?`)
        .bind(afterId, FILE_URL_PREFIX, CONTENT_PAGE_SIZE)
        .all<{ id: number; content: string }>();
      for (const row of page.results) for (const match of row.content.matchAll(FILE_URL_IN_TEXT)) keys.add(match[1]!);
      if (page.results.length < CONTENT_PAGE_SIZE) break;
      afterId = page.results[page.results.length - 1]!.id;
    }
  }
  return keys;
}

/** Keys of files created before `createdBefore` that are not in `referenced`, oldest first. */
export async function unreferencedFileKeys(db: ReadOnlyD1, createdBefore: string, referenced: Set<string>, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT key FROM files WHERE created_at < ?1 AND key NOT IN (SELECT value FROM json_each(?2)) ORDER BY created_at LIMIT ?3')
    .bind(createdBefore, JSON.stringify([...referenced]), limit)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

/**
 * Deletes the rows of `keys` and answers them, except those that gained a reference since the
 * references were collected: covers, avatars and event images are checked again in full, HTML only
 * where it changed since `contentChangedSince` (a reference in HTML can only come with a change).
 */
export async function deleteFileRecordsStillUnreferenced(db: D1Database, keys: string[], contentChangedSince: string): Promise<FileRecord[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(
      `DELETE FROM files
        WHERE key IN (SELECT value FROM json_each(?1))
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_url = ?2 || files.key)
          AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.image_url = ?2 || files.key OR a.pdf_url = ?2 || files.key
                             OR (a.updated_at >= ?3 AND instr(a.content, ?2 || files.key) > 0))
          AND NOT EXISTS (SELECT 1 FROM protocols p WHERE p.image_url = ?2 || files.key OR p.pdf_url = ?2 || files.key
                             OR (p.updated_at >= ?3 AND instr(p.content, ?2 || files.key) > 0))
          AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image_url = ?2 || files.key)
          AND NOT EXISTS (SELECT 1 FROM cpd_entries x WHERE x.evidence_url = ?2 || files.key)
          AND NOT EXISTS (SELECT 1 FROM drafts d WHERE d.updated_at >= ?3 AND instr(d.body, ?2 || files.key) > 0)
       RETURNING key, kind, content_type AS contentType, size, owner_id AS ownerId, created_at AS createdAt`,
    )
    .bind(JSON.stringify(keys), FILE_URL_PREFIX, contentChangedSince)
    .all<FileRecord>();
  return results;
}

/** Puts back rows whose objects could not be deleted, so that the next sweep tries again. */
export async function restoreFileRecords(d1: D1Database, records: FileRecord[]): Promise<void> {
  const db = orm(d1);
  const inserts = records.map((record) => db.insert(files).values(record).onConflictDoNothing());
  if (inserts.length > 0) await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
}
