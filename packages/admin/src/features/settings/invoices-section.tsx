import { defaultInvoicePrefix } from '@dhanya/api';
import { FormField, useWatch } from '@dhanya/shell';
import { SettingsSection } from './settings-section';

/** "DH/26-27/000123": an invoice number with the prefix as typed, as the server will store it. */
function invoiceNumberExample(typed: unknown): string {
  const prefix = typeof typed === 'string' ? typed.trim().toUpperCase() : '';
  return `${prefix || defaultInvoicePrefix}/26-27/000123`;
}

/** How the shop's invoices are numbered, and where it hears of new orders. */
export function InvoicesSection() {
  const prefix: unknown = useWatch({ name: 'invoicePrefix' });
  return (
    <SettingsSection title="Invoices and e-mails">
      <FormField
        name="invoicePrefix"
        label="Invoice prefix"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        helperText={
          <>
            1 to 3 letters or digits. Invoice numbers look like{' '}
            <span className="whitespace-nowrap">{invoiceNumberExample(prefix)}</span>.
          </>
        }
      />
      <FormField
        name="orderEmail"
        label="Order e-mail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        placeholder="orders@yourshop.in"
        helperText="New orders are e-mailed here; leave blank for none."
      />
    </SettingsSection>
  );
}
