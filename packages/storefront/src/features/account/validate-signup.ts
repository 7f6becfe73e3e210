import { type SignupRequest } from '@dhanya/api';
import { dialCodeOf } from './signup-countries';

export const SIGNUP_PASSWORD_MIN = 6;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export const signupMessages = {
  passwordsDiffer: 'Passwords do not match!',
  passwordTooShort: 'Password must be at least 6 characters long!',
  phoneLength: 'Phone number must be between 10-15 digits.',
} as const;

/** What the signup form holds when it is submitted (the browser has checked every field is there). */
export type SignupFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phoneNumber: string;
  region: string;
  password: string;
  confirmPassword: string;
};

export type SignupCheck = { ok: true; request: SignupRequest } | { ok: false; message: string };

/** "98765 43210" and "+91-98765-43210" are read as the digits alone. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The spec's checks in its order, stopping at the first that fails (ACCOUNT-05): matching
 * passwords, then the password's length, then a phone of 10 to 15 digits. A form that passes
 * becomes the request, with the phone as digits and the country's dial code (ACCOUNT-07).
 */
export function validateSignup(values: SignupFormValues): SignupCheck {
  if (values.password !== values.confirmPassword) return { ok: false, message: signupMessages.passwordsDiffer };
  if (values.password.length < SIGNUP_PASSWORD_MIN) return { ok: false, message: signupMessages.passwordTooShort };
  const digits = phoneDigits(values.phoneNumber);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS)
    return { ok: false, message: signupMessages.phoneLength };
  return {
    ok: true,
    request: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phoneNumber: digits,
      countryCode: dialCodeOf(values.country),
      password: values.password,
      confirmPassword: values.confirmPassword,
      country: values.country,
      region: values.region.trim(),
    },
  };
}
