import { cn } from '../lib/cn';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'children'> & {
  /** The text beside the box; clicking it toggles the box too. */
  label: React.ReactNode;
};

/**
 * A native checkbox with its label as one 44 px target: it works before JavaScript and in a
 * plain form, and a thumb cannot miss it.
 */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      data-slot="checkbox"
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-foreground has-disabled:cursor-not-allowed has-disabled:opacity-60',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed"
        {...props}
      />
      {label}
    </label>
  );
}
