import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '@dhanya/ui';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to load category. Please try again later.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <ErrorState {...args} className="rounded-card bg-surface" />
      <ErrorState className="rounded-card bg-surface" />
      <ErrorState message="Failed to load products" className="rounded-card bg-surface" />
      <ErrorState
        message="Network error. Please try again."
        onRetry={args.onRetry}
        retryLabel="Retry"
        className="rounded-card bg-surface"
      />
    </div>
  ),
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

export const DefaultMessage: Story = {
  name: 'Default message',
  tags: ['req:CATALOG-02'],
  args: { message: undefined, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong while fetching data.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutRetry: Story = {
  args: { message: 'Failed to load products', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    message:
      'We could not reach the shop’s server. Your connection may be offline, or the server may be restarting after an update. Please check your network and try again in a minute.',
  },
};
