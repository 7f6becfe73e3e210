import type { ShopLink } from '@dhanya/api';
import { useDeleteShopLink } from '@dhanya/api/swr';
import { useId, useState } from 'react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { ShopLinkForm } from './shop-link-form';
import { ShopLinkList } from './shop-link-list';

/**
 * "Manage Shop Links" (ADMIN-31..34): the links beside a form that switches between create and
 * update; deleting asks first and answers "Link deleted" or "Delete failed".
 */
export function ShopLinksSection() {
  const [editing, setEditing] = useState<ShopLink | null>(null);
  const headingId = useId();
  const { trigger: deleteShopLink } = useDeleteShopLink();
  const deletion = useConfirmedAction<ShopLink>({
    run: (link) => deleteShopLink(link._id),
    question: 'Delete this shop link?',
    explain: (link) => `"${link.title}" will be removed from the storefront.`,
    confirmLabel: 'Delete',
    done: 'Link deleted',
    failed: () => ({ title: 'Delete failed' }),
    onDone: (link) => setEditing((current) => (current?._id === link._id ? null : current)),
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-semibold text-foreground">
        Manage Shop Links
      </h3>
      <div className="grid grid-cols-1 items-start gap-6 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ShopLinkForm key={editing?._id ?? 'create'} editing={editing} onDoneEditing={() => setEditing(null)} />
        <ShopLinkList
          editingId={editing?._id ?? null}
          deletingId={deletion.pendingId}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      </div>
      {deletion.dialog}
    </section>
  );
}
