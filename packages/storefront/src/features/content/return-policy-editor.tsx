import { errorMessage } from '@dhanya/api';
import { updateReturnPolicy } from '@dhanya/api/swr';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextArea, useToast } from '@dhanya/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';

export const policyUpdatedMessage = 'Policy Updated Successfully!';

/**
 * The admin's editor under the policy (CONTENT-04, CONTENT-05): a text area filled with the
 * stored policy and "Update Policy". The page shows the stored text as soon as it is saved.
 */
export function ReturnPolicyEditor({ policyText }: { policyText: string }) {
  const [text, setText] = useState(policyText);
  const [shown, setShown] = useState(policyText);
  const [saving, setSaving] = useState(false);
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const titleId = useId();

  // A newer stored policy replaces the text only while the admin has not started editing.
  if (policyText !== shown) {
    setShown(policyText);
    if (text === shown) setText(policyText);
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await updateReturnPolicy(text, mutate);
      toast({ title: policyUpdatedMessage, tone: 'success', durationMs: 2000 });
    } catch (error) {
      console.error('Return policy update failed', error);
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    } finally {
      setSaving(false);
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
        <form onSubmit={save} className="flex flex-col gap-4">
          <TextArea
            label="Policy text"
            name="policyText"
            rows={14}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" loading={saving} className="self-start">
            Update Policy
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
