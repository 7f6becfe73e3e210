import { demoCategories } from './catalogue/categories';
import { dryFruitProducts } from './catalogue/products/dry-fruits';
import { flourProducts } from './catalogue/products/flours';
import { jaggeryAndSweetenerProducts } from './catalogue/products/jaggery-and-sweeteners';
import { milletAndGrainProducts } from './catalogue/products/millets-and-grains';
import { oilProducts } from './catalogue/products/oils';
import { freshProduceProducts } from './catalogue/products/organic-fresh-produce';
import { pulseAndDalProducts } from './catalogue/products/pulses-and-dals';
import { riceProducts } from './catalogue/products/rice';
import { spiceProducts } from './catalogue/products/spices';
import type { DemoProduct } from './catalogue/types';

export { demoCategories };
export { demoPacks, demoSku } from './catalogue/packs';
export type { DemoPack, DemoProduct } from './catalogue/types';

/** The demo shop's shelves, in the order the categories are listed. */
export const demoProducts: DemoProduct[] = [
  ...riceProducts,
  ...milletAndGrainProducts,
  ...pulseAndDalProducts,
  ...flourProducts,
  ...spiceProducts,
  ...oilProducts,
  ...dryFruitProducts,
  ...freshProduceProducts,
  ...jaggeryAndSweetenerProducts,
];

/** The product a story or test shows when it needs "the" product: the spec's 4.8 stars and 2,847 reviews. */
export const flagshipProductKey = 'sona-masoori-rice-5kg';
