import { type User } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import {
  type ProfileFormValues,
  keepDigits,
  profileFormValues,
  profileMessages,
  profileUpdate,
  validateProfile,
} from './validate-profile';

const asha: User = {
  _id: 'user-asha',
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  phoneNumber: '9876543210',
  countryCode: '+91',
  country: 'India',
  region: 'Maharashtra',
  role: 0,
  createdAt: '2026-06-01T00:00:00.000Z',
  lastLogin: null,
};
const form = (changes: Partial<ProfileFormValues> = {}) => ({ ...profileFormValues(asha), ...changes });

describe('[ACCOUNT-20] the editor starts from the saved profile', () => {
  test('every field pre-filled and both password fields empty', () => {
    expect(profileFormValues(asha)).toEqual({
      firstName: 'Asha',
      lastName: 'Nair',
      email: 'asha.nair@example.in',
      country: 'India',
      region: 'Maharashtra',
      countryCode: '+91',
      phoneNumber: '9876543210',
      password: '',
      confirmPassword: '',
    });
    expect(validateProfile(form())).toEqual({});
  });
});

describe('[ACCOUNT-23] first and last name are required', () => {
  test('an empty or blank name is refused on its own field', () => {
    expect(validateProfile(form({ firstName: '' }))).toEqual({ firstName: 'First name is required' });
    expect(validateProfile(form({ lastName: '   ' }))).toEqual({ lastName: 'Last name is required' });
  });
});

describe('[ACCOUNT-24] a new password', () => {
  test('of 7 characters is refused and of 8 accepted', () => {
    expect(validateProfile(form({ password: '1234567', confirmPassword: '1234567' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateProfile(form({ password: '12345678', confirmPassword: '12345678' }))).toEqual({});
  });

  test('must match its confirmation', () => {
    expect(validateProfile(form({ password: '12345678', confirmPassword: '12345679' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('a confirmation alone starts the checks too', () => {
    expect(validateProfile(form({ confirmPassword: 'newpassword' }))).toEqual({
      password: profileMessages.passwordTooShort,
      confirmPassword: profileMessages.passwordsDiffer,
    });
  });

  test('both left blank keeps the password: no error', () => {
    expect(validateProfile(form({ password: '', confirmPassword: '' }))).toEqual({});
  });
});

describe('[ACCOUNT-25] the phone is digits only', () => {
  test('typing keeps only the digits', () => {
    expect(keepDigits('98a76-54 3210x')).toBe('9876543210');
    expect(keepDigits('abc')).toBe('');
  });

  test('a value that still holds a non-digit is refused; digits or nothing pass', () => {
    expect(validateProfile(form({ phoneNumber: '98765-43210' }))).toEqual({
      phoneNumber: 'Phone number must contain only digits',
    });
    expect(validateProfile(form({ phoneNumber: '9876543210' }))).toEqual({});
    expect(validateProfile(form({ phoneNumber: '' }))).toEqual({});
  });
});

describe('[ACCOUNT-28] the update sends password only when a new one was entered', () => {
  test('no password key when both fields are blank', () => {
    const update = profileUpdate(form({ firstName: ' Asha ' }));
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
  });

  test('the new password when one was entered', () => {
    expect(profileUpdate(form({ password: 'newpassword', confirmPassword: 'newpassword' }))).toMatchObject({
      password: 'newpassword',
    });
  });
});
