import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@dhanya/ui';
import { componentDocs, variantArgType } from '../support/component-docs';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: 649 },
  argTypes: { size: variantArgType(['sm', 'md', 'lg'], 'md', 'Text size: lg on a product page, sm in lists.') },
  parameters: {
    docs: componentDocs(
      `
      An amount in rupees, written the Indian way (₹1,23,456.50) with two decimals. Use it for every
      price and total the shop shows. With \`compareAt\` higher than \`amount\` the old price is shown
      struck through beside it, and read out as "Original price" by screen readers; a \`compareAt\` that is
      not higher is ignored.
      `,
      `
      <Price amount={product.price} compareAt={product.compareAtPrice} size="lg" />
      `,
    ),
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:CONST-05'],
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
    const canvas = within(canvasElement);
    const prices = canvasElement.querySelectorAll('[data-slot="price-amount"]');
    for (const price of prices) await expect(price.textContent).toMatch(/^₹/);
    await expect(canvas.getAllByText('₹649.00')[0]).toBeVisible();
    // Indian digit grouping: lakhs, then thousands.
    await expect(canvas.getByText('₹1,23,456.50')).toBeVisible();
    // Discounted: the original price is struck through.
    await expect(canvas.getByText('₹189.00')).toBeVisible();
    const original = canvas.getAllByText('Original price:', { exact: false })[0]!.closest('s');
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
