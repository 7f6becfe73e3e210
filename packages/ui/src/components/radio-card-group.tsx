import * as RadioGroup from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type RadioCardOption = { value: string; label: React.ReactNode; disabled?: boolean };

export type RadioCardGroupProps = Omit<React.ComponentProps<'fieldset'>, 'children' | 'onChange' | 'defaultValue'> & {
  /** Names the group: shown above the cards and announced with it. */
  legend: React.ReactNode;
  /** The cards, in order; disabled ones are shown but cannot be chosen. */
  options: readonly RadioCardOption[];
  /** The chosen option's `value`; the group is always controlled ('' for none). */
  value: string;
  /** Called with the `value` of the card the user chooses. */
  onValueChange: (value: string) => void;
  /** Submitted with native forms under this name. */
  name?: string | undefined;
  /** The cards' grid, e.g. 'sm:grid-cols-3'. */
  gridClassName?: string | undefined;
};

const radioCardVariants = cva(
  'flex min-h-11 items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm text-foreground transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-secondary',
  {
    variants: {
      // A card that cannot be chosen keeps its text readable (fading would fail contrast):
      // its dashed edge and its cursor say so, and its radio is disabled for screen readers.
      disabled: { true: 'cursor-not-allowed border-dashed bg-muted/40', false: 'cursor-pointer hover:bg-muted' },
    },
    defaultVariants: { disabled: false },
  },
);

/**
 * A choice of one among a few options, each a card with a radio (Radix RadioGroup: arrow
 * keys move between the cards, skipping disabled ones; the chosen card is outlined).
 */
export function RadioCardGroup({
  legend,
  options,
  value,
  onValueChange,
  name,
  className,
  gridClassName,
  ...props
}: RadioCardGroupProps) {
  const legendId = useId();
  return (
    <fieldset data-slot="radio-card-group" className={cn('flex flex-col gap-2', className)} {...props}>
      <legend id={legendId} className="mb-2 text-sm font-medium text-foreground">
        {legend}
      </legend>
      <RadioGroup.Root
        name={name}
        aria-labelledby={legendId}
        value={value}
        onValueChange={onValueChange}
        className={cn('grid gap-2', gridClassName)}
      >
        {options.map((option) => (
          <label
            key={option.value}
            data-slot="radio-card"
            data-state={value === option.value ? 'checked' : 'unchecked'}
            data-disabled={option.disabled || undefined}
            className={radioCardVariants({ disabled: option.disabled ?? false })}
          >
            <RadioGroup.Item
              value={option.value}
              disabled={option.disabled}
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface outline-none disabled:border-muted-foreground"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadioGroup.Item>
            {option.label}
          </label>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
