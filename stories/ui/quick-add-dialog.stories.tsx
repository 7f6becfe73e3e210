import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button, QuickAddDialog } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { brokenImageSrc, sonaMasooriLine } from '../support/cart-fixtures';
import { basmatiFiveKilo, basmatiPacks } from '../support/pack-fixtures';

const product = { title: sonaMasooriLine.title, price: sonaMasooriLine.unitPrice, image: sonaMasooriLine.image };

const meta = {
  title: 'UI/QuickAddDialog',
  component: QuickAddDialog,
  args: {
    product,
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Quick Add</Button>,
  },
  parameters: {
    docs: componentDocs(
      `
      The small dialog a product card opens to add the product to the cart without leaving the list: its
      picture, price and a quantity that starts at 1. It calls \`onConfirm\` with the chosen quantity,
      always a whole number from 1 up to \`maxQuantity\` (the stock left); \`submitting\` holds the Add to
      Cart button while the request runs. Pass the button that opens it as \`trigger\`. Given \`packs\`,
      it offers them in a PackPicker before the quantity (starting at the first in stock), shows the
      chosen pack's price and unit price, bounds the quantity by that pack's stock and calls
      \`onConfirm(quantity, packId)\`.
      `,
      `
      <QuickAddDialog
        product={{ title: product.title, price: product.price, image: imageUrl(product.image) }}
        maxQuantity={product.stock}
        submitting={adding}
        onConfirm={(quantity) => addToCart(product._id, quantity)}
        trigger={<Button variant="secondary">Quick Add</Button>}
      />
      `,
    ),
  },
} satisfies Meta<typeof QuickAddDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its trigger and returns its parts (Radix portals it out of the canvas). */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Quick Add' }));
  const dialog = await screen.findByRole('dialog', { name: product.title });
  // The dialog fades in; wait until a shopper can see it.
  await waitFor(() => expect(dialog).toBeVisible());
  const input = screen.getByRole('spinbutton', { name: 'Quantity' });
  return { dialog, input };
}

/** A dialog cannot show its states side by side: All shows it open, as a shopper first sees it. */
export const All: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: product.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByText('₹649.00')).toBeVisible();
    await expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  },
};

export const Default: Story = {
  tags: ['req:CATALOG-05'],
  parameters: { docs: { description: { story: 'Opens at 1 and adds the chosen quantity.' } } },
  play: async ({ args }) => {
    const { input } = await openDialog();
    await expect(input).toHaveValue(1);
    await expect(screen.getByRole('img', { name: product.title })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(3);
  },
};

export const InvalidQuantity: Story = {
  name: 'Invalid quantity',
  tags: ['req:CATALOG-05'],
  parameters: { docs: { description: { story: '0, negative or empty quantity is not accepted.' } } },
  play: async ({ args }) => {
    const { input } = await openDialog();
    for (const typed of ['0', '-4', '']) {
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await userEvent.tab();
      await expect(input).toHaveValue(1);
    }
    // Enter straight after typing 0 submits without a blur: the quantity is still 1.
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(args.onConfirm).toHaveBeenLastCalledWith(1);
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onConfirm).toHaveBeenLastCalledWith(4);
    for (const [quantity] of args.onConfirm.mock.calls) await expect(quantity).toBeGreaterThanOrEqual(1);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultOpen: true, submitting: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Add to Cart' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const AtStockLimit: Story = {
  name: 'At the stock limit',
  args: { defaultOpen: true, maxQuantity: 2 },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:CATALOG-16'],
  args: { defaultOpen: true, product: { ...product, image: brokenImageSrc } },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('img', { name: product.title }).tagName).not.toBe('IMG'));
    const box = screen.getByRole('img', { name: product.title }).getBoundingClientRect();
    await expect(box.width).toBe(80);
    await expect(box.height).toBe(80);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: product.title });
    await waitFor(() => expect(dialog).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

const basmati = { title: 'Aged Basmati Rice', price: 62.5, image: sonaMasooriLine.image };

export const WithPacks: Story = {
  name: 'With packs',
  args: { product: basmati, packs: basmatiPacks, defaultOpen: true },
  parameters: {
    docs: { description: { story: 'Pick a pack, then how many: both go to `onConfirm`.' } },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: basmati.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('radiogroup', { name: 'Pack size' })).toBeVisible();
    await expect(screen.getByRole('radio', { name: /^500 g\b/ })).toBeChecked();
    await expect(screen.getByRole('radio', { name: /^1 kg\b/ })).toBeDisabled();
    // The pack comes before the quantity, in reading and tab order.
    const stepper = screen.getByRole('group', { name: `Quantity for ${basmati.title}` });
    const picker = screen.getByRole('radiogroup', { name: 'Pack size' });
    await expect(picker.compareDocumentPosition(stepper) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /^5 kg\b/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(2, basmatiFiveKilo.id);
  },
};

export const PackStockLimit: Story = {
  name: "At the pack's stock limit",
  args: { product: basmati, packs: basmatiPacks, defaultOpen: true },
  play: async () => {
    const input = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.tab();
    await expect(input).toHaveValue(20);
    // 5 kg has 8 left: the quantity comes down to it.
    await userEvent.click(screen.getByRole('radio', { name: /^5 kg\b/ }));
    await expect(input).toHaveValue(basmatiFiveKilo.stock);
    await expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const WithPacksMobile: Story = {
  name: 'With packs, mobile',
  args: { product: basmati, packs: basmatiPacks, defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: basmati.title });
    await waitFor(() => expect(dialog).toBeVisible());
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const radio of screen.getAllByRole('radio')) {
      await expect(radio.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};
