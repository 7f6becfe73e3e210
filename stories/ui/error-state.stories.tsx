import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to load category. Please try again later.', onRetry: fn() },
  parameters: {
    docs: componentDocs(
      `
      What a list or a section shows when its data could not be loaded: a message, announced to screen
      readers as an alert, and a Try Again button when \`onRetry\` is given (the default message is
      "Something went wrong while fetching data."). Use it in place of the content that failed; for a
      form that could not be sent, use FormErrorSummary or a toast instead.
      `,
      `
      <ErrorState message="Failed to load products" onRetry={() => mutate()} />
      `,
    ),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:CATALOG-02'],
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <ErrorState {...args} className="rounded-card bg-surface" />
      <ErrorState className="rounded-card bg-surface" />
      <ErrorState message="Failed to load products" className="rounded-card bg-surface" />
      <ErrorState
        message="Network error. Please try again."
        onRetry={args.onRetry}
        labels={{ retry: 'Retry' }}
        className="rounded-card bg-surface"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [, byDefault, withoutRetry] = within(canvasElement).getAllByRole('alert');
    await expect(byDefault).toHaveTextContent('Something went wrong while fetching data.');
    await expect(within(byDefault!).queryByRole('button')).toBeNull();
    await expect(withoutRetry).toHaveTextContent('Failed to load products');
    await expect(within(withoutRetry!).queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const WithRetry: Story = {
  name: 'With Try Again',
  tags: ['req:CATALOG-07'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load category. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    message:
      'We could not reach the shop’s server. Your connection may be offline, or the server may be restarting after an update. Please check your network and try again in a minute.',
  },
};
