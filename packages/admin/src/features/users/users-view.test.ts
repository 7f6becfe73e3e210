import { ApiError, type User, getUsers } from '@dhanya/api';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatJoined, formatPhone, formatPlace, signOutQuestion, userName, usersView } from './users-view';

const user: User = {
  _id: 'user-1',
  firstName: 'Meera',
  lastName: 'Rao',
  email: 'admin@dhanya.example',
  phoneNumber: '9845012345',
  countryCode: '+91',
  country: 'India',
  region: 'Karnataka',
  role: 1,
  createdAt: '2025-09-27T00:00:00.000Z',
  lastLogin: null,
};

/** The error `getUsers()` rejects with when the server answers `body` with `status`. */
async function failureOf(body: unknown, status = 200): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  return getUsers().then(
    () => undefined,
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllGlobals());

// The Users tab's stories show loading, the empty list, a failed request, no token, one
// unexpected answer and the role chips (roles are read by isAdminRole, client.dom.test.ts); these
// are the other answers and the values a user may lack.
describe('usersView', () => {
  test('[ADMIN-26] no token wins over whatever an earlier request left', () => {
    expect(usersView({ hasToken: false, data: [user], isLoading: false }).kind).toBe('failed');
  });

  test('[ADMIN-27] each answer without a users list is an unexpected format', async () => {
    for (const body of [{ data: [] }, { users: 'none' }, [user], { users: [{ name: 'no fields' }] }]) {
      const error = await failureOf(body);
      expect(error).toBeDefined();
      expect(usersView({ hasToken: true, error, isLoading: false })).toEqual({
        kind: 'failed',
        message: 'Unexpected user data format.',
        retry: true,
      });
    }
  });

  test('[ADMIN-27] any failed request, refused or unanswered, shows "Failed to fetch users."', async () => {
    for (const [body, status] of [
      [{ msg: 'Something went wrong' }, 500],
      [{ msg: 'Admins only' }, 403],
    ] as const) {
      const error = await failureOf(body, status);
      expect(error).toBeInstanceOf(ApiError);
      expect(usersView({ hasToken: true, error, isLoading: false })).toMatchObject({
        message: 'Failed to fetch users.',
      });
    }
    expect(usersView({ hasToken: true, error: new ApiError(0, ''), isLoading: false })).toMatchObject({
      message: 'Failed to fetch users.',
    });
  });

  test('[ADMIN-27] data that is not a list is an unexpected format', () => {
    expect(usersView({ hasToken: true, data: { users: [] }, isLoading: false })).toMatchObject({
      message: 'Unexpected user data format.',
    });
  });
});

test('contact and place leave out what is not stored', () => {
  expect(formatPhone(user)).toBe('+91 9845012345');
  expect(formatPhone({ countryCode: '', phoneNumber: '' })).toBe('');
  expect(formatPlace(user)).toBe('Karnataka, India');
  expect(formatPlace({ region: '', country: 'India' })).toBe('India');
  expect(formatPlace({ region: ' ', country: '' })).toBe('');
});

test('the joined date is a medium Indian date', () => {
  expect(formatJoined('2025-09-27T00:00:00.000Z', 'Asia/Kolkata')).toBe('27 Sept 2025');
  expect(formatJoined('nope')).toBe('');
});

test('a user without a name is named by their email', () => {
  expect(userName(user)).toBe('Meera Rao');
  expect(userName({ firstName: ' ', lastName: '', email: 'kiran@example.in' })).toBe('kiran@example.in');
});

test('signing out everywhere names the user, and warns the admin on their own row', () => {
  const shopper = { firstName: 'Asha', lastName: 'Nair', email: 'asha@example.in' };
  expect(signOutQuestion(shopper, false)).toEqual({
    title: 'Sign Asha Nair out everywhere?',
    description: 'Asha Nair will be signed out on every phone and computer and must log in again.',
  });
  expect(signOutQuestion(user, true).description).toMatch(/^This is your own account: .*login page\.$/);
});
