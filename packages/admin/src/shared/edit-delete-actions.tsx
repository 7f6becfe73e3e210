import { Button, cn } from '@dhanya/ui';
import { Pencil, Trash2 } from 'lucide-react';

type EditDeleteActionsProps = {
  /** The item's name, in each button's accessible name: "Edit Rice", "Delete Rice". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Its delete is in flight: the Delete button shows a spinner. */
  deleting: boolean;
  className?: string;
};

/** An item's Edit and Delete buttons, side by side. */
export function EditDeleteActions({ name, onEdit, onDelete, deleting, className }: EditDeleteActionsProps) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-error"
        loading={deleting}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}
