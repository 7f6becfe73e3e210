import { FormField } from '@dhanya/shell';
import { SettingsSection } from './settings-section';

/** What the products list flags as running low. */
export function StockSection() {
  return (
    <SettingsSection title="Stock">
      <FormField
        name="lowStockThreshold"
        label="Low-stock threshold"
        required
        inputMode="numeric"
        autoComplete="off"
        helperText="A pack with fewer left than this is flagged in the products list. 0 flags only sold-out packs."
      />
    </SettingsSection>
  );
}
