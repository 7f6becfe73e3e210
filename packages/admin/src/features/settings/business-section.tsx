import { indianStateNames } from '@dhanya/api';
import { FormField, FormSelect } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import { SettingsSection, wholeRow } from './settings-section';

const stateOptions = indianStateNames.map((state) => ({ value: state, label: state }));

/** Who the shop is, as its invoices name it: legal name, GSTIN, state and address. */
export function BusinessSection() {
  return (
    <SettingsSection title="Business" description="Your registered business, as invoices name it.">
      <FormField name="legalName" label="Legal name" autoComplete="organization" className={wholeRow} />
      <FormField
        name="gstin"
        label="GSTIN"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="29ABCDE1234F1Z5"
        helperText="15 characters; blank if not registered for GST."
      />
      <FormSelect
        name="state"
        label="State"
        emptyOption="Not chosen"
        options={stateOptions}
        helperText="Where the business is registered."
      />
      <FormField
        as={TextArea}
        name="address"
        label="Address"
        rows={3}
        autoComplete="street-address"
        className={wholeRow}
      />
    </SettingsSection>
  );
}
