import type { Order } from '@dhanya/api';
import { fixtures, mockData } from '@dhanya/api/msw';

/*
 * Invoiced orders for the invoice page (issue 16). The mock API makes each invoice from the
 * order, the demo shop's settings (Dhanya Organics Private Limited, Karnataka, GSTIN
 * 29AAGCB7383J1Z4) and each product's HSN code and GST rate (rice 1006 at 5 %, fresh
 * produce 0709 at 0 %).
 */

/** The demo shopper's delivered order, paid by UPI: one 1 kg pack of Aged Basmati Rice at ₹189, invoice DH/26-27/000041. */
export const invoicedOrderId = 'order-1002';
export const invoiceNumber = 'DH/26-27/000041';
/** The shopper's order not invoiced yet: placed, cash on delivery. */
export const notInvoicedOrderId = 'order-1003';

const shoppersOrder = (id: string) => mockData.orders.find((order) => order._id === id)!;

/** The invoiced order, delivered to another state: IGST instead of CGST and SGST. */
export function deliveredOutOfState() {
  Object.assign(shoppersOrder(invoicedOrderId), {
    address: '7, Koregaon Park Lane 5',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
  });
}

export const creditNoteNumber = 'CN/26-27/000003';

/** The invoiced order, cancelled afterwards: a credit note cancels its invoice. */
export function cancelledWithCreditNote() {
  Object.assign(shoppersOrder(invoicedOrderId), {
    status: 'cancelled',
    paymentStatus: 'refund_due',
    creditNoteNumber,
  });
}

const product = (id: string) => fixtures.products.find((candidate) => candidate._id === id)!;

function line(productId: string, quantity: number, title?: string): Order['products'][number] {
  const { _id, title: productTitle, image, packs, effectivePrice } = product(productId);
  return {
    product: { _id, title: title ?? productTitle, image },
    pack: { _id: packs[0]!._id, label: packs[0]!.label },
    quantity,
    unitPrice: effectivePrice,
    price: Math.round(effectivePrice * quantity * 100) / 100,
  };
}

export const mixedOrderId = 'order-3001';
export const mixedInvoiceNumber = 'DH/26-27/000042';

/**
 * An invoiced Karnataka order with zero-rated fresh produce beside 5 % rice: two 5 kg packs of
 * Sona Masoori (₹898), two bunches of moringa leaves (₹90) and a kilo of tomatoes (₹60).
 */
export function withMixedOrder(fields: Partial<Order> = {}): Order {
  const products = fields.products ?? [
    line('prod-sona-masoori-rice-5kg', 2),
    line('prod-fresh-moringa-leaves-250g', 2),
    line('prod-organic-country-tomatoes-1kg', 1),
  ];
  const order: Order = {
    ...structuredClone(shoppersOrder(invoicedOrderId)),
    _id: mixedOrderId,
    reference: 'DH-ORDER300',
    lastName: 'Nair',
    address2: 'Flat 3B',
    invoiceNumber: mixedInvoiceNumber,
    ...fields,
    products,
    totalAmount: products.reduce((total, item) => total + Math.round(item.price * 100), 0) / 100,
  };
  mockData.orders.unshift(order);
  return order;
}

/** Everything as long as a real shop and shopper may make it: names, addresses, a product's title. */
export function withLongTexts(): Order {
  Object.assign(mockData.settings, {
    legalName: 'Sri Lakshmi Venkateshwara Organic Farmers Producer Company Private Limited',
    address:
      'Survey No. 143/2B, Ground Floor, Krishi Bhavan Complex, Hosur Main Road, Electronic City Phase 2\nBengaluru Urban District, Bengaluru 560100',
  });
  return withMixedOrder({
    firstName: 'Venkata Subramanyam Lakshminarayana',
    lastName: 'Chandrasekharan Iyengar',
    address: 'Flat 1204, Tower B, Prestige Lakeside Habitat, Varthur Main Road, Gunjur Village',
    address2: 'Near Sri Sathya Sai Baba Temple, opposite the Government Higher Primary School',
    city: 'Bengaluru',
    zip: '560087',
    products: [
      line(
        'prod-sona-masoori-rice-5kg',
        12,
        'Hand-pounded Single-origin Sona Masoori Rice from the Tungabhadra Delta, Aged Twelve Months (5 kg)',
      ),
      line('prod-fresh-moringa-leaves-250g', 2),
    ],
  });
}

/** A shop not registered for GST: its invoices are bills of supply. */
export function withUnregisteredShop() {
  mockData.settings.gstin = '';
}
