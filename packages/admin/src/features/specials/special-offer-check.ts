/** The spec's texts of the Specials tab (SPEC.md section 8, "Offers"). */
export const specialOfferTexts = {
  fillAllFields: 'Please fill all fields.',
  notAuthenticated: 'User is not authenticated.',
  discountRange: 'Discount must be more than 0% and less than 100%.',
  pastExpiry: 'The expiry date cannot be in the past.',
  added: 'Special offer added!',
  addFailed: 'Failed to create offer.',
  removed: 'Special offer removed',
  removeFailed: 'Failed to remove offer.',
  empty: 'No special offers available.',
} as const;

/** What the form holds: the chosen product's id, the discount as typed and a `YYYY-MM-DD` date. */
export type SpecialOfferDraft = { productId: string; discount: string; discountExpiry: string };

export const emptySpecialOfferDraft: SpecialOfferDraft = { productId: '', discount: '', discountExpiry: '' };

/** Today as the `YYYY-MM-DD` a date input holds, in the viewer's own calendar. */
export function localDateInputValue(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why the offer cannot be sent yet, or null when it can. An empty field comes first
 * (ADMIN-16), then a missing token (ADMIN-19): neither sends a request. The discount and the
 * date are checked as the server would, so the admin sees the reason before sending.
 */
export function specialOfferProblem(
  draft: SpecialOfferDraft,
  { hasToken, today }: { hasToken: boolean; today: string },
): string | null {
  const discountText = draft.discount.trim();
  if (!draft.productId || !discountText || !draft.discountExpiry) return specialOfferTexts.fillAllFields;
  if (!hasToken) return specialOfferTexts.notAuthenticated;
  const discount = Number(discountText);
  if (!Number.isFinite(discount) || discount <= 0 || discount >= 100) return specialOfferTexts.discountRange;
  if (draft.discountExpiry < today) return specialOfferTexts.pastExpiry;
  return null;
}
