import { cn } from '../lib/cn';
import { useLabels, useLocaleFormat } from '../provider/dhanya-provider';
import { type PricedQuantity, type UnitBase, formatUnitAmount, formatUnitPrice, unitPriceOf } from '../lib/unit-price';
import type { LabelOverrides } from '../lib/labels';

export type UnitPriceLabels = {
  /** The unit after the slash: "₹12.50/kg". */
  unit: (per: UnitBase) => string;
  /** What screen readers hear instead: "₹12.50 per kilogram". */
  spoken: (amount: string, per: UnitBase) => string;
};

const spokenUnits: Record<UnitBase, string> = { kg: 'kilogram', L: 'litre', piece: 'piece' };

const defaultLabels: UnitPriceLabels = {
  unit: (per) => per,
  spoken: (amount, per) => `${amount} per ${spokenUnits[per]}`,
};

export type UnitPriceProps = Omit<React.ComponentProps<'span'>, 'children'> &
  PricedQuantity & {
    /** Its texts, each defaulting to the shop's. */
    labels?: LabelOverrides<UnitPriceLabels> | undefined;
  };

/**
 * A pack's unit sale price, "₹12.50/kg" (in the DhanyaProvider's locale), in small muted text beside its price, as the Legal
 * Metrology (Packaged Commodities) Rules ask. Screen readers hear it in words ("₹12.50 per
 * kilogram"): "/kg" and "/L" are read out as letters. Nothing is shown for a pack whose
 * quantity gives no unit price.
 */
export function UnitPrice({ price, netQuantity, unit, labels: labelOverrides, className, ...props }: UnitPriceProps) {
  const labels = useLabels('UnitPrice', defaultLabels, labelOverrides);
  const format = useLocaleFormat();
  const unitPrice = unitPriceOf({ price, netQuantity, unit });
  if (!unitPrice) return null;
  return (
    <span
      data-slot="unit-price"
      data-unit={unitPrice.per}
      className={cn('text-xs text-muted-foreground tabular-nums', className)}
      {...props}
    >
      <span aria-hidden>{formatUnitPrice(unitPrice, labels.unit, format)}</span>
      <span className="sr-only">{labels.spoken(formatUnitAmount(unitPrice.amount, format), unitPrice.per)}</span>
    </span>
  );
}
