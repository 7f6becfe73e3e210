import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, ShoppingCart, User } from 'lucide-react';
import { Link } from 'react-router-dom';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, TOOLTIP_ENTER_DELAY_MS, TooltipProvider } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { advance, withFakeClock } from '../support/fake-clock';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'My Cart', children: <ShoppingCart aria-hidden />, onClick: fn() },
  parameters: {
    docs: componentDocs(
      `
      A button that shows only an icon, such as the cart, the profile or a delete action in a table.
      Its \`label\` is its accessible name and, by default, the tooltip it shows on hover, focus or a
      long press. Give it a different \`tooltip\`, or \`tooltip={false}\` where a visible text already
      names it. It takes the Button's variants (ghost by default) in two sizes, and \`asChild\` for a
      router link. Place it inside a TooltipProvider.
      `,
      `
      <IconButton label="My Cart" asChild>
        <Link to="/cart">
          <ShoppingCart aria-hidden />
        </Link>
      </IconButton>
      <IconButton label="Delete product" variant="destructive" size="sm" onClick={remove}>
        <Trash2 aria-hidden />
      </IconButton>
      `,
    ),
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="p-10">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['ghost', 'primary', 'secondary', 'outline', 'destructive'] as const;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3">
          {variants.map((variant) => (
            <IconButton key={variant} {...args} label={`${variant} ${size}`} variant={variant} size={size} />
          ))}
          <IconButton {...args} label={`disabled ${size}`} size={size} disabled />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of ['md', 'sm']) {
      await expect(canvas.getByRole('button', { name: `disabled ${size}` })).toBeDisabled();
    }
  },
};

export const WithTooltip: Story = {
  name: 'With tooltip',
  tags: ['req:CONST-01'],
  parameters: { docs: { description: { story: 'Hover shows the tooltip.' } } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'My Cart' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('My Cart');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const CustomTooltip: Story = {
  args: { label: 'Open profile', tooltip: 'Profile', children: <User aria-hidden /> },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Open profile' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Profile');
  },
};

export const NoTooltip: Story = {
  args: { label: 'Open menu', tooltip: false, children: <Menu aria-hidden /> },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      fireEvent.pointerMove(screen.getByRole('button', { name: 'Open menu' }), { pointerType: 'mouse' });
      // Past the enter delay: still nothing.
      await advance(clock, TOOLTIP_ENTER_DELAY_MS * 3);
      await expect(screen.queryByRole('tooltip')).toBeNull();
    }),
};

export const AsLink: Story = {
  name: 'As a router link',
  render: (args) => (
    <IconButton label="My Cart" asChild onClick={args.onClick}>
      <Link to="/cart">
        <ShoppingCart aria-hidden />
      </Link>
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'My Cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await userEvent.hover(link);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart'));
  },
};
