/** Runs the cheapest statement there is; throws when the database cannot be reached. */
export async function pingDatabase(db: D1Database): Promise<void> {
  await db.prepare('SELECT 1').first();
}
