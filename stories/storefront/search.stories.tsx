import { fixtures } from '@dhanya/api/msw';
import { SearchPage } from '@dhanya/storefront/routes/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

/** What the demo shop's search finds for "rice", best first: titles, then descriptions. */
const riceTitles = fixtures.products.filter((product) => product.title.toLowerCase().includes('rice'));
const riceMatches = [
  ...riceTitles,
  ...fixtures.products.filter(
    (product) => !riceTitles.includes(product) && product.description.toLowerCase().includes('rice'),
  ),
];

const meta = {
  title: 'Storefront/Pages/Search',
  tags: ['!autodocs'],
  component: SearchPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/search', route: '/search?query=rice' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  tags: ['state'],
  parameters: {
    docs: { description: { story: 'Enter in the search box: every match, best first, a page at a time.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “rice”' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(Math.min(riceMatches.length, 24));
    await expect(cards[0]).toHaveAccessibleName(riceMatches[0]!.title);
    await expect(canvas.getByRole('status')).toHaveTextContent(`of ${riceMatches.length} products`);
  },
};

export const SortedAndFiltered: Story = {
  name: 'Sorted and filtered',
  parameters: { docs: { description: { story: 'Sorting keeps the search text; so do the filters.' } } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    const dearest = [...riceMatches].sort((a, b) => b.effectivePrice - a.effectivePrice)[0]!;
    await waitFor(() => expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(dearest.title), slow);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “rice”' })).toBeVisible();
  },
};

export const NoResults: Story = {
  tags: ['state'],
  name: 'No results',
  parameters: { route: '/search?query=saffron%20ghee' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found for “saffron ghee”.', {}, slow)).toBeVisible();
  },
};

export const NothingSearched: Story = {
  tags: ['state'],
  name: 'Nothing searched',
  parameters: { route: '/search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByText('Nothing searched yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Search failed. Please try again.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBeGreaterThan(0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const hindiPicture = mobileHindi('Search under `/hi`: “तूर” finds toor dal by its Hindi name.');
export const MobileHindi: Story = {
  ...hindiPicture,
  parameters: { ...hindiPicture.parameters, route: `/search?query=${encodeURIComponent('तूर')}` },
  play: async ({ canvas }) => {
    const toorDal = fixtures.products.find((product) => product.title === 'Organic Toor Dal')!;
    await expect(await canvas.findByRole('heading', { name: toorDal.translations!.hi!.title! }, slow)).toBeVisible();
  },
};
