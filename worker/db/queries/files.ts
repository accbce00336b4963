import { FILE_URL_PREFIX } from '#contract/common';

export type FileKind = 'avatar' | 'image' | 'pdf';

export interface FileRecord {
  key: string;
  kind: FileKind;
  contentType: string;
  size: number;
  ownerId: number | null;
  createdAt: string;
}

const SELECT_FILE = `SELECT key, kind, content_type AS contentType, size, owner_id AS ownerId, created_at AS createdAt FROM files`;

export async function insertFileRecord(db: D1Database, file: Omit<FileRecord, 'createdAt'>): Promise<void> {
  await db
    .prepare('INSERT INTO files (key, kind, content_type, size, owner_id) VALUES (?, ?, ?, ?, ?)')
    .bind(file.key, file.kind, file.contentType, file.size, file.ownerId)
    .run();
}

export async function getFileRecord(db: D1Database, key: string): Promise<FileRecord | null> {
  return db.prepare(`${SELECT_FILE} WHERE key = ?`).bind(key).first<FileRecord>();
}

export async function deleteFileRecord(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM files WHERE key = ?').bind(key).run();
}

/** Whatever may point at an uploaded file, as `/api/files/<key>`: avatars, covers, PDFs and images inside HTML. */
const REFERENCED = `
  EXISTS (SELECT 1 FROM users u WHERE u.avatar_url = f.url)
  OR EXISTS (SELECT 1 FROM articles a WHERE a.image_url = f.url OR a.pdf_url = f.url OR instr(a.content, f.url) > 0)
  OR EXISTS (SELECT 1 FROM protocols p WHERE p.image_url = f.url OR p.pdf_url = f.url OR instr(p.content, f.url) > 0)
  OR EXISTS (SELECT 1 FROM events e WHERE e.image_url = f.url)`;

/**
 * Deletes, in one statement, up to `limit` file rows created before `createdBefore` that nothing
 * references, and answers them (so their R2 objects can be deleted, or the rows put back).
 * The reference check runs inside the DELETE itself, so a file referenced a moment ago stays.
 */
export async function deleteUnreferencedFileRecords(db: D1Database, createdBefore: string, limit: number): Promise<FileRecord[]> {
  const { results } = await db
    .prepare(
      `DELETE FROM files WHERE key IN (
         SELECT f.key FROM (SELECT key, created_at, ?1 || key AS url FROM files WHERE created_at < ?2) f
          WHERE NOT (${REFERENCED})
          ORDER BY f.created_at
          LIMIT ?3)
       RETURNING key, kind, content_type AS contentType, size, owner_id AS ownerId, created_at AS createdAt`,
    )
    .bind(FILE_URL_PREFIX, createdBefore, limit)
    .all<FileRecord>();
  return results;
}

/** Puts back rows whose objects could not be deleted, so that the next sweep tries again. */
export async function restoreFileRecords(db: D1Database, records: FileRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.batch(
    records.map((record) =>
      db
        .prepare('INSERT INTO files (key, kind, content_type, size, owner_id, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .bind(record.key, record.kind, record.contentType, record.size, record.ownerId, record.createdAt),
    ),
  );
}
