import { FormField } from '@dhanya/shell';
import { cn } from '@dhanya/ui';
import type { StorefrontTexts } from '../../locales/en';
import { ZipDeliveryHint } from '../delivery/zip-delivery-hint';
import { useTexts } from '../locale';

type AddressField = keyof StorefrontTexts['address']['fields'];

/** Every address field empty: where both checkouts start. */
export const blankAddress: Record<AddressField, string> = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

const fields: { name: AddressField; autoComplete: string; required?: boolean; wide?: boolean; numeric?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'address', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'address2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', autoComplete: 'address-level1', required: true },
  { name: 'zip', autoComplete: 'postal-code', required: true, numeric: true },
];

/** The address fields of a `SchemaForm` whose schema checks them (`checkoutRequestSchema`). */
export function AddressFields({ className }: { className?: string }) {
  const labels = useTexts().address.fields;
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={labels[field.name]}
          required={field.required}
          autoComplete={field.autoComplete}
          inputMode={field.numeric ? 'numeric' : undefined}
          className={field.wide ? 'sm:col-span-2' : undefined}
        />
      ))}
      <ZipDeliveryHint className="sm:col-span-2" />
    </div>
  );
}
