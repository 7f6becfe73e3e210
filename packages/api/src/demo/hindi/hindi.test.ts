import { describe, expect, it } from 'vitest';
import {
  demoAbout,
  demoCarousel,
  demoCategories,
  demoFooter,
  demoPacks,
  demoProducts,
  demoReturnPolicy,
  demoShopLinks,
  demoTerms,
} from '../index';
import {
  demoProductAliases,
  hindiAbout,
  hindiCarouselTexts,
  hindiCategoryTexts,
  hindiFooter,
  hindiPackLabel,
  hindiProductTexts,
  hindiReturnPolicy,
  hindiShopLinkTitles,
  hindiTerms,
} from './index';

const devanagari = /[\u0900-\u097F]/;
const latin = /[a-z]/i;
const paragraphs = (text: string) => text.split(/\n\n/);
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

function expectHindi(text: string, where: string) {
  expect(text.trim(), where).not.toBe('');
  expect(text, where).toMatch(devanagari);
}

/** The Hindi map has a text for every key the demo has, and none for a key it lacks. */
function expectSameKeys(hindi: Record<string, unknown>, keys: string[]) {
  expect(Object.keys(hindi).sort()).toEqual([...keys].sort());
}

describe('demo Hindi content [I18N]', () => {
  it('names and describes every category in Hindi', () => {
    expectSameKeys(
      hindiCategoryTexts,
      demoCategories.map((category) => category.key),
    );
    for (const [key, { name, blurb }] of Object.entries(hindiCategoryTexts)) {
      expectHindi(name, `${key} name`);
      expectHindi(blurb, `${key} blurb`);
    }
  });

  it('titles and describes every product in Hindi, keeping its size and figures', () => {
    expectSameKeys(
      hindiProductTexts,
      demoProducts.map((product) => product.key),
    );
    for (const product of demoProducts) {
      const hindi = hindiProductTexts[product.key]!;
      expectHindi(hindi.title, `${product.key} title`);
      expectHindi(hindi.description, `${product.key} description`);
      const size = /\(([^()]+)\)\s*$/.exec(product.title)?.[1];
      if (size) expect(hindi.title, product.key).toMatch(new RegExp(`\\(${hindiPackLabel(size)}\\)$`));
      else expect(hindi.title, product.key).not.toMatch(/\)$/);
      for (const figure of numbers(product.description)) expect(hindi.description, product.key).toContain(figure);
    }
  });

  it('gives every product a few Latin and Devanagari aliases that are not its title', () => {
    expectSameKeys(
      demoProductAliases,
      demoProducts.map((product) => product.key),
    );
    for (const product of demoProducts) {
      const aliases = demoProductAliases[product.key]!;
      expect(aliases.length, product.key).toBeGreaterThanOrEqual(2);
      expect(aliases.length, product.key).toBeLessThanOrEqual(8);
      expect(
        aliases.some((alias) => devanagari.test(alias)),
        product.key,
      ).toBe(true);
      expect(
        aliases.some((alias) => latin.test(alias)),
        product.key,
      ).toBe(true);
      const titles = [product.title, hindiProductTexts[product.key]!.title].map((title) => title.toLowerCase());
      for (const alias of aliases) {
        expect(alias.trim(), product.key).toBe(alias);
        expect(alias, product.key).not.toBe('');
        // The admin writes other names as one comma-separated field, each at most 60 characters.
        expect(alias, product.key).not.toMatch(/[,،]/);
        expect(alias.length, `${product.key}: ${alias}`).toBeLessThanOrEqual(60);
        expect(titles, `${product.key}: ${alias}`).not.toContain(alias.toLowerCase());
      }
      const folded = aliases.map((alias) => alias.toLowerCase());
      expect(new Set(folded).size, `${product.key} repeats an alias`).toBe(folded.length);
    }
  });

  it('writes every pack label of the demo in Hindi, and leaves an unknown label alone', () => {
    const labels = new Set(demoProducts.flatMap((product) => demoPacks(product).map((pack) => pack.label)));
    for (const label of [...labels, '1 dozen']) {
      const hindi = hindiPackLabel(label);
      expect(hindi, label).not.toBe(label);
      expectHindi(hindi, label);
      expect(numbers(hindi), label).toEqual(numbers(label));
    }
    expect(hindiPackLabel('500 g')).toBe('500 ग्राम');
    expect(hindiPackLabel('1 kg')).toBe('1 किलो');
    expect(hindiPackLabel('1 L')).toBe('1 लीटर');
    expect(hindiPackLabel('500 ml')).toBe('500 मि.ली.');
    expect(hindiPackLabel('1 pack')).toBe('1 पैक');
    expect(hindiPackLabel('1 dozen')).toBe('1 दर्जन');
    expect(hindiPackLabel('Family box')).toBe('Family box');
    expect(hindiPackLabel('3 bunches')).toBe('3 bunches');
  });

  it('has every carousel slide and shop link in Hindi, with no markup in the slides', () => {
    expectSameKeys(
      hindiCarouselTexts,
      demoCarousel.map((slide) => slide.key),
    );
    for (const [key, { title, description }] of Object.entries(hindiCarouselTexts)) {
      expectHindi(title, `${key} title`);
      expectHindi(description, `${key} description`);
      expect(title + description, key).not.toMatch(/[<>&]/);
    }
    expectSameKeys(
      hindiShopLinkTitles,
      demoShopLinks.map((link) => link.key),
    );
    for (const [key, title] of Object.entries(hindiShopLinkTitles)) expectHindi(title, key);
  });

  it('translates the terms and the return policy paragraph by paragraph', () => {
    expectHindi(hindiTerms.title, 'terms title');
    const english = paragraphs(demoTerms.content);
    const hindi = paragraphs(hindiTerms.content);
    expect(hindi).toHaveLength(english.length);
    for (const [index, paragraph] of hindi.entries()) {
      expectHindi(paragraph, `terms paragraph ${index}`);
      expect(numbers(paragraph), `terms paragraph ${index}`).toEqual(numbers(english[index]!));
    }

    const policy = paragraphs(hindiReturnPolicy.policyText);
    const englishPolicy = paragraphs(demoReturnPolicy.policyText);
    expect(policy).toHaveLength(englishPolicy.length);
    for (const [index, paragraph] of policy.entries()) {
      expectHindi(paragraph, `return policy paragraph ${index}`);
      expect(numbers(paragraph), `return policy paragraph ${index}`).toEqual(numbers(englishPolicy[index]!));
    }
  });

  it('writes the about page and the footer in Hindi, in the shape of the English', () => {
    expect(Object.keys(hindiAbout).sort()).toEqual(Object.keys(demoAbout).sort());
    expect(hindiAbout.whyChooseUs).toHaveLength(demoAbout.whyChooseUs.length);
    for (const [field, text] of Object.entries(hindiAbout)) {
      for (const line of [text].flat()) expectHindi(line, `about ${field}`);
    }

    expect(Object.keys(hindiFooter).sort()).toEqual(Object.keys(demoFooter).sort());
    expectHindi(hindiFooter.companyName, 'footer company name');
    expectHindi(hindiFooter.companyTagline, 'footer tagline');
    expectHindi(hindiFooter.address, 'footer address');
    expect(numbers(hindiFooter.address)).toEqual(numbers(demoFooter.address));
    expect(hindiFooter.email).toBe(demoFooter.email);
    expect(hindiFooter.phone).toBe(demoFooter.phone);
    expect(hindiFooter.socialLinks).toEqual(demoFooter.socialLinks);
    expect(hindiFooter.legalLinks.map((link) => link.url)).toEqual(demoFooter.legalLinks.map((link) => link.url));
    for (const link of hindiFooter.legalLinks) expectHindi(link.title, link.url);
  });
});
