import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: {
    docs: componentDocs(
      `
      A turning ring for a wait that has no shape yet: a button placing an order, a search running.
      Where the content's shape is known, prefer a Skeleton in its place. It announces \`label\`
      ("Loading" by default) to screen readers; next to a visible text that already says it, pass
      \`label=""\` and give the text \`role="status"\` instead. It takes the current text colour.
      `,
      `
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label="" /> Loading Amazing Content...
      </p>
      `,
    ),
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ['sm', 'md', 'lg'] as const;

export const All: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-6 text-primary">
        {sizes.map((size) => (
          <Spinner key={size} size={size} label={`Loading (${size})`} />
        ))}
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label="" /> Loading Amazing Content...
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = sizes.map(
      (size) => canvas.getByRole('status', { name: `Loading (${size})` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const WithVisibleLabel: Story = {
  name: 'Beside a visible text',
  tags: ['req:HOME-12'],
  render: () => (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner size="sm" label="" /> Loading Amazing Content...
    </p>
  ),
  play: async ({ canvasElement }) => {
    // The spinner itself is silent; the text is announced once.
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent('Loading Amazing Content...');
  },
};
