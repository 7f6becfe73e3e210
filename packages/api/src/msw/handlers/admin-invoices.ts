import { HttpResponse } from 'msw';
import { invoiceFileName, invoiceMessages, invoiceTitle } from '../../invoice-texts';
import { rupeesToPaise } from '../../money';
import { paths } from '../../paths';
import { rupeesText } from '../../payment-texts';
import type { AdminOrder } from '../../schemas/orders';
import { fixturePdf } from '../invoice-pdf-fixture';
import { type MockOptions, failWith, mockRoutes, param, requireAdmin } from '../respond';
import { db } from '../store';
import { mockInvoiceOf } from './invoices';

/** Any customer's invoiced order, for the staff: 404 for no such order, or one not invoiced yet. */
function invoicedOrder(id: string, empty: boolean): AdminOrder & { invoiceNumber: string } {
  const order = db.adminOrders.find((candidate) => candidate._id === id) ?? failWith(404, 'Order not found');
  const { invoiceNumber } = order;
  if (empty || !invoiceNumber) failWith(404, invoiceMessages.notYet);
  return { ...order, invoiceNumber };
}

/** The staff's copy of any order's GST invoice (issue 16), as data and as a PDF, for the Orders tab. */
export function adminInvoiceHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const invoiceOf = (request: Request, id: string) => {
    requireAdmin(request);
    return mockInvoiceOf(invoicedOrder(id, route.empty), db.settings, db.products);
  };
  return [
    route.get(paths.adminOrderInvoice.route, ({ request, params }) =>
      HttpResponse.json(invoiceOf(request, param(params.id))),
    ),
    route.get(paths.adminOrderInvoicePdf.route, ({ request, params }) => {
      const invoice = invoiceOf(request, param(params.id));
      const pdf = fixturePdf([
        `${invoiceTitle(invoice.supplier)} ${invoice.number}`,
        invoice.supplier.legalName,
        `Order ${invoice.orderReference}`,
        `Total ${rupeesText(rupeesToPaise(invoice.totals.total)).replace('₹', 'Rs. ')}`,
      ]);
      return new HttpResponse(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
        },
      });
    }),
  ];
}
