import { paths } from '@dhanya/api';
import { accountHandlers, fixtures, mockHandlers, mockPassword, mockToken } from '@dhanya/api/msw';
import { AdminLoginPage } from '@dhanya/admin/routes/admin-login';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { pageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Admin/Pages/Admin Login',
  tags: ['!autodocs'],
  component: AdminLoginPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-login', session: 'guest' },
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const admin = fixtures.users[0]!;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Login' });
const loginRequests = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(paths.login));

async function logIn(canvas: Canvas, email: string, password = mockPassword) {
  await userEvent.type(emailField(canvas), email);
  await userEvent.type(passwordField(canvas), password);
  await userEvent.click(submitButton(canvas));
}

/** The login group with `override` answering first. */
const loginAnswers = (answer: () => Response) => ({
  msw: { handlers: { ...mockHandlers(), account: [http.post(paths.login, answer), ...accountHandlers()] } },
});

export const Idle: Story = {
  tags: ['req:ADMIN-01', 'state'],
  parameters: { docs: { description: { story: 'Email and password, both required.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(emailField(canvas)).toBeRequired();
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await expect(passwordField(canvas)).toBeRequired();
    await userEvent.click(submitButton(canvas));
    await expect(emailField(canvas)).toBeInvalid();
    await expect(passwordField(canvas)).toBeInvalid();
    await userEvent.type(emailField(canvas), admin.email);
    await userEvent.click(submitButton(canvas));
    await expect(passwordField(canvas)).toBeInvalid();
    await expect(loginRequests(fetchSpy)).toHaveLength(0);
  },
};

export const AdminSignsIn: Story = {
  name: 'Signed in',
  tags: ['req:ADMIN-02'],
  parameters: { docs: { description: { story: 'An admin signs in and goes to the dashboard.' } } },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email);
    await expect(await canvas.findByText('Navigated to /admin-dashboard')).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBe(mockToken(admin));
    await expect(localStorage.getItem('role')).toBe('1');
  },
};

export const AdminRoleAsText: Story = {
  name: 'Role as text',
  tags: ['req:ADMIN-02'],
  parameters: {
    ...loginAnswers(() => HttpResponse.json({ token: 'text-role-token', user: { ...admin, role: '1' } })),
    docs: { description: { story: "Role '1' as text is an admin too; role '1' is stored." } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email);
    await expect(await canvas.findByText('Navigated to /admin-dashboard')).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBe('text-role-token');
    await expect(localStorage.getItem('role')).toBe('1');
  },
};

export const AlreadySignedIn: Story = {
  name: 'Already signed in',
  tags: ['req:ADMIN-02'],
  parameters: {
    session: 'admin',
    docs: { description: { story: 'An admin already signed in goes straight to the dashboard.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /admin-dashboard')).toBeInTheDocument();
  },
};

export const ShopperRefused: Story = {
  name: 'Shopper refused',
  tags: ['req:ADMIN-03'],
  parameters: {
    docs: { description: { story: 'A shopper is refused: "Access denied: Not an admin", nothing stored.' } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, fixtures.shopper.email);
    const alert = await screen.findByRole('alertdialog', { name: 'Access denied: Not an admin' });
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('role')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  tags: ['req:ADMIN-04'],
  parameters: { docs: { description: { story: 'A refused login shows the server message and stays.' } } },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email, 'not-the-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const FailureWithoutMessage: Story = {
  name: 'Failure without message',
  tags: ['req:ADMIN-04'],
  parameters: {
    ...loginAnswers(() => HttpResponse.json({}, { status: 500 })),
    docs: { description: { story: 'A failure without a message: "Invalid credentials or server error".' } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials or server error');
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const Submitting: Story = {
  tags: ['req:ADMIN-01'],
  parameters: {
    msw: { handlers: { ...mockHandlers(), account: accountHandlers({ variant: 'slow' }) } },
    docs: { description: { story: 'The button is busy while the login runs.' } },
  },
  play: async ({ canvas }) => {
    await logIn(canvas, admin.email);
    await expect(submitButton(canvas)).toBeDisabled();
  },
};
