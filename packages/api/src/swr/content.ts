import useSWR from 'swr';
import * as endpoints from '../endpoints/content';
import { withQuery } from '../client';
import { paths } from '../paths';
import type { About, Footer, ReturnPolicy, Terms } from '../schemas/content';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

export function useFooter() {
  return useSWR<Footer, Error>(paths.footer, () => endpoints.getFooter());
}

export function useAbout() {
  return useSWR<About, Error>(paths.about, () => endpoints.getAbout());
}

export function useTerms() {
  return useSWR<Terms, Error>(paths.terms, () => endpoints.getTerms());
}

export function useReturnPolicy() {
  return useSWR<ReturnPolicy, Error>(paths.returnPolicy, () => endpoints.getReturnPolicy());
}

const returnPolicyForEditing = withQuery(paths.returnPolicy, endpoints.editingQuery);

/** The staff's editor: the English policy with its translations, on a page in any language. */
export function useReturnPolicyForEditing() {
  return useSWR<ReturnPolicy, Error>(returnPolicyForEditing, () => endpoints.getReturnPolicyForEditing());
}

/** The server answers the stored footer: it becomes the cached one without another request. */
async function updateFooter(footer: Footer, mutate: Mutate = globalMutate) {
  const stored = await endpoints.updateFooter(footer);
  await mutate(paths.footer, stored, { revalidate: false });
  return stored;
}

/** The page's policy becomes the answer (in the page's language); the editor's is what was sent. */
async function updateReturnPolicy(policy: ReturnPolicy, mutate: Mutate = globalMutate) {
  const stored = await endpoints.updateReturnPolicy(policy);
  await mutate(paths.returnPolicy, stored, { revalidate: false });
  await mutate(returnPolicyForEditing, { ...policy, policyText: policy.policyText.trim() });
  return stored;
}

export const useUpdateFooter = () => useApiMutation('footer.update', updateFooter);
export const useUpdateReturnPolicy = () => useApiMutation('returnPolicy.update', updateReturnPolicy);
