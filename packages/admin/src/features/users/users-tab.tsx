import { useProfile, useUsers } from '@dhanya/api/swr';
import { AlertDialog, DataTable } from '@dhanya/ui';
import { useAdminSession } from '../../shared/admin-session';
import { useSignOutEverywhere } from './use-sign-out-everywhere';
import { usersColumns } from './users-columns';
import { signOutQuestion, usersTexts, usersView } from './users-view';

/**
 * The Users tab: everyone with an account, each with a role chip (ADMIN-25..27), and
 * "Sign out everywhere" for a lost phone or a shared computer.
 */
export default function UsersTab() {
  const { token } = useAdminSession();
  const users = useUsers();
  // Only to tell the admin's own row apart; without it the dialog just leaves that out.
  const { data: me } = useProfile();
  const signOut = useSignOutEverywhere();
  const view = usersView({ hasToken: Boolean(token), ...users });
  const question = signOut.target && signOutQuestion(signOut.target, signOut.target._id === me?._id);

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
        columns={usersColumns({ endingId: signOut.endingId, onSignOut: signOut.ask })}
        rows={view.kind === 'users' ? view.users : []}
        getRowId={(user) => user._id}
        loading={view.kind === 'loading'}
        error={view.kind === 'failed'}
        onRetry={view.kind === 'failed' && view.retry ? () => void users.mutate() : undefined}
        labels={{
          loading: 'Loading users...',
          error: view.kind === 'failed' ? view.message : undefined,
          empty: view.kind === 'empty' ? view.message : undefined,
        }}
      />
      <AlertDialog
        open={signOut.open}
        onOpenChange={signOut.setOpen}
        title={question?.title}
        description={question?.description}
        labels={{ confirm: usersTexts.signOutEverywhere }}
        destructive
        onConfirm={() => void signOut.confirm()}
      />
    </section>
  );
}
