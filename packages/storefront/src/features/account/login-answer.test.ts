import type { User } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { catalogue } from '../../locales/en';
import { readLoginAnswer } from './login-answer';

const texts = catalogue.shop.account;

// The login page's answers (success and where it goes, no token, refusals) are shown by its
// stories and the account journey; these are the malformed answers neither sends.
const asha: User = {
  _id: 'user-asha',
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  phoneNumber: '',
  countryCode: '',
  country: '',
  region: '',
  role: 0,
  createdAt: '2026-06-01T00:00:00.000Z',
  lastLogin: null,
};

describe('[ACCOUNT-15] a login answer that cannot sign anyone in', () => {
  test('an empty token is no token: "Login failed! No token received."', () => {
    expect(readLoginAnswer({ token: '', user: asha }, texts)).toEqual({
      ok: false,
      message: 'Login failed! No token received.',
    });
  });

  test('a token without the user cannot be routed by role: the plain "Login failed!"', () => {
    expect(readLoginAnswer({ token: 't-1' }, texts)).toEqual({ ok: false, message: 'Login failed!' });
  });
});
