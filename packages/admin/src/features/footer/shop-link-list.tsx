import { type ShopLink, paths } from '@dhanya/api';
import { useShopLinks } from '@dhanya/api/swr';
import { Chip, EmptyState, ImageWithFallback } from '@dhanya/ui';
import { Link2 } from 'lucide-react';
import { AsyncSection } from '../../shared/async-section';
import { EditDeleteActions } from '../../shared/edit-delete-actions';

type ShopLinkListProps = {
  editingId: string | null;
  deletingId: string | null;
  onEdit: (link: ShopLink) => void;
  onDelete: (link: ShopLink) => void;
};

/** The shop links with title, category and image (ADMIN-31). */
export function ShopLinkList({ editingId, deletingId, onEdit, onDelete }: ShopLinkListProps) {
  const links = useShopLinks();

  return (
    <AsyncSection
      state={links}
      loadingText="Loading shop links…"
      errorText="Failed to load shop links"
      onRetry={() => void links.mutate()}
      empty={
        <EmptyState icon={<Link2 />} title="No shop links yet" description="Create the first one with the form." />
      }
    >
      {(data) => (
        <ul aria-label="Shop links" className="flex flex-col gap-3">
          {data.map((link) => (
            <li
              key={link._id}
              data-editing={link._id === editingId || undefined}
              className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-3 data-[editing]:ring-2 data-[editing]:ring-secondary"
            >
              <ImageWithFallback
                src={link.image ? paths.upload('shoplinks', link.image) : null}
                alt={link.title}
                className="size-16 shrink-0 rounded-md object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <p className="font-medium break-words text-foreground">{link.title}</p>
                <Chip size="sm" tone={link.category === 'collection' ? 'info' : 'success'}>
                  {link.category}
                </Chip>
              </div>
              <EditDeleteActions
                name={link.title}
                onEdit={() => onEdit(link)}
                onDelete={() => onDelete(link)}
                deleting={deletingId === link._id}
              />
            </li>
          ))}
        </ul>
      )}
    </AsyncSection>
  );
}
