import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type User = { id: string; name: string; email: string };
const columns: DataTableColumn<User>[] = [
  { key: 'name', header: 'Name', cell: (user) => user.name },
  { key: 'email', header: 'Email', cell: (user) => user.email },
];
const users: User[] = [
  { id: 'u1', name: 'Ravi Kumar', email: 'ravi@example.com' },
  { id: 'u2', name: 'Anjali Rao', email: 'anjali@example.com' },
];

describe('DataTable', () => {
  it('renders a real table with column headers and one row per record', () => {
    render(<DataTable caption="Users" columns={columns} rows={users} getRowId={(user) => user.id} />);
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Email']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'anjali@example.com' })).toBeInTheDocument();
  });

  it('shows a status text while loading, not the rows', () => {
    render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={users}
        getRowId={(user) => user.id}
        loading
        labels={{ loading: 'Loading users...' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button', () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Users"
        columns={columns}
        rows={[]}
        getRowId={(user) => user.id}
        error
        labels={{ error: 'Failed to fetch users.' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch users.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no records', () => {
    render(<DataTable caption="Users" columns={columns} rows={[]} getRowId={(user) => user.id} />);
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });
});
