/**
 * Every word in Latin letters a shopper or a screen reader meets on the page: text, and the
 * attributes read out or shown. Runs in the page (page.evaluate), so it is self-contained.
 */
export function latinWordsOnPage(): string[] {
  const readAttributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
  const found: string[] = [];
  const note = (where: string, text: string | null) => {
    for (const word of text?.match(/[A-Za-z]{2,}/g) ?? []) found.push(`${where}: ${word}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) note(node.parentElement?.tagName ?? 'text', node.textContent);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of readAttributes) note(`${element.tagName}[${attribute}]`, element.getAttribute(attribute));
  }
  return found;
}
