import { describe, expect, test } from 'vitest';
import { type ProfileForm, profileFormSchema } from './account';

const saved: ProfileForm = {
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  country: 'India',
  region: 'Maharashtra',
  countryCode: '+91',
  phoneNumber: '9876543210',
  password: '',
  confirmPassword: '',
};

/** Each refused field with its message; {} when the form may be sent. */
function problems(changes: Partial<ProfileForm> = {}) {
  const result = profileFormSchema.safeParse({ ...saved, ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('[ACCOUNT-23] first and last name are required', () => {
  test('an empty or blank name is refused on its own field', () => {
    expect(problems({ firstName: '' })).toEqual({ firstName: 'First name is required' });
    expect(problems({ lastName: '   ' })).toEqual({ lastName: 'Last name is required' });
  });
});

describe('[ACCOUNT-24] a new password', () => {
  test('of 7 characters is refused and of 8 accepted', () => {
    expect(problems({ password: '1234567', confirmPassword: '1234567', currentPassword: 'old-one' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(problems({ password: '12345678', confirmPassword: '12345678', currentPassword: 'old-one' })).toEqual({});
  });

  test('must match its confirmation', () => {
    expect(problems({ password: '12345678', confirmPassword: '12345679', currentPassword: 'old-one' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('a confirmation alone starts the checks too', () => {
    expect(problems({ confirmPassword: 'newpassword' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  test('is checked beside a missing name, so every problem shows at once', () => {
    expect(problems({ firstName: '', password: 'short', confirmPassword: 'other' })).toEqual({
      firstName: 'First name is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      currentPassword: 'Please enter your current password',
    });
  });

  test('[issue 31] needs the current password once a new one is typed, and not before', () => {
    expect(problems({ password: '12345678', confirmPassword: '12345678' })).toEqual({
      currentPassword: 'Please enter your current password',
    });
    expect(problems({ confirmPassword: '12345678' })).not.toHaveProperty('currentPassword');
    expect(problems({ currentPassword: 'typed-by-mistake' })).toEqual({});
  });

  test('both left blank keeps the password: no error', () => {
    expect(problems()).toEqual({});
  });
});

describe('[ACCOUNT-25] the phone is digits only', () => {
  test('a value that still holds a non-digit is refused; digits or nothing pass', () => {
    expect(problems({ phoneNumber: '98765-43210' })).toEqual({
      phoneNumber: 'Phone number must contain only digits',
    });
    expect(problems({ phoneNumber: '9876543210' })).toEqual({});
    expect(problems({ phoneNumber: '' })).toEqual({});
  });
});

describe('[ACCOUNT-28] the update sends password only when a new one was entered', () => {
  test('no password key when both fields are blank', () => {
    const update = profileFormSchema.parse({ ...saved, firstName: ' Asha ' });
    expect(update).toEqual({
      firstName: 'Asha',
      lastName: 'Nair',
      email: 'asha.nair@example.in',
      country: 'India',
      region: 'Maharashtra',
      phoneNumber: '9876543210',
      countryCode: '+91',
    });
    expect('password' in update).toBe(false);
    expect('currentPassword' in profileFormSchema.parse({ ...saved, currentPassword: 'typed' })).toBe(false);
  });

  test('the new password when one was entered, without its confirmation', () => {
    const update = profileFormSchema.parse({
      ...saved,
      password: 'newpassword',
      confirmPassword: 'newpassword',
      currentPassword: 'old-password',
    });
    expect(update).toMatchObject({ password: 'newpassword', currentPassword: 'old-password' });
    expect('confirmPassword' in update).toBe(false);
  });
});
