import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from '@dhanya/ui';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.8, reviewCount: 2847 },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <Rating value={4.8} reviewCount={2847} />
      <Rating value={4.8} reviewCount={2847} showValue />
      <Rating value={3.5} reviewCount={12} size="sm" />
      <Rating value={1} reviewCount={1} />
      <Rating value={0} reviewCount={0} />
      <Rating value={7} max={10} />
    </div>
  ),
};

export const Populated: Story = {
  tags: ['req:CATALOG-09', 'req:CATALOG-10'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: 'Rated 4.8 out of 5' });
    await expect(stars.querySelectorAll('[data-slot="rating-star"]')).toHaveLength(5);
    await expect(canvas.getByText('2,847 reviews')).toBeVisible();
  },
};

export const PartialStar: Story = {
  args: { value: 3.5, reviewCount: 128 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 3.5 out of 5' });
    const states = [...stars.querySelectorAll('[data-slot="rating-star"]')].map((star) =>
      star.getAttribute('data-state'),
    );
    await expect(states).toEqual(['full', 'full', 'full', 'partial', 'empty']);
  },
};

export const WithoutReviewCount: Story = {
  args: { value: 4, reviewCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.queryByText(/reviews?$/)).toBeNull();
  },
};

export const NoRatingData: Story = {
  name: 'No rating data',
  tags: ['req:CATALOG-09'],
  args: { value: undefined, reviewCount: 2847 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText(/reviews/)).toBeNull();
  },
};

export const CustomMax: Story = {
  args: { value: 7, max: 10, reviewCount: 45 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 7 out of 10' });
    await expect(stars.querySelectorAll('[data-slot="rating-star"]')).toHaveLength(10);
  },
};
