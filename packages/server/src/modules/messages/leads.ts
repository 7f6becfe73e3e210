import type { Lead as LeadView, LeadRequest } from '@dhanya/api/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leads, type Lead } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** A lead as its request schema leaves it: trimmed, with phone and message defaulted to ''. */
export type LeadForm = Required<LeadRequest>;

const leadNotFound = 'Lead not found';

function toLeadView({ id, name, email, phone, message, createdAt }: Lead): LeadView {
  return { _id: id, name, email, phone, message, createdAt: createdAt.toISOString() };
}

/** A visitor's enquiry from the home page's lead form (SERVER-23). */
export async function saveLead(db: Database, form: LeadForm): Promise<LeadView> {
  const [lead] = await db.insert(leads).values(form).returning();
  return toLeadView(lead!);
}

/** Newest first, for the Lead Form tab (API-39). */
export async function listLeads(db: Database): Promise<LeadView[]> {
  const rows = await db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(toLeadView);
}

export async function updateLead(db: Database, id: string, form: LeadForm): Promise<LeadView> {
  const [lead] = await db.update(leads).set(form).where(eq(leads.id, id)).returning();
  if (!lead) throw new HttpError(404, leadNotFound);
  return toLeadView(lead);
}

export async function deleteLead(db: Database, id: string): Promise<void> {
  const [deleted] = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (!deleted) throw new HttpError(404, leadNotFound);
}
