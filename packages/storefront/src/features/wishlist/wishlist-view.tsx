import { useProducts } from '@dhanya/api/swr';
import { buttonVariants, EmptyState } from '@dhanya/ui';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddToCartAction, CatalogueGrid, PageHeading } from '../catalog';
import { savedProducts } from './saved-products';
import { useWishlist } from '../../shared/local-lists/wishlist';
import { useTexts } from '../../shared/locale';

function EmptyWishlist() {
  const texts = useTexts();
  return (
    <EmptyState
      icon={<Heart />}
      title={texts.wishlist.empty}
      description={texts.wishlist.emptyHint}
      action={
        <Link to="/productlist" className={buttonVariants()}>
          {texts.catalog.browseAll}
        </Link>
      }
      className="rounded-card border border-dashed border-border bg-surface py-14"
    />
  );
}

/**
 * The products saved with the heart, kept on this device (CATALOG-28). The heart on each
 * card takes it off the list. With nothing saved no request is needed.
 */
export function WishlistView() {
  const savedIds = useWishlist();
  const { data, error, isValidating, mutate } = useProducts();
  const saved = data && savedProducts(savedIds, data);
  const count = saved?.length ?? savedIds.length;
  const texts = useTexts().wishlist;
  const pages = useTexts().pages;

  return (
    <>
      <PageHeading title={texts.heading} description={count > 0 ? texts.saved(count) : texts.hint} />
      {savedIds.length === 0 || saved?.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <CatalogueGrid
          label={texts.label}
          products={saved}
          error={error}
          isValidating={isValidating}
          onRetry={() => void mutate()}
          loadingText={texts.loading}
          emptyText={texts.empty}
          errorText={texts.failed}
          action={(product) => <AddToCartAction product={product} successMessage={pages.productAdded} />}
        />
      )}
    </>
  );
}
