import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  parameters: {
    docs: componentDocs(
      `
      A labelled multi-line text box for messages, addresses and policy texts. It takes every
      \`<textarea>\` attribute. \`helperText\` sits under it and is read with it; \`error\` marks it invalid
      and shows the message in red, also read with it. For one line, use TextField.
      `,
      `
      <TextArea label="Message" required error={errors.message} {...register('message')} />
      `,
    ),
  },
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
  play: async ({ canvasElement }) => {
    const [, withHelp, withError, disabled] = within(canvasElement).getAllByRole('textbox', { name: 'Message' });
    await expect(withHelp).toBeRequired();
    await expect(withHelp).toHaveAccessibleDescription('Tell us the product and the quantity you need');
    await expect(withError).toBeInvalid();
    await expect(withError).toHaveAccessibleDescription('Please enter a message');
    await expect(disabled).toBeDisabled();
  },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Do you deliver to Madurai?{enter}Thanks');
    await expect(textarea).toHaveValue('Do you deliver to Madurai?\nThanks');
    await expect(args.onChange).toHaveBeenCalled();
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
