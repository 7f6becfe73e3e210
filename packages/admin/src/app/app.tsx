import { api } from '@dhanya/api';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { announceSessionChange } from '@dhanya/shell';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// A 401 to a call made with a token: the client has forgotten token and role; back to the login.
api.setUnauthorizedHandler(() => {
  announceSessionChange();
  void router.navigate('/admin-login');
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
