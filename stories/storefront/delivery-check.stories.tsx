import { mockHandlers, paymentHandlers } from '@dhanya/api/msw';
import { DeliveryCheckForm } from '@dhanya/storefront/features/delivery';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup } from './support/page';

/*
 * "Check delivery" on the product page (issue 15), against the demo shop's settings: cash on
 * delivery in 560001-560099 (Bengaluru), prepaid only in 570001-570030 (Mysuru).
 */
const meta = {
  title: 'Storefront/Product/DeliveryCheck',
  tags: ['!autodocs'],
  component: DeliveryCheckForm,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/product/:id', route: '/product/sona-masoori' },
} satisfies Meta<typeof DeliveryCheckForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function check(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], pincode: string) {
  const field = await canvas.findByRole('textbox', { name: 'Pincode' });
  await userEvent.clear(field);
  await userEvent.type(field, pincode);
  await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Check delivery' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Delivered with cash on delivery: the answer a shopper hopes for, captured at both widths. */
export const Populated: Story = {
  parameters: { docs: { description: { story: 'A pincode the shop delivers to, with cash on delivery.' } } },
  play: async ({ canvas }) => {
    await check(canvas, '560042');
    await expect(await canvas.findByText('We deliver to 560042. Cash on delivery is available.')).toBeVisible();
    await expect(localStorage.getItem('dhanya.pincode')).toBe('560042');
  },
};

export const PrepaidOnly: Story = {
  name: 'Prepaid only',
  play: async ({ canvas }) => {
    await check(canvas, '570010');
    await expect(
      await canvas.findByText('We deliver to 570010. Pay online: cash on delivery is not available there.'),
    ).toBeVisible();
  },
};

export const NotServed: Story = {
  name: 'Not served',
  play: async ({ canvas }) => {
    await check(canvas, '110001');
    await expect(await canvas.findByText('Sorry, we do not deliver to 110001 yet.')).toBeVisible();
  },
};

export const NotAPincode: Story = {
  name: 'Not a pincode',
  play: async ({ canvas }) => {
    await check(canvas, '5600');
    await expect(await canvas.findByText('Enter a 6-digit pincode')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), payments: paymentHandlers({ variant: 'slow' }) } } },
  play: async ({ canvas }) => {
    await check(canvas, '560042');
    await expect(await canvas.findByText('Checking delivery…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), payments: paymentHandlers({ variant: 'error' }) } } },
  play: async ({ canvas }) => {
    await check(canvas, '560042');
    await expect(await canvas.findByText('Could not check this pincode. Please try again.')).toBeVisible();
  },
};

export const Remembered: Story = {
  beforeEach: () => localStorage.setItem('dhanya.pincode', '560042'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Pincode' })).toHaveValue('560042');
    await expect(await canvas.findByText('We deliver to 560042. Cash on delivery is available.')).toBeVisible();
  },
};
