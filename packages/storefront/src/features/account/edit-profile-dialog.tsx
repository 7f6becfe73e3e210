import type { User } from '@dhanya/api';
import { deferredPart, useDeferredPart, usePreloadOnFirstInteraction } from '@dhanya/ui';

export type EditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  onSaved: (updated: User) => void;
};

// The dialog and its form are fetched once the page is in use, not with the profile page.
const panelPart = deferredPart(() => import('./edit-profile-panel'));

/** "Edit Your Profile": Cancel, Escape and the close button all discard what was typed. */
export function EditProfileDialog(props: EditProfileDialogProps) {
  const panel = useDeferredPart(panelPart, props.open);
  usePreloadOnFirstInteraction(panelPart);
  return panel ? <panel.EditProfilePanel {...props} /> : null;
}
