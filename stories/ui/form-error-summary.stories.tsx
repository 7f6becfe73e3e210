import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormErrorSummary } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/FormErrorSummary',
  component: FormErrorSummary,
  args: { errors: 'Please fill all fields.' },
  parameters: {
    docs: componentDocs(
      `
      The message a form shows above its buttons when a submit is refused: one sentence, or a list when
      several things need fixing. It is an alert, so screen readers read it at once. It renders nothing
      when there is no error, so it can stay in the form. Field-level messages belong to the field's own
      \`error\` prop; this summary is for what concerns the whole form or the server's answer.
      `,
      `
      <form onSubmit={submit}>
        ...
        <FormErrorSummary errors={serverError ?? missingFields} />
        <Button type="submit">Place Order</Button>
      </form>
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
} satisfies Meta<typeof FormErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:ADMIN-16'],
  render: () => (
    <div className="flex flex-col gap-4">
      <FormErrorSummary errors="Please fill all fields." />
      <FormErrorSummary errors={['First name is required', 'ZIP must have 6 digits', 'Please choose a payment type']} />
      <FormErrorSummary errors="Network error during checkout. Please try again." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [single, several] = within(canvasElement).getAllByRole('alert');
    await expect(single).toHaveTextContent('Please fill all fields.');
    await expect(within(several!).getAllByRole('listitem')).toHaveLength(3);
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
