import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.8, reviewCount: 2847 },
  parameters: {
    docs: componentDocs(
      `
      A product's average rating as stars, with a partly filled star for fractions and the number of
      reviews beside it. Screen readers hear "Rated 4.8 out of 5". When the product has no rating the
      component renders nothing: the shop never shows a made-up rating.
      `,
      `
      <Rating value={product.rating} reviewCount={product.reviewCount} showValue />
      `,
    ),
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

const starsOf = (rating: HTMLElement) => [...rating.querySelectorAll('[data-slot="rating-star"]')];

export const All: Story = {
  tags: ['req:CATALOG-09', 'req:CATALOG-10'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [populated] = canvas.getAllByRole('img', { name: 'Rated 4.8 out of 5' });
    await expect(starsOf(populated!)).toHaveLength(5);
    await expect(canvas.getAllByText('2,847 reviews')[0]).toBeVisible();

    const partial = starsOf(canvas.getByRole('img', { name: 'Rated 3.5 out of 5' }));
    await expect(partial.map((star) => star.getAttribute('data-state'))).toEqual([
      'full',
      'full',
      'full',
      'partial',
      'empty',
    ]);

    await expect(starsOf(canvas.getByRole('img', { name: 'Rated 7 out of 10' }))).toHaveLength(10);
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
