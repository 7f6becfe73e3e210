import { paths } from '@dhanya/api';
import { accountHandlers, fixtures, mockData, mockHandlers, mockPassword, mockToken } from '@dhanya/api/msw';
import { LoginPage } from '@dhanya/storefront/routes/login';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type InstalledClock, advance, withFakeClock } from '../support/fake-clock';
import { pageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Storefront/Pages/Login',
  tags: ['!autodocs'],
  component: LoginPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/login', session: 'guest' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const admin = fixtures.users[0]!;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const signIn = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign In' });

async function logIn(canvas: Canvas, email: string, password = mockPassword) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.type(passwordField(canvas), password);
  await userEvent.click(signIn(canvas));
}

/** Under the fake clock userEvent hangs: fill the fields with change events and click. */
function logInUnderFakeClock(canvas: Canvas, email: string, password = mockPassword) {
  fireEvent.change(emailField(canvas), { target: { value: email } });
  fireEvent.change(passwordField(canvas), { target: { value: password } });
  signIn(canvas).click();
}

const toastTitle = (text: string) => screen.queryByText(text, { selector: '[data-slot="toast-title"]' });
const findToast = (text: string) => screen.findByText(text, { selector: '[data-slot="toast-title"]' });

/** Under the fake clock `findBy` cannot poll: let real frames pass until `check` holds. */
async function until(clock: InstalledClock, check: () => boolean) {
  for (let frame = 0; !check(); frame += 1) {
    if (frame > 200) throw new Error('Timed out waiting under the fake clock');
    await advance(clock, 0);
  }
}

/** The success toast lasts as long as the wait before the redirect: both end together. */
const toastGoneWithTheRedirect = () => waitFor(() => expect(toastTitle('Login successful!')).toBeNull());

const loginRequests = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(paths.login));

export const Idle: Story = {
  tags: ['req:ACCOUNT-11', 'state'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    const password = passwordField(canvas);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    await expect(signIn(canvas)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: /Dhanya/ })).toHaveAttribute('href', '/');
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  tags: ['req:ACCOUNT-12'],
  parameters: { docs: { description: { story: 'Email and password are required.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click(signIn(canvas));
    await expect(emailField(canvas)).toBeInvalid();
    await expect(passwordField(canvas)).toBeInvalid();
    await userEvent.type(emailField(canvas), fixtures.shopper.email);
    await userEvent.click(signIn(canvas));
    await expect(passwordField(canvas)).toBeInvalid();
    await expect(loginRequests(fetchSpy)).toHaveLength(0);
  },
};

export const ShopperSignsIn: Story = {
  name: 'Shopper signs in',
  tags: ['req:ACCOUNT-13', 'req:AUTH-01'],
  parameters: { docs: { description: { story: 'A shopper signs in and goes to /profile after 2 s.' } } },
  play: ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      logInUnderFakeClock(canvas, fixtures.shopper.email);
      await until(clock, () => toastTitle('Login successful!') !== null);

      await expect(localStorage.getItem('token')).toBe(mockToken(fixtures.shopper));
      await expect(localStorage.getItem('role')).toBe('0');
      await expect(signIn(canvas)).toBeDisabled();

      await advance(clock, 1999);
      await expect(canvas.queryByText('Navigated to /profile')).toBeNull();
      await expect(toastTitle('Login successful!')).toBeInTheDocument();
      await advance(clock, 1);
      // The router commits the navigation in a transition: give it real frames, not fake time.
      await until(clock, () => canvas.queryByText('Navigated to /profile') !== null);
      await expect(canvas.getByText('Navigated to /profile')).toBeInTheDocument();
    }),
};

export const AdminSignsIn: Story = {
  name: 'Admin signs in',
  tags: ['req:ACCOUNT-13', 'req:AUTH-01'],
  parameters: { docs: { description: { story: 'An admin signs in and goes to /admin-dashboard.' } } },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email);
    await expect(await findToast('Login successful!')).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBe(mockToken(admin));
    await expect(localStorage.getItem('role')).toBe('1');
    await expect(await canvas.findByText('Navigated to /admin-dashboard', {}, { timeout: 4000 })).toBeInTheDocument();
    await toastGoneWithTheRedirect();
  },
};

export const NoToken: Story = {
  name: 'No token',
  tags: ['req:ACCOUNT-15'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        account: [http.post(paths.login, () => HttpResponse.json({ user: fixtures.shopper })), ...accountHandlers()],
      },
    },
    docs: { description: { story: 'An answer without a token stores nothing.' } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, fixtures.shopper.email);
    await expect(await findToast('Login failed! No token received.')).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('role')).toBeNull();
    await expect(signIn(canvas)).toBeEnabled();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  tags: ['req:ACCOUNT-14', 'req:AUTH-06'],
  // Someone is still signed in at this browser: the 401 must neither redirect nor sign them out.
  parameters: {
    session: 'shopper',
    docs: { description: { story: 'A refused login shows the server msg and stays.' } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, fixtures.shopper.email, 'not-the-password');
    await expect(await findToast('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(signIn(canvas)).toBeEnabled());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    await expect(localStorage.getItem('token')).toBe(mockToken(fixtures.shopper));
  },
};

export const FailureWithoutMessage: Story = {
  name: 'Failure without message',
  tags: ['req:ACCOUNT-14', 'req:AUTH-06'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        account: [http.post(paths.login, () => HttpResponse.json({}, { status: 401 })), ...accountHandlers()],
      },
    },
    docs: { description: { story: 'A 401 without a msg: "Login failed!" for 3 s.' } },
  },
  play: ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      logInUnderFakeClock(canvas, fixtures.shopper.email, 'not-the-password');
      await until(clock, () => toastTitle('Login failed!') !== null);
      await advance(clock, 2999);
      await expect(toastTitle('Login failed!')).toBeInTheDocument();
      await advance(clock, 1);
      await expect(toastTitle('Login failed!')).toBeNull();
      await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    }),
};

const inCart = (productId: string) => mockData.cartLines.find((line) => line.productId === productId);
/** A product the shopper's demo cart does not hold, with stock for a few. */
const newProduct = fixtures.products.find(
  (product) => product.quantity >= 5 && !fixtures.cartLines.some((line) => line.productId === product._id),
)!;
const cartProduct = fixtures.cartLines[0]!;

export const GuestCartMerged: Story = {
  name: 'Guest cart merged',
  tags: ['req:CART-13'],
  parameters: { docs: { description: { story: 'The guest cart is added to the server cart at login.' } } },
  play: async ({ canvas }) => {
    const productData = { title: 'Saved as a guest', price: 100, image: null };
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        { productId: newProduct._id, quantity: 2, productData },
        { productId: cartProduct.productId, quantity: 1, productData },
        { productId: 'prod-no-longer-sold', quantity: 1, productData },
      ]),
    );
    await logIn(canvas, fixtures.shopper.email);
    await expect(await findToast('Login successful!')).toBeInTheDocument();
    // A new line, a quantity added to an existing line, and the vanished product skipped.
    await expect(inCart(newProduct._id)).toEqual({
      productId: newProduct._id,
      packId: newProduct.packs[0]!._id,
      quantity: 2,
    });
    await expect(inCart(cartProduct.productId)?.quantity).toBe(cartProduct.quantity + 1);
    await expect(inCart('prod-no-longer-sold')).toBeUndefined();
    await expect(localStorage.getItem('guest_cart')).toBeNull();
    await expect(await canvas.findByText('Navigated to /profile', {}, { timeout: 4000 })).toBeInTheDocument();
    await toastGoneWithTheRedirect();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(signIn(canvas)).toBeVisible();
  },
};
