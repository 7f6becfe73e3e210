import { type Footer, errorMessage, footerSchema } from '@dhanya/api';
import { useUpdateFooter } from '@dhanya/api/swr';
import { FormField, LanguageTabs, SchemaForm, useController, useSchemaForm } from '@dhanya/shell';
import { Button, Card, CardContent, CardHeader, CardTitle, FormErrorSummary, TextArea, useToast } from '@dhanya/ui';
import { useId } from 'react';
import { LegalLinksEditor } from './legal-links-editor';

const socialFields = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

const legendClass = 'mb-3 text-base font-semibold text-foreground';

/**
 * The storefront footer's details, social links and legal links (ADMIN-28, ADMIN-29); Save
 * sends the whole footer (ADMIN-30) once the contract's `footerSchema` accepts it, so a link
 * the server would refuse is named on its field. A refusal from the server is shown too.
 */
export function FooterForm({ footer }: { footer: Footer }) {
  const form = useSchemaForm(footerSchema, { defaultValues: withHindiFields(footer) });
  const { field: legalLinks, fieldState: legalLinksState } = useController({
    control: form.control,
    name: 'legalLinks',
  });
  const { trigger: updateFooter, isMutating: saving, error } = useUpdateFooter();
  const headingId = useId();
  const { toast } = useToast();

  async function save(values: Footer) {
    try {
      form.reset(await updateFooter(values));
      toast({ title: 'Footer updated successfully', tone: 'success' });
    } catch (failure) {
      toast({ title: 'Update failed', description: errorMessage(failure, '') || undefined, tone: 'error' });
    }
  }

  const reason = error ? errorMessage(error, '') : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>Footer details</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} onValid={save} aria-labelledby={headingId} noValidate className="flex flex-col gap-6">
          <fieldset disabled={saving} className="grid gap-4 min-[640px]:grid-cols-2">
            <legend className={legendClass}>Company</legend>
            <div className="min-[640px]:col-span-2">
              <LanguageTabs
                label="Company name, tagline and address"
                english={<CompanyFields />}
                translated={{ hi: <CompanyFields language="hi" /> }}
              />
            </div>
            <FormField name="email" label="Email" type="email" />
            <FormField name="phone" label="Phone" type="tel" />
          </fieldset>
          <fieldset disabled={saving} className="grid gap-4 min-[640px]:grid-cols-2">
            <legend className={legendClass}>Social links</legend>
            {socialFields.map(({ key, label }) => (
              <FormField key={key} name={`socialLinks.${key}`} label={label} type="url" placeholder="https://…" />
            ))}
          </fieldset>
          <fieldset>
            <legend className={legendClass}>Legal links</legend>
            <LegalLinksEditor
              links={legalLinks.value}
              disabled={saving}
              error={legalLinksState.error?.message}
              onChange={legalLinks.onChange}
            />
          </fieldset>
          <FormErrorSummary
            errors={error ? (reason ? `Update failed: ${reason}` : 'Update failed. Please try again.') : null}
          />
          <Button type="submit" loading={saving} className="self-start">
            Save
          </Button>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

/** The footer's translatable texts, in English or, under their tab, in another language. */
function CompanyFields({ language }: { language?: 'hi' }) {
  const name = (field: string) => (language ? `translations.${language}.${field}` : field);
  const label = (text: string) => (language ? `${text} in Hindi` : text);
  return (
    <>
      <FormField name={name('companyName')} label={label('Company name')} lang={language} />
      <FormField name={name('companyTagline')} label={label('Tagline')} lang={language} />
      <FormField as={TextArea} name={name('address')} label={label('Address')} rows={2} lang={language} />
    </>
  );
}

/**
 * The footer with its Hindi company texts as fields the form controls (blank where none is
 * written yet); other Hindi texts stored with it (its legal links) are kept as they are.
 */
function withHindiFields(footer: Footer): Footer {
  const hindi = footer.translations?.hi;
  return {
    ...footer,
    translations: {
      ...footer.translations,
      hi: {
        ...hindi,
        companyName: hindi?.companyName ?? '',
        companyTagline: hindi?.companyTagline ?? '',
        address: hindi?.address ?? '',
      },
    },
  };
}
