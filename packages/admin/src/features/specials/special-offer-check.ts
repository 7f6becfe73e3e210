import { specialOfferRequestSchema } from '@dhanya/api';

/** The spec's texts of the Specials tab (ADMIN-16 to ADMIN-20). */
export const specialOfferTexts = {
  fillAllFields: 'Please fill all fields.',
  notAuthenticated: 'User is not authenticated.',
  pastExpiry: 'The expiry date cannot be in the past.',
  added: 'Special offer added!',
  addFailed: 'Failed to create offer.',
  removed: 'Special offer removed',
  removeFailed: 'Failed to remove offer.',
  empty: 'No special offers available.',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as the `YYYY-MM-DD` a date input holds, in the viewer's own calendar. */
export function localDateInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date input's `YYYY-MM-DD` as the schema read it (midnight UTC), written back. */
export function dateInputValue(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// The server takes any date; the form refuses one already gone, which the admin surely mistyped.
export const specialOfferFormSchema = specialOfferRequestSchema.refine(
  (offer) => dateInputValue(offer.discountExpiry) >= localDateInputValue(),
  { message: specialOfferTexts.pastExpiry, path: ['discountExpiry'] },
);
