import { FormField } from '@dhanya/shell';
import { SettingsSection } from './settings-section';

/** Where UPI payments go, and how long an unpaid UPI order holds its stock. */
export function UpiSection() {
  return (
    <SettingsSection
      title="UPI payments"
      description="Shoppers who choose UPI pay straight to this ID, then you mark the order paid."
    >
      <FormField
        name="upiId"
        label="UPI ID"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourshop@okaxis"
        helperText="Leave blank to turn UPI payment off."
      />
      <FormField
        name="upiPayeeName"
        label="Payee name"
        autoComplete="off"
        helperText="The name shoppers see in their UPI app."
      />
      <FormField
        name="unpaidOrderHours"
        label="Cancel unpaid UPI orders after (hours)"
        required
        inputMode="numeric"
        autoComplete="off"
        helperText="Until then the order holds its stock. 1 to 168 hours."
      />
    </SettingsSection>
  );
}
