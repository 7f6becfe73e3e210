import { useId } from 'react';
import { cn } from '../lib/cn';

/** Shared frame of every form field: label, control, helper text and error, wired for ARIA. */
export type FieldFrameProps = {
  /** The field's label, above the control. */
  label: React.ReactNode;
  /** A hint shown under the control (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** Shown under the control in red; it also marks the control invalid and describes it. */
  error?: React.ReactNode | undefined;
  /** Adds a red `*` after the label, hidden from screen readers: the control must say it is required. */
  required?: boolean | undefined;
  /** Classes for the field's outer wrapper. */
  className?: string | undefined;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: {
    /** The id the control must carry: the label points to it. */
    id: string;
    /** The ids of the error and helper text, when there are any. */
    'aria-describedby': string | undefined;
    /** `true` while the field has an error. */
    'aria-invalid': true | undefined;
  }) => React.ReactNode;
  /** The control's id, which the label points to; generated when not given. */
  id?: string | undefined;
  /** The label's id, for a control that names itself with `aria-labelledby` (a combobox's listbox). */
  labelId?: string | undefined;
};

/**
 * The frame every form field shares: its label (with a required mark), the control, the helper
 * text and the error, wired together with ids.
 */
export function FieldFrame({ label, helperText, error, required, className, children, id, labelId }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const helperId = helperText ? `${controlId}-helper` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label id={labelId} htmlFor={controlId} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden className="text-error">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} data-slot="field-error" className="text-sm text-error">
          {error}
        </p>
      )}
      {helperText && (
        <p id={helperId} data-slot="field-helper" className="text-xs text-muted-foreground">
          {helperText}
        </p>
      )}
    </div>
  );
}

// `:read-only` matches every non-editable element, a Select's trigger button included: only
// read-only inputs and text areas are greyed (NativeSelect undoes it for its <select>).
export const controlClassName =
  'w-full rounded-card border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted-foreground transition-colors outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-secondary aria-invalid:border-error disabled:cursor-not-allowed disabled:bg-muted [&:read-only:not(button)]:bg-muted';
