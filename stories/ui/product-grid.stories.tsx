import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ProductCardSkeleton, ProductGrid, type ProductCardProps } from '@dhanya/ui';
import { products, type DemoProduct } from '../support/catalog-fixtures';
import { componentDocs } from '../support/component-docs';
import { productHref, routerLink } from '../support/router-link';

const meta = {
  title: 'UI/ProductGrid',
  component: ProductGrid<DemoProduct>,
  args: {
    products: products.slice(0, 10),
    renderLink: routerLink,
    productHref,
    cardProps: (product): Partial<ProductCardProps> => ({ compareAtPrice: product.compareAtPrice }),
  },
  parameters: {
    docs: componentDocs(
      `
      A list of products as ProductCards in a responsive grid: 2 to a row on a phone, 3 on a tablet, then
      4 (\`maxColumns={4}\`, catalogue pages) or 5 (best sellers from 1200 px, special offers from 1536 px
      with \`fiveColumnsFrom="xl"\`). It has its own loading (skeleton cards), empty and error states.
      \`cardProps\` adds per-product card props such as the resolved image, the saved state or an Add to
      Cart action. \`productHref\` says where each card leads: the library knows no paths of its own.
      `,
      `
      <ProductGrid
        products={bestSellers}
        status={isLoading ? 'loading' : error ? 'error' : 'ready'}
        labels={{ loading: 'Loading Best Sellers...', empty: 'No best sellers available.' }}
        cardProps={(product) => ({ image: imageUrl(product.image), compareAtPrice: product.compareAtPrice })}
        renderLink={routerLink}
        productHref={(product) => \`/product/\${product._id}\`}
        onRetry={() => mutate()}
      />
      `,
    ),
  },
} satisfies Meta<typeof ProductGrid<DemoProduct>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How many cards share the first row. */
function cardsInFirstRow(canvasElement: HTMLElement) {
  const cards = within(canvasElement).getAllByRole('article');
  const firstTop = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - firstTop) < 1).length;
}

// The viewport sizes the preview offers stop at 1440 px; special offers take 5 columns from 1536 px.
const extraLarge = {
  parameters: {
    viewport: { options: { xl: { name: 'Extra large (1600)', styles: { width: '1600px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'xl' } },
};

export const All: Story = {
  tags: ['req:HOME-25'],
  render: (args) => (
    <div className="flex flex-col gap-10">
      <ProductGrid {...args} maxColumns={4} />
      <ProductGrid {...args} status="loading" maxColumns={4} skeletonCount={4} />
      <ProductGrid {...args} products={[]} />
      <ProductGrid {...args} status="error" onRetry={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [populated] = canvas.getAllByRole('list');
    await expect(populated!.children).toHaveLength(10);
    const links = within(populated!).getAllByRole('link', { name: 'View Product' });
    await expect(links[0]).toHaveAttribute('href', `/product/${products[0]!._id}`);
    for (const card of within(populated!).getAllByRole('article')) {
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    }
    await expect(canvas.getByText('No products found.')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['req:HOME-22'],
  args: { status: 'loading', labels: { loading: 'Loading Best Sellers...' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Best Sellers...');
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(10);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadingWithAction: Story = {
  args: { status: 'loading', skeleton: <ProductCardSkeleton withAction />, maxColumns: 4 },
};

export const Empty: Story = {
  tags: ['req:HOME-23'],
  args: { products: [], labels: { empty: 'No best sellers available.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No best sellers available.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', labels: { error: 'Failed to load products' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithActions: Story = {
  args: {
    maxColumns: 4,
    cardProps: (product) => ({
      action: (
        <Button size="sm" variant="secondary">
          Add to Cart
        </Button>
      ),
      defaultSaved: product._id === products[1]!._id,
    }),
  },
};

export const FiveColumns: Story = {
  name: 'Five columns',
  tags: ['req:HOME-28', 'req:CATALOG-25'],
  parameters: { docs: { description: { story: 'Best sellers: 5 per row from 1200 px.' } } },
  globals: { viewport: { value: 'desktop' } },
  args: { maxColumns: 5, fiveColumnsFrom: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(5);
  },
};

export const SpecialOffersLarge: Story = {
  name: 'Special offers, large',
  tags: ['req:CATALOG-25'],
  parameters: { docs: { description: { story: 'Special offers: 4 per row below 1536 px.' } } },
  globals: { viewport: { value: 'wide' } },
  args: { maxColumns: 5, fiveColumnsFrom: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(4);
  },
};

export const SpecialOffersExtraLarge: Story = {
  name: 'Special offers, extra large',
  tags: ['req:CATALOG-25'],
  ...extraLarge,
  parameters: { ...extraLarge.parameters, docs: { description: { story: 'Special offers: 5 per row from 1536 px.' } } },
  args: { maxColumns: 5, fiveColumnsFrom: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(5);
  },
};

export const FourColumns: Story = {
  name: 'Four columns',
  tags: ['req:CATALOG-25'],
  ...extraLarge,
  parameters: { ...extraLarge.parameters, docs: { description: { story: 'Catalogue: at most 4 per row.' } } },
  args: { maxColumns: 4 },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(4);
  },
};

export const Tablet: Story = {
  tags: ['req:HOME-28'],
  parameters: { docs: { description: { story: '3 per row.' } } },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(3);
  },
};

export const Mobile: Story = {
  tags: ['req:HOME-28'],
  parameters: { docs: { description: { story: '2 per row.' } } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(2);
  },
};

export const Wide: Story = {
  tags: ['req:HOME-28'],
  parameters: { docs: { description: { story: 'Never more than 5 per row.' } } },
  globals: { viewport: { value: 'wide' } },
  args: { products, maxColumns: 5 },
  play: async ({ canvasElement }) => {
    await expect(cardsInFirstRow(canvasElement)).toBe(5);
  },
};
