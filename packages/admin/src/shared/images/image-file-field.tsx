import { cn } from '@dhanya/ui';
import { useId } from 'react';

export type ImageFileFieldProps = {
  label: string;
  /** Called with the chosen picture, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Set by a form that names the problem in its summary instead of under the field. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A labelled picture chooser with the same label, error and helper wiring as the ui fields.
 * The parent clears it by changing its `key` (a file input's value cannot be set).
 */
export function ImageFileField({
  label,
  onChange,
  error,
  helperText,
  required,
  disabled,
  className,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: ImageFileFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden className="text-error">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={[errorId, describedBy, helperId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="w-full cursor-pointer rounded-card border border-border bg-surface px-3 py-2 text-sm text-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-secondary focus-visible:outline-none aria-invalid:border-error disabled:cursor-not-allowed"
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
      {helperText && (
        <p id={helperId} className="text-xs text-muted-foreground">
          {helperText}
        </p>
      )}
    </div>
  );
}
