import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ToastProvider,
  useToast,
  type ToastOptions,
} from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';
import { advance, withFakeClock } from '../support/fake-clock';

const SENT = 'Message sent successfully!';
const FAILED = 'Failed to submit. Please try again.';
const INFO = 'Policy Updated Successfully!';

const examples = {
  success: { title: SENT, tone: 'success' },
  error: { title: FAILED, tone: 'error' },
  info: { title: INFO, tone: 'info', durationMs: 2000 },
} satisfies Record<string, ToastOptions>;

/** Buttons that fire toasts, as a contact form or an admin page would. */
function ToastDemo() {
  const { toast } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast(examples.success)}>Show success</Button>
      <Button variant="destructive" onClick={() => toast(examples.error)}>
        Show error
      </Button>
      <Button variant="outline" onClick={() => toast(examples.info)}>
        Show info
      </Button>
    </div>
  );
}

/** Opens every tone at once and keeps them open. */
function AllTones() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ ...examples.info, durationMs: Infinity });
    toast({
      title: 'Signup failed! Please try again.',
      description: 'The email is already registered.',
      tone: 'error',
      durationMs: Infinity,
    });
    toast({ ...examples.error, durationMs: Infinity });
    toast({ ...examples.success, durationMs: Infinity });
  }, [toast]);
  return <p className="text-sm text-muted-foreground">Every tone, held open.</p>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => (
    <ToastProvider>
      <ToastDemo />
    </ToastProvider>
  ),
  parameters: {
    docs: componentDocs(
      `
      A short message at the bottom centre of the screen after something happened: a message sent, a
      profile saved, a request that failed. Wrap the app in one ToastProvider and call \`toast()\` from
      \`useToast()\` with a title, a tone (success, error or info) and, if needed, a description. A toast
      closes itself after 3000 ms (\`durationMs\` changes that) or on its close button, and is read out by
      screen readers. For an error the shopper must act on in a form, use FormErrorSummary instead.
      `,
      `
      const { toast } = useToast();
      toast({ title: 'Message sent successfully!', tone: 'success' });
      toast({ title: 'Policy Updated Successfully!', tone: 'info', durationMs: 2000 });
      `,
    ),
  },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toast (list item) that holds a text. */
async function findToast(text: string) {
  const title = await screen.findByText(text, { selector: '[data-slot="toast-title"]' });
  const toast = title.closest('li');
  if (!toast) throw new Error(`No toast holds "${text}"`);
  // It fades in from transparent.
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

async function expectBottomCentre(toast: HTMLElement) {
  const box = toast.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThanOrEqual(2);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(48);
  await expect(box.width).toBeLessThanOrEqual(420);
}

export const All: Story = {
  render: () => (
    <ToastProvider>
      <AllTones />
    </ToastProvider>
  ),
  play: async () => {
    for (const text of [SENT, FAILED, INFO, 'Signup failed! Please try again.']) {
      await findToast(text);
    }
    await expect(screen.getByText('The email is already registered.')).toBeVisible();
  },
};

export const Success: Story = {
  tags: ['req:HOME-38', 'req:HOME-40'],
  parameters: { docs: { description: { story: 'Success, bottom centre, closes.' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await findToast(SENT);
    await expectBottomCentre(toast);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(SENT, { selector: '[data-slot="toast-title"]' })).toBeNull());
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  tags: ['req:HOME-39'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await findToast(FAILED);
    await expectBottomCentre(toast);
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(180, 35, 24)');
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await findToast(INFO);
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const success = await findToast(SENT);
    const error = await findToast(FAILED);
    // The newest toast sits at the bottom; the two never overlap.
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(success.getBoundingClientRect().bottom);
  },
};

export const AutoHide: Story = {
  name: 'Auto-hide',
  tags: ['req:HOME-40', 'req:CONST-04'],
  parameters: { docs: { description: { story: 'Auto-hides after 3000 ms.' } } },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      screen.getByRole('button', { name: 'Show success' }).click();
      await advance(clock, 0);
      await expect(screen.getByText(SENT, { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
      await advance(clock, 2999);
      await expect(screen.getByText(SENT, { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
      await advance(clock, 1);
      await expect(screen.queryByText(SENT, { selector: '[data-slot="toast-title"]' })).toBeNull();
    }),
};

export const FreshAfterClose: Story = {
  name: 'Fresh after close',
  tags: ['req:HOME-40'],
  parameters: { docs: { description: { story: 'A second message after close shows a fresh toast.' } } },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      const title = () => screen.queryByText(SENT, { selector: '[data-slot="toast-title"]' });
      screen.getByRole('button', { name: 'Show success' }).click();
      await advance(clock, 3000);
      await expect(title()).toBeNull();

      screen.getByRole('button', { name: 'Show success' }).click();
      await advance(clock, 0);
      await expect(title()).toBeInTheDocument();
      await advance(clock, 2999);
      await expect(title()).toBeInTheDocument();
      await advance(clock, 1);
      await expect(title()).toBeNull();
    }),
};

export const PerToastDuration: Story = {
  name: 'Per-toast duration',
  tags: ['req:CONST-04'],
  parameters: { docs: { description: { story: 'A 2000 ms toast closes sooner.' } } },
  play: async ({ mount }) =>
    withFakeClock(mount, async (clock) => {
      screen.getByRole('button', { name: 'Show info' }).click();
      await advance(clock, 1999);
      await expect(screen.getByText(INFO, { selector: '[data-slot="toast-title"]' })).toBeInTheDocument();
      await advance(clock, 1);
      await expect(screen.queryByText(INFO, { selector: '[data-slot="toast-title"]' })).toBeNull();
    }),
};

export const LongText: Story = {
  render: () => {
    function LongToast() {
      const { toast } = useToast();
      return (
        <Button
          onClick={() =>
            toast({
              title: 'Failed to update profile. Please try again.',
              description:
                'The server could not save your address because the connection was interrupted while uploading. Your changes are still in the form.',
              tone: 'error',
              durationMs: Infinity,
            })
          }
        >
          Show long toast
        </Button>
      );
    }
    return (
      <ToastProvider>
        <LongToast />
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show long toast' }));
    const toast = await findToast('Failed to update profile. Please try again.');
    await expectBottomCentre(toast);
  },
};

function DialogWithToast() {
  const { toast } = useToast();
  return (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Save to see the result as a toast.</DialogDescription>
        </DialogHeader>
        <Button onClick={() => toast({ title: 'Failed to update profile. Please try again.', tone: 'error' })}>
          Save
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export const OverDialog: Story = {
  name: 'Over a dialog',
  parameters: { docs: { description: { story: 'Above an open dialog, and closable there.' } } },
  render: () => (
    <ToastProvider>
      <DialogWithToast />
    </ToastProvider>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await findToast('Failed to update profile. Please try again.');
    const box = toast.getBoundingClientRect();
    // Nothing (such as the dialog's overlay) covers the toast.
    const topmost = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
    await expect(toast.contains(topmost)).toBe(true);
    // A modal dialog hides the rest of the page from assistive tech (Radix reads each toast
    // out through its own live region instead), so the close button is found with hidden: true;
    // a pointer can still use it.
    await userEvent.click(within(toast).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() =>
      expect(
        screen.queryByText('Failed to update profile. Please try again.', { selector: '[data-slot="toast-title"]' }),
      ).toBeNull(),
    );
    // Closing the toast leaves the dialog open.
    await expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await findToast(SENT);
    await expect(window.innerWidth).toBe(375);
    await expectBottomCentre(toast);
    // Full width less the viewport's padding on a phone.
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};
