import type { Footer } from '@dhanya/api';

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
