// The contract's form messages (the zod schemas in @dhanya/api, shared with the server) in
// Hindi. Most are written from a field's name ("First name is required"); the rest are fixed.
// `hi-form-messages.test.ts` runs every storefront form's schema on bad input and fails on any
// message left in English.
import type { TranslateFormMessage } from '@dhanya/shell';

const fieldNames: Record<string, string> = {
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  Name: 'नाम',
  Email: 'ईमेल',
  Password: 'पासवर्ड',
  'Current password': 'अभी का पासवर्ड',
  Country: 'देश',
  'Country code': 'देश कोड',
  Region: 'राज्य',
  Phone: 'फ़ोन',
  'Phone number': 'फ़ोन नंबर',
  Message: 'संदेश',
  Address: 'पता',
  'Address line 2': 'पते की दूसरी लाइन',
  City: 'शहर',
  State: 'राज्य',
  ZIP: 'पिनकोड',
  UTR: 'UTR',
};

const fixedMessages: Record<string, string> = {
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Phone number must be between 10-15 digits.': 'फ़ोन नंबर 10 से 15 अंकों का होना चाहिए।',
  'Country code must look like +91': 'देश कोड +91 जैसा होना चाहिए',
  'Password must be at least 6 characters long!': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए!',
  'Please confirm the password': 'कृपया पासवर्ड दोबारा लिखें',
  'Passwords do not match!': 'दोनों पासवर्ड एक जैसे नहीं हैं!',
  'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Please enter your current password': 'कृपया अभी का पासवर्ड लिखें',
  'Phone number must contain only digits': 'फ़ोन नंबर में सिर्फ़ अंक हो सकते हैं',
  'Phone number must be at most 15 digits': 'फ़ोन नंबर ज़्यादा से ज़्यादा 15 अंकों का हो सकता है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता लिखें',
  'Please choose a payment method': 'कृपया भुगतान का तरीक़ा चुनें',
  'Phone may contain only digits, spaces, +, - and brackets': 'फ़ोन में सिर्फ़ अंक, स्पेस, +, - और कोष्ठक हो सकते हैं',
  'Enter the 12-digit UPI transaction ID (UTR) from your UPI app': 'अपने UPI ऐप से 12 अंकों की UPI ट्रांज़ैक्शन आईडी (UTR) लिखें',
};

/** "{field} is required" and its kin, with the field named in Hindi. */
const patterns: [RegExp, (field: string, count: string) => string][] = [
  [/^(.+) is required$/, (field) => `${field} ज़रूरी है`],
  [
    /^(.+) must be at most ([\d,]+) characters$/,
    (field, count) => `${field} ज़्यादा से ज़्यादा ${count} अक्षरों का हो सकता है`,
  ],
  [/^(.+) must be on one line$/, (field) => `${field} एक ही लाइन में होना चाहिए`],
  [/^(.+) contains characters that are not allowed$/, (field) => `${field} में ऐसे अक्षर हैं जो लिखे नहीं जा सकते`],
];

/** zod's own words, where a schema gives none: they name no field, so neither does the Hindi. */
const zodDefaults: [RegExp, (count: string) => string][] = [
  [/^Too big: expected string to have <=(\d+) characters$/, (count) => `ज़्यादा से ज़्यादा ${count} अक्षर लिखे जा सकते हैं`],
  [/^Too small: expected string to have >=(\d+) characters?$/, (count) => `कम से कम ${count} अक्षर लिखें`],
  [/^Invalid input: expected \w+, received undefined$/, () => 'यह जानकारी ज़रूरी है'],
];

export const hindiFormMessage: TranslateFormMessage = (message) => {
  const fixed = fixedMessages[message];
  if (fixed) return fixed;
  for (const [pattern, write] of patterns) {
    const match = pattern.exec(message);
    const field = match && fieldNames[match[1]!];
    if (field) return write(field, match[2] ?? '');
  }
  for (const [pattern, write] of zodDefaults) {
    const match = pattern.exec(message);
    if (match) return write(match[1] ?? '');
  }
  return message;
};
