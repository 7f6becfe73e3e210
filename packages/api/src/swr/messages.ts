import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/messages';
import { paths } from '../paths';
import type { Lead, LeadRequest } from '../schemas/messages';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

/** The admin Lead Form tab; nothing is asked without a token. */
export function useLeads() {
  return useSWR<Lead[], Error>(api.hasToken() ? paths.leads : null, () => endpoints.getLeads());
}

async function updateLead(id: string, lead: LeadRequest, mutate: Mutate = globalMutate) {
  await endpoints.updateLead(id, lead);
  await mutate(paths.leads);
}

async function deleteLead(id: string, mutate: Mutate = globalMutate) {
  await endpoints.deleteLead(id);
  await mutate(paths.leads);
}

export const useDeleteLead = () => useApiMutation('lead.delete', deleteLead);

export type LeadUpdate = { id: string; lead: LeadRequest };

export const useUpdateLead = () =>
  useApiMutation('lead.update', ({ id, lead }: LeadUpdate, mutate) => updateLead(id, lead, mutate));
