import type { Pack } from '@dhanya/api';
import { Chip, formatIndianNumber } from '@dhanya/ui';
import { stockSummary } from './stock-summary';

/**
 * A product's stock in the products list: the total across its packs, how many packs when
 * there are several, and a flag for each pack low or sold out. The flags are plain text, so a
 * screen reader reads them with the cell; they wrap rather than widen the table.
 */
export function ProductStock({
  packs,
  lowStockThreshold,
}: {
  packs: readonly Pick<Pack, 'label' | 'quantity'>[];
  /** A pack with fewer left than this is flagged low (the shop's settings). */
  lowStockThreshold: number;
}) {
  const { total, packCount, flags } = stockSummary(packs, lowStockThreshold);
  return (
    <span className="flex flex-col items-end gap-1">
      <span>{formatIndianNumber(total)}</span>
      {packCount > 1 && <span className="text-xs text-muted-foreground">in {formatIndianNumber(packCount)} packs</span>}
      {flags.map((flag) => (
        <Chip
          key={flag.text}
          tone={flag.kind === 'out' ? 'error' : 'warning'}
          size="sm"
          className="h-auto min-h-6 w-max max-w-36 rounded-card py-0.5 text-right whitespace-normal"
        >
          {flag.text}
        </Chip>
      ))}
    </span>
  );
}
