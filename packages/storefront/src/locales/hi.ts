// The storefront's own texts in Hindi, as a neighbourhood kirana shop would say them.
import { hindiLabels } from '@dhanya/ui';
import type { Catalogue } from '../shared/locale/catalogue';
import type { StorefrontTexts } from './en';

const shop: StorefrontTexts = {
  meta: {
    homeTitle: 'चावल, अनाज और जैविक उत्पाद',
  },
  layout: {
    skipToContent: 'सीधे सामग्री पर जाएँ',
    language: 'भाषा',
  },
};

export const catalogue: Catalogue = { ui: hindiLabels, shop };
