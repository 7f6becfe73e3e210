import { paths } from '@dhanya/api';
import { fixtures, mockData, mockToken } from '@dhanya/api/msw';
import ProductsTab from '@dhanya/admin/features/products/products-tab';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import {
  type Canvas,
  catalogWith,
  categoryField,
  choose,
  descriptionField,
  fillProduct,
  findToast,
  gstRateSelect,
  hsnCodeBox,
  millets,
  packField,
  paste,
  productRow,
  productTable,
  samplerTitle,
  sent,
  titleField,
  unitField,
} from './support/product-form';
import { askedQuery } from '../support/asked-query';

const meta = {
  title: 'Admin/Tabs/Products',
  tags: ['!autodocs'],
  component: ProductsTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof ProductsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const sona = fixtures.products[0]!;
const toorDal = fixtures.products.find((product) => product.title === 'Organic Toor Dal')!;
const blackRice = fixtures.products.find((product) => product.title.startsWith('Manipur Black Rice'))!;
const bearer = `Bearer ${mockToken(fixtures.users[0]!)}`;

const table = productTable;
const row = productRow;
/** The table's product titles, in its order. */
async function titlesShown(canvas: Canvas) {
  const rows = within(await table(canvas))
    .getAllByRole('row')
    .slice(1);
  return rows.map((line) =>
    within(line)
      .getByRole('button', { name: /^Edit / })
      .textContent!.replace(/^Edit /, ''),
  );
}
const pager = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Product pages' }));
const searchBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Search products' });
const perPage = 20;
const titlesOf = (products: { title: string }[]) => products.map((product) => product.title);
const title = titleField;
const description = descriptionField;
const category = categoryField;
/** The first pack's stock and price: what the spec's Quantity and Price were. */
const stock = (canvas: Canvas) => packField(canvas, 1, 'Stock');
const price = (canvas: Canvas) => packField(canvas, 1, 'Price (₹)');

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'millet.png', { type: 'image/png' });
const sampler = () => mockData.products.find((product) => product.title === samplerTitle);

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products yet. Add the first one with the form.')).toBeVisible();
    await expect(await canvas.findByText('Add a category in the Categories tab first.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-11'],
  parameters: {
    docs: {
      description: {
        story:
          'The first page of products: image, title, category, price in ₹, and stock across the packs, low and sold-out packs flagged.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await waitFor(async () => expect(await titlesShown(canvas)).toEqual(titlesOf(fixtures.products.slice(0, perPage))));
    await expect(canvas.getByText(`${fixtures.products.length} products`)).toBeVisible();
    const line = await row(canvas, sona.title);
    await expect(line.getByRole('img', { name: sona.title })).toHaveAttribute(
      'src',
      paths.upload('products', sona.image!),
    );
    await expect(line.getByRole('cell', { name: sona.category!.name })).toBeVisible();
    await expect(line.getByRole('cell', { name: '₹449.00' })).toBeVisible();
    await expect(line.getByRole('cell', { name: String(sona.quantity) })).toBeVisible();
    // Stock is counted across the packs; a sold-out or low pack is named.
    const dal = await row(canvas, toorDal.title);
    await expect(dal.getByRole('cell', { name: '360 in 3 packs Out of stock: 5 kg' })).toBeVisible();
    const black = await row(canvas, blackRice.title);
    await expect(black.getByRole('cell', { name: '3 Low stock: 3 left' })).toBeVisible();
    await expect(pager(canvas).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Pages: Story = {
  tags: ['req:ADMIN-11'],
  parameters: {
    docs: { description: { story: '20 products a page, with Previous, Next and the page numbers.' } },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await row(canvas, sona.title);
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Next' }));
    await waitFor(async () =>
      expect(await titlesShown(canvas)).toEqual(titlesOf(fixtures.products.slice(perPage, 2 * perPage))),
    );
    await expect(pager(canvas).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(pager(canvas).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () =>
      expect(await titlesShown(canvas)).toEqual(titlesOf(fixtures.products.slice(2 * perPage))),
    );
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    const pages = sent(fetchSpy, 'GET', paths.products).map((request) => askedQuery(request.url));
    await expect(pages).toEqual(['?page=2&limit=20', '?page=3&limit=20']);

    await userEvent.click(pager(canvas).getByRole('button', { name: 'Previous' }));
    await expect(await row(canvas, 'Jammu Rajma (1 kg)')).toBeTruthy();
  },
};

export const Search: Story = {
  tags: ['req:ADMIN-11'],
  parameters: {
    docs: {
      description: {
        story: 'The search box finds products by title, best first, once typing pauses; a new search starts on page 1.',
      },
    },
  },
  play: async ({ canvas }) => {
    await row(canvas, sona.title);
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Page 2' }));
    await row(canvas, 'Jammu Rajma (1 kg)');
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.type(searchBox(canvas), 'rice');
    const inTitle = fixtures.products.filter((product) => /rice/i.test(product.title));
    await waitFor(async () => expect((await titlesShown(canvas)).slice(0, inTitle.length)).toEqual(titlesOf(inTitle)));
    const matches = fixtures.products.filter((product) => /rice/i.test(`${product.title} ${product.description}`));
    await expect(canvas.getByText(`${matches.length} products match “rice”`)).toBeVisible();
    // One request for the whole word, on page 1.
    const searches = sent(fetchSpy, 'GET', paths.search).map((request) => askedQuery(request.url));
    await expect(searches).toEqual(['?query=rice&page=1&limit=20']);
    await expect(canvas.queryByRole('navigation', { name: 'Product pages' })).toBeNull();

    // Clearing the box brings back every product, from page 1.
    await userEvent.clear(searchBox(canvas));
    await waitFor(async () => expect((await titlesShown(canvas))[0]).toBe(sona.title));
    await expect(pager(canvas).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoMatch: Story = {
  name: 'No match',
  tags: ['req:ADMIN-11'],
  parameters: { docs: { description: { story: 'A search that finds nothing says so.' } } },
  play: async ({ canvas }) => {
    await row(canvas, sona.title);
    await userEvent.type(searchBox(canvas), 'no such grain');
    await expect(await canvas.findByText('No products match “no such grain”')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
    await expect(canvas.queryByText(/^[\d,]+ products? match/)).toBeNull();
  },
};

export const Searching: Story = {
  tags: ['req:ADMIN-11'],
  parameters: {
    ...catalogWith(http.get(paths.search, () => delay('infinite'))),
    docs: { description: { story: 'While a search is answered, the page before it stays, marked busy.' } },
  },
  play: async ({ canvas }) => {
    await row(canvas, sona.title);
    await userEvent.type(searchBox(canvas), 'basmati');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'All products' }).parentElement).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(await titlesShown(canvas)).toEqual(titlesOf(fixtures.products.slice(0, perPage)));
  },
};

export const Mobile: Story = {
  tags: ['req:ADMIN-11'],
  parameters: {
    visual: false,
    docs: { description: { story: 'On a phone: the table scrolls in its own region, the pager says "Page 1 of 3".' } },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await row(canvas, sona.title);
    const nav = pager(canvas);
    await expect(nav.getByText('Page 1 of 3')).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Page 2' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    await expect(await nav.findByText('Page 2 of 3')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};

export const MobileListLink: Story = {
  name: 'Mobile: go to the list',
  tags: ['req:ADMIN-11'],
  parameters: {
    visual: false,
    docs: {
      description: { story: 'On a phone the long form comes first; a link under the heading goes to the list.' },
    },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await row(canvas, sona.title);
    const list = canvas.getByRole('region', { name: 'Product list' });
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await userEvent.click(canvas.getByRole('link', { name: 'Go to product list' }));
    await expect(list).toHaveFocus();
    await waitFor(() => expect(list.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2));
    // The next Tab goes on from the list: into its search box.
    await userEvent.tab();
    await expect(searchBox(canvas)).toHaveFocus();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  tags: ['req:ADMIN-12'],
  parameters: { docs: { description: { story: 'A missing required field sends nothing and is marked.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(title(canvas)).toHaveAccessibleDescription('Title is required');
    await expect(description(canvas)).toHaveAccessibleDescription('Description is required');
    await expect(category(canvas)).toHaveAccessibleDescription('Category is required');
    // A one-size product needs no label, net quantity or unit: each says what the shop fills in (issue 31).
    await expect(packField(canvas, 1, 'Label')).toHaveAccessibleDescription('Left blank: “1 pack”');
    await expect(packField(canvas, 1, 'Net quantity')).toHaveAccessibleDescription('Left blank: 1');
    await expect(unitField(canvas, 1)).toHaveAccessibleDescription('Left blank: piece');
    await expect(stock(canvas)).toHaveAccessibleDescription(/^Stock must be a whole number/);
    await expect(price(canvas)).toHaveAccessibleDescription(/^Price must be a number/);
    await expect(packField(canvas, 1, 'SKU (optional)')).toHaveAccessibleDescription('Left blank, the shop makes one.');
    await expect(packField(canvas, 1, 'MRP (₹, optional)')).not.toHaveAccessibleDescription();
    await expect(title(canvas)).toHaveFocus();
    // The summary above the buttons lists them all, each pack's named.
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Title is required');
    await expect(summary).not.toHaveTextContent('SKU');
    await expect(summary).not.toHaveTextContent(/label|Net quantity|Unit/);

    // One field left out still sends nothing.
    await fillProduct(canvas);
    await userEvent.clear(description(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(description(canvas)).toHaveFocus();
    await expect(description(canvas)).toHaveAccessibleDescription('Description is required');
    await expect(title(canvas)).not.toHaveAccessibleDescription();
    await expect(sent(fetchSpy, 'POST', paths.addProduct)).toHaveLength(0);
  },
};

export const AddProduct: Story = {
  name: 'Added',
  tags: ['req:ADMIN-12'],
  parameters: { docs: { description: { story: 'A complete product is added with its image and the form resets.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await fillProduct(canvas);
    await userEvent.upload(canvas.getByLabelText(/Image \(optional\)/), png());
    await expect(canvas.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    await expect(await findToast('Product added')).toBeInTheDocument();
    const posts = sent(fetchSpy, 'POST', paths.addProduct);
    await expect(posts).toHaveLength(1);
    await expect(posts[0]!.headers.get('Authorization')).toBe(bearer);
    await expect(sampler()).toMatchObject({
      description: 'Unpolished proso millet from Anantapur.',
      quantity: 40,
      price: 12.5,
      category: { _id: millets._id, name: millets.name },
      image: expect.any(String),
      packs: [{ label: '750 g', netQuantity: 750, unit: 'g', price: 12.5, mrp: null, quantity: 40, sku: 'PROSO-750G' }],
    });
    // The page shown is refreshed: one more product, the new one last.
    await expect(await canvas.findByText(`${fixtures.products.length + 1} products`)).toBeVisible();
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Page 3' }));
    await row(canvas, samplerTitle);
    await waitFor(() => expect(title(canvas)).toHaveValue(''));
    await expect(price(canvas)).toHaveValue('');
    await expect(category(canvas)).toHaveTextContent('Select a category');
    await expect(canvas.queryByRole('img', { name: 'Preview of the chosen file' })).toBeNull();
  },
};

export const OneSizeProduct: Story = {
  name: "Added with the spec's fields only",
  tags: ['req:ADMIN-12'],
  parameters: {
    docs: {
      description: {
        story:
          'Title, description, category, price and stock are enough (issue 31): the one pack is "1 pack" of 1 piece, as its fields said before the owner pressed Add Product.',
      },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await paste(title(canvas), samplerTitle);
    await paste(description(canvas), 'Unpolished proso millet from Anantapur.');
    await choose(category(canvas), millets.name);
    await paste(price(canvas), '12.50');
    await paste(stock(canvas), '40');
    await expect(packField(canvas, 1, 'Label')).toHaveAccessibleDescription('Left blank: “1 pack”');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    await expect(await findToast('Product added')).toBeInTheDocument();
    const posts = sent(fetchSpy, 'POST', paths.addProduct);
    await expect(posts).toHaveLength(1);
    await expect(JSON.parse(String((await posts[0]!.formData()).get('packs')))).toEqual([
      { label: '1 pack', netQuantity: 1, unit: 'piece', price: 12.5, mrp: null, quantity: 40, translations: {} },
    ]);
    await expect(sampler()).toMatchObject({
      quantity: 40,
      price: 12.5,
      packs: [{ label: '1 pack', netQuantity: 1, unit: 'piece', price: 12.5, quantity: 40 }],
    });
    await waitFor(() => expect(title(canvas)).toHaveValue(''));
  },
};

export const BadPrice: Story = {
  name: 'Bad price',
  tags: ['req:ADMIN-13'],
  parameters: {
    docs: {
      description: { story: 'A price that is not a decimal is refused on the field; "12.50" is saved as 12.5.' },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await fillProduct(canvas, { price: '12.345' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(price(canvas)).toHaveAccessibleDescription(
      /^Price must be a number of 0 or more with at most 2 decimals/,
    );
    await expect(price(canvas)).toHaveFocus();
    await expect(sent(fetchSpy, 'POST', paths.addProduct)).toHaveLength(0);

    await userEvent.clear(price(canvas));
    await paste(price(canvas), '12.50');
    await expect(price(canvas)).not.toHaveAccessibleDescription(/must be/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await findToast('Product added')).toBeInTheDocument();
    await expect(sampler()?.price).toBe(12.5);
  },
};

export const TaxDetails: Story = {
  name: 'HSN code and GST rate',
  parameters: {
    docs: {
      description: {
        story: 'A new product starts at 0 % GST; it is saved with the HSN code and GST rate its invoices will show.',
      },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await expect(hsnCodeBox(canvas)).toHaveValue('');
    await expect(hsnCodeBox(canvas)).toHaveAccessibleDescription('4, 6 or 8 digits. Optional.');
    await expect(gstRateSelect(canvas)).toHaveTextContent('0 %');
    await fillProduct(canvas);
    await paste(hsnCodeBox(canvas), '1006');
    await choose(gstRateSelect(canvas), '5 %');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));

    await expect(await findToast('Product added')).toBeInTheDocument();
    const posts = sent(fetchSpy, 'POST', paths.addProduct);
    await expect(posts).toHaveLength(1);
    const body = await posts[0]!.formData();
    await expect([body.get('hsnCode'), body.get('gstRate')]).toEqual(['1006', '5']);
    await expect(sampler()).toMatchObject({ hsnCode: '1006', gstRate: 5 });
    // The form is ready for the next product, back at 0 %.
    await waitFor(() => expect(hsnCodeBox(canvas)).toHaveValue(''));
    await expect(gstRateSelect(canvas)).toHaveTextContent('0 %');
  },
};

export const BadHsnCode: Story = {
  name: 'Bad HSN code',
  parameters: {
    docs: {
      description: { story: 'An HSN code that is not 4, 6 or 8 digits is named on its field; nothing is sent.' },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await table(canvas);
    await fillProduct(canvas);
    await paste(hsnCodeBox(canvas), '10061');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(hsnCodeBox(canvas)).toHaveAccessibleDescription(/^HSN code must be 4, 6 or 8 digits/);
    await expect(hsnCodeBox(canvas)).toBeInvalid();
    await expect(hsnCodeBox(canvas)).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('HSN code must be 4, 6 or 8 digits');
    await expect(sent(fetchSpy, 'POST', paths.addProduct)).toHaveLength(0);
  },
};

export const EditProduct: Story = {
  name: 'Edit',
  tags: ['req:ADMIN-14'],
  parameters: { docs: { description: { story: 'Edit fills the form, Update sends the change, the form resets.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click((await row(canvas, sona.title)).getByRole('button', { name: `Edit ${sona.title}` }));
    await expect(canvas.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(title(canvas)).toHaveValue(sona.title);
    await expect(title(canvas)).toHaveFocus();
    await expect(description(canvas)).toHaveValue(sona.description);
    await expect(stock(canvas)).toHaveValue(String(sona.quantity));
    await expect(price(canvas)).toHaveValue(String(sona.price));
    await expect(packField(canvas, 1, 'SKU (optional)')).toHaveValue(sona.packs[0]!.sku);
    await expect(category(canvas)).toHaveTextContent(sona.category!.name);
    await expect(hsnCodeBox(canvas)).toHaveValue(sona.hsnCode);
    await expect(gstRateSelect(canvas)).toHaveTextContent(`${sona.gstRate} %`);

    await userEvent.clear(price(canvas));
    await userEvent.type(price(canvas), '459.75');
    await userEvent.clear(stock(canvas));
    await userEvent.type(stock(canvas), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Product' }));

    await expect(await findToast('Product updated')).toBeInTheDocument();
    const puts = sent(fetchSpy, 'PUT', paths.updateProduct(sona._id));
    await expect(puts).toHaveLength(1);
    await expect(puts[0]!.headers.get('Authorization')).toBe(bearer);
    await expect(sent(fetchSpy, 'POST', paths.addProduct)).toHaveLength(0);
    await expect(mockData.products.find((product) => product._id === sona._id)).toMatchObject({
      price: 459.75,
      quantity: 0,
      title: sona.title,
      image: sona.image,
      hsnCode: sona.hsnCode,
      gstRate: sona.gstRate,
    });
    const line = await row(canvas, sona.title);
    await expect(await line.findByRole('cell', { name: '₹459.75' })).toBeVisible();
    await expect(line.getByText('Out of stock')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(title(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Cancel edit' })).toBeNull();
  },
};

export const CancelEdit: Story = {
  name: 'Edit cancelled',
  tags: ['req:ADMIN-14'],
  parameters: { docs: { description: { story: 'Cancel edit returns to an empty add form without sending.' } } },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click((await row(canvas, sona.title)).getByRole('button', { name: `Edit ${sona.title}` }));
    await userEvent.type(title(canvas), ' (new)');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel edit' }));
    await expect(await canvas.findByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(title(canvas)).toHaveValue('');
    await expect(sent(fetchSpy, 'PUT', paths.updateProduct(sona._id))).toHaveLength(0);
  },
};

export const DeleteProduct: Story = {
  name: 'Delete',
  tags: ['req:ADMIN-15'],
  parameters: {
    docs: {
      description: { story: 'Delete asks "Delete this product?"; declining sends nothing, confirming removes it.' },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    const deleteButton = async () =>
      (await row(canvas, sona.title)).getByRole('button', { name: `Delete ${sona.title}` });

    await userEvent.click(await deleteButton());
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(sent(fetchSpy, 'DELETE', paths.deleteProduct(sona._id))).toHaveLength(0);

    await userEvent.click(await deleteButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveTextContent(`"${sona.title}" will be removed from the shop.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await findToast('Product deleted')).toBeInTheDocument();
    const deletes = sent(fetchSpy, 'DELETE', paths.deleteProduct(sona._id));
    await expect(deletes).toHaveLength(1);
    await expect(deletes[0]!.headers.get('Authorization')).toBe(bearer);
    await expect(mockData.products.some((product) => product._id === sona._id)).toBe(false);
    const list = within(await table(canvas));
    await waitFor(() => expect(list.queryByRole('button', { name: `Edit ${sona.title}` })).toBeNull());
    await expect(await canvas.findByText(`${fixtures.products.length - 1} products`)).toBeVisible();
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:ADMIN-41'],
  parameters: {
    ...catalogWith(http.post(paths.addProduct, () => HttpResponse.json({}, { status: 500 }))),
    docs: { description: { story: 'A failed add without a message shows "Operation failed" and keeps the form.' } },
  },
  play: async ({ canvas }) => {
    await table(canvas);
    await fillProduct(canvas, { price: '99' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await findToast('Operation failed')).toBeInTheDocument();
    await expect(title(canvas)).toHaveValue(samplerTitle);
    await expect(canvas.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  },
};

export const DeleteFails: Story = {
  name: 'Delete refused',
  tags: ['req:ADMIN-41'],
  parameters: {
    ...catalogWith(
      http.delete(paths.deleteProduct.route, () =>
        HttpResponse.json({ msg: 'This product is in an open order' }, { status: 409 }),
      ),
    ),
    docs: { description: { story: 'A refused delete shows the server message and keeps the product.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click((await row(canvas, sona.title)).getByRole('button', { name: `Delete ${sona.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('This product is in an open order')).toBeInTheDocument();
    await expect((await row(canvas, sona.title)).getByRole('button', { name: `Delete ${sona.title}` })).toBeEnabled();
  },
};

export const EditFails: Story = {
  name: 'Update refused',
  tags: ['req:ADMIN-41'],
  parameters: {
    ...catalogWith(
      http.put(paths.updateProduct.route, () => HttpResponse.json({ msg: 'Category not found' }, { status: 400 })),
    ),
    docs: { description: { story: 'A refused update shows the server message and stays in edit mode.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click((await row(canvas, sona.title)).getByRole('button', { name: `Edit ${sona.title}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Product' }));
    await expect(await findToast('Category not found')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(title(canvas)).toHaveValue(sona.title);
  },
};
