import { describe, expect, test } from 'vitest';
import { customerWhatsappLink, customerWhatsappMessage, indianMobile } from './customer-whatsapp';

describe('[PAY-09] indianMobile', () => {
  test.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['91-98450-12345', '9845012345'],
    ['(+91) 6300012345', '6300012345'],
  ])('reads %s as %s', (phone, mobile) => {
    expect(indianMobile(phone)).toBe(mobile);
  });

  test.each(['', '022 2345 6789', '080 2345 6789', '5845012345', '98450123', '+1 415 555 0100', 'NULL'])(
    'finds no mobile in "%s"',
    (phone) => {
      expect(indianMobile(phone)).toBeNull();
    },
  );
});

const order = {
  reference: 'DH-1A2B3C4D',
  status: 'awaiting_payment' as const,
  totalAmount: 1240.5,
  firstName: 'Asha',
  customer: { _id: 'user-asha', name: 'Asha Nair', email: 'asha@example.in', phone: '+91 98765 43210' },
};

describe('[PAY-09] the WhatsApp message to a customer', () => {
  test('names the order, its total and its status', () => {
    expect(customerWhatsappMessage(order)).toBe(
      'Hello Asha, about your order DH-1A2B3C4D of ₹1,240.50: it is awaiting payment.',
    );
  });

  test('links to the mobile with the message, or not at all', () => {
    expect(customerWhatsappLink(order)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(customerWhatsappMessage(order))}`,
    );
    expect(customerWhatsappLink({ ...order, customer: { ...order.customer, phone: '080 2345 6789' } })).toBeNull();
    expect(customerWhatsappLink({ ...order, customer: null })).toBeNull();
  });
});
