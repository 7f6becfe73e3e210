import { firstPackDefaults } from '@dhanya/api';
import { useFormContext, useWatch } from '@dhanya/shell';
import type { ProductEditorInput } from './product-form-values';

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** What the first pack's field will be, said on the field while it is blank; nothing once it is filled. */
export type FilledIn = { label?: string; netQuantity?: string; unit?: string };

/**
 * The first pack's label, net quantity and unit as the shop fills them in when they are left
 * blank (`firstPackDefaults`, as the server does): "Left blank: “500 g”" while a size is given
 * without a label, "Left blank: 1", "Left blank: piece". Nothing for the other packs.
 */
export function useFirstPackDefaults(first: boolean): FilledIn {
  const { control } = useFormContext<ProductEditorInput>();
  const [label, netQuantity, unit] = useWatch({
    control,
    name: ['packs.0.label', 'packs.0.netQuantity', 'packs.0.unit'],
  });
  if (!first) return {};
  const chosen = firstPackDefaults({ label, netQuantity, unit });
  return {
    label: blank(label) && chosen.label ? `Left blank: “${chosen.label}”` : undefined,
    netQuantity: blank(netQuantity) ? `Left blank: ${chosen.netQuantity}` : undefined,
    unit: blank(unit) ? `Left blank: ${chosen.unit}` : undefined,
  };
}
