import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryGrid } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { brokenImageSrc, categories, type DemoCategory } from '../support/catalog-fixtures';
import { categoryHref, routerLink } from '../support/router-link';

const meta = {
  title: 'UI/CategoryGrid',
  component: CategoryGrid<DemoCategory>,
  args: { categories, renderLink: routerLink, categoryHref },
  parameters: {
    docs: componentDocs(
      `
      The home page's "Shop by category": a round picture and the name of each category, linking to its
      page (\`categoryHref\`). Five to a row from 1200 px, showing at most nine there; below that every category stays
      reachable. Long names are cut at the picture's width (the full name stays in the link and its
      title), and a missing or broken picture becomes a placeholder of the same size. \`status\` switches
      to skeletons while loading or to an error with Try Again; \`labels={{ empty: null }}\` shows nothing at all
      when there are no categories.
      `,
      `
      <CategoryGrid
        categories={data}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        imageUrl={(image) => \`/uploads/category/\${image}\`}
        renderLink={routerLink}
        categoryHref={(category) => \`/categories/\${category._id}\`}
        onRetry={() => mutate()}
      />
      `,
    ),
  },
} satisfies Meta<typeof CategoryGrid<DemoCategory>>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibleItems = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => getComputedStyle(item).display !== 'none');

export const All: Story = {
  tags: ['req:HOME-14', 'req:HOME-15'],
  render: (args) => (
    <div className="flex flex-col gap-10">
      <CategoryGrid {...args} />
      <CategoryGrid {...args} status="loading" skeletonCount={5} />
      <CategoryGrid {...args} categories={[]} />
      <CategoryGrid {...args} status="error" onRetry={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rice = canvas.getByRole('link', { name: 'Rice' });
    await expect(rice).toHaveAttribute('href', '/categories/c-rice');
    const image = rice.querySelector('img')!;
    const box = image.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([120, 120]);
    await expect(getComputedStyle(image).borderRadius).not.toBe('0px');

    // A long name is cut at 120 px but keeps its full name.
    const longName = categories[6]!.name;
    const name = canvas.getByTitle(longName);
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(120);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvas.getByRole('link', { name: longName })).toBeVisible();

    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories...');
    await expect(canvas.getByText('No categories available.')).toBeVisible();
  },
};

export const Desktop: Story = {
  tags: ['req:HOME-16'],
  parameters: { docs: { description: { story: '5 columns from 1200 px, at most 9 visible.' } } },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const visible = visibleItems(canvasElement);
    await expect(visible).toHaveLength(9);
    const tops = visible.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(5);
    await expect(tops.slice(5).every((top) => top === tops[5] && top > tops[0]!)).toBe(true);
    await expect(within(canvasElement).queryByRole('link', { name: categories[9]!.name })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Below 1200 px every category stays reachable.
    await expect(visibleItems(canvasElement)).toHaveLength(categories.length);
  },
};

export const MissingAndBrokenImages: Story = {
  name: 'Missing and broken images',
  tags: ['req:HOME-15'],
  parameters: { docs: { description: { story: 'Placeholder for missing or broken images.' } } },
  args: {
    categories: [
      { _id: 'c-seeds', name: 'Seeds for Sowing', image: null },
      { _id: 'c-broken', name: 'Oils', image: brokenImageSrc },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Seeds for Sowing', 'Oils']) {
      const link = canvas.getByRole('link', { name });
      await waitFor(() => expect(link.querySelector('[data-slot="image-placeholder"]')).not.toBeNull());
      const box = link.querySelector('[data-slot="image-placeholder"]')!.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([120, 120]);
    }
  },
};

export const ImageUrl: Story = {
  name: 'Image URL',
  parameters: { docs: { description: { story: 'Image names resolved by imageUrl.' } } },
  args: {
    categories: [{ _id: 'c-rice', name: 'Rice', image: 'rice.png' }],
    imageUrl: (image) => `/uploads/category/${image}`,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Rice' });
    // The stored file does not exist here, so the placeholder takes its place after the request.
    await waitFor(() => expect(link.querySelector('[data-slot="image-placeholder"]')).not.toBeNull());
  },
};

export const FailedSilently: Story = {
  name: 'Failed silently',
  tags: ['req:HOME-18'],
  parameters: { docs: { description: { story: 'Failed request: empty grid, no error text.' } } },
  args: { categories: [], labels: { empty: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const Error: Story = {
  args: { status: 'error', labels: { error: 'Failed to load categories.' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load categories.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
