import { type Footer, errorMessage } from '@dhanya/api';
import { useUpdateFooter } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormErrorSummary,
  TextArea,
  TextField,
  useToast,
} from '@dhanya/ui';
import { useId, useState } from 'react';
import { trimFooter } from './footer-draft';
import { LegalLinksEditor } from './legal-links-editor';

type Company = Omit<Footer, 'socialLinks' | 'legalLinks'>;
type Social = keyof Footer['socialLinks'];

const socialFields: { key: Social; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
];

const legendClass = 'mb-3 text-base font-semibold text-foreground';

/**
 * The storefront footer's details, social links and legal links (ADMIN-28, ADMIN-29); Save
 * sends the whole footer (ADMIN-30). The server checks the links: its message is shown.
 */
export function FooterForm({ footer }: { footer: Footer }) {
  const [draft, setDraft] = useState<Footer>(footer);
  const { trigger: updateFooter, isMutating: saving } = useUpdateFooter();
  const [saveError, setSaveError] = useState<string | null>(null);
  const headingId = useId();
  const { toast } = useToast();

  const setCompany = (key: keyof Company) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const setSocial = (key: Social) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, socialLinks: { ...current.socialLinks, [key]: event.target.value } }));

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaveError(null);
    try {
      setDraft(await updateFooter(trimFooter(draft)));
      toast({ title: 'Footer updated successfully', tone: 'success' });
    } catch (error) {
      const reason = errorMessage(error, '');
      setSaveError(reason ? `Update failed: ${reason}` : 'Update failed. Please try again.');
      toast({ title: 'Update failed', description: reason || undefined, tone: 'error' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>Footer details</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={headingId} noValidate onSubmit={save} className="flex flex-col gap-6">
          <fieldset disabled={saving} className="grid gap-4 min-[640px]:grid-cols-2">
            <legend className={legendClass}>Company</legend>
            <TextField label="Company name" value={draft.companyName} onChange={setCompany('companyName')} />
            <TextField label="Tagline" value={draft.companyTagline} onChange={setCompany('companyTagline')} />
            <TextArea
              label="Address"
              rows={2}
              className="min-[640px]:col-span-2"
              value={draft.address}
              onChange={setCompany('address')}
            />
            <TextField label="Email" type="email" value={draft.email} onChange={setCompany('email')} />
            <TextField label="Phone" type="tel" value={draft.phone} onChange={setCompany('phone')} />
          </fieldset>
          <fieldset disabled={saving} className="grid gap-4 min-[640px]:grid-cols-2">
            <legend className={legendClass}>Social links</legend>
            {socialFields.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                type="url"
                placeholder="https://…"
                value={draft.socialLinks[key]}
                onChange={setSocial(key)}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend className={legendClass}>Legal links</legend>
            <LegalLinksEditor
              links={draft.legalLinks}
              disabled={saving}
              onChange={(legalLinks) => setDraft((current) => ({ ...current, legalLinks }))}
            />
          </fieldset>
          <FormErrorSummary errors={saveError} />
          <Button type="submit" loading={saving} className="self-start">
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
