import { FormField } from '@dhanya/shell';
import { cn } from '@dhanya/ui';
import { ZipDeliveryHint } from '../delivery/zip-delivery-hint';

/** The delivery address of both checkouts, named as the spec names them (CART-20, CHECKOUT-03). */
const addressLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
};

type AddressField = keyof typeof addressLabels;

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
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={addressLabels[field.name]}
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
