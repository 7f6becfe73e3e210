import { type ReturnPolicy, errorMessage, returnPolicySchema } from '@dhanya/api';
import { useReturnPolicyForEditing, useUpdateReturnPolicy } from '@dhanya/api/swr';
import { FormField, LanguageTabs, SchemaForm, useSchemaForm } from '@dhanya/shell';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Spinner,
  TextArea,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';

const policyUpdatedMessage = 'Policy Updated Successfully!';

/**
 * The admin's editor under the policy (CONTENT-04, CONTENT-05): the stored policy in English
 * and, under its tab, in Hindi (issue 34), and "Update Policy". It reads the policy as the
 * admin does, whatever the page's language, so a Hindi page never saves Hindi as the English
 * text. The page shows the stored text as soon as it is saved. Its texts stay English, as the
 * admin's do.
 */
export function ReturnPolicyEditor() {
  const { data, error, mutate } = useReturnPolicyForEditing();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="mt-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Edit the return policy</h2>
        </CardTitle>
        <CardDescription>
          Only admins see this. Leave a blank line between paragraphs; shoppers see the new text as soon as it is saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <PolicyForm stored={data} />
        ) : error ? (
          <ErrorState message="Failed to load the policy for editing" onRetry={() => void mutate()} />
        ) : (
          <Spinner label="Loading the policy…" />
        )}
      </CardContent>
    </Card>
  );
}

function PolicyForm({ stored }: { stored: ReturnPolicy }) {
  // A newer stored policy replaces the texts only while the admin has not started editing.
  const form = useSchemaForm(returnPolicySchema, {
    values: {
      policyText: stored.policyText,
      translations: { ...stored.translations, hi: { policyText: stored.translations?.hi?.policyText ?? '' } },
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { trigger, isMutating } = useUpdateReturnPolicy();
  const { toast } = useToast();

  async function save(policy: ReturnPolicy) {
    try {
      await trigger(policy);
      toast({ title: policyUpdatedMessage, tone: 'success', durationMs: 2000 });
    } catch (error) {
      console.error('Return policy update failed', error);
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    }
  }

  return (
    <SchemaForm form={form} onValid={save} className="flex flex-col gap-4">
      <LanguageTabs
        label="Policy text"
        english={<FormField as={TextArea} name="policyText" label="Policy text" rows={14} required />}
        translated={{
          hi: (
            <FormField
              as={TextArea}
              name="translations.hi.policyText"
              label="Policy text in Hindi"
              rows={14}
              lang="hi"
            />
          ),
        }}
      />
      <Button type="submit" loading={isMutating} className="self-start">
        Update Policy
      </Button>
    </SchemaForm>
  );
}
