import ProductsTab from '@dhanya/admin/features/products/products-tab';
import { maxPacks, paths } from '@dhanya/api';
import { fixtures, mockData } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { tabDecorator, pageParameters, pageSetup } from './support/page';
import {
  type Canvas,
  choose,
  editProduct,
  fillPack,
  fillProduct,
  pack,
  packField,
  packGroups,
  productRow,
  productTable,
  sent,
  unitField,
} from './support/product-form';

/*
 * The product form's packs (issue 14). The demo shop sells Organic Toor Dal in 500 g, 1 kg
 * and 5 kg packs (5 kg sold out), Ponni Boiled Rice in 5, 10 and 25 kg, and most products in
 * one pack.
 */
const meta = {
  title: 'Admin/Tabs/Product packs',
  tags: ['!autodocs'],
  component: ProductsTab,
  decorators: [tabDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof ProductsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const skuHint = 'Left blank, the shop makes one.';
const byTitle = (title: string) => fixtures.products.find((product) => product.title === title)!;
const toorDal = byTitle('Organic Toor Dal');
const ponni = byTitle('Ponni Boiled Rice');
const basmati = byTitle('Aged Basmati Rice');
const sona = fixtures.products[0]!;

const button = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });
const labelsShown = (canvas: Canvas) =>
  packGroups(canvas).map((group: HTMLElement) => within(group).getByRole('textbox', { name: 'Label' }));
const submit = (canvas: Canvas, name: 'Add Product' | 'Update Product') => userEvent.click(button(canvas, name));

/** The packs JSON of the last product update the page sent. */
async function packsSent(fetchSpy: Parameters<typeof sent>[0], id: string) {
  const [request] = sent(fetchSpy, 'PUT', paths.updateProduct(id)).slice(-1);
  return JSON.parse(String((await request!.formData()).get('packs'))) as Record<string, unknown>[];
}

export const NewProduct: Story = {
  name: 'New product: one empty pack',
  parameters: {
    docs: { description: { story: 'A new product starts with one empty pack, which cannot be removed or moved.' } },
  },
  play: async ({ canvas }) => {
    await productTable(canvas);
    await expect(packGroups(canvas)).toHaveLength(1);
    await expect(packField(canvas, 1, 'Label')).toHaveValue('');
    await expect(unitField(canvas, 1)).toHaveTextContent('Choose');
    const remove = button(canvas, 'Remove pack 1');
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(
      'A product needs at least one pack, so its only pack cannot be removed.',
    );
    await expect(button(canvas, 'Move pack 1 up')).toBeDisabled();
    await expect(button(canvas, 'Move pack 1 down')).toBeDisabled();
    await expect(button(canvas, 'Add pack')).toBeEnabled();
    // The picture is taken around the pack, where the keyboard is (on a field still to fill).
    await userEvent.click(packField(canvas, 1, 'Stock'));
  },
};

export const FirstPackNamedBySize: Story = {
  name: 'New product: the first pack named by its size',
  parameters: {
    docs: {
      description: {
        story:
          "The first pack's label, net quantity and unit may stay blank (issue 31); each says what the shop fills in, and a size typed names the pack. Other packs need their own.",
      },
    },
  },
  play: async ({ canvas }) => {
    await productTable(canvas);
    await userEvent.click(packField(canvas, 1, 'Net quantity'));
    await userEvent.paste('750');
    await expect(packField(canvas, 1, 'Net quantity')).not.toHaveAccessibleDescription();
    await expect(packField(canvas, 1, 'Label')).toHaveAccessibleDescription('Left blank: “Pack of 750”');
    await choose(unitField(canvas, 1), 'g');
    await expect(unitField(canvas, 1)).not.toHaveAccessibleDescription();
    await expect(packField(canvas, 1, 'Label')).toHaveAccessibleDescription('Left blank: “750 g”');

    await userEvent.click(button(canvas, 'Add pack'));
    await expect(packField(canvas, 2, 'Label')).not.toHaveAccessibleDescription();
    await expect(packField(canvas, 2, 'Label')).toBeRequired();
    await expect(packField(canvas, 1, 'Label')).not.toBeRequired();
    // The picture is taken around the first pack: its stock is still to fill.
    await userEvent.click(packField(canvas, 1, 'Stock'));
  },
};

export const EditManyPacks: Story = {
  name: 'Editing a product of several packs',
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    docs: { description: { story: "Edit loads every pack of the product in the shop's order, each with its fields." } },
  },
  play: async ({ canvas }) => {
    await editProduct(canvas, toorDal.title);
    await expect(labelsShown(canvas).map((field: HTMLElement) => (field as HTMLInputElement).value)).toEqual([
      '500 g',
      '1 kg',
      '5 kg',
    ]);
    for (const [index, saved] of toorDal.packs.entries()) {
      const number = index + 1;
      await expect(packField(canvas, number, 'Net quantity')).toHaveValue(String(saved.netQuantity));
      await expect(unitField(canvas, number)).toHaveTextContent(saved.unit);
      await expect(packField(canvas, number, 'Price (₹)')).toHaveValue(String(saved.price));
      await expect(packField(canvas, number, 'Stock')).toHaveValue(String(saved.quantity));
      await expect(packField(canvas, number, 'SKU (optional)')).toHaveValue(saved.sku);
    }
    await expect(button(canvas, 'Remove pack 1')).toBeEnabled();
    await expect(button(canvas, 'Move pack 3 down')).toBeDisabled();
  },
};

export const ReorderPacks: Story = {
  name: 'Packs moved, removed and added',
  parameters: {
    docs: {
      description: {
        story:
          'The keyboard moves a pack with its buttons and stays on it; a removed pack is gone, a new one is added last. Update sends the packs in their new order, each saved one with its id.',
      },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await editProduct(canvas, toorDal.title);
    const [small, medium, large] = toorDal.packs as [
      (typeof toorDal.packs)[0],
      (typeof toorDal.packs)[0],
      (typeof toorDal.packs)[0],
    ];

    button(canvas, 'Move pack 3 up').focus();
    await userEvent.keyboard('{Enter}');
    await expect(packField(canvas, 2, 'Label')).toHaveValue('5 kg');
    await expect(button(canvas, 'Move pack 2 up')).toHaveFocus();
    await expect(canvas.getByText('“5 kg” is now pack 2.')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(packField(canvas, 1, 'Label')).toHaveValue('5 kg');
    // At the top it can only go down: the keyboard moves to that button.
    await expect(button(canvas, 'Move pack 1 down')).toHaveFocus();

    await userEvent.click(button(canvas, 'Remove pack 3'));
    await expect(packGroups(canvas)).toHaveLength(2);
    await expect(packField(canvas, 2, 'Label')).toHaveFocus();

    await userEvent.click(button(canvas, 'Add pack'));
    await expect(packField(canvas, 3, 'Label')).toHaveFocus();
    await fillPack(canvas, 3, {
      label: '2 kg',
      netQuantity: '2',
      unit: 'kg',
      price: '389',
      mrp: '420',
      stock: '30',
      sku: 'TOOR-DAL-2KG',
    });
    // Moving, removing and adding send nothing: only Update does.
    await expect(sent(fetchSpy, 'PUT', paths.updateProduct(toorDal._id))).toHaveLength(0);
    await submit(canvas, 'Update Product');

    await expect(await canvas.findByRole('heading', { name: 'Add Product' }, { timeout: 5000 })).toBeVisible();
    await expect(await packsSent(fetchSpy, toorDal._id)).toEqual([
      {
        _id: large._id,
        label: '5 kg',
        netQuantity: 5,
        unit: 'kg',
        price: large.price,
        mrp: null,
        quantity: 0,
        sku: large.sku,
        // Each pack's Hindi label moves with it.
        translations: { hi: { label: '5 किलो' } },
      },
      {
        _id: small._id,
        label: '500 g',
        netQuantity: 500,
        unit: 'g',
        price: small.price,
        mrp: null,
        quantity: small.quantity,
        sku: small.sku,
        translations: { hi: { label: '500 ग्राम' } },
      },
      {
        label: '2 kg',
        netQuantity: 2,
        unit: 'kg',
        price: 389,
        mrp: 420,
        quantity: 30,
        sku: 'TOOR-DAL-2KG',
        translations: {},
      },
    ]);
    const [request] = sent(fetchSpy, 'PUT', paths.updateProduct(toorDal._id));
    const form = await request!.formData();
    // The spec's price and quantity are the new default pack's.
    await expect([form.get('price'), form.get('quantity')]).toEqual([large.price.toFixed(2), '0']);
    const saved = mockData.products.find((product) => product._id === toorDal._id)!;
    await expect(saved.packs.map((kept) => kept.label)).toEqual(['5 kg', '500 g', '2 kg']);
    await expect(saved.packs.some((kept) => kept._id === medium._id)).toBe(false);
  },
};

export const PackErrors: Story = {
  name: 'Pack errors: repeated SKU, MRP below price',
  parameters: {
    docs: {
      description: {
        story:
          "The contract's messages land on the field of the pack they are about, and the summary names the pack. Nothing is sent.",
      },
    },
  },
  play: async ({ canvas }) => {
    const fetchSpy = spyOn(window, 'fetch');
    await productTable(canvas);
    await fillProduct(canvas, { sku: 'PROSO-1' });
    await userEvent.click(button(canvas, 'Add pack'));
    await fillPack(canvas, 2, {
      label: '5 kg',
      netQuantity: '5',
      unit: 'kg',
      price: '80',
      mrp: '75',
      stock: '12',
      sku: 'proso-1',
    });
    await submit(canvas, 'Add Product');

    await expect(packField(canvas, 2, 'MRP (₹, optional)')).toHaveAccessibleDescription(
      'MRP cannot be less than the price',
    );
    // The refusal is read first, then the field's hint.
    await expect(packField(canvas, 2, 'SKU (optional)')).toHaveAccessibleDescription(
      `Each pack needs its own SKU ${skuHint}`,
    );
    await expect(packField(canvas, 1, 'SKU (optional)')).toHaveAccessibleDescription(skuHint);
    await expect(packField(canvas, 2, 'MRP (₹, optional)')).toHaveFocus();
    const summary = canvas.getByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pack 2: MRP cannot be less than the price', 'Pack 2: Each pack needs its own SKU']);
    await expect(sent(fetchSpy, 'POST', paths.addProduct)).toHaveLength(0);
  },
};

export const SkuTaken: Story = {
  name: 'SKU used by another product',
  parameters: {
    docs: {
      description: {
        story: "The server refuses a SKU another product holds (409): its message shows on that pack's SKU field.",
      },
    },
  },
  play: async ({ canvas }) => {
    const taken = sona.packs[0]!.sku;
    await productTable(canvas);
    await fillProduct(canvas);
    await userEvent.click(button(canvas, 'Add pack'));
    await fillPack(canvas, 2, {
      label: '5 kg',
      netQuantity: '5',
      unit: 'kg',
      price: '80',
      stock: '12',
      sku: taken.toLowerCase(),
    });
    await submit(canvas, 'Add Product');

    const message = `SKU ${taken} is already used by ${sona.title}`;
    const sku = packField(canvas, 2, 'SKU (optional)');
    await waitFor(() => expect(sku).toHaveAccessibleDescription(`${message} ${skuHint}`));
    await expect(sku).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Pack 2: ${message}`);
    await expect(screen.queryByText('Operation failed')).toBeNull();
    await expect(mockData.products).toHaveLength(fixtures.products.length);
  },
};

export const MaxPacks: Story = {
  name: 'Twelve packs, the most',
  parameters: {
    docs: {
      description: { story: `A product has at most ${maxPacks} packs: then Add pack is disabled and says why.` },
    },
  },
  play: async ({ canvas }) => {
    await editProduct(canvas, ponni.title);
    const add = button(canvas, 'Add pack');
    for (let count = ponni.packs.length; count < maxPacks; count += 1) await userEvent.click(add);
    await expect(packGroups(canvas)).toHaveLength(maxPacks);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(`A product can have at most ${maxPacks} packs.`);
    await expect(packField(canvas, maxPacks, 'Label')).toHaveFocus();
  },
};

export const MobilePacks: Story = {
  name: 'Mobile: pack rows',
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    docs: { description: { story: 'On a phone each pack is a small fieldset, its fields two to a line.' } },
  },
  play: async ({ canvas }) => {
    await editProduct(canvas, ponni.title);
    await userEvent.click(button(canvas, 'Add pack'));
    await expect(packGroups(canvas)).toHaveLength(ponni.packs.length + 1);
    const { left, right } = packGroups(canvas)[0]!.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    // Net quantity and Unit share a line; the SKU has one of its own.
    const quantityBox = packField(canvas, 1, 'Net quantity').getBoundingClientRect();
    await expect(unitField(canvas, 1).getBoundingClientRect().top).toBeCloseTo(quantityBox.top, 0);
    await expect(packField(canvas, 1, 'SKU (optional)').getBoundingClientRect().width).toBeGreaterThan(
      quantityBox.width * 1.8,
    );
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expect(pack(canvas, 4).getByRole('textbox', { name: 'Label' })).toHaveFocus();
  },
};

export const StockFlags: Story = {
  name: 'Low and sold-out packs',
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // The 1 kg bags sold out, two 5 kg bags left: below the threshold of 5.
    const [kilo, bag] = mockData.products.find((product) => product._id === basmati._id)!.packs;
    kilo!.quantity = 0;
    bag!.quantity = 2;
  },
  parameters: {
    docs: {
      description: {
        story:
          'The Stock column adds up the packs and names each pack running low or sold out, in words a screen reader reads.',
      },
    },
  },
  play: async ({ canvas }) => {
    const line = await productRow(canvas, basmati.title);
    await expect(line.getByRole('cell', { name: '2 in 2 packs Out of stock: 1 kg Low: 5 kg (2 left)' })).toBeVisible();
    await expect((await productRow(canvas, toorDal.title)).getByText('Out of stock: 5 kg')).toBeVisible();
    await expect((await productRow(canvas, ponni.title)).getByRole('cell', { name: '225 in 3 packs' })).toBeVisible();
  },
};

export const ThresholdFromSettings: Story = {
  name: 'Threshold from the settings',
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // The owner chose to hear of any pack with fewer than 100 left (Settings tab).
    mockData.settings.lowStockThreshold = 100;
  },
  parameters: {
    docs: { description: { story: 'The flags follow the low-stock threshold the shop saved in its settings.' } },
  },
  play: async ({ canvas }) => {
    const line = await productRow(canvas, ponni.title);
    const low = ponni.packs.filter((each) => each.quantity > 0 && each.quantity < 100);
    await expect(low.length).toBeGreaterThan(0);
    for (const each of low) {
      await expect(
        await line.findByText(`Low: ${each.label} (${each.quantity} left)`, {}, { timeout: 5000 }),
      ).toBeVisible();
    }
    const plenty = ponni.packs.filter((each) => each.quantity >= 100);
    for (const each of plenty) await expect(line.queryByText(new RegExp(`Low: ${each.label} `))).toBeNull();
  },
};
