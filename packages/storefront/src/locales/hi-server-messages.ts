// What the server says that a shopper reads (a refused login, a checkout rule, stock running
// out), in Hindi. The server answers in English, as the spec has it; a Hindi page shows its
// words through this. `hi-server-messages.test.ts` runs it over every message the API's
// modules define for shoppers and fails on any left in English. Validation messages are the
// forms' (hi-form-messages.ts): the server checks with the same schemas.
import { accountMessages, cartMessages, checkoutRuleMessages, invoiceMessages, orderRuleMessages } from '@dhanya/api';
import { hindiFormMessage } from './hi-form-messages';

const fixedMessages: Record<string, string> = {
  'Invalid email or password': 'ईमेल या पासवर्ड सही नहीं है',
  'An account with this email already exists': 'इस ईमेल से पहले ही एक खाता बना हुआ है',
  'Please log in': 'कृपया लॉग इन करें',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The shop is restarting. Please try again in a moment.': 'दुकान फिर से चालू हो रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'A product in your cart is no longer sold': 'आपके कार्ट का एक उत्पाद अब नहीं बिकता',
  'Product not found': 'उत्पाद नहीं मिला',
  'Order not found': 'ऑर्डर नहीं मिला',
  'Message sent successfully!': 'संदेश भेज दिया गया!',
  [cartMessages.quantityAtLeastOne]: 'मात्रा कम से कम 1 होनी चाहिए',
  [cartMessages.empty]: 'आपका कार्ट खाली है',
  [checkoutRuleMessages.invalidPincode]: 'कृपया 6 अंकों का पिनकोड लिखें',
  [checkoutRuleMessages.noOnlinePayment]: 'इस दुकान पर अभी ऑनलाइन भुगतान नहीं होता। कृपया कैश ऑन डिलीवरी चुनें।',
  [checkoutRuleMessages.onlinePaymentFailed]: 'ऑनलाइन भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें, या कैश ऑन डिलीवरी चुनें।',
  [orderRuleMessages.shopperCancelsUnpaidOnly]:
    'यहाँ सिर्फ़ वही ऑर्डर रद्द हो सकता है जिसका भुगतान बाक़ी है। कृपया दुकान से संपर्क करें।',
  [orderRuleMessages.notWaitingForUpi]: 'यह ऑर्डर UPI भुगतान का इंतज़ार नहीं कर रहा',
  [invoiceMessages.notYet]: 'इस ऑर्डर का अभी बिल नहीं बना: भुगतान होते ही बन जाएगा',
  [accountMessages.currentPasswordWrong]: 'आपका अभी का पासवर्ड सही नहीं है',
  [accountMessages.commonPassword]: 'यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।',
  [accountMessages.emailVerified]: 'आपका ईमेल पता पक्का हो गया है।',
  [accountMessages.verificationLinkInvalid]: 'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है।',
  [accountMessages.verificationSent]: 'हमने आपको नया लिंक भेजा है। यह 48 घंटे तक चलेगा।',
  [accountMessages.alreadyVerified]: 'आपका ईमेल पता पहले से पक्का है।',
};

/** "1 minute", "5 minutes", "2 hours" as the server writes a wait (http/errors.ts `waitText`). */
const wait = (text: string) => text.replace(/^(\d+) minutes?$/, '$1 मिनट').replace(/^(\d+) hours?$/, '$1 घंटे');

/** The server's messages that carry a value: a pincode, an amount, a name, a wait. */
const patterns: [RegExp, (...values: string[]) => string][] = [
  [/^Only (\d+) left of (.+)$/, (count, name) => `${name} के सिर्फ़ ${count} बचे हैं`],
  [/^(.+) is out of stock$/, (name) => `${name} स्टॉक में नहीं है`],
  [
    /^Sorry, we do not deliver to (\d+) yet\. Please check the pincode\.$/,
    (pincode) => `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवरी नहीं करते। कृपया पिनकोड जाँच लें।`,
  ],
  [
    /^Cash on delivery is not available for (\d+)\. Please pay online\.$/,
    (pincode) => `${pincode} पर कैश ऑन डिलीवरी नहीं है। कृपया ऑनलाइन भुगतान करें।`,
  ],
  [
    /^Cash on delivery is available for orders up to (.+)\. Please pay online\.$/,
    (limit) => `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर ही है। कृपया ऑनलाइन भुगतान करें।`,
  ],
  [
    /^The minimum order is (.+)\. Add (.+) more to order\.$/,
    (minimum, short) => `कम से कम ${minimum} का ऑर्डर होना चाहिए। ऑर्डर के लिए ${short} का सामान और जोड़ें।`,
  ],
  [
    /^You have (\d+) orders waiting for payment\. Pay or cancel one first\.$/,
    (count) => `आपके ${count} ऑर्डर भुगतान का इंतज़ार कर रहे हैं। पहले किसी एक का भुगतान करें या उसे रद्द करें।`,
  ],
  [
    /^Too many failed attempts\. Please try again in (.+)\.$/,
    (after) => `बहुत बार ग़लत कोशिश हुई। कृपया ${wait(after)} बाद फिर कोशिश करें।`,
  ],
  [
    /^Too many requests\. Please try again in (.+)\.$/,
    (after) => `बहुत ज़्यादा अनुरोध। कृपया ${wait(after)} बाद फिर कोशिश करें।`,
  ],
  [
    /^Please wait (\d+) seconds before asking for another link\.$/,
    (seconds) => `नया लिंक माँगने से पहले कृपया ${seconds} सेकंड रुकें।`,
  ],
];

/** A message of the server's in Hindi; one it does not know stays as the server wrote it. */
export function hindiServerMessage(message: string): string {
  const fixed = fixedMessages[message];
  if (fixed) return fixed;
  for (const [pattern, write] of patterns) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1));
  }
  return hindiFormMessage(message);
}
