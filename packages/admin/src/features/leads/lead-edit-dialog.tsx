import { type Lead, errorMessage } from '@dhanya/api';
import { useUpdateLead } from '@dhanya/api/swr';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextArea,
  TextField,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';

type LeadEditDialogProps = {
  /** The lead being edited; null keeps the dialog closed. */
  lead: Lead | null;
  onClose: () => void;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The edit dialog of a lead, pre-filled with it (ADMIN-40): name and email are required (the
 * browser's own checks, as on the lead form); saving sends PUT /api/lead/{id} (ADMIN-44).
 */
export function LeadEditDialog({ lead, onClose }: LeadEditDialogProps) {
  const { trigger: updateLead, isMutating: saving } = useUpdateLead();
  const formId = useId();
  const { toast } = useToast();

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lead || saving) return;
    const values = new FormData(event.currentTarget);
    try {
      await updateLead({
        id: lead._id,
        lead: {
          name: text(values, 'name').trim(),
          email: text(values, 'email').trim(),
          phone: text(values, 'phone').trim(),
          message: text(values, 'message').trim(),
        },
      });
      toast({ title: 'Lead updated', tone: 'success' });
      onClose();
    } catch (error) {
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    }
  }

  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit lead</DialogTitle>
          <DialogDescription>Correct the details of this enquiry. Name and email are required.</DialogDescription>
        </DialogHeader>
        {lead && (
          <form id={formId} onSubmit={save} className="flex flex-col gap-4">
            <TextField label="Name" name="name" autoComplete="off" required defaultValue={lead.name} />
            <TextField label="Email" name="email" type="email" autoComplete="off" required defaultValue={lead.email} />
            <TextField label="Phone" name="phone" type="tel" autoComplete="off" defaultValue={lead.phone} />
            <TextArea label="Message" name="message" rows={4} defaultValue={lead.message} />
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
