import {
  type ShopSettings,
  type ShopSettingsFormInput,
  errorMessage,
  shopSettingsFormSchema,
  shopSettingsFormValues as formValues,
} from '@dhanya/api';
import { useUpdateShopSettings } from '@dhanya/api/swr';
import { SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, FormErrorSummary, useToast } from '@dhanya/ui';
import { BusinessSection } from './business-section';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { InvoicesSection } from './invoices-section';
import { StockSection } from './stock-section';
import { UpiSection } from './upi-section';

/**
 * The settings form, a card per section: the contract's schema checks each field as the
 * server does, so a value it would refuse is named on its field and nothing is sent; Save
 * sends them all and the form then holds what was stored.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useSchemaForm<ShopSettingsFormInput, ShopSettings>(shopSettingsFormSchema, {
    defaultValues: formValues(settings),
  });
  const { trigger: update, isMutating: saving, error } = useUpdateShopSettings();
  const { toast } = useToast();

  async function save(values: ShopSettings) {
    try {
      form.reset(formValues(await update(values)));
      toast({ title: 'Settings saved', tone: 'success' });
    } catch (failure) {
      toast({ title: 'Saving failed', description: errorMessage(failure, '') || undefined, tone: 'error' });
    }
  }

  const reason = error ? errorMessage(error, '') : '';
  return (
    <SchemaForm
      form={form}
      onValid={save}
      aria-label="Shop settings"
      noValidate
      className="flex max-w-3xl flex-col gap-6"
    >
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-6">
        <BusinessSection />
        <InvoicesSection />
        <UpiSection />
        <DeliverySection />
        <ContactSection />
        <StockSection />
      </fieldset>
      <FormErrorSummary
        errors={error ? (reason ? `Saving failed: ${reason}` : 'Saving failed. Please try again.') : null}
      />
      <Button type="submit" loading={saving} className="self-start">
        Save settings
      </Button>
    </SchemaForm>
  );
}
