import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  TextArea,
  TextField,
} from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  parameters: {
    docs: componentDocs(
      `
      A modal window for a short task that must be finished or cancelled before going back to the page,
      such as editing a lead. It traps the focus, closes on Escape, on its close button or on a DialogClose,
      and gives the focus back to what opened it. Compose it from DialogTrigger, DialogContent (with
      DialogHeader, DialogTitle, DialogDescription and DialogFooter); a title is required for its name.
      For a yes-or-no question use AlertDialog; for a side panel, Sheet.
      `,
      `
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Lead</DialogTitle>
            <DialogDescription>Update the details of this enquiry.</DialogDescription>
          </DialogHeader>
          <form onSubmit={save}>...</form>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      `,
    ),
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit Lead</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Lead</DialogTitle>
          <DialogDescription>Update the details of this enquiry.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Name" defaultValue="Meena Iyer" />
          <TextField label="Email" type="email" defaultValue="meena.iyer@example.com" />
          <TextArea label="Message" defaultValue="Do you deliver 25 kg bags of rice?" />
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened at once: a dialog covers the page, so "every state" is the open dialog. */
export const All: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    // It fades in from transparent.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const OpenAndEscape: Story = {
  name: 'Open and Escape',
  parameters: { docs: { description: { story: 'Opens from its trigger, Escape closes, focus returns.' } } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Lead' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await expect(dialog).toHaveAccessibleDescription('Update the details of this enquiry.');
    // Focus moves into the dialog.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Lead' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const LongText: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Terms and Conditions</DialogTitle>
          <DialogDescription>Please read before placing your order.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} className="text-sm text-foreground">
            {index + 1}. Prices are in rupees and include GST. Orders are delivered within 3 to 7 working days;
            perishable goods such as fresh produce cannot be returned once delivered.
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    // Taller content scrolls inside the dialog, which stays within the screen.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
