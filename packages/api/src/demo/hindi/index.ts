export { demoProductAliases } from './aliases';
export { hindiCategoryTexts } from './categories';
export {
  hindiAbout,
  hindiCarouselTexts,
  hindiFooter,
  hindiReturnPolicy,
  hindiShopLinkTitles,
  hindiTerms,
} from './content';
export { hindiPackLabel } from './pack-labels';
export { hindiProductTexts } from './products';
