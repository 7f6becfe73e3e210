import { type Lead, type LeadRequest, errorMessage, leadRequestSchema } from '@dhanya/api';
import { useUpdateLead } from '@dhanya/api/swr';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextArea,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';

type LeadEditDialogProps = {
  /** The lead being edited; null keeps the dialog closed. */
  lead: Lead | null;
  onClose: () => void;
};

/**
 * The edit dialog of a lead, pre-filled with it (ADMIN-40): name and email are required (the
 * browser's own checks, as on the lead form); saving sends PUT /api/lead/{id} (ADMIN-44).
 */
export function LeadEditDialog({ lead, onClose }: LeadEditDialogProps) {
  const { trigger: updateLead, isMutating: saving } = useUpdateLead();
  const formId = useId();
  const { toast } = useToast();

  async function save(values: LeadRequest) {
    if (!lead) return;
    try {
      await updateLead({ id: lead._id, lead: values });
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
        {lead && <LeadForm key={lead._id} id={formId} lead={lead} onValid={save} />}
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

type LeadFormProps = { id: string; lead: Lead; onValid: (values: LeadRequest) => Promise<void> };

/** The lead's fields, on the schema the server checks the update with (SERVER-23). */
function LeadForm({ id, lead, onValid }: LeadFormProps) {
  const { name, email, phone, message } = lead;
  const form = useSchemaForm(leadRequestSchema, { defaultValues: { name, email, phone, message } });
  return (
    <SchemaForm form={form} id={id} onValid={onValid} className="flex flex-col gap-4">
      <FormField name="name" label="Name" autoComplete="off" required />
      <FormField name="email" label="Email" type="email" autoComplete="off" required />
      <FormField name="phone" label="Phone" type="tel" autoComplete="off" />
      <FormField as={TextArea} name="message" label="Message" rows={4} />
    </SchemaForm>
  );
}
