import type { DownloadResult } from '#contract/protocols-types';
import { eq, sql } from 'drizzle-orm';
import { orm } from '../client';
import { protocols } from '../schema';

/** Counts one download atomically; null when the protocol does not exist. One statement. */
export async function recordDownload(db: D1Database, id: number): Promise<DownloadResult | null> {
  const row = await orm(db)
    .update(protocols)
    .set({ downloads: sql`${protocols.downloads} + 1` })
    .where(eq(protocols.id, id))
    .returning({ downloads: protocols.downloads, url: protocols.pdfUrl })
    .get();
  return row ?? null;
}
