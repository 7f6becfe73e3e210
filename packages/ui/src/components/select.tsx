import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { FieldFrame, controlClassName } from './field';
import type { LabelOverrides } from '../lib/labels';

export type SelectLabels = {
  /** Shown while nothing is chosen, when no `placeholder` is given. */
  placeholder: string;
};

const defaultLabels: SelectLabels = { placeholder: 'Select…' };

export type SelectOption = { value: string; label: React.ReactNode; disabled?: boolean };

export type SelectProps = {
  /** The field's label, above the trigger button. */
  label: React.ReactNode;
  /** The choices, in order; disabled ones are shown but cannot be chosen. */
  options: SelectOption[];
  /** The chosen option's `value`, to control it from outside (with `onValueChange`). */
  value?: string | undefined;
  /** The `value` chosen at first, when `value` is not controlled; none by default. */
  defaultValue?: string | undefined;
  /** Called with the chosen option's `value` when the user picks one. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Shown while nothing is chosen; "Select…" (the `placeholder` of `labels`) by default. */
  placeholder?: string | undefined;
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<SelectLabels> | undefined;
  /** A hint shown under the field (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** Shown under the field in red; it also marks the trigger invalid and describes it. */
  error?: React.ReactNode | undefined;
  /** Marks the label with a red `*` and the choice as required, native forms included. */
  required?: boolean | undefined;
  /** Disables the trigger, so nothing can be chosen. */
  disabled?: boolean | undefined;
  /** Submitted with native forms under this name. */
  name?: string | undefined;
  /** Classes for the field's outer wrapper. */
  className?: string | undefined;
  /** The trigger button's id, which the label points to; generated when not given. */
  id?: string | undefined;
  /** The trigger button: a form focuses it when the choice is missing. */
  ref?: React.Ref<HTMLButtonElement> | undefined;
};

/**
 * A labelled dropdown of options (Radix Select), with helper text, an error and a required mark
 * like the other fields.
 */
export function Select({
  label,
  options,
  placeholder,
  labels,
  helperText,
  error,
  required,
  className,
  id,
  ref,
  ...rootProps
}: SelectProps) {
  const texts = useLabels('Select', defaultLabels, labels);
  return (
    <FieldFrame label={label} helperText={helperText} error={error} required={required} className={className} id={id}>
      {(control) => (
        <SelectPrimitive.Root required={required} {...rootProps}>
          <SelectPrimitive.Trigger
            ref={ref}
            data-slot="select-trigger"
            className={cn(controlClassName, 'flex h-11 cursor-pointer items-center justify-between gap-2 text-left')}
            {...control}
          >
            <SelectPrimitive.Value placeholder={placeholder ?? texts.placeholder} />
            <SelectPrimitive.Icon>
              <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              data-slot="select-content"
              position="popper"
              sideOffset={4}
              className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card border border-border bg-surface shadow-lg"
            >
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    data-slot="select-item"
                    className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-foreground outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
                  >
                    <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                      <Check aria-hidden className="size-4" />
                    </SelectPrimitive.ItemIndicator>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </FieldFrame>
  );
}
