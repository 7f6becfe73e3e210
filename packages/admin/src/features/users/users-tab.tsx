import { useUsers } from '@dhanya/api/swr';
import { type User } from '@dhanya/api';
import { Chip, DataTable, type DataTableColumn } from '@dhanya/ui';
import { useAdminSession } from '../../shared/admin-session';
import { formatJoined, formatPhone, formatPlace, roleChip, usersView } from './users-view';

const notStored = <span className="text-muted-foreground">—</span>;

const columns: DataTableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => (
      <span className="font-medium break-words">{`${user.firstName} ${user.lastName}`.trim() || '—'}</span>
    ),
  },
  { key: 'email', header: 'Email', cell: (user) => <span className="break-all">{user.email}</span> },
  {
    key: 'phone',
    header: 'Phone',
    cell: (user) => formatPhone(user) || notStored,
    className: 'whitespace-nowrap',
  },
  { key: 'country', header: 'Country', cell: (user) => formatPlace(user) || notStored },
  {
    key: 'joined',
    header: 'Joined',
    cell: (user) => <time dateTime={user.createdAt}>{formatJoined(user.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    key: 'role',
    header: 'Role',
    cell: (user) => {
      const chip = roleChip(user.role);
      return (
        <Chip tone={chip.tone} size="sm">
          {chip.label}
        </Chip>
      );
    },
  },
];

/** The Users tab: everyone with an account, read-only, each with a role chip (ADMIN-25..27). */
export default function UsersTab() {
  const { token } = useAdminSession();
  const users = useUsers();
  const view = usersView({ hasToken: Boolean(token), ...users });

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-1">
        <h2 id="users-heading" className="text-2xl font-bold text-foreground">
          Users
        </h2>
        <p className="text-sm text-muted-foreground">
          Everyone with an account. Roles are read-only here.
          {view.kind === 'users' && ` ${view.users.length} ${view.users.length === 1 ? 'user' : 'users'}.`}
        </p>
      </div>
      <DataTable
        caption="Registered users"
        captionHidden
        columns={columns}
        rows={view.kind === 'users' ? view.users : []}
        getRowId={(user) => user._id}
        loading={view.kind === 'loading'}
        loadingText="Loading users..."
        error={view.kind === 'failed'}
        errorText={view.kind === 'failed' ? view.message : undefined}
        onRetry={view.kind === 'failed' && view.retry ? () => void users.mutate() : undefined}
        emptyText={view.kind === 'empty' ? view.message : undefined}
      />
    </section>
  );
}
