import { cn } from '../lib/cn';
import { FieldFrame, controlClassName } from './field';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'children'> & {
  /** The field's label, above the input. */
  label: React.ReactNode;
  /** A hint shown under the input (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** Shown under the input in red; it also marks the input invalid and describes it. */
  error?: React.ReactNode | undefined;
  /** Content after the input inside the frame, e.g. a show/hide toggle. */
  endAdornment?: React.ReactNode | undefined;
};

/**
 * A labelled text field, with helper text, an error and a required mark; the error is tied to the
 * input for screen readers.
 */
export function TextField({
  label,
  helperText,
  error,
  required,
  className,
  endAdornment,
  id,
  ...props
}: TextFieldProps) {
  return (
    <FieldFrame label={label} helperText={helperText} error={error} required={required} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <input
            data-slot="text-field"
            required={required}
            className={cn(controlClassName, 'h-11', endAdornment ? 'pr-12' : undefined)}
            {...control}
            {...props}
          />
          {endAdornment && <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>}
        </div>
      )}
    </FieldFrame>
  );
}
