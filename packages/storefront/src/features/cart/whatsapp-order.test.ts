import type { Cart } from '@dhanya/api';
import { describe, expect, it } from 'vitest';
import { catalogue as english } from '../../locales/en';
import { catalogue as hindi } from '../../locales/hi';
import { whatsappOrderLink } from './whatsapp-order';

const cart: Cart = {
  products: [
    {
      _id: 'l1',
      product: { _id: 'p1', title: 'Aged Basmati Rice', description: '', price: 620, image: null },
      pack: { _id: 'k5', label: '5 kg' },
      quantity: 2,
      price: 1240,
    },
    {
      _id: 'l2',
      product: { _id: 'p2', title: 'Toor Dal 1 kg', description: '', price: 160.5, image: null },
      pack: { _id: 'k1', label: '1 kg' },
      quantity: 1,
      price: 160.5,
    },
  ],
  totalAmount: 1400.5,
};

const messageOf = (link: string) => {
  const url = new URL(link);
  return { to: url.pathname, text: url.searchParams.get('text') };
};

describe("checkout offline: the order on the shop's WhatsApp [issue 35]", () => {
  it("writes the cart's lines and total to the shop's number", () => {
    expect(messageOf(whatsappOrderLink('9876543210', cart, english.shop.offline.whatsappOrder))).toEqual({
      to: '/919876543210',
      text: [
        'Hello! I would like to order:',
        '2 × Aged Basmati Rice · 5 kg: ₹1,240.00',
        '1 × Toor Dal 1 kg: ₹160.50',
        'Total: ₹1,400.50',
      ].join('\n'),
    });
  });

  it("writes it in the page's language", () => {
    const { text } = messageOf(whatsappOrderLink('9876543210', cart, hindi.shop.offline.whatsappOrder));
    expect(text).toContain('नमस्ते! मुझे यह ऑर्डर करना है:');
    expect(text).toContain('कुल: ₹1,400.50');
  });
});
