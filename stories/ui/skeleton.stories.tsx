import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '@dhanya/ui';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-6 w-48' },
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

export const All: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="size-16 rounded-full" />
      <ProductCardSkeleton />
    </div>
  ),
};

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]')!;
    // Hidden from assistive tech; sized by the caller so nothing shifts when content arrives.
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().height).toBe(24);
    await expect(block.getBoundingClientRect().width).toBe(192);
  },
};

export const ProductCard: Story = {
  render: () => (
    <div role="status" aria-label="Loading products">
      <ProductCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading products' });
    const image = status.querySelector('[data-slot="skeleton"]')!;
    await expect(image.getBoundingClientRect().height).toBe(180);
  },
};

export const Avatar: Story = { args: { className: 'size-16 rounded-full' } };
