import { describe, expect, it } from 'vitest';
import { answerInLanguage, contentReading } from './content-language';

const product = {
  _id: 'p1',
  title: 'Toor Dal',
  description: 'Unpolished',
  translations: { hi: { title: 'तूर दाल' } },
  aliases: ['arhar'],
  category: { _id: 'c1', name: 'Pulses', translations: { hi: { name: 'दालें' } } },
  packs: [
    { _id: 'k1', label: '1 kg', translations: { hi: { label: '1 किलो' } } },
    { _id: 'k2', label: '2 kg', translations: {} },
  ],
};

describe('answers in the reader’s language [I18N]', () => {
  it('puts each record’s Hindi in the usual fields, English where none was written, and drops the rest', () => {
    const page = { total: 1, products: [product] };
    expect(answerInLanguage(page, contentReading({ lang: 'hi' }))).toEqual({
      total: 1,
      products: [
        {
          _id: 'p1',
          title: 'तूर दाल',
          description: 'Unpolished',
          category: { _id: 'c1', name: 'दालें' },
          packs: [
            { _id: 'k1', label: '1 किलो' },
            { _id: 'k2', label: '2 kg' },
          ],
        },
      ],
    });
    expect(product.title).toBe('Toor Dal');
  });

  it('answers English without the translations, and the admin with them', () => {
    const english = answerInLanguage(product, contentReading({}));
    expect(english).not.toHaveProperty('translations');
    expect(english).not.toHaveProperty('aliases');
    expect(english.title).toBe('Toor Dal');
    expect(answerInLanguage(product, contentReading({ lang: 'hi', translations: 'include' }))).toEqual(product);
    expect(answerInLanguage(product, contentReading({ lang: 'fr' })).title).toBe('Toor Dal');
  });

  it('translates a page’s lists, keeps a blank translation English, and leaves other answers as they are', () => {
    const about = {
      title: 'About',
      whyChooseUs: ['Fresh'],
      story: 'Since 2016',
      translations: { hi: { title: 'हमारे बारे में', whyChooseUs: ['ताज़ा'], story: '  ' } },
    };
    expect(answerInLanguage(about, contentReading({ lang: 'hi' }))).toEqual({
      title: 'हमारे बारे में',
      whyChooseUs: ['ताज़ा'],
      story: 'Since 2016',
    });
    const order = { _id: 'o1', lines: [{ title: 'Toor Dal' }] };
    expect(answerInLanguage(order, contentReading({ lang: 'hi' }))).toBe(order);
  });
});
