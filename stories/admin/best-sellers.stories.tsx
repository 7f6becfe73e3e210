import BestSellersTab from '@dhanya/admin/features/best-sellers/best-sellers-tab';
import { paths } from '@dhanya/api';
import { catalogHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';

/* The demo shop flags a few products as best sellers; the picker disables those. */
const bestSellers = fixtures.products.filter((product) => product.isBestSeller);
const [firstBestSeller] = bestSellers as [(typeof bestSellers)[0]];
const others = fixtures.products.filter((product) => !product.isBestSeller);
const [candidate] = others as [(typeof others)[0]];
/** The picker's first page: 20 products, before anything is typed. */
const firstPage = fixtures.products.slice(0, 20);
const laterBestSeller = bestSellers.find((product) => !firstPage.includes(product))!;

/** Every write the catalogue handlers saw, cleared before each story. */
const writes: { request: string; body: unknown }[] = [];
const logWrites = http.all('*/api/product/*', async ({ request }) => {
  if (request.method === 'GET') return;
  const body: unknown = request.method === 'POST' ? await request.clone().json() : undefined;
  writes.push({ request: `${request.method} ${new URL(request.url).pathname}`, body });
});

function catalogServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), catalog: [logWrites, ...overrides, ...catalogHandlers()] } } };
}

const meta = {
  title: 'Admin/Tabs/BestSellers',
  tags: ['!autodocs'],
  component: BestSellersTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...catalogServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof BestSellersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A toast's text, once it has faded in (a screen-reader copy may sit beside it). */
async function toastShows(text: string) {
  await waitFor(() => expect(screen.getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });
}

/** The product picker, once its first page has loaded. */
async function picker(canvas: Canvas) {
  const combobox = await canvas.findByRole('combobox', { name: 'Product' });
  await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading products…' })).toBeNull(), {
    timeout: 5000,
  });
  return combobox;
}

/** Types the title into the picker and chooses the product it finds. */
async function pickProduct(canvas: Canvas, title: string) {
  await userEvent.type(await picker(canvas), title);
  await userEvent.click(await canvas.findByRole('option', { name: title }));
  await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue(title);
}

const bestSellerList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Current best sellers' });
const isBestSeller = (id: string) => mockData.products.find((product) => product._id === id)!.isBestSeller;

async function confirmRemoval(canvas: Canvas, title: string) {
  await userEvent.click(within(await bestSellerList(canvas)).getByRole('button', { name: `Remove ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove this best seller?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
}

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading best sellers...')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Best Sellers' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No best sellers available.')).toBeVisible();
    const combobox = canvas.getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(combobox).toBeDisabled());
    await expect(combobox).toHaveAttribute('placeholder', 'No products yet');
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load best sellers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(await canvas.findByText('Could not load the products.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload products' })).toBeEnabled();
  },
};

export const Populated: Story = {
  parameters: { docs: { description: { story: 'Every best seller with a Remove button.' } } },
  play: async ({ canvas }) => {
    const list = await bestSellerList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(bestSellers.length);
    for (const product of bestSellers) {
      await expect(within(list).getByRole('heading', { name: product.title })).toBeVisible();
      await expect(within(list).getByRole('img', { name: product.title })).toBeVisible();
      await expect(within(list).getByRole('button', { name: `Remove ${product.title}` })).toBeEnabled();
    }
  },
};

export const NothingChosen: Story = {
  name: 'Missing product',
  tags: ['req:ADMIN-21'],
  parameters: {
    docs: { description: { story: 'Submitting without a product shows "Please select a product" and sends nothing.' } },
  },
  play: async ({ canvas }) => {
    await picker(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add best seller' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a product');
    await expect(writes).toEqual([]);
  },
};

export const DisabledOptions: Story = {
  name: 'Disabled options',
  tags: ['req:ADMIN-22'],
  parameters: {
    docs: { description: { story: 'Products that are already best sellers are disabled, on every page searched.' } },
  },
  play: async ({ canvas }) => {
    await picker(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    for (const product of bestSellers.filter((bestSeller) => firstPage.includes(bestSeller))) {
      await expect(canvas.getByRole('option', { name: `${product.title} (best seller)` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await expect(canvas.getByRole('option', { name: candidate.title })).not.toHaveAttribute('aria-disabled', 'true');
    // One beyond the first page, found by its title, is disabled too.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Product' }), laterBestSeller.title);
    await expect(await canvas.findByRole('option', { name: `${laterBestSeller.title} (best seller)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Escape closes the popup; a second one clears the text, as nothing was chosen.
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('');
  },
};

export const AddBestSeller: Story = {
  name: 'Added',
  tags: ['req:ADMIN-23'],
  parameters: { docs: { description: { story: 'Adding sends the product and shows "Best seller added!".' } } },
  play: async ({ canvas }) => {
    await pickProduct(canvas, candidate.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Add best seller' }));
    await toastShows('Best seller added!');
    await expect(writes).toEqual([
      { request: 'POST /api/product/bestseller/create', body: { productId: candidate._id } },
    ]);
    await expect(isBestSeller(candidate._id)).toBe(true);
    await expect(
      await within(await bestSellerList(canvas)).findByRole('heading', { name: candidate.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('');
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:ADMIN-23'],
  parameters: {
    ...catalogServed(
      http.post(paths.addBestSeller, () => HttpResponse.json({ msg: 'Try again later' }, { status: 503 })),
    ),
    docs: { description: { story: 'Any other answer shows "Failed to add best seller".' } },
  },
  play: async ({ canvas }) => {
    await pickProduct(canvas, candidate.title);
    const add = canvas.getByRole('button', { name: 'Add best seller' });
    await userEvent.click(add);
    await toastShows('Failed to add best seller');
    await waitFor(() => expect(add).toBeEnabled());
    await expect(isBestSeller(candidate._id)).toBe(false);
  },
};

export const RemoveBestSeller: Story = {
  name: 'Removed',
  tags: ['req:ADMIN-24'],
  parameters: { docs: { description: { story: 'Removing asks first, then shows "Best seller removed".' } } },
  play: async ({ canvas }) => {
    const list = await bestSellerList(canvas);
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${firstBestSeller.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this best seller?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(writes).toEqual([]);

    await confirmRemoval(canvas, firstBestSeller.title);
    await toastShows('Best seller removed');
    await expect(writes).toEqual([
      { request: `DELETE /api/product/bestseller/delete/${firstBestSeller._id}`, body: undefined },
    ]);
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: firstBestSeller.title })).not.toBeInTheDocument(),
    );
    await expect(isBestSeller(firstBestSeller._id)).toBe(false);
  },
};

export const RemoveFails: Story = {
  name: 'Remove failed',
  tags: ['req:ADMIN-24'],
  parameters: {
    ...catalogServed(
      http.delete(paths.removeBestSeller.route, () => HttpResponse.json({ msg: 'Server busy' }, { status: 500 })),
    ),
    docs: { description: { story: 'A failed removal shows "Failed to remove best seller".' } },
  },
  play: async ({ canvas }) => {
    await confirmRemoval(canvas, firstBestSeller.title);
    await toastShows('Failed to remove best seller');
    await expect(
      within(await bestSellerList(canvas)).getByRole('heading', { name: firstBestSeller.title }),
    ).toBeVisible();
    await expect(isBestSeller(firstBestSeller._id)).toBe(true);
  },
};
