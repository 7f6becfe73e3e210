import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '@dhanya/shell';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError standalone />,
    children: [
      {
        path: '/admin-login',
        lazy: async () => ({ Component: (await import('../routes/admin-login')).AdminLoginPage }),
      },
      {
        path: '/admin-dashboard',
        lazy: async () => ({ Component: (await import('../routes/admin-dashboard')).AdminDashboardPage }),
      },
      // The server sends only the two admin pages here; anything else goes to the login.
      { path: '*', element: <Navigate to="/admin-login" replace /> },
    ],
  },
];
