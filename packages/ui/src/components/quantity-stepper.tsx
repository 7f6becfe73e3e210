import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { useControllableState } from '../lib/use-controllable-state';
import type { LabelOverrides } from '../lib/labels';

/** A quantity is never below 1, whatever `min` a caller passes (CART-16, CATALOG-05). */
export const MIN_QUANTITY = 1;

export type QuantityBounds = { min?: number | undefined; max?: number | undefined };

/**
 * Reads what a shopper typed as a quantity: a whole number of at least `min` (never below 1).
 * Above `max` it is capped at `max`. Empty, zero, negative or fractional input gives `null`.
 */
export function parseQuantity(raw: string, { min = MIN_QUANTITY, max }: QuantityBounds = {}): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  if (quantity < Math.max(min, MIN_QUANTITY)) return null;
  return max !== undefined && quantity > max ? max : quantity;
}

/** Whether a step or edit to `next` may be reported: never 0 or less, never out of bounds. */
export function isAcceptableQuantity(next: number, { min = MIN_QUANTITY, max }: QuantityBounds = {}): boolean {
  return Number.isInteger(next) && next >= Math.max(min, MIN_QUANTITY) && (max === undefined || next <= max);
}

export type QuantityStepperProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The quantity, to control the stepper from outside (with `onChange`). */
  value?: number | undefined;
  /** Where an uncontrolled stepper starts: 1 unless given. */
  defaultValue?: number | undefined;
  /** Called with the next quantity; never with 0 or less, nor above `max`. */
  onChange?: ((next: number) => void) | undefined;
  /** The lowest quantity the stepper allows; 1 by default, and never below 1. */
  min?: number | undefined;
  /** Usually the stock left. */
  max?: number | undefined;
  /** Disables both buttons and the input, e.g. while an update is in flight. Default `false`. */
  disabled?: boolean | undefined;
  /** Accessible name of the whole stepper, e.g. "Quantity for Sona Masoori Rice". */
  label?: string | undefined;
  /** The names of its parts, each defaulting to the spec's. */
  labels?: LabelOverrides<QuantityStepperLabels> | undefined;
  /** Name of the input, for native form submission. */
  name?: string | undefined;
};

export type QuantityStepperLabels = {
  /** The group's accessible name, when no `label` is given. */
  label: string;
  input: string;
  decrement: string;
  increment: string;
};

const defaultLabels: QuantityStepperLabels = {
  label: 'Quantity',
  input: 'Quantity',
  decrement: 'Decrease quantity',
  increment: 'Increase quantity',
};

const buttonClassName =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center text-primary transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary disabled:cursor-not-allowed disabled:text-muted-foreground disabled:opacity-60 disabled:hover:bg-transparent [&_svg]:size-4';

/**
 * − [n] + with an editable number. Typed values are committed on blur or Enter; anything that is
 * not a whole number of at least 1 is dropped and the field shows the last valid quantity again.
 */
export function QuantityStepper({
  value: valueProp,
  defaultValue = MIN_QUANTITY,
  onChange,
  min = MIN_QUANTITY,
  max,
  disabled = false,
  label: ownLabel,
  labels: labelOverrides,
  name,
  className,
  ...props
}: QuantityStepperProps) {
  // Text being typed; null while not editing, so the field always mirrors `value` otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange });
  const labels = useLabels('QuantityStepper', defaultLabels, labelOverrides);
  const label = ownLabel ?? labels.label;
  const bounds = { min, max };

  const change = (next: number) => {
    if (disabled || !isAcceptableQuantity(next, bounds)) return;
    setValue(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const next = parseQuantity(draft, bounds);
    setDraft(null);
    if (next !== null) change(next);
  };

  return (
    <div
      role="group"
      aria-label={label}
      data-slot="quantity-stepper"
      data-disabled={disabled || undefined}
      className={cn(
        'inline-flex h-10 w-fit shrink-0 items-stretch overflow-hidden rounded-card border border-border bg-surface',
        disabled && 'bg-muted',
        className,
      )}
      {...props}
    >
      <button
        type="button"
        data-slot="quantity-stepper-decrement"
        aria-label={labels.decrement}
        className={buttonClassName}
        disabled={disabled || !isAcceptableQuantity(value - 1, bounds)}
        onClick={() => change(value - 1)}
      >
        <Minus aria-hidden />
      </button>
      <input
        type="number"
        inputMode="numeric"
        data-slot="quantity-stepper-input"
        aria-label={labels.input}
        name={name}
        min={Math.max(min, MIN_QUANTITY)}
        max={max}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitDraft();
        }}
        className="w-12 min-w-0 border-x border-border bg-transparent text-center text-base font-medium text-foreground tabular-nums outline-none [appearance:textfield] focus-visible:bg-muted disabled:cursor-not-allowed [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        data-slot="quantity-stepper-increment"
        aria-label={labels.increment}
        className={buttonClassName}
        disabled={disabled || !isAcceptableQuantity(value + 1, bounds)}
        onClick={() => change(value + 1)}
      >
        <Plus aria-hidden />
      </button>
    </div>
  );
}
