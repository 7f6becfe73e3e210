import { amountInWords } from './amount-in-words';
import { type GstRate, invoiceTaxes, isIntraState, stateNamed } from './gst';
import { displayText, formatOrderAddress, packLabelToShow } from './order-display';
import type { Invoice } from './schemas/invoices';

/**
 * An order's GST invoice from what was stored when it was bought and invoiced: the server
 * builds it from its rows, the mock API from its fixtures, so both answer the same invoice.
 */
export interface InvoiceFacts {
  number: string;
  /** When it was issued (ISO). */
  date: string;
  orderId: string;
  orderReference: string;
  /** The seller as the invoice was issued; '' GSTIN: not registered, a bill of supply with no tax. */
  supplier: { legalName: string; address: string; gstin: string; state: string };
  /** The delivery address, as the shopper typed it. */
  delivery: {
    firstName: string;
    lastName: string;
    address: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
  };
  paymentMethod: string | null;
  paymentType: string;
  creditNote: { number: string; date: string } | null;
  lines: ReadonlyArray<{
    title: string;
    /** Its name in Hindi when it was bought, if it had one. */
    localName?: string | null | undefined;
    packLabel: string | null;
    hsnCode: string;
    gstRate: GstRate;
    quantity: number;
    unitPaise: number;
    /** What the shopper paid for the line, GST included. */
    linePaise: number;
  }>;
}

const paymentNames: Record<string, string> = { cod: 'Cash on delivery', upi: 'UPI', razorpay: 'Online (Razorpay)' };

/** Who took an order's payment, as its invoice and e-mails name it; an order from before methods, by its type. */
export const paymentMethodName = (method: string | null, paymentType: string): string =>
  paymentNames[method ?? ''] ?? paymentType;

/** A state as the invoice names it: as the list spells it, with its GST code, or as typed. */
function invoiceState(typed: string) {
  const known = stateNamed(typed);
  return known ? { name: known.name, code: known.code } : { name: displayText(typed), code: '' };
}

const rupees = (paise: number) => paise / 100;

export function buildInvoice(facts: InvoiceFacts): Invoice {
  const registered = facts.supplier.gstin !== '';
  const placeOfSupply = invoiceState(facts.delivery.state);
  const intraState = isIntraState(facts.supplier.state, facts.delivery.state);
  const taxes = invoiceTaxes(
    facts.lines.map((line) => ({ grossPaise: line.linePaise, rate: registered ? line.gstRate : 0 })),
    intraState,
  );
  return {
    number: facts.number,
    date: facts.date,
    orderId: facts.orderId,
    orderReference: facts.orderReference,
    supplier: { ...facts.supplier, state: invoiceState(facts.supplier.state) },
    recipient: {
      name: [displayText(facts.delivery.firstName), displayText(facts.delivery.lastName)].filter(Boolean).join(' '),
      address: formatOrderAddress({ ...facts.delivery, firstName: '', lastName: '' }),
      state: placeOfSupply,
    },
    placeOfSupply,
    intraState,
    lines: facts.lines.map((line, index) => {
      const taxed = taxes.lines[index]!;
      const pack = packLabelToShow(line.title, line.packLabel);
      return {
        description: pack ? `${line.title} (${pack})` : line.title,
        localName: line.localName || null,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unit: displayText(line.packLabel) || 'piece',
        unitPrice: rupees(line.unitPaise),
        taxableValue: rupees(taxed.taxablePaise),
        gstRate: taxed.rate,
        cgst: rupees(taxed.cgstPaise),
        sgst: rupees(taxed.sgstPaise),
        igst: rupees(taxed.igstPaise),
        total: rupees(taxed.grossPaise),
      };
    }),
    totals: {
      taxableValue: rupees(taxes.taxablePaise),
      cgst: rupees(taxes.cgstPaise),
      sgst: rupees(taxes.sgstPaise),
      igst: rupees(taxes.igstPaise),
      total: rupees(taxes.totalPaise),
    },
    totalInWords: amountInWords(taxes.totalPaise),
    paymentMethod: paymentMethodName(facts.paymentMethod, facts.paymentType),
    creditNote: facts.creditNote,
  };
}
