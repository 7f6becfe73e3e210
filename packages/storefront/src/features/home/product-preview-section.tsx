import type { Product } from '@dhanya/api';
import { previewLimit } from '@dhanya/api/swr';
import { ProductCardSkeleton, ProductGrid } from '@dhanya/ui';
import { productPath } from '../../shared/route-paths';
import { useProductCards } from '../catalog';
import { HomeSection } from './home-section';

type ProductPreviewSectionProps = {
  title: string;
  viewAllHref: string;
  products: readonly Product[];
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Where the fifth card of a row starts: lg (1200 px) or xl (1536 px). */
  fiveColumnsFrom: 'lg' | 'xl';
  /** An extra control on each card, e.g. "Add to Cart". */
  action?: (product: Product) => React.ReactNode;
};

/** A home page preview: at most ten product cards under a heading with "View All". */
export function ProductPreviewSection({
  title,
  viewAllHref,
  products,
  loading,
  loadingText,
  emptyText,
  fiveColumnsFrom,
  action,
}: ProductPreviewSectionProps) {
  const cardProps = useProductCards();
  return (
    <HomeSection title={title} viewAllHref={viewAllHref}>
      <ProductGrid
        products={products.slice(0, previewLimit)}
        status={loading ? 'loading' : 'ready'}
        maxColumns={5}
        fiveColumnsFrom={fiveColumnsFrom}
        labels={{ loading: loadingText, empty: emptyText }}
        productHref={productPath}
        skeletonCount={5}
        skeleton={<ProductCardSkeleton withAction={Boolean(action)} />}
        cardProps={(product) => cardProps(product, action ? { action: action(product) } : {})}
      />
    </HomeSection>
  );
}
