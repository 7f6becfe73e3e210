import { HttpResponse } from 'msw';
import { amountInWords } from '../../amount-in-words';
import { invoiceTaxes, isIntraState, stateNamed } from '../../gst';
import { invoiceFileName, invoiceMessages, invoiceStateText } from '../../invoice-texts';
import { displayText, formatOrderAddress, packLabelToShow } from '../../order-display';
import { paths } from '../../paths';
import { rupeesText } from '../../payment-texts';
import type { Product } from '../../schemas/catalog';
import type { Invoice } from '../../schemas/invoices';
import type { Order } from '../../schemas/orders';
import type { ShopSettings } from '../../schemas/settings';
import { fixturePdf } from '../invoice-pdf-fixture';
import { type MockOptions, failWith, mockRoutes, param, signedInUser } from '../respond';
import { db } from '../store';

/** How the invoice names the way an order was paid, as the server's does. */
const paymentNames: Record<string, string> = { cod: 'Cash on delivery', upi: 'UPI', razorpay: 'Online (Razorpay)' };

/** A state as the invoice names it: as the list spells it, with its GST code, or as typed. */
function invoiceState(typed: string) {
  const known = stateNamed(typed);
  return known ? { name: known.name, code: known.code } : { name: displayText(typed), code: '' };
}

const paiseOf = (rupees: number) => Math.round(rupees * 100);
const rupeesOf = (paise: number) => paise / 100;

/**
 * A mock order's invoice, as the server makes one: the shop's business settings, the order's
 * delivery address, and each line's HSN code and GST rate from its product in the catalogue
 * (the server keeps them on the order line when it is bought).
 */
export function mockInvoiceOf(
  order: Order & { invoiceNumber: string },
  settings: ShopSettings,
  products: readonly Product[],
): Invoice {
  const placeOfSupply = invoiceState(order.state);
  const intraState = isIntraState(settings.state, order.state);
  const goods = order.products.map((line) => ({
    line,
    product: products.find((product) => product._id === line.product._id),
  }));
  const taxes = invoiceTaxes(
    goods.map(({ line, product }) => ({
      grossPaise: paiseOf(line.price),
      rate: settings.gstin ? (product?.gstRate ?? 0) : 0,
    })),
    intraState,
  );
  return {
    number: order.invoiceNumber,
    date: order.createdAt,
    orderId: order._id,
    orderReference: order.reference,
    supplier: {
      legalName: settings.legalName,
      address: settings.address,
      gstin: settings.gstin,
      state: invoiceState(settings.state),
    },
    recipient: {
      name: [displayText(order.firstName), displayText(order.lastName)].filter(Boolean).join(' '),
      address: formatOrderAddress({ ...order, firstName: '', lastName: '' }),
      state: placeOfSupply,
    },
    placeOfSupply,
    intraState,
    lines: goods.map(({ line, product }, index) => {
      const taxed = taxes.lines[index]!;
      const pack = packLabelToShow(line.product.title, line.pack?.label);
      return {
        description: pack ? `${line.product.title} (${pack})` : line.product.title,
        hsnCode: product?.hsnCode ?? '',
        quantity: line.quantity,
        unit: displayText(line.pack?.label) || 'piece',
        unitPrice: line.unitPrice,
        taxableValue: rupeesOf(taxed.taxablePaise),
        gstRate: taxed.rate,
        cgst: rupeesOf(taxed.cgstPaise),
        sgst: rupeesOf(taxed.sgstPaise),
        igst: rupeesOf(taxed.igstPaise),
        total: rupeesOf(taxed.grossPaise),
      };
    }),
    totals: {
      taxableValue: rupeesOf(taxes.taxablePaise),
      cgst: rupeesOf(taxes.cgstPaise),
      sgst: rupeesOf(taxes.sgstPaise),
      igst: rupeesOf(taxes.igstPaise),
      total: rupeesOf(taxes.totalPaise),
    },
    totalInWords: amountInWords(taxes.totalPaise),
    paymentMethod: paymentNames[order.paymentMethod ?? ''] ?? order.paymentType,
  };
}

/** The signed-in shopper's invoiced order: 404 for an order not theirs, or one not invoiced yet. */
function invoicedOrder(id: string, empty: boolean): Order & { invoiceNumber: string } {
  const order = db.orders.find((candidate) => candidate._id === id) ?? failWith(404, 'Order not found');
  const { invoiceNumber } = order;
  if (empty || !invoiceNumber) failWith(404, invoiceMessages.notYet);
  return { ...order, invoiceNumber };
}

/** The invoice as a one-page PDF: the real one is the server's; this one names what it stands for. */
function invoicePdf(invoice: Invoice): string {
  return fixturePdf(
    [
      `${invoice.supplier.gstin ? 'Tax Invoice' : 'Bill of Supply'} ${invoice.number}`,
      invoice.supplier.legalName,
      invoice.supplier.gstin && `GSTIN ${invoice.supplier.gstin}`,
      `Order ${invoice.orderReference}`,
      `Place of supply ${invoiceStateText(invoice.placeOfSupply)}`,
      `Total ${rupeesText(paiseOf(invoice.totals.total)).replace('₹', 'Rs. ')}`,
      invoice.totalInWords,
    ].filter(Boolean),
  );
}

/**
 * The shopper's GST invoices (issue 16): the invoice of an order that has one, as data and as
 * a PDF. `empty`: no order has an invoice yet.
 */
export function invoiceHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const invoiceOf = (request: Request, id: string) => {
    signedInUser(request);
    return mockInvoiceOf(invoicedOrder(id, route.empty), db.settings, db.products);
  };
  return [
    route.get(paths.orderInvoice.route, ({ request, params }) =>
      HttpResponse.json(invoiceOf(request, param(params.id))),
    ),
    route.get(paths.orderInvoicePdf.route, ({ request, params }) => {
      const invoice = invoiceOf(request, param(params.id));
      return new HttpResponse(invoicePdf(invoice), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
        },
      });
    }),
  ];
}
