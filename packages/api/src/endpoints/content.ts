import { api } from '../client';
import { paths } from '../paths';
import type { About, Footer, ReturnPolicy, Terms } from '../schemas/content';
import { devCheck } from './dev-check';

export function getFooter(): Promise<Footer> {
  return api.read(paths.footer, { schema: devCheck('footer') });
}

/** PUT /api/footer/updatefooter answers the stored footer (API-37). */
export function updateFooter(footer: Footer): Promise<Footer> {
  return api.put(paths.updateFooter, footer, { schema: devCheck('footer') });
}

export function getAbout(): Promise<About> {
  return api.read(paths.about, { schema: devCheck('about') });
}

export function getTerms(): Promise<Terms> {
  return api.read(paths.terms, { schema: devCheck('terms') });
}

export function getReturnPolicy(): Promise<ReturnPolicy> {
  return api.read(paths.returnPolicy, { schema: devCheck('storedReturnPolicy') });
}

/** The policy as its editor needs it on any page: the English text, with its translations (issue 34). */
export function getReturnPolicyForEditing(): Promise<ReturnPolicy> {
  return api.read(paths.returnPolicy, { query: editingQuery, schema: devCheck('storedReturnPolicy') });
}

/** What the editor reads: the English text and its translations, whatever the page's language. */
export const editingQuery = { translations: 'include' } as const;

/** PUT /api/return-policy answers `{ policyText }` (API-40), in the page's language. */
export function updateReturnPolicy(policy: ReturnPolicy): Promise<ReturnPolicy> {
  return api.put(paths.updateReturnPolicy, policy, { schema: devCheck('savedReturnPolicy') });
}
