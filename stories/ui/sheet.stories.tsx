import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  IconButton,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  TooltipProvider,
  type SheetContentProps,
} from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

function Drawer({ side, defaultOpen }: { side?: SheetContentProps['side']; defaultOpen?: boolean }) {
  return (
    <TooltipProvider>
      <Sheet defaultOpen={defaultOpen}>
        <SheetTrigger asChild>
          <IconButton label="Open menu" tooltip={false}>
            <Menu aria-hidden />
          </IconButton>
        </SheetTrigger>
        <SheetContent side={side} className="p-6">
          <SheetTitle className="text-lg font-semibold text-foreground">Menu</SheetTitle>
          <SheetDescription className="sr-only">Shop navigation</SheetDescription>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {[
                ['Home', '/'],
                ['My Cart', '/cart'],
                ['My Profile', '/profile'],
              ].map(([label, to]) => (
                <li key={to}>
                  <SheetClose asChild>
                    <Link to={to!} className="block rounded-card px-3 py-2 text-foreground hover:bg-muted">
                      {label}
                    </Link>
                  </SheetClose>
                </li>
              ))}
            </ul>
          </nav>
        </SheetContent>
      </Sheet>
    </TooltipProvider>
  );
}

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  subcomponents: { SheetTrigger, SheetContent, SheetTitle, SheetDescription, SheetClose },
  parameters: {
    docs: componentDocs(
      `
      A panel that slides in from the left or right edge over the page: the mobile navigation drawer. It
      behaves like a Dialog (focus kept inside, Escape and its close button close it, focus returns to
      the trigger), and a SheetClose around a link closes it when the link is followed. Give it a
      SheetTitle; hide a SheetDescription with \`sr-only\` if it adds nothing visible.
      `,
      `
      <Sheet>
        <SheetTrigger asChild>
          <IconButton label="Open menu" tooltip={false}>
            <Menu aria-hidden />
          </IconButton>
        </SheetTrigger>
        <SheetContent side="left">
          <SheetTitle>Menu</SheetTitle>
          <SheetClose asChild>
            <Link to="/cart">My Cart</Link>
          </SheetClose>
        </SheetContent>
      </Sheet>
      `,
    ),
  },
  render: () => <Drawer />,
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => <Drawer defaultOpen />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const LeftDrawer: Story = {
  name: 'Left drawer',
  tags: ['req:LAYOUT-18'],
  parameters: { docs: { description: { story: 'Left drawer opens and closes.' } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(within(drawer).getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/cart');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LinkCloses: Story = {
  name: 'Link closes',
  parameters: { docs: { description: { story: 'Choosing a link closes the drawer.' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RightSide: Story = {
  render: () => <Drawer side="right" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
  },
};
