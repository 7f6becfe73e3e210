import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { FieldFrame, controlClassName } from './field';
import type { SelectOption } from './select';

export type NativeSelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  /** The field's label, above the select. */
  label: React.ReactNode;
  /** The choices, in order; disabled ones are shown but cannot be chosen. */
  options: SelectOption[];
  /** A hint shown under the select (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** Shown under the select in red; it also marks the select invalid and describes it. */
  error?: React.ReactNode | undefined;
};

/**
 * The browser's own `<select>` in the field frame: it works before the page's JavaScript has
 * loaded and inside a plain GET form (a sort order, say), and phones show their native
 * picker. `Select` is the richer choice inside an app's forms.
 */
export function NativeSelect({
  label,
  options,
  helperText,
  error,
  required,
  className,
  id,
  ...props
}: NativeSelectProps) {
  return (
    <FieldFrame label={label} helperText={helperText} error={error} required={required} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <select
            data-slot="native-select"
            required={required}
            className={cn(
              controlClassName,
              'h-11 cursor-pointer appearance-none pr-10 [&:read-only:not(button):enabled]:bg-surface',
            )}
            {...control}
            {...props}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </FieldFrame>
  );
}
