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
  label: React.ReactNode;
  options: SelectOption[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  placeholder?: string | undefined;
  labels?: LabelOverrides<SelectLabels> | undefined;
  helperText?: React.ReactNode | undefined;
  error?: React.ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Submitted with native forms under this name. */
  name?: string | undefined;
  className?: string | undefined;
  id?: string | undefined;
  /** The trigger button: a form focuses it when the choice is missing. */
  ref?: React.Ref<HTMLButtonElement> | undefined;
};

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
