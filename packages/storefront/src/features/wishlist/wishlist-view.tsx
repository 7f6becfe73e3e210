import { useProducts } from '@dhanya/api/swr';
import { buttonVariants, EmptyState } from '@dhanya/ui';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddToCartAction, CatalogueGrid, PageHeading } from '../catalog';
import { savedProducts } from './saved-products';
import { useWishlist } from '../../shared/local-lists/wishlist';

const savedText = (count: number) => (count === 1 ? '1 saved product' : `${count} saved products`);

function EmptyWishlist() {
  return (
    <EmptyState
      icon={<Heart />}
      title="Your wishlist is empty"
      description="Tap the heart on any product to save it here for later."
      action={
        <Link to="/productlist" className={buttonVariants()}>
          Browse all products
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

  return (
    <>
      <PageHeading
        title="My Wishlist"
        description={count > 0 ? savedText(count) : 'Products you save with the heart appear here.'}
      />
      {savedIds.length === 0 || saved?.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <CatalogueGrid
          label="Saved products"
          products={saved}
          error={error}
          isValidating={isValidating}
          onRetry={() => void mutate()}
          loadingText="Loading your wishlist..."
          emptyText="Your wishlist is empty"
          errorText="Failed to load your wishlist"
          action={(product) => <AddToCartAction product={product} successMessage="Product added to cart!" />}
        />
      )}
    </>
  );
}
