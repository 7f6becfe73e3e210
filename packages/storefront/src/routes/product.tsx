import { useParams } from 'react-router-dom';
import { ProductDetail } from '../features/catalog/product-detail';
import { ProductDetailSkeleton, ProductLoadError, ProductNotFound } from '../features/catalog/product-detail-states';
import { metaDescription, productJsonLd } from '../features/catalog/product-json-ld';
import { useProductPage } from '../features/catalog/use-product-page';
import { productImage } from '../shared/images';
import { PageMeta } from '../shared/page-meta';

/** An image URL as the browser resolves it for <img>, for search engines that need it whole. */
const absoluteUrl = (path: string | null) => (path ? new URL(path, window.location.href).href : null);

/** /product/:id: one product with its price, rating, stock and cart button (CATALOG-08..15). */
export function ProductPage() {
  const { id } = useParams();
  const { product, state, retry } = useProductPage(id);

  if (state === 'not-found') {
    return (
      <>
        <PageMeta title="Product not found" />
        <ProductNotFound />
      </>
    );
  }
  if (state === 'error') {
    return (
      <>
        <PageMeta title="Product" />
        <ProductLoadError onRetry={retry} />
      </>
    );
  }
  if (!product) {
    return (
      <>
        <PageMeta title="Product" />
        <ProductDetailSkeleton />
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={product.title}
        description={metaDescription(product.description)}
        jsonLd={productJsonLd(product, absoluteUrl(productImage(product.image, 'full')))}
      />
      <ProductDetail product={product} />
    </>
  );
}
