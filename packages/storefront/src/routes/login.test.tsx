import { type User } from '@dhanya/api';
import { ToastProvider } from '@dhanya/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SessionProvider } from '../shared/session';
import { LoginPage } from './login';
import { ProfilePage } from './profile';

const password = 'dhanya123';
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
const meera: User = { ...asha, _id: 'user-meera', firstName: 'Meera', email: 'admin@dhanya.example', role: 1 };

type Answer = { status?: number; body: unknown };
let loginAnswer: (email: string) => Answer;
let requests: { method: string; url: string; body: unknown }[];

/** The shop's server for these tests: login, profile and the cart; every request is recorded. */
const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  requests.push({ method, url, body });
  let answer: Answer = { status: 500, body: { msg: 'Not here' } };
  if (url === '/api/user/login-user') answer = loginAnswer(String(body?.email));
  else if (url === '/api/user/profile' && method === 'GET') answer = { body: { user: asha } };
  else if (url === '/api/user/profile' && method === 'PUT') answer = { body: { user: { ...asha, ...body } } };
  else if (url === '/cart/addcart') answer = { body: { data: { products: [], totalAmount: 0 }, msg: 'Added' } };
  return Response.json(answer.body, { status: answer.status ?? 200 });
});

const signedIn = (email: string): Answer => ({
  body: email === meera.email ? { token: 'token-meera', user: meera } : { token: 'token-asha', user: asha },
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/admin-dashboard', element: <p>Admin dashboard</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </SWRConfig>,
  );
}

async function logIn(email: string, withPassword = password) {
  const user = userEvent.setup({ delay: null });
  renderLogin();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), withPassword);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

const toast = (text: string) => screen.findAllByText(text).then((found) => found[0]);

beforeEach(() => {
  localStorage.clear();
  requests = [];
  loginAnswer = signedIn;
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchStub.mockClear();
  localStorage.clear();
});

describe('[AUTH-01] [ACCOUNT-13] a successful login', () => {
  test('sends {email, password}, stores token and role as a string, and takes an admin to the dashboard', async () => {
    await logIn(meera.email);
    expect(await toast('Login successful!')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/user/login-user',
      body: { email: meera.email, password },
    });
    expect(localStorage.getItem('token')).toBe('token-meera');
    expect(localStorage.getItem('role')).toBe('1');
    expect(await screen.findByText('Admin dashboard', {}, { timeout: 4000 })).toBeInTheDocument();
  }, 20_000);
});

describe('[ACCOUNT-15] a success answer without a token', () => {
  test('shows "Login failed! No token received." and stores nothing', async () => {
    loginAnswer = () => ({ body: { user: asha } });
    await logIn(asha.email);
    expect(await toast('Login failed! No token received.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  }, 20_000);
});

describe('[AUTH-06] [ACCOUNT-14] a refused login', () => {
  test('a 401 shows the server msg and neither redirects nor forgets a stored session', async () => {
    localStorage.setItem('token', 'token-of-someone');
    localStorage.setItem('role', '0');
    loginAnswer = () => ({ status: 401, body: { msg: 'Invalid email or password' } });
    await logIn(asha.email, 'wrong-password');
    expect(await toast('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-someone');
  }, 20_000);

  test('without a server msg the text is "Login failed!"', async () => {
    loginAnswer = () => ({ status: 401, body: {} });
    await logIn(asha.email, 'wrong-password');
    expect(await toast('Login failed!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  }, 20_000);
});

describe('[CONST-06] [CART-13] local storage after a login, a guest cart merge and a profile save', () => {
  test('holds only token, role and guest_cart keys, never a password or a user object', async () => {
    const guestLine = { productId: 'prod-toor-dal', quantity: 3, productData: { title: 'Toor Dal', price: 180 } };
    localStorage.setItem('guest_cart', JSON.stringify([guestLine]));
    const user = await logIn(asha.email);

    const editProfile = await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 4000 });
    // The guest line went to the server cart, and the guest cart is gone (CART-13).
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/cart/addcart',
      body: { productId: 'prod-toor-dal', quantity: 3 },
    });
    expect(localStorage.getItem('guest_cart')).toBeNull();

    await user.click(editProfile);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Your Profile' });
    await user.type(within(dialog).getByLabelText(/^New Password/), 'new-secret-1');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'new-secret-1');
    await user.type(await within(dialog).findByLabelText(/^Current Password/), password);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Profile updated successfully!')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { password: 'new-secret-1', currentPassword: password },
    });

    const allowed = ['token', 'role', 'guest_cart', 'wishlist'];
    const entries = Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''] as const);
    expect(entries.map(([key]) => key).every((key) => allowed.includes(key))).toBe(true);
    expect(Object.fromEntries(entries)).toEqual({ token: 'token-asha', role: '0' });
    for (const [, value] of entries) {
      expect(value).not.toContain(password);
      expect(value).not.toContain('new-secret-1');
      expect(value).not.toContain(asha.email);
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);
});
