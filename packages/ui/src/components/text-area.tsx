import { cn } from '../lib/cn';
import { FieldFrame, controlClassName } from './field';

export type TextAreaProps = Omit<React.ComponentProps<'textarea'>, 'children'> & {
  /** The field's label, above the text area. */
  label: React.ReactNode;
  /** A hint shown under the text area (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** Shown under the text area in red; it also marks it invalid and describes it. */
  error?: React.ReactNode | undefined;
};

/** A labelled multi-line text field, with helper text, an error and a required mark. */
export function TextArea({ label, helperText, error, required, className, id, rows = 4, ...props }: TextAreaProps) {
  return (
    <FieldFrame label={label} helperText={helperText} error={error} required={required} className={className} id={id}>
      {(control) => (
        <textarea
          data-slot="text-area"
          rows={rows}
          required={required}
          className={cn(controlClassName, 'min-h-24 resize-y py-2.5')}
          {...control}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
