import type { Product } from '@dhanya/api';
import { ImageWithFallback, PackPicker, Rating } from '@dhanya/ui';
import { DeliveryCheckForm } from '../delivery';
import { productImage, uploadSrcSet } from '../../shared/images';
import { useLiteMode } from '../../shared/lite-mode';
import { useTexts } from '../../shared/locale';

import { CartToggleButton } from './cart-toggle-button';
import { packOptionOf, useChosenPack } from './chosen-pack';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductFeatures } from './product-features';
import { ProductPrice, StockStatus } from './product-offer';

/** The box the full-size image is drawn in, so it takes its place before it loads. */
const imageSize = 640;

/**
 * How wide the image is drawn: half of the page's 1280 px column (less padding and gap)
 * from 900 px up, the whole width less padding below.
 */
const imageSizes = '(min-width: 1280px) 596px, (min-width: 900px) calc(50vw - 44px), calc(100vw - 32px)';

/**
 * One product: its full-size picture (the page's main image, loaded at once), title, own
 * rating (none without data, CATALOG-09), the chosen pack's price and stock with its packs
 * to choose from, the cart button and the description, with the shop's feature chips.
 */
export function ProductDetail({ product }: { product: Product }) {
  const [pack, choosePack] = useChosenPack(product);
  const texts = useTexts().catalog;
  // Lite mode (Save-Data): the picture's smallest size (480 px) only.
  const lite = useLiteMode();
  return (
    <article aria-labelledby="product-title">
      <ProductBreadcrumb product={product} />
      <div className="grid gap-6 min-[900px]:grid-cols-2 min-[900px]:gap-10">
        <div className="overflow-hidden rounded-card border border-border bg-surface">
          <ImageWithFallback
            src={productImage(product.image, lite ? 'card' : 'full')}
            srcSet={uploadSrcSet('products', product.image, lite ? 'thumb' : 'full')}
            sizes={imageSizes}
            alt={product.title}
            width={imageSize}
            height={imageSize}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="aspect-square h-auto w-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            {product.category && (
              <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
                {product.category.name}
              </p>
            )}
            <h1 id="product-title" className="text-2xl leading-tight font-bold text-primary min-[900px]:text-3xl">
              {product.title}
            </h1>
            <Rating value={product.rating} reviewCount={product.reviewCount} showValue />
          </div>
          <ProductPrice pack={pack} />
          <div className="flex flex-col items-start gap-4 border-y border-border py-5">
            {product.packs.length > 1 && (
              <PackPicker
                packs={product.packs.map(packOptionOf)}
                value={pack._id}
                onChange={choosePack}
                className="w-full"
              />
            )}
            <StockStatus quantity={pack.quantity} />
            <CartToggleButton product={product} pack={pack} />
          </div>
          <DeliveryCheckForm />
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2 id="product-description" className="text-lg font-semibold text-foreground">
              {texts.aboutProduct}
            </h2>
            <p className="leading-relaxed whitespace-pre-line text-foreground">{product.description}</p>
          </section>
          <ProductFeatures />
        </div>
      </div>
    </article>
  );
}
