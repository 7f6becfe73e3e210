import { HttpResponse } from 'msw';
import { buildInvoice } from '../../invoice-builder';
import { invoiceFileName, invoiceMessages, invoiceStateText, invoiceTitle } from '../../invoice-texts';
import { rupeesToPaise } from '../../money';
import { paths } from '../../paths';
import { rupeesText } from '../../payment-texts';
import type { Product } from '../../schemas/catalog';
import type { Invoice } from '../../schemas/invoices';
import type { Order } from '../../schemas/orders';
import type { ShopSettings } from '../../schemas/settings';
import { fixturePdf } from '../invoice-pdf-fixture';
import { type MockOptions, failWith, mockRoutes, param, signedInUser } from '../respond';
import { db } from '../store';

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
  return buildInvoice({
    number: order.invoiceNumber,
    date: order.createdAt,
    orderId: order._id,
    orderReference: order.reference,
    supplier: settings,
    delivery: order,
    paymentMethod: order.paymentMethod,
    paymentType: order.paymentType,
    creditNote: order.creditNoteNumber ? { number: order.creditNoteNumber, date: order.createdAt } : null,
    lines: order.products.map((line) => {
      const product = products.find((candidate) => candidate._id === line.product._id);
      return {
        title: line.product.title,
        packLabel: line.pack?.label ?? null,
        hsnCode: product?.hsnCode ?? '',
        gstRate: product?.gstRate ?? 0,
        quantity: line.quantity,
        unitPaise: rupeesToPaise(line.unitPrice),
        linePaise: rupeesToPaise(line.price),
      };
    }),
  });
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
      `${invoiceTitle(invoice.supplier)} ${invoice.number}`,
      invoice.supplier.legalName,
      invoice.supplier.gstin && `GSTIN ${invoice.supplier.gstin}`,
      `Order ${invoice.orderReference}`,
      `Place of supply ${invoiceStateText(invoice.placeOfSupply)}`,
      `Total ${rupeesText(rupeesToPaise(invoice.totals.total)).replace('₹', 'Rs. ')}`,
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
