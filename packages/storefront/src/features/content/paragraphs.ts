/**
 * Stored plain text as paragraphs: a blank line starts a new one; a single line break stays
 * inside its paragraph (shown with `whitespace-pre-line`). Blank paragraphs are dropped.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The paragraphs without a first one that only repeats the page's heading (a policy that
 * starts with its own title), so the title is not shown twice.
 */
export function withoutHeading(paragraphs: readonly string[], heading: string): string[] {
  const [first, ...rest] = paragraphs;
  return first !== undefined && normalise(first) === normalise(heading) ? rest : [...paragraphs];
}
