import { type ProfileUpdate, type User } from '@dhanya/api';

export const PROFILE_PASSWORD_MIN = 8;

export const profileMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  phoneNotDigits: 'Phone number must contain only digits',
} as const;

/** What the Edit Your Profile dialog holds. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  region: string;
  countryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
};

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The dialog opens on the saved profile, with both password fields empty (ACCOUNT-20). */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country,
    region: user.region,
    countryCode: user.countryCode,
    phoneNumber: user.phoneNumber,
    password: '',
    confirmPassword: '',
  };
}

/** What typing into the phone field leaves: its digits only (ACCOUNT-25). */
export function keepDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * One message per field that stops a save (ACCOUNT-23, -24, -25); empty when it may be sent.
 * The password rules apply only once either password field has something in it.
 */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = profileMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = profileMessages.lastNameRequired;
  if (values.password || values.confirmPassword) {
    if (values.password.length < PROFILE_PASSWORD_MIN) errors.password = profileMessages.passwordTooShort;
    if (values.confirmPassword !== values.password) errors.confirmPassword = profileMessages.passwordsDiffer;
  }
  if (/\D/.test(values.phoneNumber)) errors.phoneNumber = profileMessages.phoneNotDigits;
  return errors;
}

/** The PUT body: every profile field, and `password` only when a new one was entered (ACCOUNT-28). */
export function profileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email,
    country: values.country,
    region: values.region,
    phoneNumber: values.phoneNumber,
    countryCode: values.countryCode,
    ...(values.password ? { password: values.password } : {}),
  };
}
