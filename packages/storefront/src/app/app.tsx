import { api } from '@dhanya/api';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { announceSessionChange } from '../shared/session';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// A 401 to a call made with a token: the client has forgotten token and role (AUTH-05).
api.setUnauthorizedHandler(() => {
  announceSessionChange();
  void router.navigate('/login');
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
