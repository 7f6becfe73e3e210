import type { User } from '@dhanya/api';
import { expect, test } from 'vitest';
import { adminLoginMessages, readAdminLogin } from './login-outcome';

// The admin login's stories show an admin (role 1 and '1') signing in, a shopper refused, the
// server's message and the fallback; roles are read by isAdminRole (client.dom.test.ts). No story
// sends a signed-in answer without its token.
const meera: User = {
  _id: 'user-1',
  firstName: 'Meera',
  lastName: 'Rao',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  countryCode: '+91',
  country: 'India',
  region: 'Karnataka',
  role: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
};

test('[ADMIN-04] an answer without a token signs nobody in, not even an admin', () => {
  expect(readAdminLogin({ user: meera })).toEqual({ kind: 'failed', message: adminLoginMessages.failed });
});
