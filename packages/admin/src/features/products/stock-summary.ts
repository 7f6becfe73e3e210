import { type Pack, defaultLowStockThreshold } from '@dhanya/api';
import { formatIndianNumber } from '@dhanya/ui';

/** A pack sold out, or one running low: "Out of stock: 5 kg", "Low: 5 kg (2 left)". */
type StockFlag = { kind: 'out' | 'low'; text: string };

export type StockSummary = {
  /** Stock across all the packs. */
  total: number;
  packCount: number;
  /** Sold-out packs first, then those running low, in the shop's order. */
  flags: StockFlag[];
};

type StockedPack = Pick<Pack, 'label' | 'quantity'>;

/**
 * What the products list says of a product's stock. A product of one pack, or one whose every
 * pack is sold out, needs no pack named.
 */
export function stockSummary(packs: readonly StockedPack[], threshold = defaultLowStockThreshold): StockSummary {
  const total = packs.reduce((sum, pack) => sum + Math.max(0, pack.quantity), 0);
  const empty = packs.filter((pack) => pack.quantity <= 0);
  const low = packs.filter((pack) => pack.quantity > 0 && pack.quantity < threshold);
  const several = packs.length > 1;
  const left = (pack: StockedPack) => `${formatIndianNumber(pack.quantity)} left`;
  const out: StockFlag[] =
    empty.length === packs.length
      ? [{ kind: 'out', text: 'Out of stock' }]
      : empty.map((pack) => ({ kind: 'out', text: `Out of stock: ${pack.label}` }));
  return {
    total,
    packCount: packs.length,
    flags: [
      ...(empty.length > 0 ? out : []),
      ...low.map((pack): StockFlag => ({
        kind: 'low',
        text: several ? `Low: ${pack.label} (${left(pack)})` : `Low stock: ${left(pack)}`,
      })),
    ],
  };
}
