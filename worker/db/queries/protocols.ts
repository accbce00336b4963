import type { DownloadResult } from '#contract/protocols';

/** Counts one download atomically; null when the protocol does not exist. One statement. */
export async function recordDownload(db: D1Database, id: number): Promise<DownloadResult | null> {
  const row = await db
    .prepare('UPDATE protocols SET downloads = downloads + 1 WHERE id = ? RETURNING downloads, pdf_url AS url')
    .bind(id)
    .first<{ downloads: number; url: string | null }>();
  return row ? { downloads: row.downloads, url: row.url ?? null } : null;
}
