import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@dhanya/ui';
import { type EditProfileDialogProps } from './edit-profile-dialog';
import { EditProfileForm } from './edit-profile-form';

/** The dialog behind EditProfileDialog. */
export function EditProfilePanel({ open, onOpenChange, user, onSaved }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Your Profile</DialogTitle>
          <DialogDescription>Change your details and choose Save.</DialogDescription>
        </DialogHeader>
        <EditProfileForm user={user} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}
