import { useParams } from 'react-router-dom';
import {
  ProductDetail,
  ProductDetailSkeleton,
  ProductLoadError,
  ProductNotFound,
  breadcrumbJsonLd,
  metaDescription,
  productJsonLd,
  useProductPage,
} from '../features/catalog';
import { productImage } from '../shared/images';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useAbsoluteUrl } from '../shared/site-origin';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../shared/first-paint';

export const firstPaint: FirstPaint = ({ id }) => [{ key: paths.product(id!), notFoundWithout: true }];

/** The server's 404 for an unknown product id (CATALOG-15). */
export function NotFound() {
  const texts = useTexts().catalog;
  return (
    <>
      <PageMeta title={texts.productNotFound} />
      <ProductNotFound />
    </>
  );
}
/** /product/:id: one product with its price, rating, stock and cart button (CATALOG-08..15). */
export function ProductPage() {
  const { id } = useParams();
  const { product, state, retry } = useProductPage(id);
  const absolute = useAbsoluteUrl();
  const texts = useTexts().catalog;

  if (state === 'not-found') return <NotFound />;
  if (state === 'error') {
    return (
      <>
        <PageMeta title={texts.product} />
        <ProductLoadError onRetry={retry} />
      </>
    );
  }
  if (!product) {
    return (
      <>
        <PageMeta title={texts.product} />
        <ProductDetailSkeleton />
      </>
    );
  }
  const image = productImage(product.image, 'full');
  return (
    <>
      <PageMeta
        title={product.title}
        description={metaDescription(product.description)}
        image={image}
        priceInRupees={product.effectivePrice}
        jsonLd={[productJsonLd(product, image && absolute(image)), breadcrumbJsonLd(product, absolute)]}
      />
      <ProductDetail product={product} />
    </>
  );
}
