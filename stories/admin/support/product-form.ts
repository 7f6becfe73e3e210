import { catalogHandlers, fixtures, mockHandlers } from '@dhanya/api/msw';
import type { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** The Products tab's table, form and pack rows, found by role and name as a screen reader would. */

export type Canvas = ReturnType<typeof within>;

export const productTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'All products' });

/** The row of a product, found by its Edit button. */
export async function productRow(canvas: Canvas, title: string) {
  const edit = await within(await productTable(canvas)).findByRole('button', { name: `Edit ${title}` });
  return within(edit.closest('tr')!);
}

export async function editProduct(canvas: Canvas, title: string) {
  await userEvent.click((await productRow(canvas, title)).getByRole('button', { name: `Edit ${title}` }));
  await expect(await canvas.findByRole('heading', { name: 'Edit Product' })).toBeVisible();
}

export const textbox = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
export const titleField = (canvas: Canvas) => textbox(canvas, /^Title/);
export const descriptionField = (canvas: Canvas) => textbox(canvas, /^Description/);
export const categoryField = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Category/ });
export const hsnCodeBox = (canvas: Canvas) => textbox(canvas, 'HSN code');
export const gstRateSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'GST rate' });

/** Pack `number` of the form (1 is the default), a fieldset named "Pack 2". */
export const pack = (canvas: Canvas, number: number) => within(canvas.getByRole('group', { name: `Pack ${number}` }));
export const packGroups = (canvas: Canvas): HTMLElement[] => canvas.getAllByRole('group', { name: /^Pack \d+$/ });

export type PackText = 'Label' | 'Net quantity' | 'Price (₹)' | 'MRP (₹, optional)' | 'Stock' | 'SKU (optional)';
export const packField = (canvas: Canvas, number: number, name: PackText) =>
  pack(canvas, number).getByRole('textbox', { name });
export const unitField = (canvas: Canvas, number: number) =>
  pack(canvas, number).getByRole('combobox', { name: 'Unit' });

/** Chooses `option` in a Radix select; its options open in a portal, outside the canvas. */
export async function choose(select: HTMLElement, option: string) {
  // A select whose options are still loading is disabled, and a click on it opens nothing.
  await waitFor(() => expect(select).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(select).toHaveTextContent(option));
}

export type PackEntry = {
  label: string;
  netQuantity: string;
  unit: string;
  price: string;
  mrp?: string;
  stock: string;
  sku: string;
};

/** Pastes text: typing it key by key is slow and proves nothing more. */
export async function paste(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills an empty pack row. */
export async function fillPack(canvas: Canvas, number: number, entry: PackEntry) {
  await paste(packField(canvas, number, 'Label'), entry.label);
  await paste(packField(canvas, number, 'Net quantity'), entry.netQuantity);
  await choose(unitField(canvas, number), entry.unit);
  await paste(packField(canvas, number, 'Price (₹)'), entry.price);
  if (entry.mrp) await paste(packField(canvas, number, 'MRP (₹, optional)'), entry.mrp);
  await paste(packField(canvas, number, 'Stock'), entry.stock);
  await paste(packField(canvas, number, 'SKU (optional)'), entry.sku);
}

export const millets = fixtures.categories.find((category) => category._id === 'cat-millets-and-grains')!;
export const samplerTitle = 'Proso Millet Sampler';
export const samplerPack: PackEntry = {
  label: '750 g',
  netQuantity: '750',
  unit: 'g',
  price: '12.50',
  stock: '40',
  sku: 'PROSO-750G',
};

/** A new product's title, description, category and its one pack. */
export async function fillProduct(canvas: Canvas, entry: Partial<PackEntry> = {}) {
  await paste(titleField(canvas), samplerTitle);
  await paste(descriptionField(canvas), 'Unpolished proso millet from Anantapur.');
  await choose(categoryField(canvas), millets.name);
  await fillPack(canvas, 1, { ...samplerPack, ...entry });
}

type FetchSpy = { mock: { calls: unknown[][] } };
/** The requests of `method` to `path` that the page sent. */
export function sent(fetchSpy: FetchSpy, method: string, path: string) {
  return fetchSpy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(String(input), init as RequestInit)))
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

export const findToast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 5000 }))[0];

/** The demo shop with `handlers` answering before its own catalogue handlers. */
export const catalogWith = (...handlers: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: { ...mockHandlers(), catalog: [...handlers, ...catalogHandlers()] } },
});
