import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartLineItem, type CartLineItemProps } from '@dhanya/ui';
import {
  brokenImageLine,
  longTextLine,
  noImageLine,
  sonaMasooriLine,
  toorDalLine,
  type CartLineFixture,
} from '../support/cart-fixtures';
import { componentDocs } from '../support/component-docs';

const lineArgs = (line: CartLineFixture) => ({
  title: line.title,
  description: line.description,
  image: line.image,
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  maxQuantity: line.maxQuantity,
});

/** Keeps the quantity like the cart page would once the server answers. */
function StatefulLine({ quantity: initial, onQuantityChange, ...props }: CartLineItemProps) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <CartLineItem
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        onQuantityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/CartLineItem',
  component: CartLineItem,
  args: { ...lineArgs(sonaMasooriLine), onQuantityChange: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-3xl">
      <StatefulLine {...args} />
    </div>
  ),
  parameters: {
    docs: componentDocs(
      `
      One product in the cart: picture, name, description (cut at two lines), unit price, a quantity
      stepper, the line's price and a remove button. It lays itself out in one row in a wide container
      and stacks in a narrow one. It is controlled: \`onQuantityChange\` and \`onRemove\` ask the cart, and
      \`busy\` disables the line's controls while its update is in flight. Pass the server's \`linePrice\`
      when it has one; otherwise it is unit price × quantity. A product sold in packs passes the line's
      \`pack\` ("5 kg"): the title reads "Aged Basmati Rice · 5 kg" and the line's controls name the pack.
      `,
      `
      <CartLineItem
        title={item.product.title}
        description={item.product.description}
        image={imageUrl(item.product.image)}
        unitPrice={item.product.price}
        quantity={item.quantity}
        linePrice={item.totalPrice}
        maxQuantity={item.product.stock}
        busy={updating === item._id}
        onQuantityChange={(quantity) => update(item._id, quantity)}
        onRemove={() => remove(item._id)}
      />
      `,
    ),
  },
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:CATALOG-16'],
  render: (args) => (
    <div className="flex max-w-3xl flex-col gap-4">
      <StatefulLine {...args} />
      <StatefulLine {...args} {...lineArgs(toorDalLine)} />
      <StatefulLine {...args} {...lineArgs(brokenImageLine)} />
      <StatefulLine {...args} {...lineArgs(noImageLine)} />
      <StatefulLine {...args} {...lineArgs(longTextLine)} />
      <StatefulLine {...args} {...lineArgs(toorDalLine)} title="Organic Moong Dal (1 kg)" busy />
      <div className="max-w-sm">
        <StatefulLine {...args} title="Kolam Rice (1 kg), in a narrow column" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A broken or missing picture leaves a placeholder in the same box, so nothing around it moves.
    await waitFor(() => expect(canvas.getByRole('img', { name: brokenImageLine.title }).tagName).not.toBe('IMG'));
    for (const title of [brokenImageLine.title, noImageLine.title]) {
      const placeholder = canvas.getByRole('img', { name: title });
      await expect(placeholder.tagName).not.toBe('IMG');
      const box = placeholder.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([96, 96]);
    }

    // A long description is clamped to two lines; unit and line price are grouped the Indian way.
    const long = within(canvas.getByRole('article', { name: longTextLine.title }));
    const description = long.getByText(longTextLine.description);
    const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(long.getAllByText('₹1,23,456.00')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Default: Story = {
  tags: ['req:CART-04', 'req:CART-14'],
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement).getByRole('article', { name: sonaMasooriLine.title });
    const item = within(line);
    await expect(item.getByRole('img', { name: sonaMasooriLine.title })).toHaveAttribute('src', sonaMasooriLine.image);
    await expect(item.getByRole('heading', { name: sonaMasooriLine.title })).toBeVisible();
    await expect(item.getByText(sonaMasooriLine.description)).toBeVisible();
    await expect(item.getByText('₹649.00')).toBeVisible();
    await expect(item.getByText('₹1,298.00')).toBeVisible();

    const stepper = item.getByRole('group', { name: `Quantity for ${sonaMasooriLine.title}` });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(item.getByText('₹1,947.00')).toBeVisible();

    await userEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await expect(within(stepper).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(3);

    await userEvent.click(item.getByRole('button', { name: `Remove ${sonaMasooriLine.title}` }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ServerLinePrice: Story = {
  name: 'Server line price',
  tags: ['req:CART-04'],
  parameters: { docs: { description: { story: 'Line price from the server.' } } },
  args: { ...lineArgs(toorDalLine), quantity: 3, linePrice: 568.5 },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement);
    await expect(item.getByText('₹189.50')).toBeVisible();
    await expect(item.getByText('₹568.50')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement);
    await expect(item.getByRole('article', { name: sonaMasooriLine.title })).toHaveAttribute('aria-busy', 'true');
    await expect(item.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(item.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const remove = item.getByRole('button', { name: `Remove ${sonaMasooriLine.title}` });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const WithPack: Story = {
  name: 'With pack',
  parameters: {
    docs: {
      description: {
        story: 'Two packs of one product: each line names its pack, and so do its controls.',
      },
    },
  },
  args: { title: 'Aged Basmati Rice', pack: '5 kg', description: undefined, unitPrice: 549, quantity: 1 },
  render: (args) => (
    <div className="flex max-w-3xl flex-col gap-4">
      <StatefulLine {...args} />
      <StatefulLine {...args} pack="500 g" unitPrice={62.5} quantity={4} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Seen as "Aged Basmati Rice · 5 kg", heard as "Aged Basmati Rice, 5 kg".
    const heading = canvas.getByRole('heading', { name: /^Aged Basmati Rice\s*, 5 kg$/ });
    await expect(within(heading).getByText('·')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(heading).getByText('5 kg')).toBeVisible();
    const line = within(canvas.getByRole('article', { name: /^Aged Basmati Rice\s*, 500 g$/ }));
    await expect(line.getByText('₹250.00')).toBeVisible();
    const stepper = line.getByRole('group', { name: 'Quantity for Aged Basmati Rice, 500 g' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Aged Basmati Rice, 5 kg' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement);
    const image = item.getByRole('img', { name: sonaMasooriLine.title }).getBoundingClientRect();
    const stepper = item.getByRole('group', { name: `Quantity for ${sonaMasooriLine.title}` }).getBoundingClientRect();
    // Stacked: the controls sit below the picture and details.
    await expect(stepper.top).toBeGreaterThanOrEqual(image.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  name: 'Desktop (one row)',
  play: async ({ canvasElement }) => {
    const item = within(canvasElement);
    const image = item.getByRole('img', { name: sonaMasooriLine.title }).getBoundingClientRect();
    const stepper = item.getByRole('group', { name: `Quantity for ${sonaMasooriLine.title}` }).getBoundingClientRect();
    await expect(stepper.top).toBeLessThan(image.bottom);
    await expect(stepper.left).toBeGreaterThan(image.right);
  },
};
