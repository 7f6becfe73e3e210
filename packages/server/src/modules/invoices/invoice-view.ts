import {
  type Invoice,
  amountInWords,
  invoiceTaxes,
  isIntraState,
  orderReference,
  stateNamed,
} from '@dhanya/api/contract';
import { paiseToRupees } from '../../db/money.js';
import type { InvoiceSupplier, Order, OrderLine } from '../../db/schema.js';
import { asGstRate } from '../../pricing/gst-rate.js';

const paymentNames: Record<string, string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  razorpay: 'Online (Razorpay)',
};

/** A state as the invoice names it: its name as the list spells it and its GST code, or as typed. */
function invoiceState(typed: string) {
  const known = stateNamed(typed);
  return known ? { name: known.name, code: known.code } : { name: typed.trim(), code: '' };
}

/** The spec's old client stored "NULL" for an empty field. */
const given = (text: string) => (text.trim() === '' || text === 'NULL' ? undefined : text.trim());

/**
 * An invoiced order as its GST invoice (Rule 46): the shop's details as they were when it was
 * issued, the order's as bought. A shop not registered for GST charges none: its bill of
 * supply has every line at 0 %.
 */
export function toInvoice(
  order: Order & { invoiceNumber: string; invoicedAt: Date },
  lines: OrderLine[],
  issuedBy: InvoiceSupplier,
): Invoice {
  const registered = issuedBy.gstin !== '';
  const placeOfSupply = invoiceState(order.state);
  const intraState = isIntraState(issuedBy.state, order.state);
  const taxes = invoiceTaxes(
    lines.map((line) => ({ grossPaise: line.linePricePaise, rate: registered ? asGstRate(line.gstRate) : 0 })),
    intraState,
  );
  return {
    number: order.invoiceNumber,
    date: order.invoicedAt.toISOString(),
    orderId: order.id,
    orderReference: orderReference(order.id),
    supplier: { ...issuedBy, state: invoiceState(issuedBy.state) },
    recipient: {
      name: [order.firstName, given(order.lastName)].filter(Boolean).join(' '),
      address: [
        order.address,
        given(order.address2),
        `${order.city}, ${placeOfSupply.name} ${order.zip}`.trim(),
      ].filter((line): line is string => Boolean(line)),
      state: placeOfSupply,
    },
    placeOfSupply,
    intraState,
    lines: lines.map((line, index) => {
      const taxed = taxes.lines[index]!;
      return {
        description: line.title,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unit: line.packLabel ?? 'piece',
        unitPrice: paiseToRupees(line.unitPricePaise),
        taxableValue: paiseToRupees(taxed.taxablePaise),
        gstRate: taxed.rate,
        cgst: paiseToRupees(taxed.cgstPaise),
        sgst: paiseToRupees(taxed.sgstPaise),
        igst: paiseToRupees(taxed.igstPaise),
        total: paiseToRupees(taxed.grossPaise),
      };
    }),
    totals: {
      taxableValue: paiseToRupees(taxes.taxablePaise),
      cgst: paiseToRupees(taxes.cgstPaise),
      sgst: paiseToRupees(taxes.sgstPaise),
      igst: paiseToRupees(taxes.igstPaise),
      total: paiseToRupees(taxes.totalPaise),
    },
    totalInWords: amountInWords(taxes.totalPaise),
    paymentMethod: paymentNames[order.paymentMethod ?? ''] ?? order.paymentType,
  };
}
