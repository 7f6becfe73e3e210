import { describe, expect, test } from 'vitest';
import { toParagraphs, withoutHeading } from './paragraphs';

describe('toParagraphs', () => {
  test('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(toParagraphs('First line\nsame paragraph\n\nSecond\n \n\nThird')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  test('handles Windows line endings, surrounding space and empty text', () => {
    expect(toParagraphs('  One\r\n\r\nTwo  \r\n')).toEqual(['One', 'Two']);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs('   \n\n  ')).toEqual([]);
    expect(toParagraphs(undefined)).toEqual([]);
  });
});

describe('withoutHeading', () => {
  test('drops a first paragraph that only repeats the heading, whatever its case and spacing', () => {
    expect(withoutHeading(['Return &  Refund policy', 'We pack by hand.'], 'Return & Refund Policy')).toEqual([
      'We pack by hand.',
    ]);
  });

  test('keeps everything else, including the heading words later on', () => {
    const paragraphs = ['We pack by hand.', 'Return & Refund Policy'];
    expect(withoutHeading(paragraphs, 'Return & Refund Policy')).toEqual(paragraphs);
    expect(withoutHeading(['Return & Refund Policy applies to every order.'], 'Return & Refund Policy')).toEqual([
      'Return & Refund Policy applies to every order.',
    ]);
    expect(withoutHeading([], 'Return & Refund Policy')).toEqual([]);
  });
});
