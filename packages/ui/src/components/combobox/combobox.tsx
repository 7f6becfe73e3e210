import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useLabels } from '../../provider/dhanya-provider';
import { useControllableState } from '../../lib/use-controllable-state';
import { Button } from '../button';
import { FieldFrame, controlClassName } from '../field';
import { Spinner } from '../spinner';
import { type ComboboxLabels, defaultComboboxLabels } from './combobox-labels';
import { type ComboboxOption, ComboboxPopup } from './combobox-popup';
import { useDebouncedQuery } from './use-debounced-query';
import type { LabelOverrides } from '../../lib/labels';

export type ComboboxProps = {
  /** The field's label, above the box. */
  label: React.ReactNode;
  /** The options for the text typed (the caller searches); disabled ones are shown, not chosen. */
  options: ComboboxOption[];
  /** The chosen option, to control it from outside (with `onValueChange`); null for none. */
  value?: ComboboxOption | null | undefined;
  /** The option chosen at first, when `value` is not controlled; none by default. */
  defaultValue?: ComboboxOption | null | undefined;
  /** Called with the option chosen, or with null when the choice is cleared. */
  onValueChange?: ((option: ComboboxOption | null) => void) | undefined;
  /**
   * Called `debounceMs` after typing pauses, with the trimmed text; clearing the box calls it
   * at once with ''. The caller answers with new `options`.
   */
  onQueryChange?: ((query: string) => void) | undefined;
  /** How long typing must pause, in ms, before `onQueryChange` is called. Default 250. */
  debounceMs?: number | undefined;
  /** The options for the latest text are on their way; the ones shown stay until they come. */
  loading?: boolean | undefined;
  /** Why the options could not be loaded; shown under the box, with `onRetry` as a button. */
  loadError?: React.ReactNode | undefined;
  /** When given, a retry button is shown beside `loadError`. */
  onRetry?: (() => void) | undefined;
  /** Per-use content under the options: "20 of 1,000 shown, type to narrow them". */
  hint?: React.ReactNode | undefined;
  /** A hint shown under the box (below the error, if any). */
  helperText?: React.ReactNode | undefined;
  /** The field's own problem (nothing chosen), as every field shows it. */
  error?: React.ReactNode | undefined;
  /** Marks the label with a red `*` and the input `aria-required`. */
  required?: boolean | undefined;
  /** Disables the box and its toggle button. */
  disabled?: boolean | undefined;
  /** Submits the chosen option's value with native forms under this name. */
  name?: string | undefined;
  /** The input's id, which the label points to; generated when not given. */
  id?: string | undefined;
  /** Classes for the field's outer wrapper. */
  className?: string | undefined;
  /** The input: a form focuses it when the choice is missing. */
  ref?: React.Ref<HTMLInputElement> | undefined;
  /** Marks the input invalid without an `error` text (an `error` always does). */
  'aria-invalid'?: boolean | undefined;
  /** More ids describing the input, after the field's own error, helper text and load error. */
  'aria-describedby'?: string | undefined;
  /** Its texts (placeholder, popup, toggle and retry), each defaulting to the spec's. */
  labels?: LabelOverrides<ComboboxLabels> | undefined;
};

const { InputBlur, InputChange, InputKeyDownArrowDown, InputKeyDownArrowUp } = useCombobox.stateChangeTypes;

/**
 * Downshift's changes, except that leaving the box never chooses, emptying it un-chooses, and
 * an arrow key that opens the popup lands on the first (or last) option that can be chosen.
 */
function chooseOnlyOnPurpose(
  state: UseComboboxState<ComboboxOption>,
  action: UseComboboxStateChangeOptions<ComboboxOption>,
): Partial<UseComboboxState<ComboboxOption>> {
  const { type, changes, props } = action;
  if (type === InputBlur) {
    // The highlighted option is not chosen by leaving; what is chosen shows its label again.
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.selectedItem?.label ?? state.inputValue };
  }
  if (type === InputChange && !changes.inputValue?.trim()) return { ...changes, selectedItem: null };
  const opening = (type === InputKeyDownArrowDown || type === InputKeyDownArrowUp) && !state.isOpen;
  if (opening && !('altKey' in action && action.altKey) && changes.highlightedIndex === -1) {
    const enabled = props.items.flatMap((option, index) => (option.disabled ? [] : [index]));
    return { ...changes, highlightedIndex: (type === InputKeyDownArrowDown ? enabled[0] : enabled.at(-1)) ?? -1 };
  }
  return changes;
}

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A text box that searches a long list and chooses one option from it (the WAI-ARIA
 * combobox with a listbox popup, by downshift's `useCombobox`): typing asks the caller for
 * options, the arrow keys move through them, Enter or a click chooses one, Escape closes the
 * popup (and, closed, clears the box). The chosen option's label stays in the box.
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue = null,
  onValueChange,
  onQueryChange,
  debounceMs = 250,
  loading = false,
  loadError,
  onRetry,
  hint,
  helperText,
  error,
  required,
  disabled,
  name,
  id,
  className,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  labels: labelOverrides,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-combobox`;
  const loadErrorId = `${inputId}-load-error`;
  const labels = useLabels('Combobox', defaultComboboxLabels, labelOverrides);
  const [chosen, choose] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const search = useDebouncedQuery(onQueryChange, debounceMs);
  const busy = loading || search.pending;

  const { isOpen, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } = useCombobox<ComboboxOption>({
    items: options,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-listbox`,
    toggleButtonId: `${inputId}-toggle`,
    getItemId: (index) => `${inputId}-option-${index}`,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    isItemDisabled: (option) => Boolean(option.disabled),
    selectedItem: chosen,
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem ?? null),
    onInputValueChange: ({ type, inputValue = '' }) => {
      // A chosen option's label in the box is not a search; typing, or an emptied box, is.
      if (type === InputChange || inputValue === '') search.type(inputValue);
    },
    stateReducer: chooseOnlyOnPurpose,
  });

  const open = isOpen && !loadError;
  const announcement =
    !open || busy
      ? ''
      : options.length > 0
        ? labels.results(options.length)
        : search.query
          ? labels.noMatch(search.query)
          : labels.empty;

  return (
    <FieldFrame
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      className={className}
      id={inputId}
      labelId={`${inputId}-label`}
    >
      {(control) => (
        <>
          <div data-slot="combobox" data-state={open ? 'open' : 'closed'} className="relative">
            <input
              {...getInputProps({
                ref: ref ?? null,
                disabled: disabled ?? false,
                placeholder: labels.placeholder,
                spellCheck: false,
                'aria-required': required || undefined,
                'aria-invalid': control['aria-invalid'] ?? (ariaInvalid || undefined),
                'aria-describedby': joinIds(
                  control['aria-describedby'],
                  loadError ? loadErrorId : undefined,
                  ariaDescribedBy,
                ),
              })}
              data-slot="combobox-input"
              className={cn(controlClassName, 'h-11 truncate', busy ? 'pr-20' : 'pr-12')}
            />
            <div className="absolute inset-y-0 right-1 flex items-center gap-1">
              {busy && <Spinner size="sm" label={labels.loading} className="text-muted-foreground" />}
              <button
                {...getToggleButtonProps({ disabled: disabled ?? false, 'aria-label': labels.toggle })}
                type="button"
                data-slot="combobox-toggle"
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
              >
                <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
              </button>
            </div>
            <ComboboxPopup
              open={open}
              options={options}
              chosen={chosen}
              query={search.query}
              busy={busy}
              hint={hint}
              labels={labels}
              getMenuProps={getMenuProps}
              getItemProps={getItemProps}
            />
            <span role="status" className="sr-only">
              {announcement}
            </span>
          </div>
          {loadError && (
            <div data-slot="combobox-load-error" className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p id={loadErrorId} className="text-sm text-error">
                {loadError}
              </p>
              {onRetry && (
                <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                  {labels.retry}
                </Button>
              )}
            </div>
          )}
          {name && <input type="hidden" name={name} value={chosen?.value ?? ''} />}
        </>
      )}
    </FieldFrame>
  );
}
