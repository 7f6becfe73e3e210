import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useLabels } from '../provider/dhanya-provider';
import { TextField, type TextFieldProps } from './text-field';
import type { LabelOverrides } from '../lib/labels';

export type PasswordFieldLabels = {
  /** The eye button's name while the password is hidden. */
  show: string;
  /** Its name while the password shows. */
  hide: string;
};

const defaultLabels: PasswordFieldLabels = { show: 'Show password', hide: 'Hide password' };

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** The show/hide button's names, each defaulting to the spec's. */
  labels?: LabelOverrides<PasswordFieldLabels> | undefined;
};

/** A TextField for passwords, with a button that shows or hides what was typed. */
export function PasswordField({ labels: labelOverrides, ...props }: PasswordFieldProps) {
  const labels = useLabels('PasswordField', defaultLabels, labelOverrides);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      {...props}
      endAdornment={
        <button
          type="button"
          data-slot="password-toggle"
          aria-label={visible ? labels.hide : labels.show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
