import { type SignupRequest, signupRequestSchema } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { firstSignupProblem } from './signup-problem';

// The form runs signupRequestSchema through react-hook-form's zod resolver and shows
// firstSignupProblem of the field messages; these tests run the same two steps.
const valid: SignupRequest = {
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  country: 'India',
  countryCode: '+91',
  phoneNumber: '9876543210',
  region: 'Maharashtra',
  password: 'secret',
  confirmPassword: 'secret',
};
const form = (changes: Partial<SignupRequest>) => ({ ...valid, ...changes });
const check = (values: SignupRequest) => signupRequestSchema.safeParse(values);
const message = (values: SignupRequest) => {
  const result = check(values);
  if (result.success) return undefined;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return firstSignupProblem(messages);
};
const digits = (count: number) => '9'.repeat(count);
const passwordTooShort = 'Password must be at least 6 characters long!';
const phoneLength = 'Phone number must be between 10-15 digits.';

// The order of the three checks is shown by the signup page's Validation order story and the
// account journey; these are the boundaries and inputs they do not try.
describe('[ACCOUNT-05] the first failure reported', () => {
  test('a problem outside the three ordered checks is still named', () => {
    expect(message(form({ region: 'r'.repeat(201) }))).toBe('Region must be at most 200 characters');
  });
});

describe('[ACCOUNT-06] signup boundaries', () => {
  test('a 5-character password is refused and a 6-character one accepted', () => {
    expect(message(form({ password: '12345', confirmPassword: '12345' }))).toBe(passwordTooShort);
    expect(message(form({ password: '123456', confirmPassword: '123456' }))).toBeUndefined();
  });

  test('a phone of 9 digits is refused, 10 and 15 accepted, 16 refused', () => {
    expect(message(form({ phoneNumber: digits(9) }))).toBe(phoneLength);
    expect(message(form({ phoneNumber: digits(10) }))).toBeUndefined();
    expect(message(form({ phoneNumber: digits(15) }))).toBeUndefined();
    expect(message(form({ phoneNumber: digits(16) }))).toBe(phoneLength);
  });

  test('non-digits are stripped before counting: "98765 43210" is sent as 9876543210, "98765 4321" is 9 digits', () => {
    expect(check(form({ phoneNumber: '98765 43210' })).data?.phoneNumber).toBe('9876543210');
    expect(message(form({ phoneNumber: '98765 4321' }))).toBe(phoneLength);
  });
});

describe('[ACCOUNT-07] a valid form becomes the create-user request', () => {
  test("with trimmed names and only the phone's digits, whatever separates them", () => {
    const values = form({ country: 'Japan', countryCode: '+81', phoneNumber: '090-1234-5678', firstName: ' Asha ' });
    expect(check(values).data).toEqual({
      firstName: 'Asha',
      lastName: 'Nair',
      email: 'asha.nair@example.in',
      phoneNumber: '09012345678',
      countryCode: '+81',
      password: 'secret',
      confirmPassword: 'secret',
      country: 'Japan',
      region: 'Maharashtra',
    });
  });
});
