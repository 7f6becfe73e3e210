import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, Button, type AlertDialogProps } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

/** The dialog with the button that opens it, as a page would hold them. */
function AlertDialogDemo({ triggerLabel, ...props }: Omit<AlertDialogProps, 'open'> & { triggerLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <AlertDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Are you sure to delete this category?',
    labels: { confirm: 'Delete' },
    destructive: true,
  },
  render: (args) => <AlertDialogDemo {...args} triggerLabel="Delete category" />,
  parameters: {
    docs: componentDocs(
      `
      A question that needs an answer before anything else happens: "Are you sure to delete this
      category?", or an alert with one OK button (\`showCancel={false}\`). The safe choice, Cancel, has
      the focus first; \`destructive\` paints the confirming button red; \`labels\` renames the buttons. It is controlled by \`open\` and
      calls \`onConfirm\` or \`onCancel\` (Escape counts as cancelling). For a form, use Dialog.
      `,
      `
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this product?"
        description="Sona Masoori Rice (5 kg) will be removed from the shop."
        labels={{ confirm: 'Delete' }}
        destructive
        onConfirm={remove}
      />
      `,
    ),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <AlertDialogDemo {...args} triggerLabel="Delete category" />
      <AlertDialogDemo
        {...args}
        title="Delete this product?"
        description="Sona Masoori Rice (5 kg) will be removed from the shop."
        triggerLabel="Delete product"
      />
      <AlertDialogDemo
        {...args}
        title="Access denied: Not an admin"
        showCancel={false}
        labels={{ confirm: 'OK' }}
        destructive={false}
        triggerLabel="Sign in as a shopper"
      />
    </div>
  ),
};

export const Confirm: Story = {
  tags: ['req:ADMIN-10'],
  parameters: { docs: { description: { story: 'Confirming calls onConfirm.' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete this category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancel: Story = {
  tags: ['req:ADMIN-10'],
  parameters: { docs: { description: { story: 'Declining calls onCancel.' } } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete category' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete this category?' });
    // The safe choice has the focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DeleteProduct: Story = {
  name: 'Delete product',
  tags: ['req:ADMIN-15'],
  parameters: { docs: { description: { story: 'The "Delete this product?" confirmation.' } } },
  args: { title: 'Delete this product?', description: 'Sona Masoori Rice (5 kg) will be removed from the shop.' },
  render: (args) => <AlertDialogDemo {...args} triggerLabel="Delete product" />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveAccessibleDescription('Sona Masoori Rice (5 kg) will be removed from the shop.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const AlertOnly: Story = {
  name: 'Alert with one button',
  tags: ['req:ADMIN-03'],
  args: { title: 'Access denied: Not an admin', showCancel: false, labels: { confirm: 'OK' }, destructive: false },
  render: (args) => <AlertDialogDemo {...args} triggerLabel="Sign in" />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Access denied: Not an admin' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    // Focus moves into the dialog, onto its only button.
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    // Stacked on a phone, the confirming action on top.
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(cancel.getBoundingClientRect().top);
  },
};
