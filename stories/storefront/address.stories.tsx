import { AddressPage } from '@dhanya/storefront/routes/address';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Storefront/Pages/Address',
  tags: ['!autodocs'],
  component: AddressPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/address', session: 'shopper' },
} satisfies Meta<typeof AddressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function showsPlaceholder(canvas: Canvas) {
  await expect(canvas.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeVisible();
  await expect(
    canvas.getByText('Saved addresses are coming soon; you enter your delivery address at checkout.'),
  ).toBeVisible();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}

/** Placeholder text only: the page asks the server for nothing, so it has no loading or error state. */
export const Populated: Story = {
  tags: ['req:CATALOG-27'],
  play: async ({ canvas }) => showsPlaceholder(canvas),
};

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:CATALOG-27'],
  parameters: { session: 'guest' },
  play: async ({ canvas }) => showsPlaceholder(canvas),
};
