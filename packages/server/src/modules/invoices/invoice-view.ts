import { type Invoice, buildInvoice, orderReference } from '@dhanya/api/contract';
import type { InvoiceSupplier, Order, OrderLine } from '../../db/schema.js';
import { asGstRate } from '../../pricing/gst-rate.js';

/**
 * An invoiced order as its GST invoice (Rule 46, `buildInvoice`): the shop's details as they
 * were when it was issued, the order's and its lines' (HSN code and rate included) as bought.
 */
export function toInvoice(
  order: Order & { invoiceNumber: string; invoicedAt: Date },
  lines: OrderLine[],
  issuedBy: InvoiceSupplier,
): Invoice {
  return buildInvoice({
    number: order.invoiceNumber,
    date: order.invoicedAt.toISOString(),
    orderId: order.id,
    orderReference: orderReference(order.id),
    supplier: issuedBy,
    delivery: order,
    paymentMethod: order.paymentMethod,
    paymentType: order.paymentType,
    creditNote:
      order.creditNoteNumber && order.creditNotedAt
        ? { number: order.creditNoteNumber, date: order.creditNotedAt.toISOString() }
        : null,
    lines: lines.map((line) => ({
      title: line.title,
      // The English legal layout, with the product's Hindi name under its English one.
      localName: line.translations.hi?.title ?? null,
      packLabel: line.packLabel,
      hsnCode: line.hsnCode,
      gstRate: asGstRate(line.gstRate),
      quantity: line.quantity,
      unitPaise: line.unitPricePaise,
      linePaise: line.linePricePaise,
    })),
  });
}
