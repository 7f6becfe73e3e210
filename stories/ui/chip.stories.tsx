import type { Meta, StoryObj } from '@storybook/react-vite';
import { Headphones, RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, Chip, IconButton, TooltipProvider } from '@dhanya/ui';
import { componentDocs, variantArgType } from '../support/component-docs';

const tones = ['neutral', 'success', 'warning', 'error', 'info'] as const;
const sizes = ['sm', 'md'] as const;

const meta = {
  title: 'UI/Chip',
  component: Chip,
  subcomponents: { Badge },
  args: { children: 'Chip' },
  argTypes: {
    tone: variantArgType(tones, 'neutral', 'What the chip says about its subject, in colour.'),
    size: variantArgType(sizes, 'md', 'sm in tables and cards, md elsewhere.'),
  },
  parameters: {
    docs: componentDocs(
      `
      A small label for a status or a fact: a user's role, stock (In stock, Low stock), a feature of the
      shop (Free Shipping). The \`tone\` carries the meaning (neutral, success, warning, error, info), so
      keep the text itself clear without the colour. **Badge** is the round count on the cart icon: it
      shows nothing at 0 (unless \`showZero\`) and "99+" above \`max\`.
      `,
      `
      <Chip tone="warning" size="sm">Admin</Chip>
      <Chip>
        <Truck aria-hidden /> Free Shipping
      </Chip>
      <Badge count={cartCount} />
      `,
    ),
  },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ADMIN-25'],
  render: () => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {tones.map((tone) => (
            <Chip key={tone} tone={tone} size={size}>
              {tone} {size}
            </Chip>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Chip tone="warning" size="sm">
          Admin
        </Chip>
        <Chip tone="success" size="sm">
          User
        </Chip>
        <Chip>
          <Truck aria-hidden /> Free Shipping
        </Chip>
      </div>
      <div className="flex items-center gap-4">
        <Badge count={3} />
        <Badge count={42} />
        <Badge count={150} />
        <Badge count={0} showZero />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = canvas.getByText('Admin');
    const user = canvas.getByText('User');
    // The role chips: warning (#9a4a04 on #fff0cc) and success (#1e7b3c on #dcf5e3) from the theme.
    await expect(getComputedStyle(admin).color).toBe('rgb(154, 74, 4)');
    await expect(getComputedStyle(admin).backgroundColor).toBe('rgb(255, 240, 204)');
    await expect(getComputedStyle(user).color).toBe('rgb(30, 123, 60)');
    await expect(getComputedStyle(user).backgroundColor).toBe('rgb(220, 245, 227)');
  },
};

export const FeatureChips: Story = {
  name: 'Feature chips',
  tags: ['req:CATALOG-11'],
  render: () => (
    <ul className="flex flex-wrap gap-2" aria-label="Why shop with us">
      <li>
        <Chip>
          <Truck aria-hidden /> Free Shipping
        </Chip>
      </li>
      <li>
        <Chip>
          <ShieldCheck aria-hidden /> Premium Quality
        </Chip>
      </li>
      <li>
        <Chip>
          <Headphones aria-hidden /> 24/7 Support
        </Chip>
      </li>
      <li>
        <Chip>
          <RotateCcw aria-hidden /> Easy Returns
        </Chip>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Free Shipping',
      'Premium Quality',
      '24/7 Support',
      'Easy Returns',
    ]);
  },
};

export const CountBadge: Story = {
  name: 'Badge (cart count)',
  render: () => (
    <TooltipProvider>
      <div className="flex items-center gap-6">
        <span className="relative inline-flex">
          <IconButton label="My Cart, 3 items" tooltip="My Cart">
            <ShoppingCart aria-hidden />
          </IconButton>
          <Badge count={3} className="pointer-events-none absolute -top-1 -right-1" />
        </span>
        <Badge count={150} />
        <Badge count={0} />
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'My Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    // A count of 0 shows nothing.
    await expect(canvas.queryByText('0')).toBeNull();
  },
};
