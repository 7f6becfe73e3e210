import { mockHandlers, mockData, paymentHandlers } from '@dhanya/api/msw';
import { OrderPaymentPage } from '@dhanya/storefront/routes/order-payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { cashOrderId, upiOrderId, withUpiOrder } from '../support/payment-fixtures';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/*
 * Paying an order (issue 15) at /orders/:id/pay: the demo shopper's ₹1,248.10 order paid by
 * UPI to the demo shop's UPI ID (dhanya.stores@okaxis, "Dhanya Stores"), at each step.
 */
const meta = {
  title: 'Storefront/Pages/OrderPayment',
  tags: ['!autodocs'],
  component: OrderPaymentPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: {
    ...pageParameters,
    path: '/orders/:id/pay',
    route: `/orders/${upiOrderId}/pay`,
    session: 'shopper',
  },
} satisfies Meta<typeof OrderPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const upiLink =
  'upi://pay?pa=dhanya.stores%40okaxis&pn=Dhanya%20Stores&am=1248.10&cu=INR&tn=Order%20DH-ORDER200&tr=DH-ORDER200';

export const Loading: Story = {
  parameters: served('slow'),
  beforeEach: () => void withUpiOrder('awaiting'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your payment...')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), payments: paymentHandlers({ variant: 'error' }) } } },
  beforeEach: () => void withUpiOrder('awaiting'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load this payment.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: '/orders/order-9999/pay' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load this payment.');
  },
};

/** Paying by UPI: the page as a shopper first meets it, captured at both widths. */
export const Populated: Story = {
  parameters: { docs: { description: { story: 'Pay by UPI: QR code, UPI app link, due time, UTR box.' } } },
  beforeEach: () => void withUpiOrder('awaiting'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay ₹1,248.10 by UPI' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'UPI QR code to pay ₹1,248.10 to Dhanya Stores' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(canvas.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', upiLink);
    await expect(canvas.getByText('dhanya.stores@okaxis')).toBeVisible();
    await expect(canvas.getByText(/Please pay by 2 Nov 2026, 12:00\s?pm IST/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send order on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919845012345\?text=Hello!%20I%20placed%20order%20DH-ORDER200/),
    );
  },
};

export const WrongUtr: Story = {
  name: 'UTR refused',
  beforeEach: () => void withUpiOrder('awaiting'),
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'UPI transaction ID (UTR)' });
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid' }));
    await expect(
      await canvas.findByText('Enter the 12-digit UPI transaction ID (UTR) from your UPI app'),
    ).toBeVisible();
    await expect(mockData.orders[0]!.paymentReference).toBeNull();
  },
};

export const UtrSent: Story = {
  name: 'UTR sent',
  beforeEach: () => void withUpiOrder('awaiting'),
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'UPI transaction ID (UTR)' });
    await userEvent.type(field, '4321 0987 6543');
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'We are checking your payment' })).toBeVisible();
    await expect(canvas.getByText(/You told us you paid with UTR 432109876543/)).toBeVisible();
    await waitFor(() => expect(mockData.orders[0]!.paymentReference).toBe('432109876543'));
  },
};

export const Waiting: Story = {
  tags: ['state'],
  name: 'Waiting for the shop',
  beforeEach: () => void withUpiOrder('utrEntered'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
  },
};

export const Paid: Story = {
  tags: ['state'],
  beforeEach: () => void withUpiOrder('paid'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    // The paid order's invoice is one tap away.
    await expect(canvas.getByRole('link', { name: 'Invoice DH/26-27/000042' })).toHaveAttribute(
      'href',
      `/orders/${upiOrderId}/invoice`,
    );
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/Allordersucess');
  },
};

export const Expired: Story = {
  tags: ['state'],
  beforeEach: () => void withUpiOrder('expired'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeVisible();
    await expect(canvas.getByText(/The payment did not arrive in time/)).toBeVisible();
  },
};

export const CashOnDelivery: Story = {
  tags: ['state'],
  name: 'Cash on delivery',
  parameters: { route: `/orders/${cashOrderId}/pay` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your order is placed' })).toBeVisible();
    await expect(canvas.getByText('Please keep ₹1,248.10 ready to pay in cash when it arrives.')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
