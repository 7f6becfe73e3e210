import { describe, expect, test } from 'vitest';
import { formatOrderAddress, newestFirst, paymentTypeLabel } from '@dhanya/api';
import { formatOrderDate, isOrderStatus, orderStatusOptions } from './order-format';

const address = {
  firstName: 'Asha',
  lastName: 'Nair',
  address: '21, 4th Main Road, Indiranagar',
  address2: 'Flat 3B',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038',
};

describe('[ADMIN-42] formatOrderAddress', () => {
  test('gives name, address lines and locality', () => {
    expect(formatOrderAddress(address)).toEqual([
      'Asha Nair',
      '21, 4th Main Road, Indiranagar',
      'Flat 3B',
      'Bengaluru, Karnataka 560038',
    ]);
  });

  test('drops "NULL" and blank parts without stray commas or blank lines', () => {
    expect(formatOrderAddress({ ...address, lastName: 'NULL', address2: 'NULL', state: '  ' })).toEqual([
      'Asha',
      '21, 4th Main Road, Indiranagar',
      'Bengaluru 560038',
    ]);
    expect(formatOrderAddress({ ...address, city: '', state: '', zip: 'NULL', address2: '' })).toEqual([
      'Asha Nair',
      '21, 4th Main Road, Indiranagar',
    ]);
  });

  test('keeps a real name that only looks like the marker', () => {
    expect(formatOrderAddress({ ...address, lastName: 'Null' })[0]).toBe('Asha Null');
  });
});

test('[ADMIN-42] the payment type is shown in the checkout words', () => {
  expect(paymentTypeLabel('cash')).toBe('Cash on Delivery');
  expect(paymentTypeLabel('COD')).toBe('Cash on Delivery');
  expect(paymentTypeLabel('upi')).toBe('UPI');
  expect(paymentTypeLabel('wallet')).toBe('wallet');
  expect(paymentTypeLabel('NULL')).toBe('');
});

test('[ADMIN-42] orders are listed newest first', () => {
  const orders = [
    { _id: 'a', createdAt: '2026-10-01T10:00:00.000Z' },
    { _id: 'b', createdAt: '2026-11-01T10:00:00.000Z' },
    { _id: 'c', createdAt: '2026-10-15T10:00:00.000Z' },
  ];
  expect(newestFirst(orders).map((order) => order._id)).toEqual(['b', 'c', 'a']);
  expect(orders[0]!._id).toBe('a');
});

test('[ADMIN-43] the five statuses in their order', () => {
  expect(orderStatusOptions.map((option) => option.value)).toEqual([
    'placed',
    'confirmed',
    'shipped',
    'delivered',
    'cancelled',
  ]);
  expect(isOrderStatus('shipped')).toBe(true);
  expect(isOrderStatus('lost')).toBe(false);
});

test('the order date and time in Indian style', () => {
  expect(formatOrderDate('2026-11-01T06:30:00.000Z', 'Asia/Kolkata')).toMatch(/^1 Nov 2026, 12:00\spm$/i);
  expect(formatOrderDate('bad')).toBe('');
});
