import { AdminDashboardPage } from '@dhanya/admin/routes/admin-dashboard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Admin/Pages/Dashboard',
  tags: ['!autodocs'],
  component: AdminDashboardPage,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = [
  'Categories',
  'Specials',
  'Products',
  'Users',
  'Best Sellers',
  'Footer',
  'Image Upload',
  'Lead Form',
  'Orders',
  'E-mails',
  'Settings',
];

export const Admin: Story = {
  tags: ['req:ADMIN-06', 'state'],
  parameters: { docs: { description: { story: 'Tabs in the spec order, Categories first.' } } },
  play: async ({ canvas }) => {
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(tabNames);
    await expect(canvas.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Users' }));
    // The choice goes through the router (`?tab=`), which renders it in a transition: on a busy
    // machine a frame or two after the click.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    // The picture shows the users, not however far their request has got.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).not.toHaveTextContent(/Loading/));
  },
};

export const Shopper: Story = {
  tags: ['req:ADMIN-05'],
  parameters: { session: 'shopper', docs: { description: { story: 'A shopper is sent to the admin login.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /admin-login')).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:ADMIN-05'],
  parameters: {
    session: 'guest',
    docs: { description: { story: 'Without a token the visitor is sent to the admin login.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /admin-login')).toBeInTheDocument();
  },
};
