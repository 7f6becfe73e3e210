import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '@dhanya/ui';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <TextArea label="Message" placeholder="How can we help?" />
      <TextArea label="Message" helperText="Tell us the product and the quantity you need" required />
      <TextArea label="Message" error="Please enter a message" />
      <TextArea label="Return Policy" defaultValue="Unopened packs can be returned within 7 days." readOnly />
      <TextArea label="Message" disabled />
    </div>
  ),
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Do you deliver to Madurai?{enter}Thanks');
    await expect(textarea).toHaveValue('Do you deliver to Madurai?\nThanks');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const HelperText: Story = {
  args: { helperText: 'Tell us the product and the quantity you need', required: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Tell us the product and the quantity you need');
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { error: 'Please enter a message' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Please enter a message');
  },
};

export const LongText: Story = {
  args: {
    label: 'Return Policy',
    rows: 6,
    defaultValue: Array.from(
      { length: 6 },
      () => 'Unopened packs of rice, grains and pulses can be returned within 7 days of delivery for a full refund.',
    ).join('\n'),
  },
};
