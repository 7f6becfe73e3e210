import type { CarouselImage } from '@dhanya/api';
import { useAddCarouselImage, useUpdateCarouselImage } from '@dhanya/api/swr';
import { FormField, LanguageTabs, useSchemaForm } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import { ItemFormCard } from '../../shared/forms/item-form-card';
import { withTranslationsJson } from '../../shared/forms/translations-json';
import type { EditedItemFormProps } from '../../shared/forms/use-focus-on-mount';
import { useEditedItemSave } from '../../shared/forms/use-item-submit';
import { FormImageFileField } from '../../shared/images/form-image-file-field';
import { carouselImageFormSchemaFor } from './carousel-images';

const addSchema = carouselImageFormSchemaFor('add');
const editSchema = carouselImageFormSchemaFor('edit');

/**
 * Adds a carousel image (title, description and picture all required, ADMIN-36) or, in edit
 * mode, updates one (the picture is optional, ADMIN-37). A refused submit sends nothing.
 */
export function CarouselImageForm({ editing, onDoneEditing }: EditedItemFormProps<CarouselImage>) {
  const form = useSchemaForm(editing ? editSchema : addSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      image: null,
      translations: {
        hi: {
          title: editing?.translations?.hi?.title ?? '',
          description: editing?.translations?.hi?.description ?? '',
        },
      },
    },
  });
  const save = useEditedItemSave(
    form,
    { editing, onDoneEditing },
    {
      add: useAddCarouselImage().trigger,
      update: useUpdateCarouselImage().trigger,
      added: 'Image added',
      updated: 'Image updated',
    },
  );

  return (
    <ItemFormCard
      form={form}
      onValid={(values) => save(withTranslationsJson(values))}
      heading={editing ? 'Edit image' : 'Add an image'}
      description={
        editing
          ? 'Change the title or description; choose a new picture only to replace the current one.'
          : 'Each image becomes a slide of the home page carousel.'
      }
      labels="form"
      submitLabel={editing ? 'Update image' : 'Add image'}
      cancel={editing ? { label: 'Cancel', onClick: onDoneEditing } : undefined}
    >
      <LanguageTabs
        label="Title and description"
        english={
          <>
            <FormField name="title" label="Title" required />
            <FormField as={TextArea} name="description" label="Description" required rows={3} />
          </>
        }
        translated={{
          hi: (
            <>
              <FormField name="translations.hi.title" label="Title in Hindi" lang="hi" />
              <FormField
                as={TextArea}
                name="translations.hi.description"
                label="Description in Hindi"
                rows={3}
                lang="hi"
              />
            </>
          ),
        }}
      />
      <FormImageFileField
        name="image"
        label="Image"
        required={!editing}
        helperText={editing ? 'Leave empty to keep the current picture.' : undefined}
      />
    </ItemFormCard>
  );
}
