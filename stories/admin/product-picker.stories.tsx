import BestSellersTab from '@dhanya/admin/features/best-sellers/best-sellers-tab';
import { paths } from '@dhanya/api';
import { catalogHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup } from './support/page';

/*
 * The product picker of the Best Sellers and Specials tabs, shown in the Best Sellers tab:
 * a page of products at a time, searched by title, however big the shop.
 */

/** The catalogue group with `overrides` answering first. */
function catalogServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), catalog: [...overrides, ...catalogHandlers()] } } };
}

const [sample] = fixtures.products as [(typeof fixtures.products)[0]];
const longTitles = [
  'Traditional Hand-Pounded Unpolished Mapillai Samba Red Rice from Thanjavur Delta Farms (5 kg)',
  'Traditional Hand-Pounded Kattuyanam Rice, Grown Without Chemicals by the Adirai Farmers Collective (5 kg)',
];

/** Adds products to the demo shop: its own products first, as the picker's first page shows them. */
const withProducts = (titles: string[]) => () => {
  const added = titles.map((title, index) => ({ ...sample, _id: `prod-extra-${index}`, title, isBestSeller: false }));
  mockData.products = [...mockData.products, ...added];
};

const meta = {
  title: 'Admin/Tabs/Product Picker',
  tags: ['!autodocs'],
  component: BestSellersTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, ...catalogServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof BestSellersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const combobox = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Product' });
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="combobox"] > .sr-only');

/** The picker once its first page has loaded. */
async function loadedPicker(canvas: Canvas) {
  await canvas.findByRole('combobox', { name: 'Product' });
  await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading products…' })).toBeNull(), {
    timeout: 5000,
  });
  return combobox(canvas);
}

export const NothingTyped: Story = {
  name: 'Nothing typed',
  parameters: { docs: { description: { story: 'Opened: the first 20 products, and how to find the others.' } } },
  play: async ({ canvas, canvasElement }) => {
    await loadedPicker(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    const listbox = canvas.getByRole('listbox', { name: 'Product' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(20);
    await expect(
      canvas.getByText(
        `The first 20 of ${fixtures.products.length} products. Type part of a title to find the others.`,
      ),
    ).toBeVisible();
    await expect(announced(canvasElement)).toHaveTextContent(`20 of ${fixtures.products.length} products shown`);
    await expect(combobox(canvas)).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Searching: Story = {
  parameters: {
    ...catalogServed(http.get(paths.search, () => delay('infinite'))),
    docs: { description: { story: 'While a search is answered, the page before stays, and the box says it is busy.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await loadedPicker(canvas), 'millet');
    await expect(await canvas.findByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    await expect(canvas.getByRole('listbox', { name: 'Product' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(20);
  },
};

export const Results: Story = {
  tags: ['req:ADMIN-22'],
  parameters: { docs: { description: { story: 'Typing "millet", then the keyboard alone chooses a product.' } } },
  play: async ({ canvas, canvasElement }) => {
    const box = await loadedPicker(canvas);
    box.focus();
    await userEvent.keyboard('millet');
    // Six titles hold "millet"; Ragi Flour's description does.
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(7));
    await expect(announced(canvasElement)).toHaveTextContent('7 products shown');
    await expect(canvas.getByRole('option', { name: 'Foxtail Millet (1 kg) (best seller)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Down skips the disabled Foxtail Millet; Enter chooses.
    await userEvent.keyboard('{ArrowDown}');
    const little = canvas.getByRole('option', { name: 'Little Millet, Samai (1 kg)' });
    await expect(box).toHaveAttribute('aria-activedescendant', little.id);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Little Millet, Samai (1 kg)');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  name: 'No match',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await loadedPicker(canvas), 'quinoa');
    await expect(await canvas.findByText('No product matches “quinoa”', { selector: 'p' })).toBeVisible();
    await expect(announced(canvasElement)).toHaveTextContent('No product matches “quinoa”');
  },
};

let failures = 0;
const failOnce = http.get(paths.products, () => {
  if (failures++ > 0) return undefined;
  return HttpResponse.json({ msg: 'Database unavailable' }, { status: 500 });
});

export const ErrorThenRetry: Story = {
  name: 'Error, then retry',
  beforeEach: () => {
    failures = 0;
  },
  parameters: {
    ...catalogServed(failOnce),
    docs: { description: { story: 'A failed load says so under the box; "Reload products" asks again.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load the products.', {}, { timeout: 5000 })).toBeVisible();
    await expect(combobox(canvas)).toHaveAccessibleDescription('Could not load the products.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload products' }));
    await waitFor(() => expect(canvas.queryByText('Could not load the products.')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(20);
  },
};

export const LongTitles: Story = {
  name: 'Long titles',
  beforeEach: withProducts(longTitles),
  play: async ({ canvas }) => {
    await userEvent.type(await loadedPicker(canvas), 'hand-pounded');
    // Both titles first, then Organic Brown Rice, whose description holds the words.
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('option', { name: longTitles[1] }));
    await expect(combobox(canvas)).toHaveValue(longTitles[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await expect(canvas.getByRole('option', { name: longTitles[0] })).toBeVisible();
  },
};

export const BigCatalogue: Story = {
  name: 'Ten thousand products',
  beforeEach: withProducts(Array.from({ length: 10_000 - fixtures.products.length }, (_, n) => `Test Grain ${n + 1}`)),
  parameters: { docs: { description: { story: 'Only a page is fetched; the hint counts the rest.' } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await expect(await canvas.findByText(/^The first 20 of 10,000 products/)).toBeVisible();
    await expect(announced(canvasElement)).toHaveTextContent('20 of 10,000 products shown');
    await userEvent.type(combobox(canvas), 'grain 9942');
    await expect(await canvas.findByRole('option', { name: 'Test Grain 9942' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { docs: { description: { story: 'On a phone the popup spans the box and stays on screen.' } } },
  play: async ({ canvas }) => {
    await userEvent.type(await loadedPicker(canvas), 'rice');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(4));
    const popup = canvas.getByRole('listbox', { name: 'Product' }).parentElement!;
    await expect(popup.getBoundingClientRect().width).toBeCloseTo(combobox(canvas).getBoundingClientRect().width, 0);
    await expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
