import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@dhanya/ui';
import { componentDocs, variantArgType } from '../support/component-docs';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: variantArgType(variants, 'primary', 'How strong the action looks.'),
    size: variantArgType([...sizes, 'icon'], 'md', 'Height and padding; `icon` is a square for an icon alone.'),
  },
  parameters: {
    docs: componentDocs(
      `
      The shop's button for every action: **primary** for the main action of a screen (Add to Cart,
      Place Order), **secondary** for a strong second one, **outline** and **ghost** for quieter ones,
      **destructive** for deleting and **link** for an action that reads as a link. \`loading\` shows a
      spinner and blocks clicks while a request runs; \`asChild\` gives a router link the button's look.
      For a button with only an icon, use IconButton.
      `,
      `
      <Button variant="secondary" size="lg" loading={adding} onClick={addToCart}>
        <ShoppingCart aria-hidden /> Add to Cart
      </Button>
      <Button asChild variant="outline">
        <Link to="/productlist">Browse All Products</Link>
      </Button>
      `,
    ),
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button {...args}>
          <ShoppingCart aria-hidden /> Add to Cart
        </Button>
        <Button {...args} disabled>
          Disabled
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Place Order' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place Order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  name: 'As a router link',
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <Link to="/productlist">Browse All Products</Link>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse All Products' });
    await expect(link).toHaveAttribute('href', '/productlist');
  },
};
