import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Header, type HeaderProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { longNameCategories, navCategories, useDemoSearch } from '../support/nav-fixtures';
import { categoryHref, productHref, routerLink } from '../support/router-link';

function CurrentPath() {
  return <p className="p-6 text-sm text-muted-foreground">Current path: {useLocation().pathname}</p>;
}

type StoryArgs = HeaderProps & { onQueryChange: (query: string) => void; onSelect: (suggestion: unknown) => void };

/** The header with its search answered by the demo catalogue. */
function LiveHeader({ onQueryChange, onSelect, ...props }: StoryArgs) {
  const search = useDemoSearch(onQueryChange);
  return <Header {...props} search={{ ...search, onSelect }} />;
}

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs(
      `
      The shop's header on every storefront page: the shop's name linking home, the product search, the
      cart (with a count badge) and profile links, and the category tabs that open the MegaMenu on hover.
      Below 900 px the tabs and search move into the MobileNav drawer behind a menu button. Pass the
      categories with their featured products; \`search\` feeds both search boxes, and without it neither is
      shown. Links lead where the shop says: \`productHref\` and \`categoryHref\` (required), and
      \`homeHref\`, \`cartHref\`, \`profileHref\` (\`/\`, \`/cart\`, \`/profile\` unless given).
      `,
      `
      <Header
        shopName="Dhanya"
        categories={categories}
        categoriesLoading={isLoading}
        cartCount={cart.items.length}
        search={{ suggestions, onQueryChange: setQuery, onSelect: openProduct }}
        renderLink={routerLink}
        productHref={(product) => \`/product/\${product._id}\`}
        categoryHref={(category) => \`/categories/\${category._id}\`}
      />
      `,
    ),
  },
  args: {
    categories: navCategories,
    renderLink: routerLink,
    productHref,
    categoryHref,
    shopName: 'Dhanya',
    onQueryChange: fn(),
    onSelect: fn(),
  },
  render: (args) => (
    <>
      <LiveHeader {...args} />
      <CurrentPath />
    </>
  ),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };
const mobile = { viewport: { value: 'mobile' } };

const longNames = {
  categories: longNameCategories,
  shopName: 'Sri Annapurna Traditional Grains & Organic Produce',
  cartCount: 128,
};

export const All: Story = {
  globals: desktop,
  // Several headers on one canvas repeat the banner, search and navigation landmarks that a
  // real page has once; those two landmark rules are off here only.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="flex flex-col gap-10 pb-10">
      <LiveHeader {...args} />
      <LiveHeader {...args} cartCount={3} shopName="Dhanya (3 in cart)" />
      <LiveHeader {...args} categoriesLoading shopName="Dhanya (loading)" />
      <LiveHeader {...args} {...longNames} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [, , loading] = within(canvasElement).getAllByRole('banner');
    await expect(within(loading!).getByText('Loading categories')).toHaveAttribute('role', 'status');
    await expect(within(loading!).queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await expect(within(loading!).getByRole('link', { name: 'My Cart' })).toBeVisible();

    // Long names: nothing spills out of the page sideways, and a large count shows as 99+.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('link', { name: 'My Cart, 99+ items' })).toHaveTextContent('99+');
  },
};

export const Desktop: Story = {
  tags: ['req:LAYOUT-06', 'req:LAYOUT-07', 'req:LAYOUT-08', 'req:LAYOUT-09', 'req:LAYOUT-10'],
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Dhanya' })).toHaveAttribute('href', '/');

    const cart = within(banner).getByRole('link', { name: 'My Cart' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await userEvent.hover(cart);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart'));
    await userEvent.unhover(cart);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    const profile = within(banner).getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.hover(profile);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Profile'));
    await userEvent.unhover(profile);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    const tabs = within(canvas.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(navCategories.map((category) => category.name));
    for (const [index, category] of navCategories.entries()) {
      await expect(tabs[index]).toHaveAttribute('href', `/categories/${category._id}`);
    }

    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const DesktopSearch: Story = {
  name: 'Desktop search',
  tags: ['req:LAYOUT-10', 'req:SEARCH-01', 'req:SEARCH-02'],
  parameters: { docs: { description: { story: 'Desktop search suggests products.' } } },
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'basmati');
    const option = await canvas.findByRole('option', { name: 'Premium Aged Basmati Rice 1 kg' });
    await expect(option).toHaveAttribute('href', '/product/p-basmati');
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith({ _id: 'p-basmati', title: 'Premium Aged Basmati Rice 1 kg' });
  },
};

export const DesktopMegaMenu: Story = {
  name: 'Desktop mega-menu',
  tags: ['req:LAYOUT-11', 'req:LAYOUT-12'],
  parameters: { docs: { description: { story: 'Hovering a category tab opens its mega-menu.' } } },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Rice' }));
    const table = await canvas.findByRole('table', { name: 'Featured Products' });
    await expect(canvas.getByRole('heading', { name: 'Rice' })).toBeVisible();
    await expect(within(within(table).getAllByRole('row')[0]!).getAllByRole('cell')).toHaveLength(4);
    // The panel opens over the page, inside the header's width.
    const panel = table.closest<HTMLElement>('[data-slot="mega-menu-content"]')!;
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  tags: ['req:LAYOUT-10', 'req:LAYOUT-18'],
  parameters: { docs: { description: { story: 'Menu button, no desktop search.' } } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden with CSS below 900 px, so not in the accessibility tree.
    await expect(canvas.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dhanya' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Cart' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Dhanya' }));
    await expect(drawer.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(drawer.getByRole('link', { name: 'My Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Current path: /cart')).toBeInTheDocument();
  },
};

export const WithCartCount: Story = {
  name: 'Cart count badge',
  tags: ['req:LAYOUT-07'],
  globals: desktop,
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('link', { name: 'My Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('3');
    await userEvent.hover(cart);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart'));
  },
};

export const NoCategories: Story = {
  globals: desktop,
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  },
};

export const LongNamesMobile: Story = {
  globals: mobile,
  args: longNames,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Open menu' }).getBoundingClientRect();
    const cart = canvas.getByRole('link', { name: 'My Cart, 99+ items' }).getBoundingClientRect();
    await expect(menu.left).toBeGreaterThanOrEqual(0);
    await expect(cart.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const languages = [
  { code: 'en', name: 'English', href: '/language/en?next=%2F', current: true },
  { code: 'hi', name: 'हिन्दी', href: '/language/hi?next=%2F' },
];

export const Languages: Story = {
  parameters: { docs: { description: { story: 'With `languages`: the switcher beside the cart.' } } },
  globals: desktop,
  args: { languages },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const switcher = within(banner.getByRole('navigation', { name: 'Language' }));
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/language/hi?next=%2F');
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
};

export const LanguagesMobile: Story = {
  name: 'Languages (mobile)',
  parameters: {
    docs: { description: { story: 'Below 900 px the switcher is at the foot of the drawer.' } },
    visual: false,
  },
  globals: mobile,
  args: { languages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Language' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Dhanya' }));
    const switcher = within(drawer.getByRole('navigation', { name: 'Language' }));
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('hreflang', 'hi');
  },
};
