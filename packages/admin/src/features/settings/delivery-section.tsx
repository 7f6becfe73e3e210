import { FormField } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import { SettingsSection, wholeRow } from './settings-section';

const pincodeHint = 'Pincodes and ranges, separated by commas: 560001-560099, 562157';

/** Where the shop delivers, where it takes cash on delivery, and its order limits. */
export function DeliverySection() {
  return (
    <SettingsSection
      title="Delivery and COD"
      description="With both pincode lists empty, you deliver everywhere, with cash on delivery."
    >
      <FormField
        as={TextArea}
        name="codPincodes"
        label="Pincodes with cash on delivery"
        rows={3}
        spellCheck={false}
        helperText={pincodeHint}
        className={wholeRow}
      />
      <FormField
        as={TextArea}
        name="prepaidPincodes"
        label="Pincodes paid online only"
        rows={3}
        spellCheck={false}
        helperText={`${pincodeHint}. You deliver there, but take no cash.`}
        className={wholeRow}
      />
      <FormField
        name="codMaxOrder"
        label="COD limit (₹)"
        inputMode="decimal"
        autoComplete="off"
        helperText="The largest order paid in cash. Blank: no limit."
      />
      <FormField
        name="minOrder"
        label="Minimum order (₹)"
        inputMode="decimal"
        autoComplete="off"
        helperText="The smallest order you take. Blank: no limit."
      />
    </SettingsSection>
  );
}
