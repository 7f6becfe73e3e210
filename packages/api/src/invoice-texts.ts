// What the shop says of invoices (issue 16) and how it names them: plain values, no zod, so a
// page that only shows an invoice loads no schema.

export const invoiceMessages = {
  notYet: 'This order has no invoice yet: it gets one once it is paid',
} as const;

/** A state as an invoice names it: "Karnataka (29)", or the name alone when its code is not known. */
export const invoiceStateText = (state: { name: string; code: string }): string =>
  state.code ? `${state.name} (${state.code})` : state.name;

/**
 * The PDF's file name: "DH/26-27/000041" is saved as "invoice-DH-26-27-000041.pdf". Anything
 * but letters, digits and hyphens (the slashes above) becomes a hyphen, which every file
 * system and phone takes.
 */
export function invoiceFileName(invoiceNumber: string): string {
  const name = invoiceNumber
    .trim()
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `invoice-${name || 'order'}.pdf`;
}

/** What an invoice is called (GST-10): a "Tax Invoice" from a shop registered for GST (it has a GSTIN), else a "Bill of Supply". */
export const invoiceTitle = (supplier: { gstin: string }): string =>
  supplier.gstin ? 'Tax Invoice' : 'Bill of Supply';
