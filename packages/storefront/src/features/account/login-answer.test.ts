import { type User } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { isAdminRole } from '../../shared/session';
import { LOGIN_REDIRECT_DELAY_MS, destinationAfterLogin, loginMessages, readLoginAnswer } from './login-answer';

const user = (role: User['role']): User => ({
  _id: 'user-asha',
  firstName: 'Asha',
  lastName: 'Nair',
  email: 'asha.nair@example.in',
  phoneNumber: '',
  countryCode: '',
  country: '',
  region: '',
  role,
  createdAt: '2026-06-01T00:00:00.000Z',
  lastLogin: null,
});

describe('[ACCOUNT-13] a login answer with a token', () => {
  test('signs in with its token and user', () => {
    expect(readLoginAnswer({ token: 't-1', user: user(0) })).toEqual({ ok: true, token: 't-1', user: user(0) });
  });

  test('role 1 goes to /admin-dashboard, any other role to /profile, after about 2 s', () => {
    expect(destinationAfterLogin(user(1).role)).toBe('/admin-dashboard');
    expect(destinationAfterLogin(user('1').role)).toBe('/admin-dashboard');
    expect(destinationAfterLogin(user(0).role)).toBe('/profile');
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(2000);
  });
});

describe('[ACCOUNT-15] a success answer without a token', () => {
  test('is a failure with the spec text', () => {
    expect(readLoginAnswer({ user: user(0) })).toEqual({ ok: false, message: 'Login failed! No token received.' });
    expect(readLoginAnswer({ token: '', user: user(0) })).toEqual({ ok: false, message: loginMessages.noToken });
  });

  test('a token without the user cannot be routed by role: the plain failure', () => {
    expect(readLoginAnswer({ token: 't-1' })).toEqual({ ok: false, message: 'Login failed!' });
  });
});

describe('[AUTH-02] a role of 1 or "1" is an admin, anything else a shopper', () => {
  test.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [2, false],
    ['admin', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('role %j', (role, admin) => {
    expect(isAdminRole(role)).toBe(admin);
    expect(destinationAfterLogin(role)).toBe(admin ? '/admin-dashboard' : '/profile');
  });
});
