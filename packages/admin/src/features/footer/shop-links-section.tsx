import { type ShopLink } from '@dhanya/api';
import { deleteShopLink } from '@dhanya/api/swr';
import { AlertDialog, useToast } from '@dhanya/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ShopLinkForm } from './shop-link-form';
import { ShopLinkList } from './shop-link-list';

/**
 * "Manage Shop Links" (ADMIN-31..34): the links beside a form that switches between create and
 * update; deleting asks first and answers "Link deleted" or "Delete failed".
 */
export function ShopLinksSection() {
  const [editing, setEditing] = useState<ShopLink | null>(null);
  const [confirming, setConfirming] = useState<ShopLink | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  async function remove(link: ShopLink) {
    setDeletingId(link._id);
    try {
      await deleteShopLink(link._id, mutate);
      toast({ title: 'Link deleted', tone: 'success' });
      setEditing((current) => (current?._id === link._id ? null : current));
    } catch {
      toast({ title: 'Delete failed', tone: 'error' });
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-semibold text-foreground">
        Manage Shop Links
      </h3>
      <div className="grid items-start gap-6 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ShopLinkForm editing={editing} onDoneEditing={() => setEditing(null)} />
        <ShopLinkList
          editingId={editing?._id ?? null}
          deletingId={deletingId}
          onEdit={setEditing}
          onDelete={setConfirming}
        />
      </div>
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this shop link?"
        description={confirming ? `"${confirming.title}" will be removed from the storefront.` : undefined}
        confirmLabel="Delete"
        destructive
        onConfirm={() => confirming && void remove(confirming)}
      />
    </section>
  );
}
