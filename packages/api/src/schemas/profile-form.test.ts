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

// The profile page's stories show each rule as the shopper meets it (an emptied name, a
// 7-character or mismatched password, a saved phone with a dash, the body of a plain save);
// these are the inputs and combinations the stories do not try.
describe('[ACCOUNT-23] first and last name are required', () => {
  test('a name of spaces only is refused like an empty one', () => {
    expect(problems({ lastName: '   ' })).toEqual({ lastName: 'Last name is required' });
  });
});

describe('[ACCOUNT-24] a new password', () => {
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
});

describe('[ACCOUNT-25] the phone is digits only', () => {
  test('no phone at all may be saved', () => {
    expect(problems({ phoneNumber: '' })).toEqual({});
  });
});

describe('[ACCOUNT-28] the update sends password only when a new one was entered', () => {
  test('names are trimmed, and a current password typed without a new one is not sent', () => {
    expect(profileFormSchema.parse({ ...saved, firstName: ' Asha ' }).firstName).toBe('Asha');
    const update = profileFormSchema.parse({ ...saved, currentPassword: 'typed' });
    expect('password' in update).toBe(false);
    expect('currentPassword' in update).toBe(false);
  });

  test('the new password is sent without its confirmation', () => {
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
