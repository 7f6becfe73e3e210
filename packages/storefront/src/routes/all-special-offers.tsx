import { paths } from '@dhanya/api';
import { AddToCartAction, PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.specialOffers);
/**
 * /allspecialoffer: every product on an active offer, not only the home page's 10
 * (CATALOG-21), 5 per row from xl, each with "Add to Cart" (CATALOG-22).
 */
export function AllSpecialOffersPage() {
  const { state, answer } = usePagedList(paths.specialOffers);
  const texts = useTexts();
  return (
    <>
      <PageMeta title={texts.pages.specialOffers} description={texts.pages.specialOffersDescription} />
      <PageHeading title={texts.pages.specialOffers} description={texts.pages.specialOffersLead} />
      <PagedProductList
        answer={answer}
        state={state}
        noun="offers"
        label={texts.pages.productsOnOffer}
        columns="5-xl"
        loadingText={texts.home.specialOffersLoading}
        emptyText={texts.home.specialOffersEmpty}
        errorText={texts.pages.specialOffersFailed}
        action={(product) => <AddToCartAction product={product} successMessage={texts.home.addedToCart} />}
      />
    </>
  );
}
