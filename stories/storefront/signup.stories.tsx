import { paths } from '@dhanya/api';
import { accountHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import { SignupPage } from '@dhanya/storefront/routes/signup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type InstalledClock, advance, withFakeClock } from '../support/fake-clock';
import { pageDecorator, pageParameters, pageSetup, served } from './support/page';

const meta = {
  title: 'Storefront/Pages/Signup',
  tags: ['!autodocs'],
  component: SignupPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/signup', session: 'guest' },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** How a story puts text into a field: a paste, or (under the fake clock, where userEvent hangs) one change event. */
type Enter = (field: HTMLElement, value: string) => Promise<void>;
const typeInto: Enter = async (field, value) => {
  await userEvent.clear(field);
  if (value) await userEvent.paste(value);
};
const changeTo: Enter = async (field, value) => {
  fireEvent.change(field, { target: { value } });
};

const newShopper = {
  firstName: 'Kiran',
  lastName: 'Rao',
  email: 'kiran.rao@example.in',
  phoneNumber: '98765 01234',
  region: 'Tamil Nadu',
  password: 'kiran-2026',
  confirmPassword: 'kiran-2026',
};

const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const confirmField = (canvas: Canvas) => canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });
const signUp = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign Up' });

const fieldsOf = (canvas: Canvas): Record<keyof typeof newShopper, () => HTMLElement> => ({
  firstName: () => canvas.getByRole('textbox', { name: 'First Name' }),
  lastName: () => canvas.getByRole('textbox', { name: 'Last Name' }),
  email: () => canvas.getByRole('textbox', { name: 'Email' }),
  phoneNumber: () => canvas.getByRole('textbox', { name: 'Phone Number' }),
  region: () => canvas.getByRole('textbox', { name: 'Region/State' }),
  password: () => passwordField(canvas),
  confirmPassword: () => confirmField(canvas),
});

/** Enters `values` into their fields, leaving the others as they are. */
async function enterFields(canvas: Canvas, values: Partial<typeof newShopper>, enter: Enter = typeInto) {
  const fields = fieldsOf(canvas);
  for (const [name, value] of Object.entries(values)) await enter(fields[name as keyof typeof newShopper](), value);
}

/** Fills every field: the new shopper's details with `changes` over them. */
const fillForm = (canvas: Canvas, changes: Partial<typeof newShopper> = {}, enter: Enter = typeInto) =>
  enterFields(canvas, { ...newShopper, ...changes }, enter);

const signupRequests = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(paths.signup));

const toastTitle = (text: string) => screen.queryByText(text, { selector: '[data-slot="toast-title"]' });

/** Under the fake clock `findBy` cannot poll: let real frames pass until `check` holds. */
async function until(clock: InstalledClock, check: () => boolean) {
  for (let frame = 0; !check(); frame += 1) {
    if (frame > 200) throw new Error('Timed out waiting under the fake clock');
    await advance(clock, 0);
  }
}

export const Idle: Story = {
  tags: ['req:ACCOUNT-01', 'req:ACCOUNT-02', 'req:ACCOUNT-03', 'state'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    for (const name of ['First Name', 'Last Name', 'Region/State'])
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      'Enter digits only',
    );

    // India with +91 by default; choosing a country sets the read-only code (ACCOUNT-03).
    const country = canvas.getByRole('combobox', { name: 'Country' });
    const code = canvas.getByRole('textbox', { name: 'Country Code' });
    await expect(country).toHaveTextContent('India');
    await expect(code).toHaveValue('+91');
    await expect(code).toHaveAttribute('readonly');
    await userEvent.click(country);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'India',
      'United Kingdom',
      'Canada',
      'Australia',
      'Germany',
      'France',
      'China',
      'Japan',
      'Brazil',
      'Mexico',
      'Russia',
      'Nigeria',
      'South Africa',
      'Egypt',
      'Spain',
      'Italy',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Nigeria' }));
    await waitFor(() => expect(code).toHaveValue('+234'));
    await expect(country).toHaveTextContent('Nigeria');

    // Each password field shows and hides its text (ACCOUNT-02).
    for (const [field, toggle] of [
      [passwordField(canvas), 'Show password'],
      [confirmField(canvas), 'Show confirm password'],
    ] as const) {
      await expect(field).toHaveAttribute('type', 'password');
      await userEvent.click(canvas.getByRole('button', { name: toggle }));
      await expect(field).toHaveAttribute('type', 'text');
      await userEvent.click(canvas.getByRole('button', { name: toggle.replace('Show', 'Hide') }));
      await expect(field).toHaveAttribute('type', 'password');
    }

    await expect(signUp(canvas)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  tags: ['req:ACCOUNT-04'],
  parameters: { docs: { description: { story: 'The browser refuses an empty field or a bad email.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeInvalid();
    await expect(passwordField(canvas)).toBeInvalid();

    await fillForm(canvas, { email: 'kiran.rao' });
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await enterFields(canvas, { email: newShopper.email, region: '' });
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByRole('textbox', { name: 'Region/State' })).toBeInvalid();

    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(signupRequests(fetchSpy)).toHaveLength(0);
  },
};

export const ValidationOrder: Story = {
  name: 'Validation order',
  tags: ['req:ACCOUNT-05'],
  parameters: { docs: { description: { story: 'The checks run in order, one message at a time, with no request.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await fillForm(canvas, { password: 'abc', confirmPassword: 'abd', phoneNumber: '12345' });
    await userEvent.click(signUp(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Passwords do not match!$/);

    await enterFields(canvas, { confirmPassword: 'abc' });
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Password must be at least 6 characters long!$/);

    await enterFields(canvas, { password: 'abcdef', confirmPassword: 'abcdef' });
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Phone number must be between 10-15 digits\.$/);

    await expect(signupRequests(fetchSpy)).toHaveLength(0);
  },
};

export const Submitting: Story = {
  tags: ['req:ACCOUNT-08'],
  parameters: { msw: { handlers: { ...mockHandlers(), account: accountHandlers({ variant: 'slow' }) } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(signUp(canvas));
    const button = signUp(canvas);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  },
};

export const Success: Story = {
  tags: ['req:ACCOUNT-07', 'req:ACCOUNT-09', 'state'],
  parameters: { docs: { description: { story: 'Toast 3 s, Thank You, then /profile.' } } },
  play: ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      await fillForm(canvas, { phoneNumber: '98765 01234' }, changeTo);
      signUp(canvas).click();
      await until(clock, () => toastTitle('Signup successful!') !== null);

      // The request carried the digits only and the dial code (ACCOUNT-07).
      await expect(mockData.users.find((candidate) => candidate.email === newShopper.email)).toMatchObject({
        phoneNumber: '9876501234',
        countryCode: '+91',
        country: 'India',
        region: 'Tamil Nadu',
      });
      await expect(signUp(canvas)).toBeDisabled();

      await advance(clock, 2999);
      await expect(canvas.queryByRole('heading', { name: 'Thank You' })).toBeNull();
      await advance(clock, 1);
      await expect(canvas.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
      await expect(toastTitle('Signup successful!')).toBeNull();

      await advance(clock, 2999);
      await expect(canvas.queryByText('Navigated to /profile')).toBeNull();
      await advance(clock, 1);
      // The router commits the navigation in a transition: give it real frames, not fake time.
      await until(clock, () => canvas.queryByText('Navigated to /profile') !== null);
      await expect(canvas.getByText('Navigated to /profile')).toBeInTheDocument();
    }),
};

export const Failure: Story = {
  tags: ['req:ACCOUNT-10'],
  parameters: { docs: { description: { story: 'Failure shows the server msg.' } } },
  play: async ({ canvas }) => {
    await fillForm(canvas, { email: fixtures.shopper.email });
    await userEvent.click(signUp(canvas));
    await expect(
      await screen.findByText('An account with this email already exists', { selector: '[data-slot="toast-title"]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(signUp(canvas)).toBeEnabled());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  },
};

export const FailureWithoutMessage: Story = {
  name: 'Failure without message',
  tags: ['req:ACCOUNT-10'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        account: [http.post(paths.signup, () => HttpResponse.json({}, { status: 500 })), ...accountHandlers()],
      },
    },
    docs: { description: { story: 'Failure without a msg: the fallback toast for 5 s.' } },
  },
  play: ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const canvas = within(document.body);
      await fillForm(canvas, {}, changeTo);
      signUp(canvas).click();
      await until(clock, () => toastTitle('Signup failed! Please try again.') !== null);
      await advance(clock, 4999);
      await expect(toastTitle('Signup failed! Please try again.')).toBeInTheDocument();
      await advance(clock, 1);
      await expect(toastTitle('Signup failed! Please try again.')).toBeNull();
    }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: served(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(signUp(canvas)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Dhanya/ })).toHaveAttribute('href', '/');
  },
};
