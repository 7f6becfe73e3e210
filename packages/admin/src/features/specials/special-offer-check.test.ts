import { describe, expect, test } from 'vitest';
import {
  type SpecialOfferDraft,
  localDateInputValue,
  specialOfferProblem,
  specialOfferTexts,
} from './special-offer-check';

const complete: SpecialOfferDraft = { productId: 'prod-rice', discount: '15', discountExpiry: '2026-12-31' };
const signedIn = { hasToken: true, today: '2026-11-01' };

describe('specialOfferProblem', () => {
  test('a complete offer with a token can be sent', () => {
    expect(specialOfferProblem(complete, signedIn)).toBeNull();
  });

  test.each([
    ['product', { productId: '' }],
    ['discount', { discount: '' }],
    ['blank discount', { discount: '   ' }],
    ['expiry date', { discountExpiry: '' }],
  ])('[ADMIN-16] a missing %s asks to fill all fields', (_field, change) => {
    expect(specialOfferProblem({ ...complete, ...change }, signedIn)).toBe('Please fill all fields.');
  });

  test('[ADMIN-19] without a stored token the admin is told so', () => {
    expect(specialOfferProblem(complete, { ...signedIn, hasToken: false })).toBe('User is not authenticated.');
  });

  test('[ADMIN-16] an empty field is reported before a missing token', () => {
    expect(specialOfferProblem({ ...complete, discount: '' }, { ...signedIn, hasToken: false })).toBe(
      specialOfferTexts.fillAllFields,
    );
  });

  test.each(['0', '-5', '100', '150', 'abc'])('a discount of %s is refused', (discount) => {
    expect(specialOfferProblem({ ...complete, discount }, signedIn)).toBe(specialOfferTexts.discountRange);
  });

  test.each(['0.5', '99.5', '50'])('a discount of %s is accepted', (discount) => {
    expect(specialOfferProblem({ ...complete, discount }, signedIn)).toBeNull();
  });

  test('an expiry before today is refused, today is accepted', () => {
    expect(specialOfferProblem({ ...complete, discountExpiry: '2026-10-31' }, signedIn)).toBe(
      specialOfferTexts.pastExpiry,
    );
    expect(specialOfferProblem({ ...complete, discountExpiry: '2026-11-01' }, signedIn)).toBeNull();
  });
});

test('localDateInputValue gives the local calendar date with padded month and day', () => {
  expect(localDateInputValue(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
