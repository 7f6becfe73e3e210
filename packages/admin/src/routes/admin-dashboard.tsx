import { Navigate } from 'react-router-dom';
import { AdminShell, DashboardTabs } from '../features/dashboard';
import { useAdminSession } from '../shared/admin-session';

/** Guarded: without a stored token and role '1' the visitor is sent to /admin-login (ADMIN-05). */
export function AdminDashboardPage() {
  const { isAdmin } = useAdminSession();
  if (!isAdmin) return <Navigate to="/admin-login" replace />;
  return (
    <AdminShell>
      <title>Dashboard · Dhanya Admin</title>
      <h1 className="mb-4 text-2xl font-bold text-foreground">Dashboard</h1>
      <DashboardTabs />
    </AdminShell>
  );
}
