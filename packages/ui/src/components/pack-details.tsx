import type { PricedQuantity } from '../lib/unit-price';
import { Price } from './price';
import { UnitPrice, type UnitPriceLabels } from './unit-price';
import type { LabelOverrides } from '../lib/labels';

/** One pack of a product ("5 kg" of rice), as PackPicker and QuickAddDialog offer it. */
export type PackOption = PricedQuantity & {
  /** What the pack is chosen by, e.g. the API's pack `_id`. */
  id: string;
  /** Its size as the shop writes it: "500 g", "5 kg", "Family pack (10 × 1 kg)". */
  label: string;
  /**
   * The price before the pack's offer, or its MRP, struck through when higher than `price`
   * (what the shopper pays, which the unit price is worked out from).
   */
  compareAtPrice?: number | null | undefined;
  /** Units left: 0 or less makes the pack out of stock. */
  stock: number;
};

export type PackDetailsLabels = UnitPriceLabels & {
  /** Shown on a pack with no stock left, and read with its name. */
  outOfStock: string;
  /** Read before the struck-through price (Price's `compareAt` text). */
  compareAt: string;
};

/** Whether a pack can be chosen: it has stock left. */
export function inStock(pack: PackOption): boolean {
  return pack.stock > 0;
}

/** The pack a shopper starts with: the first in stock (the API lists the default first). */
export function defaultPackId(packs: readonly PackOption[]): string | undefined {
  return packs.find(inStock)?.id;
}

/** A screen-reader pause between the parts of a pack's name, which is read as one line. */
const pause = <span className="sr-only">, </span>;

/**
 * What a pack card shows: its size, its price (the old one struck through), its unit price
 * and, when it has no stock, why it cannot be chosen. Read in that order as the radio's name.
 */
export function PackDetails({ pack, labels }: { pack: PackOption; labels: LabelOverrides<PackDetailsLabels> }) {
  return (
    <span data-slot="pack-details" className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span data-slot="pack-label" className="font-semibold break-words text-foreground">
        {pack.label}
        {pause}
      </span>
      <Price
        amount={pack.price}
        compareAt={pack.compareAtPrice ?? undefined}
        size="sm"
        labels={{ compareAt: labels.compareAt }}
      />
      {pause}
      <UnitPrice
        price={pack.price}
        netQuantity={pack.netQuantity}
        unit={pack.unit}
        labels={{ unit: labels.unit, spoken: labels.spoken }}
      />
      {!inStock(pack) && (
        <span data-slot="pack-out-of-stock" className="text-xs font-medium text-error">
          {pause}
          {labels.outOfStock}
        </span>
      )}
    </span>
  );
}
