import { packUnits } from '@dhanya/api';
import { FormField, FormSelect } from '@dhanya/shell';
import { useFirstPackDefaults } from './first-pack-defaults';
import { IconButton } from '@dhanya/ui';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

const unitOptions = packUnits.map((unit) => ({ value: unit, label: unit }));

export type PackMove = 'up' | 'down';

type PackFieldsetProps = {
  index: number;
  count: number;
  onMove: (direction: PackMove) => void;
  onRemove: () => void;
  /** Why the only pack cannot be removed, shown under the list. */
  removeHintId: string | undefined;
  ref: React.Ref<HTMLFieldSetElement>;
};

/**
 * One pack of the product form: a fieldset named "Pack 2" with its fields, two to a line and
 * the SKU on one of its own (a phone shows the form in one narrow column), and buttons that
 * move it up or down the list or remove it. Each button names its pack, as several packs show
 * the same fields. The first pack's label, net quantity and unit may be left blank: each such
 * field says what the shop fills in (issue 31), so a one-size product needs only the spec's
 * price and stock.
 */
export function PackFieldset({ index, count, onMove, onRemove, removeHintId, ref }: PackFieldsetProps) {
  const number = index + 1;
  const field = (name: string) => `packs.${index}.${name}`;
  const first = index === 0;
  const filledIn = useFirstPackDefaults(first);
  return (
    <fieldset ref={ref} className="min-w-0 rounded-card border border-border p-3">
      {/* Floated, so the buttons share its line instead of the legend sitting in the border. */}
      <legend className="float-left py-2 text-sm font-semibold text-foreground">Pack {number}</legend>
      <div className="float-right flex gap-1">
        <IconButton
          type="button"
          label={`Move pack ${number} up`}
          tooltip={false}
          size="sm"
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden />
        </IconButton>
        <IconButton
          type="button"
          label={`Move pack ${number} down`}
          tooltip={false}
          size="sm"
          data-move="down"
          disabled={index === count - 1}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden />
        </IconButton>
        <IconButton
          type="button"
          label={`Remove pack ${number}`}
          tooltip={false}
          size="sm"
          className="text-error"
          disabled={count === 1}
          aria-describedby={count === 1 ? removeHintId : undefined}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </IconButton>
      </div>
      <div className="clear-both grid grid-cols-2 gap-3 pt-2">
        <FormField
          name={field('label')}
          label="Label"
          required={!first}
          helperText={filledIn.label}
          autoComplete="off"
          placeholder={first ? undefined : '1 kg'}
        />
        <FormField name={field('quantity')} label="Stock" required inputMode="numeric" autoComplete="off" />
        <FormField
          name={field('netQuantity')}
          label="Net quantity"
          required={!first}
          helperText={filledIn.netQuantity}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormSelect
          name={field('unit')}
          label="Unit"
          required={!first}
          helperText={filledIn.unit}
          placeholder="Choose"
          options={unitOptions}
        />
        <FormField name={field('price')} label="Price (₹)" required inputMode="decimal" autoComplete="off" />
        <FormField name={field('mrp')} label="MRP (₹, optional)" inputMode="decimal" autoComplete="off" />
        <FormField
          name={field('sku')}
          label="SKU (optional)"
          helperText="Left blank, the shop makes one."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="col-span-2"
        />
      </div>
    </fieldset>
  );
}
