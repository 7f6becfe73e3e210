import type { User } from '@dhanya/api';
import { ToastProvider } from '@dhanya/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogue as english } from '../locales/en';
import { LocaleProvider } from '../shared/locale';
import { type Session, SessionProvider, useSession } from '../shared/session';
import { ProfilePage } from './profile';

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

let stored: User;
/** The session as the page last rendered it. */
const probe: { session?: Session } = {};

/** The shop's server for these tests: the profile and its update; anything else fails. */
const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  if (url === '/api/user/profile' && method === 'GET') return Response.json({ user: stored });
  if (url === '/api/user/profile' && method === 'PUT') {
    const update = JSON.parse(String(init.body)) as Record<string, unknown>;
    const { password: _password, ...changes } = update;
    stored = { ...stored, ...changes };
    return Response.json({ user: stored });
  }
  return Response.json({ msg: 'Not here' }, { status: 500 });
});

function SessionProbe() {
  const session = useSession();
  useEffect(() => {
    probe.session = session;
  });
  return null;
}

function renderProfile() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfilePage />
            <SessionProbe />
          </>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <LocaleProvider locale="en" catalogue={english}>
        <SessionProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SessionProvider>
      </LocaleProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  stored = { ...asha };
  localStorage.setItem('token', 'token-asha');
  localStorage.setItem('role', '0');
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchStub.mockClear();
  localStorage.clear();
});

describe('[ACCOUNT-21] opening Edit Profile', () => {
  test('clears the shared in-memory user while the page keeps showing the loaded profile', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'Asha Nair' });
    act(() => probe.session?.setUser(asha));
    expect(probe.session?.user).toEqual(asha);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(await screen.findByRole('dialog', { name: 'Edit Your Profile' })).toBeInTheDocument();
    expect(probe.session?.user).toBeNull();
    expect(screen.getByRole('heading', { name: 'Asha Nair', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
  }, 20_000);
});

describe('[ACCOUNT-29] a successful save', () => {
  // The closed dialog, the new profile on the page, the toast and the body sent are shown by
  // the profile page's Saved story; the shared user is not on the screen.
  test('sets the shared in-memory user to the saved profile', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Your Profile' });
    const firstName = within(dialog).getByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Ashwini');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Ashwini Nair' })).toBeInTheDocument();
    await waitFor(() => expect(probe.session?.user).toMatchObject({ firstName: 'Ashwini', lastName: 'Nair' }));
  }, 20_000);
});
