// The shop's text pages: about, terms, return policy.
export { AboutContent } from './about-content';
export { TermsContent } from './terms-content';
export { ReturnPolicyContent } from './return-policy-content';
