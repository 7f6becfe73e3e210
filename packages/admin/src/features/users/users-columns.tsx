import type { User } from '@dhanya/api';
import { Button, Chip, type DataTableColumn } from '@dhanya/ui';
import { LogOut } from 'lucide-react';
import { formatJoined, formatPhone, formatPlace, roleChip, userName, usersTexts } from './users-view';

const notStored = <span className="text-muted-foreground">—</span>;

export type SignOutAction = {
  /** The user whose sessions are being ended, while the call runs. */
  endingId: string | null;
  onSignOut: (user: User) => void;
};

/**
 * The Users table's columns. Name and email keep a minimum width: on a phone the table
 * scrolls sideways instead of squeezing an address into one letter per line.
 */
export function usersColumns({ endingId, onSignOut }: SignOutAction): DataTableColumn<User>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => (
        <span className="block min-w-24 font-medium break-words">
          {`${user.firstName} ${user.lastName}`.trim() || '—'}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (user) => <span className="block min-w-44 break-all">{user.email}</span> },
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
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: (user) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onSignOut(user)}
          loading={endingId === user._id}
          disabled={endingId !== null}
        >
          <LogOut aria-hidden />
          {usersTexts.signOutEverywhere}
          <span className="sr-only"> for {userName(user)}</span>
        </Button>
      ),
    },
  ];
}
