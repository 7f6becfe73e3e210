import UsersTab from '@dhanya/admin/features/users/users-tab';
import { paths } from '@dhanya/api';
import { accountHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { toast } from './support/toast';
import { requestsIdle } from '../support/story-requests';

/*
 * The demo accounts (fixtures.users): Meera Rao, the admin (role 1); Asha Nair (role 0) and
 * Ravi Shankar (role '0', no phone or country stored), signed in on 1, 2 and no devices
 * (fixtures.openSessions).
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

/** The user ids "Sign out everywhere" was sent for, recorded before any handler answers. */
let signOutsSent: string[] = [];
/** Set by a story to hold each sign-out call until it resolves the promise. */
let holdSignOut: Promise<void> | undefined;
const recordSignOuts = http.delete(paths.userSessions.route, async ({ params }) => {
  signOutsSent.push(String(params.id));
  await holdSignOut;
});

function accountServed(...overrides: HttpHandler[]) {
  return {
    msw: {
      handlers: {
        ...mockHandlers(),
        account: [countUsersRequests, recordSignOuts, ...overrides, ...accountHandlers()],
      },
    },
  };
}

const meta = {
  title: 'Admin/Tabs/Users',
  tags: ['!autodocs'],
  component: UsersTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    usersRequests = 0;
    signOutsSent = [];
    holdSignOut = undefined;
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...accountServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof UsersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const rowOf = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('row', { name: new RegExp(name) }, { timeout: 5000 }));
const signOutButton = async (canvas: Canvas, name: string) =>
  (await rowOf(canvas, name)).getByRole('button', { name: `Sign out everywhere for ${name}` });
/** The confirmation for `name`, and its confirming button. */
const confirmation = (name: string) => screen.findByRole('alertdialog', { name: `Sign ${name} out everywhere?` });
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Sign out everywhere' });

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading users...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['req:ADMIN-27'],
  parameters: { ...served('empty'), docs: { description: { story: 'An empty list shows "No users found".' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found')).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['req:ADMIN-27'],
  parameters: {
    ...served('error'),
    docs: { description: { story: 'A failed request shows "Failed to fetch users.".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch users.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-25'],
  parameters: { docs: { description: { story: 'Every user with an Admin or User chip; roles are read-only.' } } },
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

    // Nothing to edit or delete: the only action is signing a user out everywhere.
    const actions = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(actions).toEqual(
      ['Meera Rao', 'Asha Nair', 'Ravi Shankar', 'Kiran Das'].map((name) => `Sign out everywhere for ${name}`),
    );
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    await expect(canvas.queryAllByRole('checkbox')).toEqual([]);
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};

export const OnAPhone: Story = {
  name: 'Mobile',
  parameters: {
    docs: { description: { story: 'On a phone the table scrolls sideways; names and addresses keep their width.' } },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'Ravi Shankar');
    const region = canvas.getByRole('region', { name: 'Registered users' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The hidden texts in the cells scroll with the table instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    // One line each, not a letter or two per line.
    const lineHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight);
    for (const text of ['Ravi Shankar', ravi.email]) {
      const cell = row.getByText(text);
      await expect(cell.getBoundingClientRect().height).toBeLessThan(1.5 * lineHeight(cell));
    }
  },
};

export const NoToken: Story = {
  name: 'No token',
  tags: ['req:ADMIN-26'],
  parameters: {
    session: 'guest',
    docs: {
      description: { story: 'Without a stored token: "No token found. Please login as admin." and no request.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No token found. Please login as admin.');
    await requestsIdle();
    await expect(usersRequests).toBe(0);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  },
};

export const UnexpectedFormat: Story = {
  name: 'Unexpected format',
  tags: ['req:ADMIN-27'],
  parameters: {
    ...accountServed(http.get(paths.users, () => HttpResponse.json({ data: [] }))),
    docs: { description: { story: 'An answer without a users list shows "Unexpected user data format.".' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Unexpected user data format.',
    );
    await waitFor(() => expect(usersRequests).toBeGreaterThan(0));
  },
};

export const SignOutEverywhere: Story = {
  name: 'Sign out everywhere',
  parameters: {
    docs: { description: { story: 'Sign out everywhere asks first, then shows how many sessions the server ended.' } },
  },
  play: async ({ canvas }) => {
    let answer = () => {};
    holdSignOut = new Promise((resolve) => (answer = resolve));
    const button = await signOutButton(canvas, 'Asha Nair');

    // By keyboard: Enter opens the dialog on Cancel; Tab reaches the confirming button.
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await confirmation('Asha Nair');
    await expect(dialog).toHaveAccessibleDescription(
      'Asha Nair will be signed out on every phone and computer and must log in again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(confirmButton(dialog)).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // While the call runs, no second one can start.
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(await signOutButton(canvas, 'Ravi Shankar')).toBeDisabled();
    answer();

    await toast('Ended 2 sessions', 'success');
    await expect(signOutsSent).toEqual([asha._id]);
    await expect(mockData.openSessions[asha._id]).toBe(0);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(await signOutButton(canvas, 'Ravi Shankar')).toBeEnabled();
    await expect(button).toHaveFocus();
  },
};

export const SignOutYourself: Story = {
  name: 'Sign out yourself',
  parameters: { docs: { description: { story: "The admin's own row warns that this browser is signed out too." } } },
  play: async ({ canvas }) => {
    await userEvent.click(await signOutButton(canvas, 'Meera Rao'));
    const dialog = await confirmation('Meera Rao');
    // Which row is the admin's own is known once the session's user has loaded.
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'This is your own account: every device, this one included, is signed out, and your next action here takes you to the login page.',
      ),
    );
    await userEvent.click(confirmButton(dialog));
    await toast('Ended 1 session', 'success');
    await expect(signOutsSent).toEqual([meera._id]);
  },
};

export const SignOutCancelled: Story = {
  name: 'Sign-out cancelled',
  parameters: { docs: { description: { story: 'Cancel or Escape in the confirmation sends nothing.' } } },
  play: async ({ canvas }) => {
    const button = await signOutButton(canvas, 'Ravi Shankar');
    await userEvent.click(button);
    await userEvent.click(within(await confirmation('Ravi Shankar')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await confirmation('Ravi Shankar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(button).toHaveFocus();

    await requestsIdle();
    await expect(signOutsSent).toEqual([]);
    await expect(mockData.openSessions).toEqual(fixtures.openSessions);
  },
};

/** Confirms "Sign out everywhere" for Asha and expects the server's refusal as an error toast. */
async function expectRefusal(canvas: Canvas, msg: string) {
  const button = await signOutButton(canvas, 'Asha Nair');
  await userEvent.click(button);
  await userEvent.click(confirmButton(await confirmation('Asha Nair')));
  await toast(msg, 'error');
  await expect(signOutsSent).toEqual([asha._id]);
  await expect(mockData.openSessions[asha._id]).toBe(fixtures.openSessions[asha._id]);
  await waitFor(() => expect(button).toBeEnabled());
  await expect(button).toHaveFocus();
}

export const SignOutFails: Story = {
  name: 'Sign-out failed',
  parameters: {
    ...accountServed(
      http.delete(paths.userSessions.route, () =>
        HttpResponse.json({ msg: 'Something went wrong. Please try again.' }, { status: 500 }),
      ),
    ),
    docs: { description: { story: 'A failed sign-out shows the server message.' } },
  },
  play: ({ canvas }) => expectRefusal(canvas, 'Something went wrong. Please try again.'),
};

export const SignOutRefused: Story = {
  name: 'Sign-out refused',
  parameters: {
    ...accountServed(
      http.delete(paths.userSessions.route, () => HttpResponse.json({ msg: 'Admins only' }, { status: 403 })),
    ),
    docs: { description: { story: 'A refused sign-out (403) shows the server message.' } },
  },
  play: ({ canvas }) => expectRefusal(canvas, 'Admins only'),
};
