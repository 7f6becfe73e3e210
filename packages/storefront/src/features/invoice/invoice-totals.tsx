import type { Invoice } from '@dhanya/api';
import { cn, formatPrice } from '@dhanya/ui';
import { invoiceTexts } from './invoice-texts';

/** The invoice's totals, figures aligned on the right: taxable value, each tax, then what was paid. */
export function InvoiceTotals({ invoice, registered }: { invoice: Invoice; registered: boolean }) {
  const { totals } = invoice;
  const taxes = invoice.intraState
    ? [
        { label: invoiceTexts.cgst, amount: totals.cgst },
        { label: invoiceTexts.sgst, amount: totals.sgst },
      ]
    : [{ label: invoiceTexts.igst, amount: totals.igst }];
  const rows: { label: string; amount: number; grand?: boolean }[] = [
    ...(registered ? [{ label: invoiceTexts.taxableValue, amount: totals.taxableValue }, ...taxes] : []),
    { label: invoiceTexts.total, amount: totals.total, grand: true },
  ];
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{invoiceTexts.totals}</caption>
      <tbody>
        {rows.map(({ label, amount, grand }) => (
          <tr
            key={label}
            className={cn(
              grand && 'text-base font-semibold text-foreground sm:text-lg',
              grand && rows.length > 1 && 'border-t-2 border-foreground',
            )}
          >
            <th
              scope="row"
              className={cn('py-1.5 text-left', grand ? 'pt-3 font-semibold' : 'font-normal text-muted-foreground')}
            >
              {label}
            </th>
            <td className={cn('py-1.5 text-right tabular-nums', grand ? 'pt-3' : 'text-foreground')}>
              {formatPrice(amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
