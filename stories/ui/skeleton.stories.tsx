import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-6 w-48' },
  parameters: {
    docs: componentDocs(
      `
      A grey block that holds the place of content still loading: lines of text, a picture, a whole
      card. Size it with classes to the content it stands for, so nothing moves when the content
      arrives. It is hidden from screen readers: announce the wait once on the container with
      \`role="status"\` and a label. For a wait without a known shape, use a Spinner.
      `,
      `
      <div role="status" aria-label="Loading products">
        <Skeleton className="h-[180px] w-full" />
        <Skeleton className="h-5 w-3/4" />
      </div>
      `,
    ),
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

function ProductCardSkeleton() {
  return (
    <div className="flex w-60 flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <Skeleton className="h-[180px] w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** Text lines, an avatar and a product card, each sized by its caller. */
export const All: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="size-16 rounded-full" />
      <div role="status" aria-label="Loading products">
        <ProductCardSkeleton />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll('[data-slot="skeleton"]')];
    // Hidden from assistive tech; sized by the caller so nothing shifts when content arrives.
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
    const [firstLine] = blocks;
    await expect(firstLine!.getBoundingClientRect().height).toBe(16);
    await expect(firstLine!.getBoundingClientRect().width).toBe(192);

    const status = within(canvasElement).getByRole('status', { name: 'Loading products' });
    const image = status.querySelector('[data-slot="skeleton"]')!;
    await expect(image.getBoundingClientRect().height).toBe(180);
  },
};
