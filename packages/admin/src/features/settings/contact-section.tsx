import { FormField } from '@dhanya/shell';
import { SettingsSection } from './settings-section';

/** How shoppers reach the shop. */
export function ContactSection() {
  return (
    <SettingsSection title="Contact">
      <FormField
        name="whatsappNumber"
        label="WhatsApp number"
        type="tel"
        autoComplete="off"
        placeholder="98450 12345"
        helperText="A 10-digit mobile. Shoppers message you about their order from it; blank hides the links."
      />
    </SettingsSection>
  );
}
