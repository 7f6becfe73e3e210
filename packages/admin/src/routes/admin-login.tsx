import { AlertDialog, Card, CardContent, CardDescription, CardHeader } from '@dhanya/ui';
import { Wheat } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { AdminLoginForm, adminLoginMessages, useAdminLogin } from '../features/login';
import { useAdminSession } from '../shared/admin-session';

/** The back office's door (ADMIN-01..04); an admin already signed in goes straight through. */
export function AdminLoginPage() {
  const { isAdmin } = useAdminSession();
  const { failure, denied, closeDenied, submit } = useAdminLogin();
  if (isAdmin) return <Navigate to="/admin-dashboard" replace />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-8">
      <title>Admin Login · Dhanya</title>
      <p className="mb-6 flex items-center gap-2.5 text-xl font-bold tracking-tight text-primary">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary text-secondary">
          <Wheat className="size-6" />
        </span>
        Dhanya Admin
      </p>
      <main className="w-full max-w-md">
        <Card className="gap-6 sm:py-8">
          <CardHeader className="items-center text-center sm:px-8">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground">Admin Login</h1>
            <CardDescription>Sign in with your shop&apos;s admin account.</CardDescription>
          </CardHeader>
          <CardContent className="sm:px-8">
            <AdminLoginForm failure={failure} onSubmit={submit} />
          </CardContent>
        </Card>
      </main>
      <AlertDialog
        open={denied}
        onOpenChange={(open) => {
          if (!open) closeDenied();
        }}
        title={adminLoginMessages.denied}
        description="This account is not an admin account. Sign in with the shop's admin account."
        showCancel={false}
      />
    </div>
  );
}
