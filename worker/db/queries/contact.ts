import type { ContactCategory } from '#contract/contact';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export async function insertContactMessage(db: D1Database, message: NewContactMessage): Promise<void> {
  await db
    .prepare('INSERT INTO contact_messages (name, email, subject, category, message) VALUES (?, ?, ?, ?, ?)')
    .bind(message.name, message.email, message.subject, message.category, message.message)
    .run();
}
