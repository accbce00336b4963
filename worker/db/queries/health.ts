import type { ReadOnlyD1 } from '../client';
/** Runs the cheapest statement there is; throws when the database cannot be reached. */
export async function pingDatabase(db: ReadOnlyD1): Promise<void> {
  await db.prepare('SELECT 1').first();
}
