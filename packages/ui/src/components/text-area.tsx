import { cn } from '../lib/cn';
import { FieldFrame, controlClassName } from './field';

export type TextAreaProps = Omit<React.ComponentProps<'textarea'>, 'children'> & {
  label: React.ReactNode;
  helperText?: React.ReactNode | undefined;
  error?: React.ReactNode | undefined;
};

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
