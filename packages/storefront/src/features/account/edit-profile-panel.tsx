import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@dhanya/ui';
import type { EditProfileDialogProps } from './edit-profile-dialog';
import { useTexts } from '../../shared/locale';
import { EditProfileForm } from './edit-profile-form';

/** The dialog behind EditProfileDialog. */
export function EditProfilePanel({ open, onOpenChange, user, onSaved }: EditProfileDialogProps) {
  const texts = useTexts().profile;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{texts.editTitle}</DialogTitle>
          <DialogDescription>{texts.editLead}</DialogDescription>
        </DialogHeader>
        <EditProfileForm user={user} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}
