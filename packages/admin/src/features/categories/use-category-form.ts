import { type Category, errorMessage } from '@dhanya/api';
import { addCategory, updateCategory } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useImageChoice } from '../../shared/images/use-image-choice';
import { categoryMessages, categoryNameProblem } from './validate-category';

/**
 * The add/edit form's state and submit (ADMIN-08, ADMIN-09). With a `category` the submit
 * updates it; `onSaved` then lets the tab put an empty add form in its place.
 */
export function useCategoryForm(category: Category | null, onSaved: () => void, focusName: () => void) {
  const [name, setName] = useState(category?.name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [imageError, setImageError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const image = useImageChoice();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = categoryNameProblem(name);
    setNameError(problem);
    if (problem) {
      focusName();
      return;
    }
    setSaving(true);
    const form = { name: name.trim(), image: image.file };
    try {
      if (category) await updateCategory(category._id, form, mutate);
      else await addCategory(form, mutate);
    } catch (error) {
      toast({ title: errorMessage(error, categoryMessages.failed), tone: 'error' });
      setSaving(false);
      return;
    }
    toast({ title: category ? categoryMessages.updated : categoryMessages.added, tone: 'success' });
    onSaved();
  }

  return {
    name,
    setName: (value: string) => {
      setName(value);
      if (nameError) setNameError(categoryNameProblem(value));
    },
    nameError,
    image,
    imageError,
    setImageError,
    saving,
    submit,
  };
}
