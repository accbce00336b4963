import type { ContactCategory } from '#contract/contact-types';
import { orm } from '../client';
import { contactMessages } from '../schema';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export async function insertContactMessage(db: D1Database, message: NewContactMessage): Promise<void> {
  const { name, email, subject, category } = message;
  await orm(db).insert(contactMessages).values({ name, email, subject, category, message: message.message }).run();
}
