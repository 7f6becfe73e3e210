import { type ShopLink, errorMessage } from '@dhanya/api';
import { useAddShopLink, useUpdateShopLink } from '@dhanya/api/swr';
import { FormField, LanguageTabs, FormSelect, useFormState, useSchemaForm } from '@dhanya/shell';
import { FormErrorSummary } from '@dhanya/ui';
import { useId } from 'react';
import { ItemFormCard } from '../../shared/forms/item-form-card';
import { withTranslationsJson } from '../../shared/forms/translations-json';
import type { EditedItemFormProps } from '../../shared/forms/use-focus-on-mount';
import { useEditedItemSave } from '../../shared/forms/use-item-submit';
import { FormImageFileField } from '../../shared/images/form-image-file-field';
import { shopLinkCategoryOptions, shopLinkFormSchemaFor, shopLinkProblem } from './shop-link-rules';

const createSchema = shopLinkFormSchemaFor('create');
const updateSchema = shopLinkFormSchemaFor('update');

/**
 * Creates a shop link (title and image required, ADMIN-32) or, after "Edit", updates one
 * (title required, image optional, ADMIN-33). A refused submit sends nothing.
 */
export function ShopLinkForm({ editing, onDoneEditing }: EditedItemFormProps<ShopLink>) {
  const summaryId = useId();
  const form = useSchemaForm(editing ? updateSchema : createSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      category: editing?.category ?? 'new-arrival',
      image: null,
      translations: { hi: { title: editing?.translations?.hi?.title ?? '' } },
    },
  });
  const save = useEditedItemSave(
    form,
    { editing, onDoneEditing },
    {
      add: useAddShopLink().trigger,
      update: useUpdateShopLink().trigger,
      added: 'Link created',
      updated: 'Link updated',
      failed: (error) => ({ title: 'Operation failed', description: errorMessage(error, '') || undefined }),
    },
  );

  return (
    <ItemFormCard
      form={form}
      onValid={(values) => save(withTranslationsJson(values))}
      heading={editing ? 'Update shop link' : 'Create shop link'}
      headingLevel={4}
      labels="form"
      submitLabel={editing ? 'Update link' : 'Create link'}
      cancel={editing ? { label: 'Cancel', onClick: onDoneEditing } : undefined}
      errorSummaryId={summaryId}
    >
      <LanguageTabs
        label="Title"
        english={<FormField name="title" label="Title" required />}
        translated={{ hi: <FormField name="translations.hi.title" label="Title in Hindi" lang="hi" /> }}
      />
      <FormSelect name="category" label="Category" options={shopLinkCategoryOptions} />
      <FormImageFileField
        name="image"
        label="Image"
        required={!editing}
        helperText={editing ? 'Leave empty to keep the current picture.' : undefined}
      />
      <ShopLinkProblem id={summaryId} creating={!editing} />
    </ItemFormCard>
  );
}

function ShopLinkProblem({ id, creating }: { id: string; creating: boolean }) {
  const { errors } = useFormState();
  const message = (name: string) => {
    const found: unknown = errors[name]?.message;
    return typeof found === 'string' ? found : undefined;
  };
  const messages = { title: message('title'), image: message('image') };
  return <FormErrorSummary id={id} errors={shopLinkProblem(messages, creating ? 'create' : 'update')} />;
}
