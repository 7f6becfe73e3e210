import { WishlistView } from '../features/wishlist';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

/** /wishlist: what the shopper saved with the heart (CATALOG-28). */
export function WishlistPage() {
  const texts = useTexts().pages;
  return (
    <>
      <PageMeta title={texts.wishlist} />
      <WishlistView />
    </>
  );
}
