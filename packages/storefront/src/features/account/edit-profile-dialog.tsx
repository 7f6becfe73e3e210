import { type User } from '@dhanya/api';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@dhanya/ui';
import { EditProfileForm } from './edit-profile-form';

type EditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  onSaved: (updated: User) => void;
};

/** "Edit Your Profile": Cancel, Escape and the close button all discard what was typed. */
export function EditProfileDialog({ open, onOpenChange, user, onSaved }: EditProfileDialogProps) {
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
