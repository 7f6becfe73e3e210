// The home page's sections.
export { HomeCarousel } from './home-carousel';
export { CategoriesSection } from './categories-section';
export { BestSellersSection } from './best-sellers-section';
export { SpecialOffersSection } from './special-offers-section';
export { ContactSection, fallbackShopName } from './contact-section';
export { useScrollToTop } from './use-scroll-to-top';
