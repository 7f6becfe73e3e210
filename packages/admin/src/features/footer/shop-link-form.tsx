import { type ShopLink, errorMessage } from '@dhanya/api';
import { addShopLink, updateShopLink } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormErrorSummary,
  Select,
  TextField,
  useToast,
} from '@dhanya/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ImageFileField } from '../../shared/images/image-file-field';
import { type ShopLinkDraft, shopLinkCategoryOptions, shopLinkDraftError } from './shop-link-rules';

const emptyDraft: ShopLinkDraft = { title: '', category: 'new-arrival', image: null };

type ShopLinkFormProps = {
  /** The link being updated; null creates a new one. */
  editing: ShopLink | null;
  /** Called after a successful update, or when the admin cancels it: back to create mode. */
  onDoneEditing: () => void;
};

/**
 * Creates a shop link (title and image required, ADMIN-32) or, after "Edit", updates one
 * (title required, image optional, ADMIN-33). A refused submit sends nothing.
 */
export function ShopLinkForm({ editing, onDoneEditing }: ShopLinkFormProps) {
  const [draft, setDraft] = useState<ShopLinkDraft>(emptyDraft);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const [shownId, setShownId] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  // "Edit" (or leaving update mode) refills the form from the chosen link.
  const editingId = editing?._id ?? null;
  if (editingId !== shownId) {
    setShownId(editingId);
    setDraft(editing ? { title: editing.title, category: editing.category, image: null } : emptyDraft);
    setRefusal(null);
    setFileKey((key) => key + 1);
  }
  useEffect(() => {
    if (editingId) titleRef.current?.focus();
  }, [editingId]);

  const mode = editing ? 'update' : 'create';

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = shopLinkDraftError(draft, mode);
    setRefusal(problem);
    if (problem) return;
    setSaving(true);
    const form = { title: draft.title.trim(), category: draft.category, image: draft.image };
    try {
      if (editing) {
        await updateShopLink(editing._id, form, mutate);
        toast({ title: 'Link updated', tone: 'success' });
        onDoneEditing();
      } else {
        await addShopLink(form, mutate);
        toast({ title: 'Link created', tone: 'success' });
        setDraft(emptyDraft);
        setFileKey((key) => key + 1);
      }
    } catch (error) {
      toast({ title: 'Operation failed', description: errorMessage(error, '') || undefined, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h4 id={headingId}>{editing ? 'Update shop link' : 'Create shop link'}</h4>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={headingId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            ref={titleRef}
            label="Title"
            required
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <Select
            label="Category"
            options={shopLinkCategoryOptions}
            value={draft.category}
            onValueChange={(category) => setDraft({ ...draft, category: category as ShopLink['category'] })}
          />
          <ImageFileField
            key={fileKey}
            label="Image"
            required={!editing}
            helperText={editing ? 'Leave empty to keep the current picture.' : undefined}
            onChange={(image) => setDraft((current) => ({ ...current, image }))}
          />
          <FormErrorSummary errors={refusal} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>
              {editing ? 'Update link' : 'Create link'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" disabled={saving} onClick={onDoneEditing}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
