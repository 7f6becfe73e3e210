import { describe, expect, test } from 'vitest';
import { firstPromotionProblem } from '../../shared/promotion-problem';
import { localDateInputValue, specialOfferFormSchema, specialOfferTexts } from './special-offer-check';

const complete = { productId: 'prod-rice', discount: '15', discountExpiry: '2099-12-31' };

/** What the form names after a submit, as the Specials tab checks it. */
function problem(values: typeof complete, hasToken = true) {
  const result = specialOfferFormSchema.safeParse(values);
  const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
  const refusal = hasToken ? undefined : specialOfferTexts.notAuthenticated;
  return firstPromotionProblem({
    values,
    messages: messages.length || !refusal ? messages : [refusal],
    blank: specialOfferTexts.fillAllFields,
    refusal,
  });
}

// The specials tab's stories show an incomplete form and a missing token refused; these are
// each field, the order of the two refusals and the discount and expiry bounds.
describe('the special offer form', () => {
  test('a complete offer with a token can be sent', () => {
    expect(problem(complete)).toBeUndefined();
  });

  test.each([
    ['product', { productId: '' }],
    ['discount', { discount: '' }],
    ['blank discount', { discount: '   ' }],
    ['expiry date', { discountExpiry: '' }],
  ])('[ADMIN-16] a missing %s asks to fill all fields', (_field, change) => {
    expect(problem({ ...complete, ...change })).toBe('Please fill all fields.');
  });

  test('[ADMIN-16] [ADMIN-19] an empty field is reported before a missing token', () => {
    expect(problem({ ...complete, discount: '' }, false)).toBe(specialOfferTexts.fillAllFields);
  });

  test.each([
    ['0', 'Discount must be more than 0%'],
    ['-5', 'Discount must be more than 0%'],
    ['100', 'Discount must be less than 100%'],
    ['abc', 'Discount is required'],
  ])('a discount of %s is refused with the contract message', (discount, message) => {
    expect(problem({ ...complete, discount })).toBe(message);
  });

  test.each(['0.5', '99.5', '50'])('a discount of %s is accepted', (discount) => {
    expect(problem({ ...complete, discount })).toBeUndefined();
  });

  test('an expiry before today is refused, today is accepted', () => {
    expect(problem({ ...complete, discountExpiry: '2000-01-01' })).toBe(specialOfferTexts.pastExpiry);
    expect(problem({ ...complete, discountExpiry: localDateInputValue() })).toBeUndefined();
  });
});

test('localDateInputValue gives the local calendar date with padded month and day', () => {
  expect(localDateInputValue(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
