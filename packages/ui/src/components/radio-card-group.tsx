import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type RadioCardOption = { value: string; label: React.ReactNode; disabled?: boolean };

export type RadioCardGroupProps = {
  /** Names the group: shown above the cards and announced with it. */
  legend: React.ReactNode;
  options: readonly RadioCardOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** Submitted with native forms under this name. */
  name?: string;
  className?: string;
  /** The cards' grid, e.g. 'sm:grid-cols-3'. */
  gridClassName?: string;
};

/**
 * A choice of one among a few options, each a card with a radio (Radix RadioGroup: arrow
 * keys move between the cards, the chosen card is outlined).
 */
export function RadioCardGroup({
  legend,
  options,
  value,
  onValueChange,
  name,
  className,
  gridClassName,
}: RadioCardGroupProps) {
  const legendId = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
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
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm text-foreground transition-colors hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-secondary"
          >
            <RadioGroup.Item
              value={option.value}
              disabled={option.disabled}
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface outline-none"
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
