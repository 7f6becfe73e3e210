import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart, User } from 'lucide-react';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS, Tooltip, TooltipProvider } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { advance, withFakeClock } from '../support/fake-clock';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipProvider },
  parameters: {
    docs: componentDocs(
      `
      A short text that names or explains a control, shown after 100 ms of hover, on keyboard
      focus, and after a 700 ms press on a touch screen. It also becomes the control's accessible
      description. Put tooltips under one TooltipProvider, so that moving from one to the next opens the
      next at once. Do not hide anything essential in a tooltip: touch users rarely see it. For an icon
      button, IconButton already adds one.
      `,
      `
      <TooltipProvider>
        <Tooltip content="Free delivery above ₹499" side="bottom">
          <Button variant="outline">Delivery</Button>
        </Tooltip>
      </TooltipProvider>
      `,
    ),
  },
  args: { content: 'My Cart', children: <Button variant="outline">Cart</Button> },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="p-12">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const sides = ['top', 'right', 'bottom', 'left'] as const;

export const All: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      {sides.map((side) => (
        <Tooltip key={side} content={`Tooltip on the ${side}`} side={side}>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
      <Tooltip content="My Cart">
        <Button variant="ghost" size="icon" aria-label="My Cart">
          <ShoppingCart aria-hidden />
        </Button>
      </Tooltip>
      <Tooltip content="Profile">
        <Button variant="ghost" size="icon" aria-label="Profile">
          <User aria-hidden />
        </Button>
      </Tooltip>
      <Tooltip content="Wishlist">
        <Button variant="ghost" size="icon" aria-label="Wishlist">
          <Heart aria-hidden />
        </Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'top' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Tooltip on the top');
  },
};

export const Hover: Story = {
  tags: ['req:CONST-01'],
  parameters: { docs: { description: { story: 'Hover opens after the enter delay.' } } },
  play: async ({ canvasElement }) => {
    await expect(TOOLTIP_ENTER_DELAY_MS).toBe(100);
    const trigger = within(canvasElement).getByRole('button', { name: 'Cart' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('My Cart');
    await expect(trigger).toHaveAccessibleDescription('My Cart');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const HoverTiming: Story = {
  name: 'Hover timing',
  tags: ['req:CONST-01'],
  parameters: { docs: { description: { story: 'Not open before 100 ms.' } } },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const trigger = screen.getByRole('button', { name: 'Cart' });
      fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
      await advance(clock, TOOLTIP_ENTER_DELAY_MS - 1);
      await expect(screen.queryByRole('tooltip')).toBeNull();
      await advance(clock, 1);
      await expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart');
    }),
};

export const Focus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('My Cart');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const TouchLongPress: Story = {
  name: 'Touch long press',
  tags: ['req:CONST-01'],
  parameters: { docs: { description: { story: 'A 700 ms touch press opens it.' } } },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      await expect(TOOLTIP_TOUCH_DELAY_MS).toBe(700);
      const trigger = screen.getByRole('button', { name: 'Cart' });
      fireEvent.pointerDown(trigger, { pointerType: 'touch', pointerId: 2, button: 0 });
      await advance(clock, 699);
      await expect(screen.queryByRole('tooltip')).toBeNull();
      await advance(clock, 1);
      await expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart');
    }),
};

export const LongText: Story = {
  args: {
    content: 'Free delivery on orders above ₹499 within Chennai, Coimbatore and Madurai',
    children: <Button variant="outline">Delivery</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Delivery' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/Free delivery/);
  },
};
