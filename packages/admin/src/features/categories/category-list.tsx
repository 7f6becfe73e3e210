import { type Category, errorMessage, lacksTranslation, paths } from '@dhanya/api';
import { useCategories, useDeleteCategory } from '@dhanya/api/swr';
import { Button, Chip, DataTable, type DataTableColumn, ImageWithFallback } from '@dhanya/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { UntranslatedFilter } from '../../shared/untranslated-filter';
import { categoryMessages } from './category-messages';

type CategoryListProps = {
  editingId: string | null;
  onEdit: (category: Category) => void;
  onDeleted: (id: string) => void;
};

/** Every category with its picture (ADMIN-07), and Edit and Delete on each row. */
export function CategoryList({ editingId, onEdit, onDeleted }: CategoryListProps) {
  const { data, error, isLoading, mutate } = useCategories();
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const untranslated = data?.filter((category) => lacksTranslation(category, ['name'], 'hi'));
  const shown = untranslatedOnly ? untranslated : data;
  const { trigger: deleteCategory } = useDeleteCategory();
  // Delete asks first (ADMIN-10); the server may refuse one that still has products (ADMIN-41).
  const deletion = useConfirmedAction<Category>({
    run: (category) => deleteCategory(category._id),
    question: categoryMessages.confirmDelete,
    explain: (category) => `"${category.name}" will be removed from the shop.`,
    confirmLabel: 'Delete',
    done: categoryMessages.deleted,
    failed: (error) => ({ title: errorMessage(error, categoryMessages.failed) }),
    onDone: (category) => onDeleted(category._id),
  });

  const columns: DataTableColumn<Category>[] = [
    {
      key: 'image',
      header: 'Image',
      className: 'w-20',
      cell: (category) => (
        <ImageWithFallback
          src={category.image ? paths.upload('category', category.image) : null}
          alt={category.name}
          className="size-12 rounded-full object-cover"
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      cell: (category) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{category.name}</span>
          {category.translations?.hi?.name && (
            <span lang="hi" className="text-sm text-muted-foreground">
              {category.translations.hi.name}
            </span>
          )}
          {category._id === editingId && (
            <Chip tone="info" size="sm">
              Editing
            </Chip>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'w-1 text-right',
      cell: (category) => (
        <span className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit(category)}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> {category.name}</span>
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => deletion.ask(category)}
            loading={deletion.pendingId === category._id}
            disabled={deletion.pendingId !== null}
          >
            <Trash2 aria-hidden />
            Delete<span className="sr-only"> {category.name}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <UntranslatedFilter
        noun="categories"
        count={untranslated?.length}
        checked={untranslatedOnly}
        onChange={setUntranslatedOnly}
      />
      <DataTable
        caption="All categories"
        columns={columns}
        rows={shown ?? []}
        getRowId={(category) => category._id}
        loading={isLoading}
        error={Boolean(error) && !data}
        onRetry={() => void mutate()}
        labels={{
          loading: 'Loading categories…',
          error: errorMessage(error, categoryMessages.loadFailed),
          empty: untranslatedOnly
            ? 'Every category is in Hindi.'
            : 'No categories yet. Add the first one with the form.',
        }}
      />
      {deletion.dialog}
    </div>
  );
}
