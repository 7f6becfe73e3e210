import { type Footer } from '@dhanya/api';

export type LegalLink = Footer['legalLinks'][number];

/**
 * The list with the new legal link at its end, trimmed; when the title or the url is empty the
 * list is returned unchanged (ADMIN-29: nothing is added).
 */
export function addLegalLink(links: readonly LegalLink[], draft: LegalLink): LegalLink[] {
  const link = { title: draft.title.trim(), url: draft.url.trim() };
  if (!link.title || !link.url) return [...links];
  return [...links, link];
}

/** The list without the link at `index` (ADMIN-29). */
export function removeLegalLink(links: readonly LegalLink[], index: number): LegalLink[] {
  return links.filter((_, position) => position !== index);
}

/** The footer as it is sent: every text trimmed, so stray spaces never reach the storefront. */
export function trimFooter(footer: Footer): Footer {
  const trim = <T extends Record<string, string>>(record: T) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.trim()])) as T;
  return {
    companyName: footer.companyName.trim(),
    companyTagline: footer.companyTagline.trim(),
    address: footer.address.trim(),
    email: footer.email.trim(),
    phone: footer.phone.trim(),
    socialLinks: trim(footer.socialLinks),
    legalLinks: footer.legalLinks.map((link) => trim(link)),
  };
}
