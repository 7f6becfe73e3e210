import OrdersTab from '@dhanya/admin/features/orders/orders-tab';
import { paths } from '@dhanya/api';
import { fixtures, mockHandlers, orderHandlers, paymentHandlers } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { detail, logOrderWrites, orderCard, orderWrites as writes, stored, toastShows } from './support/orders';
import { tabDecorator, pageParameters, pageSetup } from './support/page';

/*
 * Issue 15 on the Orders tab: order-1005 waits for its UPI payment (the shopper gave UTR
 * 412345678901); the staff mark it paid once the money is in, or cancel it.
 */
const awaiting = fixtures.adminOrders[0]!;
const id = awaiting._id;

function served(...overrides: HttpHandler[]) {
  return {
    msw: {
      handlers: {
        ...mockHandlers(),
        orders: [...logOrderWrites, ...orderHandlers()],
        payments: [...overrides, ...paymentHandlers()],
      },
    },
  };
}

const meta = {
  title: 'Admin/Tabs/Order payments',
  tags: ['!autodocs'],
  component: OrdersTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...served(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof OrdersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function openMarkPaid(canvas: Canvas) {
  const card = await orderCard(canvas, id);
  await userEvent.click(card.getByRole('button', { name: `Mark paid for order #${id}` }));
  const dialog = await screen.findByRole('dialog', { name: `Mark order #${id} paid` });
  return { dialog: within(dialog), utr: within(dialog).getByRole('textbox', { name: 'UPI transaction ID (UTR)' }) };
}

export const MarkPaid: Story = {
  name: 'Mark paid',
  parameters: {
    docs: {
      description: {
        story: 'Mark paid asks for the UTR, the shopper’s filled in; the order is then placed and shows as paid.',
      },
    },
  },
  play: async ({ canvas }) => {
    const { dialog, utr } = await openMarkPaid(canvas);
    await expect(
      dialog.getByText(/Check that ₹[\d,.]+ for DH-ORDER100 reached your account first\./),
    ).toBeInTheDocument();
    await expect(utr).toHaveValue('412345678901');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await toastShows('Payment recorded');
    await expect(writes).toEqual([{ request: `POST /api/admin/orders/${id}/paid`, body: { utr: '412345678901' } }]);
    await expect(stored(id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = await orderCard(canvas, id);
    await waitFor(() =>
      expect(card.getByRole('combobox', { name: `Status of order #${id}` })).toHaveTextContent('Placed'),
    );
    await expect(detail(card, 'Payment')).toHaveTextContent('UPIPaid');
    await expect(detail(card, 'UTR')).toHaveTextContent('412345678901');
    await expect(detail(card, 'Pay by')).toBeUndefined();
  },
};

export const WrongUtr: Story = {
  name: 'Mark paid with a wrong UTR',
  parameters: {
    docs: { description: { story: 'A UTR that is not 12 digits is named on its field; a blank one sends none.' } },
  },
  play: async ({ canvas }) => {
    const { dialog, utr } = await openMarkPaid(canvas);
    await userEvent.clear(utr);
    await userEvent.type(utr, '41234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(utr).toHaveAccessibleDescription(/^Enter the 12-digit UPI transaction ID \(UTR\) from your UPI app/),
    );
    await expect(utr).toHaveFocus();
    await expect(writes).toEqual([]);

    await userEvent.clear(utr);
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await toastShows('Payment recorded');
    await expect(writes).toEqual([{ request: `POST /api/admin/orders/${id}/paid`, body: {} }]);
  },
};

export const MarkPaidRefused: Story = {
  name: 'Mark paid refused',
  parameters: {
    ...served(
      http.post(paths.markOrderPaid.route, () =>
        HttpResponse.json({ msg: 'This order was cancelled: its stock went back.' }, { status: 409 }),
      ),
    ),
    docs: { description: { story: 'A refusal is shown with the server’s reason; the dialog stays to try again.' } },
  },
  play: async ({ canvas }) => {
    const { dialog } = await openMarkPaid(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await toastShows('This order was cancelled: its stock went back.');
    await expect(screen.getByRole('dialog', { name: `Mark order #${id} paid` })).toBeInTheDocument();
    await expect(stored(id).status).toBe('awaiting_payment');
  },
};

export const CancelAwaiting: Story = {
  name: 'Cancel an unpaid order',
  parameters: {
    docs: { description: { story: 'Cancel order asks first; confirmed, the order is cancelled and restocked.' } },
  },
  play: async ({ canvas }) => {
    const card = await orderCard(canvas, id);
    await userEvent.click(card.getByRole('button', { name: `Cancel order #${id}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order #${id}?` });
    await expect(dialog).toHaveTextContent('Its items go back into stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await toastShows(`Order #${id} is now Cancelled.`);
    await expect(writes).toEqual([{ request: `PUT /api/admin/orders/${id}/status`, body: { status: 'cancelled' } }]);
    await expect(stored(id).status).toBe('cancelled');
  },
};

/** Paid and refunded orders as the staff see them: order-1003 paid by UPI, 1002 refunded, 1001 owed back. */
const paymentStates = () => {
  Object.assign(stored('order-1003'), { paymentType: 'upi', paymentStatus: 'paid', paymentReference: '509876543210' });
  Object.assign(stored('order-1002'), { paymentStatus: 'refunded' });
  Object.assign(stored('order-1001'), { paymentType: 'upi', paymentStatus: 'refund_due' });
};

export const PaymentStates: Story = {
  name: 'Payment states',
  beforeEach: paymentStates,
  parameters: {
    docs: { description: { story: 'Each order says whether it is paid, unpaid, refunded, or owed back.' } },
  },
  play: async ({ canvas }) => {
    const expected = [
      ['order-1004', 'Credit/Debit CardUnpaid'],
      ['order-1003', 'UPIPaid'],
      ['order-1002', 'UPIRefunded'],
      ['order-1001', 'UPIRefund due'],
    ] as const;
    for (const [orderId, payment] of expected) {
      await expect(detail(await orderCard(canvas, orderId), 'Payment')).toHaveTextContent(payment);
    }
    await expect(detail(await orderCard(canvas, 'order-1003'), 'UTR')).toHaveTextContent('509876543210');
  },
};

export const UtrAlreadyUsed: Story = {
  name: 'UTR already used',
  beforeEach: () => {
    Object.assign(stored('order-1003'), {
      paymentType: 'upi',
      paymentStatus: 'paid',
      paymentReference: '412345678901',
    });
    stored(id).utrUsedBy = { reference: 'DH-ORDER100', paid: true };
  },
  parameters: {
    docs: {
      description: {
        story:
          'The shopper of order-1005 gave a UTR that already paid another order: the card warns the staff before they mark it paid.',
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await orderCard(canvas, id);
    await expect(detail(card, 'UTR from customer')).toHaveTextContent('412345678901');
    await expect(detail(card, 'Check the UTR')).toHaveTextContent(
      'This UTR already paid order DH-ORDER100. Check your bank statement before you mark this order paid.',
    );
    await expect(detail(await orderCard(canvas, 'order-1003'), 'Check the UTR')).toBeUndefined();
  },
};
