import { WishlistView } from '../features/wishlist';
import { PageMeta } from '../shared/page-meta';

/** /wishlist: what the shopper saved with the heart (CATALOG-28). */
export function WishlistPage() {
  return (
    <>
      <PageMeta title="My Wishlist" />
      <WishlistView />
    </>
  );
}
