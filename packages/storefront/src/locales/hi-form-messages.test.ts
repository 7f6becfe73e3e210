// Every message a storefront form can show, in Hindi: each form's schema is run on what a
// shopper might type wrong (each field blank, too long, on two lines, with a control character,
// or plainly wrong), and no message may be left in English.
import {
  cartCheckoutFormSchema,
  contactRequestSchema,
  leadRequestSchema,
  loginRequestSchema,
  profileFormSchema,
  signupRequestSchema,
  simpleCheckoutFormSchema,
  utrRequestSchema,
} from '@dhanya/api';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hindiFormMessage } from './hi-form-messages';

const address = {
  firstName: 'Asha',
  lastName: 'Nair',
  address: '12 MG Road',
  address2: '',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570010',
};

/** A valid request for each form, and what is typed wrong beyond the generic mistakes. */
const forms: [string, z.ZodType, Record<string, unknown>, Record<string, unknown>[]][] = [
  ['login', loginRequestSchema, { email: 'asha@example.in', password: 'secret1' }, [{ email: 'asha' }]],
  [
    'signup',
    signupRequestSchema,
    {
      firstName: 'Asha',
      lastName: 'Nair',
      email: 'asha@example.in',
      country: 'India',
      countryCode: '+91',
      phoneNumber: '9876543210',
      region: 'Karnataka',
      password: 'secret1',
      confirmPassword: 'secret1',
    },
    [
      { phoneNumber: '98765' },
      { countryCode: '91' },
      { password: 'abc', confirmPassword: 'abc' },
      { confirmPassword: 'other1' },
      { email: 'asha' },
    ],
  ],
  [
    'profile',
    profileFormSchema,
    {
      firstName: 'Asha',
      lastName: 'Nair',
      email: 'asha@example.in',
      country: 'India',
      region: 'Karnataka',
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: '',
      confirmPassword: '',
    },
    [
      { phoneNumber: '98a' },
      { phoneNumber: '1234567890123456' },
      { countryCode: '+91234' },
      { password: 'short' },
      { password: 'longenough1', confirmPassword: 'other' },
      { password: 'longenough1', confirmPassword: 'longenough1' },
    ],
  ],
  ['cart checkout', cartCheckoutFormSchema, { ...address, paymentType: 'cash' }, [{ paymentType: 'cheque' }]],
  ['simple checkout', simpleCheckoutFormSchema, { ...address, paymentType: 'COD' }, [{ paymentType: undefined }]],
  [
    'lead',
    leadRequestSchema,
    { name: 'Asha', email: 'asha@example.in', phone: '', message: '' },
    [{ phone: 'call me' }, { phone: '9'.repeat(25) }, { email: 'asha' }],
  ],
  ['contact', contactRequestSchema, { name: 'Asha', email: 'asha@example.in', message: 'Hello' }, [{ email: 'asha' }]],
  ['UTR', utrRequestSchema, { utr: '123456789012' }, [{ utr: '1234' }]],
];

/** Each text field blank, far too long, on two lines, and with a control character in it. */
function mistakes(valid: Record<string, unknown>): Record<string, unknown>[] {
  return Object.entries(valid).flatMap(([field, value]) =>
    typeof value === 'string'
      ? ['', ' ', 'x'.repeat(60_000), 'a\nb', 'a\u0007b', undefined].map((typed) => ({ ...valid, [field]: typed }))
      : [],
  );
}

function messagesOf(schema: z.ZodType, inputs: Record<string, unknown>[]): Set<string> {
  const messages = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  }
  return messages;
}

describe('the forms’ messages in Hindi', () => {
  it.each(forms)('%s: every message it can show has its Hindi', (_name, schema, valid, wrong) => {
    const messages = messagesOf(schema, [...mistakes(valid), ...wrong.map((change) => ({ ...valid, ...change }))]);
    expect(messages.size).toBeGreaterThan(0);
    const untranslated = [...messages].filter((message) =>
      /[A-Za-z]{2,}/.test(hindiFormMessage(message).replace(/UPI|UTR/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it('names the field in its sentence: "First name is required"', () => {
    expect(hindiFormMessage('First name is required')).toBe('पहला नाम ज़रूरी है');
    expect(hindiFormMessage('Message must be at most 5000 characters')).toBe(
      'संदेश ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है',
    );
  });
});
