import { type MockVariant, fixtures, mockHandlers, mockToken, resetMockData } from '@dhanya/api/msw';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';

/** Who is looking at the page: nobody signed in, the demo shopper, or the admin. */
export type SessionKind = 'guest' | 'shopper' | 'admin';

/** Stores what a login would (AUTH-01) so the page's hooks and the handlers see that person. */
export function storeSession(kind: SessionKind) {
  localStorage.clear();
  if (kind === 'guest') return;
  const user = kind === 'admin' ? fixtures.users[0]! : fixtures.shopper;
  localStorage.setItem('token', mockToken(user));
  localStorage.setItem('role', String(user.role));
}

/** Where a page sent the browser: stories assert on it ("Navigated to /login"). */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p role="status">Navigated to {pathname + search}</p>;
}

function PageRouter({ page, path, route }: { page: React.ReactNode; path: string; route: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: page },
        { path: '*', element: <NavigatedTo /> },
      ],
      { initialEntries: [route] },
    ),
  );
  return <RouterProvider router={router} />;
}

type AppProviders = React.ComponentType<{ children: React.ReactNode; swr?: SWRConfiguration; locale?: string }>;

/**
 * Renders a story as an app would: inside that app's providers with its own SWR cache (no
 * state shared between stories) and a data router with the page at its route pattern
 * (`parameters.path`, e.g. `/product/:id`; `parameters.route` is the URL), in the language
 * `parameters.locale` names, else the toolbar's (the app's default without either). Any other URL
 * shows where the page sent the browser.
 */
export function pageDecoratorWith(Providers: AppProviders): Decorator {
  return function PageDecorator(Story, { parameters, globals }) {
    return (
      <Providers
        swr={{ provider: () => new Map(), shouldRetryOnError: false }}
        locale={(parameters.locale as string | undefined) ?? (globals.locale as string | undefined)}
      >
        <PageRouter page={<Story />} path={parameters.path ?? '/'} route={parameters.route ?? parameters.path ?? '/'} />
      </Providers>
    );
  };
}

/** `decorator` with the story inside `Frame`: a page placed as its app's layout places it. */
export function framedIn(decorator: Decorator, Frame: React.ComponentType<{ children: React.ReactNode }>): Decorator {
  return (Story, context) =>
    decorator(
      () => (
        <Frame>
          <Story />
        </Frame>
      ),
      context,
    );
}

/**
 * A fresh demo shop and the story's session (`parameters.session`, default guest) before each
 * story; storage is cleared afterwards.
 */
export const pageSetup = ({ parameters }: { parameters: Parameters }): (() => void) => {
  resetMockData();
  storeSession((parameters.session as SessionKind | undefined) ?? 'guest');
  return () => localStorage.clear();
};

/** `parameters.msw` serving every API group in one variant. */
export function served(variant: MockVariant = 'populated') {
  return { msw: { handlers: mockHandlers(variant) } };
}

/** The parameters every page story starts from: its own router, and the populated demo shop. */
export const pageParameters = { router: 'own', layout: 'fullscreen', ...served() };
