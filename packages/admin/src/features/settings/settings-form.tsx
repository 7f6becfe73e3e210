import {
  type ShopSettings,
  type ShopSettingsFormInput,
  errorMessage,
  shopSettingsFormSchema,
  shopSettingsFormValues as formValues,
} from '@dhanya/api';
import { useUpdateShopSettings } from '@dhanya/api/swr';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, Card, CardContent, CardHeader, CardTitle, FormErrorSummary, useToast } from '@dhanya/ui';
import { useId } from 'react';

/**
 * The settings form: the contract's schema checks each field as the server does, so a value
 * it would refuse is named on its field and nothing is sent; Save sends them all and the
 * form then holds what was stored.
 */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useSchemaForm<ShopSettingsFormInput, ShopSettings>(shopSettingsFormSchema, {
    defaultValues: formValues(settings),
  });
  const { trigger: update, isMutating: saving, error } = useUpdateShopSettings();
  const headingId = useId();
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
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>Stock</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} onValid={save} aria-labelledby={headingId} noValidate className="flex flex-col gap-6">
          <fieldset disabled={saving} className="flex flex-col gap-4">
            <FormField
              name="lowStockThreshold"
              label="Low-stock threshold"
              required
              inputMode="numeric"
              autoComplete="off"
              className="[&_input]:max-w-40"
              helperText="A pack with fewer left than this is flagged in the products list. 0 flags only sold-out packs."
            />
          </fieldset>
          <FormErrorSummary
            errors={error ? (reason ? `Saving failed: ${reason}` : 'Saving failed. Please try again.') : null}
          />
          <Button type="submit" loading={saving} className="self-start">
            Save settings
          </Button>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
