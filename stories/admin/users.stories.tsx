import UsersTab from '@dhanya/admin/features/users/users-tab';
import { paths } from '@dhanya/api';
import { accountHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { pageDecorator, pageParameters, pageSetup, served } from './support/page';

/*
 * The demo accounts (fixtures.users): Meera Rao, the admin (role 1); Asha Nair (role 0) and
 * Ravi Shankar (role '0', no phone or country stored).
 */
const [meera, asha, ravi] = fixtures.users as [
  (typeof fixtures.users)[0],
  (typeof fixtures.users)[0],
  (typeof fixtures.users)[0],
];

/** How many times the users list was asked for, reset before each story. */
let usersRequests = 0;
const countUsersRequests = http.get(paths.users, () => {
  usersRequests += 1;
});

function accountServed(...overrides: HttpHandler[]) {
  return {
    msw: { handlers: { ...mockHandlers(), account: [countUsersRequests, ...overrides, ...accountHandlers()] } },
  };
}

const meta = {
  title: 'Admin/Tabs/Users',
  component: UsersTab,
  decorators: [pageDecorator],
  beforeEach: (context) => {
    usersRequests = 0;
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...accountServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof UsersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const rowOf = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('row', { name: new RegExp(name) }, { timeout: 5000 }));

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading users...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '[ADMIN-27] An empty list shows "No users found"',
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found')).toBeVisible();
  },
};

export const Error: Story = {
  name: '[ADMIN-27] A failed request shows "Failed to fetch users."',
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch users.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  name: '[ADMIN-25] Every user, read-only, with an Admin or User chip',
  // A role stored as the string '1' is an admin as well.
  beforeEach: () => {
    mockData.users.push({
      ...structuredClone(asha),
      _id: 'user-kiran',
      firstName: 'Kiran',
      lastName: 'Das',
      role: '1',
    });
  },
  play: async ({ canvas }) => {
    const admin = await rowOf(canvas, 'Meera Rao');
    const table = canvas.getByRole('table', { name: 'Registered users' });
    // The header row, the demo users and Kiran.
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + fixtures.users.length + 1);

    await expect(admin.getByText(meera.email)).toBeVisible();
    await expect(admin.getByText('+91 9845012345')).toBeVisible();
    await expect(admin.getByText('Karnataka, India')).toBeVisible();
    await expect(admin.getByText('Admin')).toHaveAttribute('data-tone', 'warning');

    await expect((await rowOf(canvas, 'Kiran Das')).getByText('Admin')).toHaveAttribute('data-tone', 'warning');
    await expect((await rowOf(canvas, 'Asha Nair')).getByText('User')).toHaveAttribute('data-tone', 'success');
    const roleAsText = await rowOf(canvas, 'Ravi Shankar');
    await expect(roleAsText.getByText(ravi.email)).toBeVisible();
    await expect(roleAsText.getByText('User')).toHaveAttribute('data-tone', 'success');

    // Read-only: nothing to edit or delete anywhere in the tab.
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    await expect(canvas.queryAllByRole('checkbox')).toEqual([]);
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};

export const NoToken: Story = {
  name: '[ADMIN-26] Without a stored token: "No token found. Please login as admin." and no request',
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No token found. Please login as admin.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(usersRequests).toBe(0);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  },
};

export const UnexpectedFormat: Story = {
  name: '[ADMIN-27] An answer without a users list shows "Unexpected user data format."',
  parameters: accountServed(http.get(paths.users, () => HttpResponse.json({ data: [] }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Unexpected user data format.',
    );
    await waitFor(() => expect(usersRequests).toBeGreaterThan(0));
  },
};
