import { useState } from 'react';

type ControllableStateOptions<T> = {
  /** The caller's value: given, the component is controlled and only reports changes. */
  value: T | undefined;
  /** Where an uncontrolled component starts. */
  defaultValue: T;
  /** Called with each new value (never with the current one), in the event that caused it. */
  onChange?: ((next: T) => void) | undefined;
};

/**
 * A value the caller may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`, `onChange` optional). The setter keeps the value when uncontrolled and
 * reports it either way, synchronously, so the caller hears of a change in the same event.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const setValue = (next: T) => {
    if (Object.is(next, current)) return;
    if (!controlled) setInner(next);
    onChange?.(next);
  };
  return [current, setValue];
}
