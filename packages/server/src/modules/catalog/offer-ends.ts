/**
 * When a catalogue answer stops being true by itself: the earliest end of a special offer it
 * shows (after that the product is off the offer lists and back at full price, SERVER-19).
 * Answers are a product, a list of them, or a category with its `products`.
 */
export function earliestOfferEnd(answer: unknown): number | undefined {
  const shown = Array.isArray(answer) ? answer : [answer, ...productsOf(answer)];
  let earliest: number | undefined;
  for (const item of shown) {
    const expiry =
      typeof item === 'object' && item !== null ? (item as { discountExpiry?: unknown }).discountExpiry : null;
    if (typeof expiry !== 'string') continue;
    const ends = Date.parse(expiry);
    if (earliest === undefined || ends < earliest) earliest = ends;
  }
  return earliest;
}

function productsOf(answer: unknown): unknown[] {
  const products = typeof answer === 'object' && answer !== null ? (answer as { products?: unknown }).products : null;
  return Array.isArray(products) ? products : [];
}
