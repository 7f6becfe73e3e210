import type { ContactMessage as ContactMessageView, ContactRequest } from '@dhanya/api/contract';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { contactMessages, type ContactMessage } from '../../db/schema.js';

function toContactMessageView({ id, name, email, message, createdAt }: ContactMessage): ContactMessageView {
  return { _id: id, name, email, message, createdAt: createdAt.toISOString() };
}

/** A message from the contact page (SERVER-23). */
export async function saveContactMessage(db: Database, form: ContactRequest): Promise<void> {
  await db.insert(contactMessages).values(form);
}

/** Newest first, for the shop's staff only (SERVER-13). */
export async function listContactMessages(db: Database): Promise<ContactMessageView[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessageView);
}
