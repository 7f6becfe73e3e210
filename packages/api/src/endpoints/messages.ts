import { api } from '../client';
import { paths } from '../paths';
import type { ContactRequest, Lead, LeadRequest } from '../schemas/messages';
import { devCheck } from './dev-check';

/** POST /api/lead: only success or failure matters to the form (HOME-38, HOME-39). */
export async function sendLead(lead: LeadRequest): Promise<void> {
  await api.post(paths.sendLead, lead, { schema: devCheck('acknowledgement') });
}

/** GET /api/lead/getall (admin only, AUTH-03). */
export function getLeads(): Promise<Lead[]> {
  return api.get(paths.leads, { schema: devCheck('leads') });
}

export async function updateLead(id: string, lead: LeadRequest): Promise<void> {
  await api.put(paths.updateLead(id), lead, { schema: devCheck('acknowledgement') });
}

export async function deleteLead(id: string): Promise<void> {
  await api.delete(paths.deleteLead(id), { schema: devCheck('acknowledgement') });
}

/** POST /api/contact/getuser: answers the `msg` the contact page shows. */
export function sendContactMessage(message: ContactRequest): Promise<string> {
  return api.post(paths.sendContactMessage, message, { schema: devCheck('contactSent') }).then((answer) => answer.msg);
}
