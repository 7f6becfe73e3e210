import { cn } from '../lib/cn';
import { FieldFrame, controlClassName } from './field';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'children'> & {
  label: React.ReactNode;
  helperText?: React.ReactNode | undefined;
  error?: React.ReactNode | undefined;
  /** Content after the input inside the frame, e.g. a show/hide toggle. */
  endAdornment?: React.ReactNode | undefined;
};

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
