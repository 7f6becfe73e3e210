import { type CarouselImage, errorMessage } from '@dhanya/api';
import { addCarouselImage, updateCarouselImage } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextArea,
  TextField,
  useToast,
} from '@dhanya/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type CarouselImageDraft, type CarouselImageErrors, carouselImageErrors } from './carousel-images';
import { ImageFileField } from '../../shared/images/image-file-field';

const emptyDraft: CarouselImageDraft = { title: '', description: '', image: null };

type CarouselImageFormProps = {
  /** The image being edited; null adds a new one. */
  editing: CarouselImage | null;
  /** Called after a successful update, or when the admin cancels editing. */
  onDoneEditing: () => void;
};

/**
 * Adds a carousel image (title, description and picture all required, ADMIN-36) or, in edit
 * mode, updates one (the picture is optional, ADMIN-37). A refused submit sends nothing.
 */
export function CarouselImageForm({ editing, onDoneEditing }: CarouselImageFormProps) {
  const [draft, setDraft] = useState<CarouselImageDraft>(emptyDraft);
  const [errors, setErrors] = useState<CarouselImageErrors>({});
  const [saving, setSaving] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const [shownId, setShownId] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  // Choosing Edit (or leaving edit mode) refills the form from the chosen image.
  const editingId = editing?._id ?? null;
  if (editingId !== shownId) {
    setShownId(editingId);
    setDraft(editing ? { title: editing.title, description: editing.description, image: null } : emptyDraft);
    setErrors({});
    setFileKey((key) => key + 1);
  }

  // Edit is chosen in the list: move the keyboard to the form it filled.
  useEffect(() => {
    if (editingId) titleRef.current?.focus();
  }, [editingId]);

  const mode = editing ? 'edit' : 'add';
  const set = (change: Partial<CarouselImageDraft>) => setDraft((current) => ({ ...current, ...change }));

  function clear() {
    setDraft(emptyDraft);
    setErrors({});
    setFileKey((key) => key + 1);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = carouselImageErrors(draft, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.title) titleRef.current?.focus();
      return;
    }
    setSaving(true);
    const form = { title: draft.title.trim(), description: draft.description.trim(), image: draft.image };
    try {
      if (editing) {
        await updateCarouselImage(editing._id, form, mutate);
        toast({ title: 'Image updated', tone: 'success' });
        onDoneEditing();
      } else {
        await addCarouselImage(form, mutate);
        toast({ title: 'Image added', tone: 'success' });
        clear();
      }
    } catch (error) {
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3 id={headingId}>{editing ? 'Edit image' : 'Add an image'}</h3>
        </CardTitle>
        <CardDescription>
          {editing
            ? 'Change the title or description; choose a new picture only to replace the current one.'
            : 'Each image becomes a slide of the home page carousel.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={headingId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            ref={titleRef}
            label="Title"
            name="title"
            required
            value={draft.title}
            error={errors.title}
            onChange={(event) => set({ title: event.target.value })}
          />
          <TextArea
            label="Description"
            name="description"
            required
            rows={3}
            value={draft.description}
            error={errors.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          <ImageFileField
            key={fileKey}
            label="Image"
            required={!editing}
            error={errors.image}
            helperText={editing ? 'Leave empty to keep the current picture.' : undefined}
            onChange={(image) => set({ image })}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>
              {editing ? 'Update image' : 'Add image'}
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
