import type { ContactCategory } from '#contract/contact-types';
import { hitsWithinLimitStatement, type LimitGuard } from './rate-limits';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

/**
 * Stores the message and counts it against the sender's limits (`guard`: per address and per
 * e-mail), in one transaction, only when neither limit is reached: hand SQL, the condition is the
 * guarantee (decision 066). False when a limit refused it: nothing was written.
 */
export async function insertContactMessageWithinLimit(db: D1Database, message: NewContactMessage, guard: LimitGuard): Promise<boolean> {
  const { name, email, subject, category } = message;
  const [inserted] = await db.batch([
    // The condition reads the counters before the statement below counts this message.
    db
      .prepare(`INSERT INTO contact_messages (name, email, subject, category, message) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${guard.sql(6)} RETURNING id`)
      .bind(name, email, subject, category, message.message, ...guard.params),
    hitsWithinLimitStatement(db, guard),
  ]);
  return (inserted?.results.length ?? 0) > 0;
}
