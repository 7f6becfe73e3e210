import { type ReturnPolicy, errorMessage, returnPolicySchema } from '@dhanya/api';
import { useUpdateReturnPolicy } from '@dhanya/api/swr';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextArea, useToast } from '@dhanya/ui';
import { useId } from 'react';

const policyUpdatedMessage = 'Policy Updated Successfully!';

/**
 * The admin's editor under the policy (CONTENT-04, CONTENT-05): a text area filled with the
 * stored policy and "Update Policy". The page shows the stored text as soon as it is saved.
 */
export function ReturnPolicyEditor({ policyText }: { policyText: string }) {
  // A newer stored policy replaces the text only while the admin has not started editing.
  const form = useSchemaForm(returnPolicySchema, {
    values: { policyText },
    resetOptions: { keepDirtyValues: true },
  });
  const { trigger, isMutating } = useUpdateReturnPolicy();
  const { toast } = useToast();
  const titleId = useId();

  async function save({ policyText: text }: ReturnPolicy) {
    try {
      await trigger(text);
      toast({ title: policyUpdatedMessage, tone: 'success', durationMs: 2000 });
    } catch (error) {
      console.error('Return policy update failed', error);
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    }
  }

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
        <SchemaForm form={form} onValid={save} className="flex flex-col gap-4">
          <FormField as={TextArea} name="policyText" label="Policy text" rows={14} required />
          <Button type="submit" loading={isMutating} className="self-start">
            Update Policy
          </Button>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
