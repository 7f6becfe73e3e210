import { gstRates } from '@dhanya/api';
import { FormField, FormSelect } from '@dhanya/shell';

const gstRateOptions = gstRates.map((rate) => ({ value: String(rate), label: `${rate} %` }));

/** What the product's invoices say of its tax: its HSN code and GST rate, side by side. */
export function TaxFields() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField
        name="hsnCode"
        label="HSN code"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="1006"
        helperText="4, 6 or 8 digits. Optional."
      />
      <FormSelect name="gstRate" label="GST rate" options={gstRateOptions} helperText="Included in the prices." />
    </div>
  );
}
