import { type Category, errorMessage, paths } from '@dhanya/api';
import { useCategories } from '@dhanya/api/swr';
import { AlertDialog, Button, Chip, DataTable, type DataTableColumn, ImageWithFallback } from '@dhanya/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useCategoryDeletion } from './use-category-deletion';
import { categoryMessages } from './validate-category';

type CategoryListProps = {
  editingId: string | null;
  onEdit: (category: Category) => void;
  onDeleted: (id: string) => void;
};

/** Every category with its picture (ADMIN-07), and Edit and Delete on each row. */
export function CategoryList({ editingId, onEdit, onDeleted }: CategoryListProps) {
  const { data, error, isLoading, mutate } = useCategories();
  const deletion = useCategoryDeletion(onDeleted);

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
            loading={deletion.deletingId === category._id}
            disabled={deletion.deletingId !== null}
          >
            <Trash2 aria-hidden />
            Delete<span className="sr-only"> {category.name}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="All categories"
        columns={columns}
        rows={data ?? []}
        getRowId={(category) => category._id}
        loading={isLoading}
        loadingText="Loading categories…"
        error={Boolean(error) && !data}
        errorText={errorMessage(error, categoryMessages.loadFailed)}
        onRetry={() => void mutate()}
        emptyText="No categories yet. Add the first one with the form."
      />
      <AlertDialog
        open={deletion.open}
        onOpenChange={deletion.setOpen}
        title={categoryMessages.confirmDelete}
        description={deletion.target ? `"${deletion.target.name}" will be removed from the shop.` : undefined}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void deletion.confirm()}
      />
    </>
  );
}
