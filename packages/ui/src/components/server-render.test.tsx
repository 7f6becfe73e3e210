import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Header } from './header';
import { QuickAddDialog } from './quick-add-dialog';
import { ToastProvider } from './toast';

/*
 * What a server-rendered page holds before any deferred part (dialog panels, the drawer,
 * mega-menu panels, the toast viewport) is fetched: every trigger, in its closed state, and
 * none of the panels. The browser hydrates exactly this.
 */

function serverRender(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
}

afterEach(() => {
  document.body.innerHTML = '';
});

const categories = [{ _id: 'c1', name: 'Rice', products: [{ _id: 'p1', title: 'Sona Masoori 5 kg', price: 450 }] }];
const hrefs = {
  productHref: (product: { _id: string }) => `/product/${product._id}`,
  categoryHref: (category: { _id: string }) => `/categories/${category._id}`,
};

describe('server render', () => {
  it('renders the header with its menu button and category tabs, closed', () => {
    serverRender(<Header categories={categories} {...hrefs} />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Rice' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="mega-menu-content"]')).toBeNull();
  });

  it('renders a quick-add trigger without its dialog', () => {
    serverRender(
      <QuickAddDialog
        product={{ title: 'Toor Dal 1 kg', price: 180 }}
        onConfirm={() => {}}
        trigger={<Button>Add to Cart</Button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders a toast provider as its children alone', () => {
    serverRender(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    );
    expect(document.body.innerHTML).toBe('<p>Page</p>');
  });
});
