import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Chip, DataTable, type DataTableColumn, type DataTableProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

type AdminUser = { id: string; name: string; email: string; role: 0 | 1 };

const users: AdminUser[] = [
  { id: 'u1', name: 'Ravi Kumar', email: 'ravi.kumar@example.com', role: 1 },
  { id: 'u2', name: 'Anjali Rao', email: 'anjali.rao@example.com', role: 0 },
  { id: 'u3', name: 'Suresh Patel', email: 'suresh.patel@example.com', role: 0 },
];

const userColumns: DataTableColumn<AdminUser>[] = [
  { key: 'name', header: 'Name', cell: (user) => <span className="font-medium">{user.name}</span> },
  { key: 'email', header: 'Email', cell: (user) => user.email },
  {
    key: 'role',
    header: 'Role',
    cell: (user) =>
      user.role === 1 ? (
        <Chip tone="warning" size="sm">
          Admin
        </Chip>
      ) : (
        <Chip tone="success" size="sm">
          User
        </Chip>
      ),
  },
];

type Lead = { id: string; name: string; email: string; phone: string; message: string };
const leads: Lead[] = [
  {
    id: 'l1',
    name: 'Meena Iyer',
    email: 'meena.iyer@example.com',
    phone: '9876543210',
    message:
      'Do you deliver 25 kg bags of Sona Masoori rice to Coimbatore? We run a small mess and need a monthly supply.',
  },
  { id: 'l2', name: 'Arjun Singh', email: 'arjun@example.com', phone: '9123456780', message: 'Bulk toor dal price?' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<AdminUser>,
  args: {
    caption: 'Users',
    columns: userColumns,
    rows: users,
    getRowId: (user: AdminUser) => user.id,
  },
  parameters: {
    docs: componentDocs(
      `
      The admin's lists (users, leads, orders) as an accessible table with its own loading, error and empty
      states. Describe each column once (a header and how to draw a cell) and pass the rows. The
      \`caption\` names the table for screen readers; hide it with \`captionHidden\` when a visible heading
      already says it. On a narrow screen the table keeps its columns and scrolls sideways in a region the
      keyboard can reach. Row actions are just buttons in a column.
      `,
      `
      <DataTable
        caption="Users"
        columns={[
          { key: 'name', header: 'Name', cell: (user) => user.name },
          { key: 'role', header: 'Role', cell: (user) => <Chip tone="warning" size="sm">Admin</Chip> },
        ]}
        rows={users ?? []}
        getRowId={(user) => user._id}
        loading={isLoading}
        error={Boolean(error)}
        labels={{ error: 'Failed to fetch users.', empty: 'No users found' }}
      />
      `,
    ),
  },
} satisfies Meta<DataTableProps<AdminUser>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ADMIN-25', 'req:ADMIN-27'],
  render: (args) => (
    <div className="flex flex-col gap-8">
      <DataTable {...args} caption="Users (populated)" />
      <DataTable {...args} caption="Users (loading)" loading labels={{ loading: 'Loading users...' }} />
      <DataTable
        {...args}
        caption="Users (error)"
        rows={[]}
        error
        labels={{ error: 'Failed to fetch users.' }}
        onRetry={fn()}
      />
      <DataTable {...args} caption="Users (empty)" rows={[]} labels={{ empty: 'No users found' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Users (populated)' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
    ]);
    await expect(table.getAllByRole('row')).toHaveLength(users.length + 1);
    await expect(within(table.getByRole('row', { name: /Ravi Kumar/ })).getByText('Admin')).toBeVisible();
    await expect(within(table.getByRole('row', { name: /Anjali Rao/ })).getByText('User')).toBeVisible();
    // Read-only list: no edit or delete controls.
    await expect(table.queryByRole('button')).toBeNull();

    // Loading keeps the headers, so the layout does not jump when the rows arrive.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users...');
    const loading = within(canvas.getByRole('table', { name: 'Users (loading)' }));
    await expect(loading.queryByText('Ravi Kumar')).toBeNull();
    await expect(loading.getAllByRole('columnheader')).toHaveLength(3);

    await expect(
      within(canvas.getByRole('table', { name: 'Users (empty)' })).getByText('No users found'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: true, labels: { error: 'Failed to fetch users.' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch users.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records found')).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  render: (args) => (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-foreground">Users</h2>
      <DataTable {...args} caption="Registered users" captionHidden />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Registered users' })).toBeInTheDocument();
  },
};

function LeadTable({ onEdit }: { onEdit: (lead: Lead) => void }) {
  const columns: DataTableColumn<Lead>[] = [
    { key: 'name', header: 'Name', cell: (lead) => lead.name, className: 'whitespace-nowrap' },
    { key: 'email', header: 'Email', cell: (lead) => lead.email },
    { key: 'phone', header: 'Phone', cell: (lead) => lead.phone, className: 'whitespace-nowrap' },
    { key: 'message', header: 'Message', cell: (lead) => lead.message, className: 'min-w-64' },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (lead) => (
        <Button size="sm" variant="outline" onClick={() => onEdit(lead)} aria-label={`Edit ${lead.name}`}>
          Edit
        </Button>
      ),
      className: 'text-right',
    },
  ];
  return <DataTable caption="Leads" columns={columns} rows={leads} getRowId={(lead) => lead.id} />;
}

export const LongText: Story = {
  name: 'Long text',
  tags: ['req:ADMIN-39'],
  parameters: { docs: { description: { story: 'Leads with long messages and row actions.' } } },
  render: () => <LeadTable onEdit={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Meena Iyer' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Message',
      'Actions',
    ]);
  },
};

export const Mobile: Story = {
  name: 'Mobile (scrolls sideways)',
  globals: { viewport: { value: 'mobile' } },
  render: () => <LeadTable onEdit={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Leads' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Keyboard users can reach the scrolling region.
    region.focus();
    await expect(region).toHaveFocus();
  },
};
