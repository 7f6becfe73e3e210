import { z } from 'zod';
import { api } from '../client';
import { paths } from '../paths';
import {
  type About,
  type AboutRequest,
  type TermsRequest,
  type Footer,
  type ReturnPolicy,
  type Terms,
  aboutSchema,
  footerSchema,
  returnPolicySchema,
  termsSchema,
} from '../schemas/content';

/** A shop that has written no policy yet answers an empty text: reading it is not an error. */
const storedReturnPolicySchema = z.object({ policyText: z.string() });

export function getFooter(): Promise<Footer> {
  return api.get(paths.footer, { schema: footerSchema });
}

/** PUT /api/footer/updatefooter answers the stored footer (API-37). */
export function updateFooter(footer: Footer): Promise<Footer> {
  return api.put(paths.updateFooter, footer, { schema: footerSchema });
}

export function getAbout(): Promise<About> {
  return api.get(paths.about, { schema: aboutSchema });
}

export function getTerms(): Promise<Terms> {
  return api.get(paths.terms, { schema: termsSchema });
}

export function getReturnPolicy(): Promise<ReturnPolicy> {
  return api.get(paths.returnPolicy, { schema: storedReturnPolicySchema });
}

/** PUT /api/return-policy answers `{ policyText }` (API-40). */
export function updateReturnPolicy(policyText: string): Promise<ReturnPolicy> {
  return api.put(paths.updateReturnPolicy, { policyText }, { schema: returnPolicySchema });
}

/** PUT /api/about/updateabout (admin; beyond the spec: a shop edits its About page). */
export function updateAbout(about: AboutRequest): Promise<About> {
  return api.put(paths.updateAbout, about, { schema: aboutSchema });
}

/** PUT /api/terms/updateterms (admin; beyond the spec). */
export function updateTerms(terms: TermsRequest): Promise<Terms> {
  return api.put(paths.updateTerms, terms, { schema: termsSchema });
}
