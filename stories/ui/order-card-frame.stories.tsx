import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip, OrderCardFrame, Price } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const lines = (
  <ul className="flex flex-col gap-2 text-sm">
    <li>Aged Basmati Rice · Qty 2</li>
    <li>Cold-pressed Groundnut Oil · Qty 1</li>
  </ul>
);

const details = [
  { term: 'Placed on', value: '12 Nov 2026' },
  { term: 'Total', value: <Price amount={1297} /> },
  { term: 'Payment', value: 'Cash on Delivery' },
];

const meta = {
  title: 'UI/OrderCardFrame',
  component: OrderCardFrame,
  args: {
    orderId: '6f1c2a9e',
    headingLevel: 2,
    status: (
      <Chip tone="info" size="sm">
        Shipped
      </Chip>
    ),
    details,
    address: ['Asha Nair', '14, 2nd Cross, Gandhi Bazaar', 'Bengaluru, Karnataka 560004'],
    children: lines,
  },
  parameters: {
    docs: componentDocs(
      `
      One order as a card: "Order #…" and its status (a chip, or a control that changes it), its
      details as terms and values, what was ordered under "Items" and the shipping address. The
      storefront's My Orders and the admin's Orders tab both use it, each with its own lines and
      status. \`headingLevel\` places the title in the page's outline; the sections sit one below.
      `,
      `
      <OrderCardFrame orderId={order._id} headingLevel={2} status={<Chip>Shipped</Chip>}
        details={[{ term: 'Total', value: <Price amount={order.totalAmount} /> }]}
        address={formatOrderAddress(order)}>
        <OrderLines lines={order.products} />
      </OrderCardFrame>
      `,
    ),
  },
} satisfies Meta<typeof OrderCardFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Order #6f1c2a9e' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Order #6f1c2a9e' })).toBeVisible();
    await expect(within(card).getByRole('heading', { level: 3, name: 'Items' })).toBeVisible();
    await expect(within(card).getByText('Cash on Delivery')).toBeVisible();
    await expect(within(card).getByText('Bengaluru, Karnataka 560004')).toBeVisible();
  },
};

export const WithoutAddress: Story = {
  name: 'Without address',
  args: { address: [], headingLevel: 3, labels: { noAddress: 'No address given' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Shipping address' })).toBeVisible();
    await expect(canvas.getByText('No address given')).toBeVisible();
  },
};

export const AddressLeftOut: Story = {
  name: 'Address left out',
  args: { address: [] },
  parameters: {
    docs: { description: { story: 'Without an address and a `noAddress` text the section is left out.' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Shipping address' })).toBeNull();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    orderId: '0198c3b4-7e2a-7c11-9f4e-3d2b1a0c9e8f',
    address: [
      'Venkata Lakshmi Narasimha Subramanyam Chakravarthy',
      'Flat 1204, Prestige Shantiniketan Tower B, Whitefield Main Road, Hoodi Junction',
      'Bengaluru, Karnataka 560048',
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};
