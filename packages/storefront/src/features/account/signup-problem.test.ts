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
const passwordsDiffer = 'Passwords do not match!';
const passwordTooShort = 'Password must be at least 6 characters long!';
const phoneLength = 'Phone number must be between 10-15 digits.';

describe('[ACCOUNT-05] the signup checks run in order and only the first failure is reported', () => {
  test('mismatched passwords come first, even when the password is short and the phone wrong', () => {
    expect(message(form({ password: 'abc', confirmPassword: 'abd', phoneNumber: '123' }))).toBe(passwordsDiffer);
  });

  test('then the password length, even when the phone is wrong', () => {
    expect(message(form({ password: 'abc', confirmPassword: 'abc', phoneNumber: '123' }))).toBe(passwordTooShort);
  });

  test('then the phone length', () => {
    expect(message(form({ phoneNumber: '123' }))).toBe(phoneLength);
  });

  test('a problem outside the three is still named', () => {
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
  test('with the phone as digits, trimmed names and the chosen country and its dial code', () => {
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
