import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@dhanya/ui';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 649 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <Price amount={649} size="sm" />
      <Price amount={649} />
      <Price amount={123456.5} size="lg" />
      <Price amount={189} compareAt={229} />
      <Price amount={540} compareAt={600} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const prices = canvasElement.querySelectorAll('[data-slot="price-amount"]');
    for (const price of prices) await expect(price.textContent).toMatch(/^₹/);
  },
};

export const Regular: Story = {
  tags: ['req:CONST-05'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹649.00')).toBeVisible();
  },
};

export const IndianGrouping: Story = {
  name: 'Indian digit grouping',
  tags: ['req:CONST-05'],
  args: { amount: 123456.5, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,23,456.50')).toBeVisible();
  },
};

export const Discounted: Story = {
  args: { amount: 189, compareAt: 229 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹189.00')).toBeVisible();
    const original = canvas.getByText('Original price:', { exact: false }).closest('s');
    await expect(original).toHaveTextContent('₹229.00');
  },
};

export const NoDiscountWhenNotHigher: Story = {
  name: 'Compare-at not higher (no strike-through)',
  args: { amount: 229, compareAt: 229 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Original price/)).toBeNull();
  },
};
