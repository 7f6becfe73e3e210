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
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
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

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:CATALOG-16'],
  args: lineArgs(brokenImageLine),
  play: async ({ canvasElement }) => {
    const item = within(canvasElement);
    await waitFor(() => expect(item.getByRole('img', { name: brokenImageLine.title }).tagName).not.toBe('IMG'));
    const box = item.getByRole('img', { name: brokenImageLine.title }).getBoundingClientRect();
    // Same box as a loaded image, so nothing around it moves.
    await expect(box.width).toBe(96);
    await expect(box.height).toBe(96);
  },
};

export const MissingImage: Story = {
  name: 'Missing image',
  tags: ['req:CATALOG-16'],
  args: lineArgs(noImageLine),
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('img', { name: noImageLine.title });
    await expect(placeholder.tagName).not.toBe('IMG');
    await expect(placeholder.getBoundingClientRect().height).toBe(96);
  },
};

export const LongText: Story = {
  args: lineArgs(longTextLine),
  play: async ({ canvasElement }) => {
    const item = within(canvasElement);
    const description = item.getByText(longTextLine.description);
    const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
    // Clamped to two lines however long the text is.
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    // Unit and line price, both grouped the Indian way.
    await expect(item.getAllByText('₹1,23,456.00')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
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
