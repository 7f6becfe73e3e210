import { ApiError, type User } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { adminLoginFailure, adminLoginMessages, readAdminLogin } from './login-outcome';

const user = (role: User['role']): User => ({
  _id: 'user-1',
  firstName: 'Meera',
  lastName: 'Rao',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  countryCode: '+91',
  country: 'India',
  region: 'Karnataka',
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
});

describe('readAdminLogin', () => {
  test.each([1, '1'])('[ADMIN-02] role %j signs in', (role) => {
    expect(readAdminLogin({ token: 't', user: user(role) })).toEqual({ kind: 'admin', token: 't', user: user(role) });
  });

  test.each([0, '0', 2, 'admin', ''])('[ADMIN-03] role %j is denied', (role) => {
    expect(readAdminLogin({ token: 't', user: user(role) })).toEqual({ kind: 'denied' });
  });

  test('[ADMIN-04] an answer without a token signs nobody in', () => {
    expect(readAdminLogin({ user: user(1) })).toEqual({ kind: 'failed', message: adminLoginMessages.failed });
  });
});

describe('adminLoginFailure', () => {
  test('[ADMIN-04] shows the server message', () => {
    const error = new ApiError(401, 'Invalid email or password');
    expect(adminLoginFailure(error)).toEqual({ kind: 'failed', message: 'Invalid email or password' });
  });

  test('[ADMIN-04] falls back without one', () => {
    expect(adminLoginFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'Invalid credentials or server error',
    });
  });
});
