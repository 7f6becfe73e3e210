import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addToCartRequestSchema } from './cart';
import { productFormSchema, searchQuerySchema, specialOfferRequestSchema } from './catalog';
import { contactRequestSchema } from './messages';
import { checkoutRequestSchema } from './orders';
import { footerSchema, returnPolicySchema } from './content';

const checkout = {
  paymentType: 'COD',
  firstName: 'Asha',
  address: '1 MG Road',
  city: 'Mysuru',
  state: 'KA',
  zip: '570001',
};
const product = { title: 'Rice', description: 'From Raichur', quantity: '5', price: '33.10', category: 'c1' };
const footer = {
  companyName: 'Dhanya',
  companyTagline: 'Grains',
  address: 'Mysuru',
  email: 'shop@example.in',
  phone: '+91 98765 43210',
  socialLinks: {},
  legalLinks: [],
};

/** The first problem, as the server's 400 answers it. */
function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('text that cannot be stored', () => {
  it('is refused in a one-line field, with a message naming the field', () => {
    expect(firstProblem(checkoutRequestSchema, { ...checkout, firstName: 'Asha\u0000' })).toBe(
      'First name contains characters that are not allowed',
    );
    expect(firstProblem(checkoutRequestSchema, { ...checkout, lastName: '\ud800x' })).toBe(
      'Last name contains characters that are not allowed',
    );
    expect(firstProblem(footerSchema, { ...footer, companyName: 'x\udfff' })).toBe(
      'Company name contains characters that are not allowed',
    );
    expect(firstProblem(productFormSchema, { ...product, title: '\u0000' })).toBe(
      'Title contains characters that are not allowed',
    );
  });

  it('is dropped from free text, which is then checked as usual', () => {
    const contact = { name: 'Asha', email: 'asha@example.in' };
    expect(contactRequestSchema.parse({ ...contact, message: 'Hel\u0000lo \ud800' }).message).toBe('Hello');
    expect(firstProblem(contactRequestSchema, { ...contact, message: '\u0000' })).toBe('Message is required');
    expect(returnPolicySchema.parse({ policyText: 'Seven\udc00 days' }).policyText).toBe('Seven days');
    expect(searchQuerySchema.parse({ query: '\u0000' }).query).toBe('');
  });

  it('leaves whole characters alone, those outside the basic plane included', () => {
    expect(checkoutRequestSchema.parse({ ...checkout, firstName: 'Āśā 🌾' }).firstName).toBe('Āśā 🌾');
    expect(contactRequestSchema.parse({ name: 'ಆಶಾ', email: 'a@example.in', message: '🌾\n🌾' }).message).toBe(
      '🌾\n🌾',
    );
  });
});

describe('[issue 31] one-line fields hold one line', () => {
  it('refuses CR, LF, the Unicode line separators and other control characters, naming the field', () => {
    expect(firstProblem(checkoutRequestSchema, { ...checkout, firstName: 'Asha\r\nYOUR ORDER IS ON HOLD' })).toBe(
      'First name must be on one line',
    );
    expect(firstProblem(checkoutRequestSchema, { ...checkout, city: 'Mysuru\u2029' })).toBe('City must be on one line');
    expect(firstProblem(checkoutRequestSchema, { ...checkout, zip: '570\u0008001' })).toBe(
      'ZIP contains characters that are not allowed',
    );
    expect(firstProblem(checkoutRequestSchema, { ...checkout, state: 'KA\u009b' })).toBe(
      'State contains characters that are not allowed',
    );
    expect(firstProblem(productFormSchema, { ...product, title: 'Rice\tRaw' })).toBe(
      'Title contains characters that are not allowed',
    );
  });

  it('keeps joiners that Indian scripts need, and newlines in multi-line fields', () => {
    expect(checkoutRequestSchema.parse({ ...checkout, firstName: 'ಲಕ್ಷ್\u200dಮಿ' }).firstName).toBe('ಲಕ್ಷ್\u200dಮಿ');
    expect(footerSchema.parse({ ...footer, address: '12 Main Road\nMysuru' }).address).toBe('12 Main Road\nMysuru');
    expect(contactRequestSchema.parse({ name: 'Asha', email: 'a@example.in', message: 'one\r\ntwo' }).message).toBe(
      'one\r\ntwo',
    );
  });
});

describe('numbers stay within what a shop can hold', () => {
  it('refuses a price above ₹1,00,00,000, however many digits it has', () => {
    expect(firstProblem(productFormSchema, { ...product, price: '9'.repeat(400) })).toBe(
      'Price must be at most ₹1,00,00,000',
    );
    expect(firstProblem(productFormSchema, { ...product, price: '10000000.01' })).toBe(
      'Price must be at most ₹1,00,00,000',
    );
    expect(productFormSchema.parse({ ...product, price: '10000000' }).price).toBe('10000000');
  });

  it('refuses a cart change larger than any stock', () => {
    expect(firstProblem(addToCartRequestSchema, { productId: 'p', quantity: 1_000_000_001 })).toBe(
      'Quantity is too large',
    );
    expect(firstProblem(addToCartRequestSchema, { productId: 'p', quantity: -1_000_000_001 })).toBe(
      'Quantity is too large',
    );
    expect(addToCartRequestSchema.parse({ productId: 'p', quantity: -3 }).quantity).toBe(-3);
  });

  it('refuses an offer expiry with no four-digit year', () => {
    const offer = { productId: 'p', discount: 10 };
    expect(firstProblem(specialOfferRequestSchema, { ...offer, discountExpiry: '+275760-09-13T00:00:00.000Z' })).toBe(
      'Expiry date is too far in the future',
    );
    expect(firstProblem(specialOfferRequestSchema, { ...offer, discountExpiry: '2030-01-01' })).toBeUndefined();
  });
});
