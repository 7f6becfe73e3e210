// The storefront's own texts in English, the spec's words exactly. Its shape is every other
// language's type: a catalogue that misses a text, or has one too many, does not compile.
import type { Catalogue } from '../shared/locale/catalogue';

const shop = {
  meta: {
    /** The home page's title after the shop's name. */
    homeTitle: 'Rice, grains and organic produce',
  },
  layout: {
    skipToContent: 'Skip to content',
    /** The language switcher's accessible name. */
    language: 'Language',
  },
};

export type StorefrontTexts = typeof shop;

export const catalogue: Catalogue = { ui: undefined, shop };
