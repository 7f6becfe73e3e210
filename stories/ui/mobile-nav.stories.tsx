import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MobileNav, type MobileNavProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { longNameCategories, navCategories, useDemoSearch } from '../support/nav-fixtures';
import { categoryHref, productHref, routerLink } from '../support/router-link';

function CurrentPath() {
  return <p className="mt-4 text-sm text-muted-foreground">Current path: {useLocation().pathname}</p>;
}

type StoryArgs = MobileNavProps & { onQueryChange: (query: string) => void; onSelect: (suggestion: unknown) => void };

/** The drawer with its search answered by the demo catalogue. */
function LiveMobileNav({ onQueryChange, onSelect, ...props }: StoryArgs) {
  const search = useDemoSearch(onQueryChange);
  return <MobileNav {...props} search={{ ...search, onSelect }} />;
}

const meta = {
  title: 'UI/MobileNav',
  component: MobileNav,
  args: {
    categories: navCategories,
    renderLink: routerLink,
    productHref,
    categoryHref,
    shopName: 'Dhanya Organics',
    onQueryChange: fn(),
    onSelect: fn(),
  },
  render: (args) => (
    <>
      <LiveMobileNav {...args} />
      <CurrentPath />
    </>
  ),
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    docs: componentDocs(
      `
      The header's menu on a phone: a button that opens a drawer from the left with Home, every category
      (each expands to its featured products and a "View all" link), My Cart, My Profile and, when
      \`search\` is given, the product search. Following any link, or choosing a search suggestion, closes
      the drawer. The Header shows it below 900 px; use it directly only in a custom header.
      `,
      `
      <MobileNav
        categories={categories}
        loading={isLoading}
        shopName="Dhanya Organics"
        search={{ suggestions, onQueryChange: setQuery, onSelect: openProduct }}
        renderLink={routerLink}
        productHref={(product) => \`/product/\${product._id}\`}
        categoryHref={(category) => \`/categories/\${category._id}\`}
      />
      `,
    ),
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Dhanya Organics' });
};

export const All: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <LiveMobileNav {...args} />
      <LiveMobileNav {...args} loading labels={{ openMenu: 'Open menu (loading)' }} />
      <LiveMobileNav {...args} categories={longNameCategories} labels={{ openMenu: 'Open menu (long names)' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  tags: ['req:LAYOUT-18'],
  parameters: { docs: { description: { story: 'Home, categories, My Cart, My Profile and search.' } } },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(drawer.getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/cart');
    await expect(drawer.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(drawer.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    for (const category of navCategories) {
      await expect(drawer.getByRole('button', { name: category.name })).toHaveAttribute('aria-expanded', 'false');
    }
    // It slides in from the left edge.
    const panel = screen.getByRole('dialog');
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
  },
};

export const ExpandCategory: Story = {
  name: 'Expand category',
  tags: ['req:LAYOUT-19'],
  parameters: { docs: { description: { story: 'A category expands to its products and collapses again.' } } },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    const rice = drawer.getByRole('button', { name: 'Rice' });
    await userEvent.click(rice);
    await expect(rice).toHaveAttribute('aria-expanded', 'true');
    for (const product of navCategories[0]!.products!) {
      await expect(drawer.getByRole('link', { name: product.title })).toHaveAttribute(
        'href',
        `/product/${product._id}`,
      );
    }
    await expect(drawer.getByRole('link', { name: 'View all Rice' })).toHaveAttribute('href', '/categories/c-rice');
    await userEvent.click(rice);
    await expect(rice).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.queryByRole('link', { name: 'Sona Masoori Rice 5 kg' })).not.toBeInTheDocument();
  },
};

export const FollowLink: Story = {
  name: 'Follow link',
  tags: ['req:LAYOUT-19'],
  parameters: { docs: { description: { story: 'Following a product link closes the drawer.' } } },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await userEvent.click(drawer.getByRole('button', { name: 'Pulses & Dals' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Toor Dal 1 kg' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Current path: /product/p-toor-dal')).toBeInTheDocument();
  },
};

export const Search: Story = {
  tags: ['req:SEARCH-09'],
  parameters: {
    docs: { description: { story: 'Search in the drawer: suggestions, choosing one closes the drawer.' } },
  },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await openDrawer(canvasElement));
    await userEvent.type(drawer.getByRole('combobox', { name: 'Search products' }), 'rice');
    await waitFor(() => expect(drawer.getAllByRole('option')).toHaveLength(5));
    await expect(args.onQueryChange).toHaveBeenCalledWith('rice');
    const option = drawer.getByRole('option', { name: 'Kolam Rice 10 kg' });
    await expect(option).toHaveAttribute('href', '/product/p-kolam');
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith({ _id: 'p-kolam', title: 'Kolam Rice 10 kg' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SearchKeyboard: Story = {
  name: 'Search keyboard',
  tags: ['req:SEARCH-09'],
  parameters: {
    visual: false,
    docs: { description: { story: 'Escape closes only the suggestions; Enter picks one and closes the drawer.' } },
  },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await openDrawer(canvasElement));
    await userEvent.type(drawer.getByRole('combobox', { name: 'Search products' }), 'dal');
    await waitFor(() => expect(drawer.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await expect(drawer.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ _id: 'p-toor-dal', title: 'Toor Dal 1 kg' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  name: 'Loading categories',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    await expect(drawer.getByText('Loading categories')).toHaveAttribute('role', 'status');
    await expect(drawer.getByRole('link', { name: 'My Cart' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { categories: longNameCategories },
  play: async ({ canvasElement }) => {
    const drawer = within(await openDrawer(canvasElement));
    const first = drawer.getByRole('button', { name: longNameCategories[0]!.name });
    await userEvent.click(first);
    const dialog = screen.getByRole('dialog');
    // Nothing spills out sideways.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
