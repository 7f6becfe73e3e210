import { describe, expect, test } from 'vitest';
import { type SignupFormValues, signupMessages, validateSignup } from './validate-signup';

const valid: SignupFormValues = {
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  country: 'India',
  phoneNumber: '9876543210',
  region: 'Maharashtra',
  password: 'secret',
  confirmPassword: 'secret',
};
const form = (changes: Partial<SignupFormValues>) => ({ ...valid, ...changes });
const message = (values: SignupFormValues) => {
  const check = validateSignup(values);
  return check.ok ? undefined : check.message;
};
const digits = (count: number) => '9'.repeat(count);

describe('[ACCOUNT-05] the signup checks run in order and only the first failure is reported', () => {
  test('mismatched passwords come first, even when the password is short and the phone wrong', () => {
    expect(message(form({ password: 'abc', confirmPassword: 'abd', phoneNumber: '123' }))).toBe(
      'Passwords do not match!',
    );
  });

  test('then the password length, even when the phone is wrong', () => {
    expect(message(form({ password: 'abc', confirmPassword: 'abc', phoneNumber: '123' }))).toBe(
      'Password must be at least 6 characters long!',
    );
  });

  test('then the phone length', () => {
    expect(message(form({ phoneNumber: '123' }))).toBe('Phone number must be between 10-15 digits.');
  });

  test('the messages are the spec texts', () => {
    expect(signupMessages).toEqual({
      passwordsDiffer: 'Passwords do not match!',
      passwordTooShort: 'Password must be at least 6 characters long!',
      phoneLength: 'Phone number must be between 10-15 digits.',
    });
  });
});

describe('[ACCOUNT-06] signup boundaries', () => {
  test('a 5-character password is refused and a 6-character one accepted', () => {
    expect(message(form({ password: '12345', confirmPassword: '12345' }))).toBe(signupMessages.passwordTooShort);
    expect(message(form({ password: '123456', confirmPassword: '123456' }))).toBeUndefined();
  });

  test('a phone of 9 digits is refused, 10 and 15 accepted, 16 refused', () => {
    expect(message(form({ phoneNumber: digits(9) }))).toBe(signupMessages.phoneLength);
    expect(message(form({ phoneNumber: digits(10) }))).toBeUndefined();
    expect(message(form({ phoneNumber: digits(15) }))).toBeUndefined();
    expect(message(form({ phoneNumber: digits(16) }))).toBe(signupMessages.phoneLength);
  });

  test('non-digits are stripped before counting: "98765 43210" is sent as 9876543210, "98765 4321" is 9 digits', () => {
    const check = validateSignup(form({ phoneNumber: '98765 43210' }));
    expect(check.ok && check.request.phoneNumber).toBe('9876543210');
    expect(message(form({ phoneNumber: '98765 4321' }))).toBe(signupMessages.phoneLength);
  });
});

describe('[ACCOUNT-07] a valid form becomes the create-user request', () => {
  test('with the phone as digits and the chosen country and its dial code', () => {
    const check = validateSignup(form({ country: 'Japan', phoneNumber: '090-1234-5678', firstName: ' Asha ' }));
    expect(check).toEqual({
      ok: true,
      request: {
        firstName: 'Asha',
        lastName: 'Nair',
        email: 'asha.nair@example.in',
        phoneNumber: '09012345678',
        countryCode: '+81',
        password: 'secret',
        confirmPassword: 'secret',
        country: 'Japan',
        region: 'Maharashtra',
      },
    });
  });
});
