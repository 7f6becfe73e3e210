import { useFooter, keys, previewLimit } from '@dhanya/api/swr';
import {
  BestSellersSection,
  CategoriesSection,
  ContactSection,
  fallbackShopName,
  HomeCarousel,
  SpecialOffersSection,
  useScrollToTop,
} from '../features/home';
import { BelowTheFold } from '../shared/below-the-fold';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { carouselImagesOf, paths } from '@dhanya/api';
import type { FirstPaint } from '../shared/first-paint';

export const firstPaint: FirstPaint = () => [
  { key: paths.carouselImages, fromAnswer: carouselImagesOf },
  paths.categories,
  keys.bestSellers(previewLimit),
  keys.specialOffers(previewLimit),
];
/** `/`: carousel, Categories, Best Sellers, Special Offer's and the contact section, in that order (HOME-01). */
export function HomePage() {
  useScrollToTop();
  const { data: footer } = useFooter();
  const texts = useTexts().home;
  const shopName = footer?.companyName || fallbackShopName;
  return (
    <>
      <PageMeta description={footer?.companyTagline || texts.description} />
      <h1 className="sr-only">{texts.heading(shopName)}</h1>
      <div className="flex flex-col gap-12 min-[900px]:gap-16">
        <HomeCarousel />
        <BelowTheFold part="categories">
          <CategoriesSection />
        </BelowTheFold>
        <BelowTheFold part="products">
          <BestSellersSection />
        </BelowTheFold>
        <BelowTheFold part="products">
          <SpecialOffersSection />
        </BelowTheFold>
        <BelowTheFold part="contact">
          <ContactSection />
        </BelowTheFold>
      </div>
    </>
  );
}
