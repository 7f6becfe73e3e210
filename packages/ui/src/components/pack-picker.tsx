import { useId } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { useControllableState } from '../lib/use-controllable-state';
import { PackDetails, type PackDetailsLabels, type PackOption, defaultPackId, inStock } from './pack-details';
import { RadioCardGroup } from './radio-card-group';
import type { LabelOverrides } from '../lib/labels';

export type PackPickerLabels = Pick<PackDetailsLabels, 'outOfStock'> &
  Partial<Omit<PackDetailsLabels, 'outOfStock'>> & {
    /** Names the group, when no `label` is given. */
    label: string;
  };

// The other texts (the unit names, "Original price") default in UnitPrice and Price.
const defaultLabels: PackPickerLabels = { label: 'Pack size', outOfStock: 'Out of stock' };

export type PackPickerProps = {
  /** The product's packs, the default first. */
  packs: readonly PackOption[];
  /** The chosen pack's id, to control the picker (with `onChange`). */
  value?: string | undefined;
  /** Where an uncontrolled picker starts: the first pack in stock unless given. */
  defaultValue?: string | undefined;
  /** Called with the id of the pack chosen; never with a pack out of stock. */
  onChange?: ((packId: string) => void) | undefined;
  /** Names the group: shown above the packs and announced with it. */
  label?: React.ReactNode | undefined;
  /** Submitted with native forms under this name: the chosen pack's id. */
  name?: string | undefined;
  /** Its texts, each defaulting to the shop's. */
  labels?: LabelOverrides<PackPickerLabels> | undefined;
  /** Classes for the picker's outer element. */
  className?: string | undefined;
};

// Columns follow the picker's own width (a container query), not the viewport's: two on a
// 375 px phone and in the quick-add dialog, three beside a product's picture.
const packGrid = 'grid-cols-1 @2xs:grid-cols-2 @lg:grid-cols-3';

/**
 * The packs a product is sold in ("500 g", "1 kg", "5 kg") as radio cards: each with its
 * price and unit price, a pack out of stock shown and announced as such but not choosable.
 * Arrow keys move between the packs in stock (Radix RadioGroup). A product of one pack shows
 * that pack as text under the same name: there is nothing to choose, so no control.
 */
export function PackPicker({
  packs,
  value,
  defaultValue,
  onChange,
  label: ownLabel,
  name,
  labels: labelOverrides,
  className,
}: PackPickerProps) {
  const labelId = useId();
  const [chosen, setChosen] = useControllableState({
    value,
    defaultValue: defaultValue ?? defaultPackId(packs) ?? '',
    onChange,
  });
  const labels = useLabels('PackPicker', defaultLabels, labelOverrides);
  const label = ownLabel ?? labels.label;
  const [onlyPack, ...others] = packs;
  if (!onlyPack) return null;

  if (others.length === 0) {
    return (
      <div
        role="group"
        aria-labelledby={labelId}
        data-slot="pack-picker"
        data-state="single"
        className={cn('@container flex flex-col gap-2', className)}
      >
        <p id={labelId} className="mb-2 text-sm font-medium text-foreground">
          {label}
        </p>
        <div className={cn('grid gap-2', packGrid)}>
          <p
            data-slot="pack-card"
            className="flex min-h-11 items-center rounded-card border border-border bg-surface px-3 py-2 text-sm"
          >
            <PackDetails pack={onlyPack} labels={labels} />
          </p>
        </div>
        {name && inStock(onlyPack) && <input type="hidden" name={name} value={onlyPack.id} />}
      </div>
    );
  }

  return (
    <RadioCardGroup
      data-slot="pack-picker"
      legend={label}
      name={name}
      value={chosen}
      onValueChange={setChosen}
      options={packs.map((pack) => ({
        value: pack.id,
        disabled: !inStock(pack),
        label: <PackDetails pack={pack} labels={labels} />,
      }))}
      className={cn('@container', className)}
      gridClassName={packGrid}
    />
  );
}
