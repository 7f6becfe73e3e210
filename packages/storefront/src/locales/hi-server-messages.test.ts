import {
  accountMessages,
  cartMessages,
  checkoutRuleMessages,
  invoiceMessages,
  orderRuleMessages,
  rupeesText,
  shortOfStockMessage,
} from '@dhanya/api';
import { describe, expect, it } from 'vitest';
import { hindiServerMessage } from './hi-server-messages';

const devanagari = /[\u0900-\u097F]/u;

/** Every message the server may answer a shopper with, from the API's own words where it has them. */
const shopperMessages = [
  'Invalid email or password',
  'An account with this email already exists',
  'Please log in',
  'Something went wrong. Please try again.',
  'The shop is restarting. Please try again in a moment.',
  'A product in your cart is no longer sold',
  'Message sent successfully!',
  cartMessages.quantityAtLeastOne,
  cartMessages.empty,
  shortOfStockMessage('Manipur Black Rice · 1 kg', 3),
  shortOfStockMessage('Manipur Black Rice', 0),
  checkoutRuleMessages.notServed('560001'),
  checkoutRuleMessages.invalidPincode,
  checkoutRuleMessages.codNotHere('570001'),
  checkoutRuleMessages.codAbove(rupeesText(500_000)),
  checkoutRuleMessages.belowMinimum(rupeesText(19_900), rupeesText(4_050)),
  checkoutRuleMessages.noOnlinePayment,
  checkoutRuleMessages.onlinePaymentFailed,
  checkoutRuleMessages.tooManyUnpaid(2),
  orderRuleMessages.shopperCancelsUnpaidOnly,
  orderRuleMessages.notWaitingForUpi,
  invoiceMessages.notYet,
  accountMessages.currentPasswordWrong,
  accountMessages.commonPassword,
  accountMessages.emailVerified,
  accountMessages.verificationLinkInvalid,
  accountMessages.verificationSent,
  accountMessages.alreadyVerified,
  'Too many failed attempts. Please try again in 15 minutes.',
  'Too many requests. Please try again in 1 minute.',
  'Please wait 42 seconds before asking for another link.',
  // The server checks with the forms' schemas: their messages come through too.
  'First name is required',
];

describe('the server’s words on a Hindi page [I18N]', () => {
  it.each(shopperMessages)('“%s” is said in Hindi', (message) => {
    expect(hindiServerMessage(message)).toMatch(devanagari);
  });

  it('keeps the values the server gave: a name, a pincode, an amount, a wait', () => {
    expect(hindiServerMessage(shortOfStockMessage('Manipur Black Rice · 1 kg', 3))).toBe(
      'Manipur Black Rice · 1 kg के सिर्फ़ 3 बचे हैं',
    );
    expect(hindiServerMessage(checkoutRuleMessages.belowMinimum('₹199.00', '₹40.50'))).toContain('₹199.00');
    expect(hindiServerMessage(checkoutRuleMessages.belowMinimum('₹199.00', '₹40.50'))).toContain('₹40.50');
    expect(hindiServerMessage('Too many failed attempts. Please try again in 15 minutes.')).toContain('15 मिनट');
  });

  it('leaves a message it does not know as the server wrote it', () => {
    expect(hindiServerMessage('The moon is made of ragi')).toBe('The moon is made of ragi');
  });
});
