import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormErrorSummary } from '@dhanya/ui';

const meta = {
  title: 'UI/FormErrorSummary',
  component: FormErrorSummary,
  args: { errors: 'Please fill all fields.' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <FormErrorSummary errors="Please fill all fields." />
      <FormErrorSummary errors={['First name is required', 'ZIP must have 6 digits', 'Please choose a payment type']} />
      <FormErrorSummary errors="Network error during checkout. Please try again." />
    </div>
  ),
};

export const Single: Story = {
  name: 'One message',
  tags: ['req:ADMIN-16'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please fill all fields.');
  },
};

export const Several: Story = {
  args: { errors: ['First name is required', 'ZIP must have 6 digits', 'Please choose a payment type'] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Empty (renders nothing)',
  args: { errors: [undefined, '', false] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    errors:
      'Checkout failed: the delivery address could not be verified for the selected PIN code. Please check the city, state and ZIP and try again, or choose Cash on Delivery.',
  },
};
