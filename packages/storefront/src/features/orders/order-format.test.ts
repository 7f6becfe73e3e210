import { describe, expect, test } from 'vitest';
import { displayText, formatOrderAddress, newestFirst, paymentTypeLabel } from '@dhanya/api';
import { formatOrderDate } from './order-format';

const address = {
  firstName: 'Asha',
  lastName: 'Nair',
  address: '21, 4th Main Road, Indiranagar',
  address2: 'Flat 3B',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038',
};

describe('[CHECKOUT-11] displayText', () => {
  test('the stored "NULL" marker and blanks show as nothing', () => {
    expect(displayText('NULL')).toBe('');
    expect(displayText(' NULL ')).toBe('');
    expect(displayText('')).toBe('');
    expect(displayText('   ')).toBe('');
    expect(displayText(null)).toBe('');
    expect(displayText(undefined)).toBe('');
  });

  test('real text is kept, including a name that is really "Null"', () => {
    expect(displayText(' Nair ')).toBe('Nair');
    expect(displayText('Null')).toBe('Null');
    expect(displayText('NULLAH')).toBe('NULLAH');
  });
});

// A full address, a "NULL" last name and line 2, the date, a payment type and newest-first
// are shown by the My Orders stories; these are the other stored values and edges.
describe('[CHECKOUT-09] [CHECKOUT-11] formatOrderAddress', () => {
  test('"NULL" last name and address line 2 leave no word, no blank line and no stray space', () => {
    const lines = formatOrderAddress({ ...address, lastName: 'NULL', address2: 'NULL' });
    expect(lines).toEqual(['Asha', '21, 4th Main Road, Indiranagar', 'Bengaluru, Karnataka 560038']);
    expect(lines.join('\n')).not.toContain('NULL');
  });

  test('empty optional fields are left out the same way', () => {
    expect(formatOrderAddress({ ...address, lastName: '', address2: '  ' })).toEqual([
      'Asha',
      '21, 4th Main Road, Indiranagar',
      'Bengaluru, Karnataka 560038',
    ]);
  });

  test('a missing city, state or ZIP leaves no stray comma', () => {
    expect(formatOrderAddress({ ...address, state: '' }).at(-1)).toBe('Bengaluru 560038');
    expect(formatOrderAddress({ ...address, city: 'NULL' }).at(-1)).toBe('Karnataka 560038');
    expect(formatOrderAddress({ ...address, zip: '' }).at(-1)).toBe('Bengaluru, Karnataka');
    expect(formatOrderAddress({ ...address, city: '', state: '', zip: '' })).toEqual([
      'Asha Nair',
      '21, 4th Main Road, Indiranagar',
      'Flat 3B',
    ]);
  });
});

describe('[CHECKOUT-09] order details', () => {
  test('the date is human-readable, in Indian English', () => {
    expect(formatOrderDate('2026-10-31T00:00:00.000Z', 'Asia/Kolkata')).toBe('31 Oct 2026');
    expect(formatOrderDate('2026-10-31T20:00:00.000Z', 'Asia/Kolkata')).toBe('1 Nov 2026');
    expect(formatOrderDate('not a date')).toBe('');
  });

  test('payment types read as the checkouts offered them', () => {
    expect(paymentTypeLabel('cash')).toBe('Cash on Delivery');
    expect(paymentTypeLabel('card')).toBe('Credit/Debit Card');
    expect(paymentTypeLabel('upi')).toBe('UPI');
    expect(paymentTypeLabel('COD')).toBe('Cash on Delivery');
    expect(paymentTypeLabel('ONLINE')).toBe('Online payment');
    expect(paymentTypeLabel('wallet')).toBe('wallet');
    expect(paymentTypeLabel('NULL')).toBe('');
  });

  test('newest first gives a new list: the one given keeps its order', () => {
    const orders = [
      { _id: 'a', createdAt: '2026-10-02T00:00:00.000Z' },
      { _id: 'b', createdAt: '2026-10-31T00:00:00.000Z' },
      { _id: 'c', createdAt: '2026-10-24T00:00:00.000Z' },
    ];
    expect(newestFirst(orders).map((order) => order._id)).toEqual(['b', 'c', 'a']);
    expect(orders.map((order) => order._id)).toEqual(['a', 'b', 'c']);
  });
});
