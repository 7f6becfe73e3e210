import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxProps } from './combobox';
import type { ComboboxOption } from './combobox-popup';

const options: ComboboxOption[] = [
  { value: 'p1', label: 'Sona Masoori Rice (5 kg)', disabled: true },
  { value: 'p2', label: 'Toor Dal (1 kg)' },
  { value: 'p3', label: 'Ragi Flour (1 kg)' },
];

function setup(props: Partial<ComboboxProps> = {}) {
  const onQueryChange = vi.fn();
  const onValueChange = vi.fn();
  const view = render(
    <Combobox
      label="Product"
      options={options}
      onQueryChange={onQueryChange}
      onValueChange={onValueChange}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Product' });
  return { ...view, input, onQueryChange, onValueChange };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const type = (input: HTMLElement, value: string) => act(() => fireEvent.change(input, { target: { value } }));
const press = (input: HTMLElement, ...keys: string[]) => {
  for (const key of keys) act(() => void fireEvent.keyDown(input, { key }));
};
const status = () => screen.getAllByRole('status').find((region) => !region.hasAttribute('aria-label'))!;

describe('Combobox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the trimmed text once typing has paused 250 ms, and for blank text at once', () => {
    const { input, onQueryChange } = setup();
    type(input, ' r');
    tick(100);
    type(input, ' ri ');
    tick(249);
    expect(onQueryChange).not.toHaveBeenCalled();
    tick(1);
    expect(onQueryChange.mock.calls).toEqual([['ri']]);
    type(input, '');
    expect(onQueryChange.mock.calls).toEqual([['ri'], ['']]);
  });

  it('moves with the arrow keys past disabled options and chooses with Enter', () => {
    const { input, onValueChange } = setup();
    press(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const toorDal = screen.getByRole('option', { name: 'Toor Dal (1 kg)' });
    expect(toorDal).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', toorDal.id);
    expect(screen.getByRole('option', { name: 'Sona Masoori Rice (5 kg)' })).toHaveAttribute('aria-disabled', 'true');
    press(input, 'ArrowDown', 'ArrowDown');
    expect(toorDal).toHaveAttribute('aria-selected', 'true');
    press(input, 'Enter');
    expect(onValueChange).toHaveBeenCalledWith(options[1]);
    expect(input).toHaveValue('Toor Dal (1 kg)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, and a second Escape clears the choice', () => {
    const { input, onValueChange, onQueryChange } = setup({ defaultValue: options[2] });
    expect(input).toHaveValue('Ragi Flour (1 kg)');
    press(input, 'ArrowDown', 'Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Ragi Flour (1 kg)');
    press(input, 'Escape');
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenCalledWith(null);
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it('never chooses by leaving the box, and shows the chosen label again', () => {
    const { input, onValueChange } = setup({ defaultValue: options[2] });
    act(() => input.focus());
    type(input, 'dal');
    press(input, 'ArrowDown');
    act(() => input.blur());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Ragi Flour (1 kg)');
  });

  it('emptying the box un-chooses', () => {
    const { input, onValueChange } = setup({ defaultValue: options[2] });
    type(input, '');
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it('says when nothing matches, once the text has been searched', () => {
    const { input } = setup({ options: [] });
    type(input, 'quinoa');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(status()).toHaveTextContent('');
    tick(250);
    expect(screen.getByText('No match for “quinoa”', { selector: 'p' })).toBeVisible();
    expect(status()).toHaveTextContent('No match for “quinoa”');
  });

  it('announces how many options there are', () => {
    const { input } = setup({ labels: { results: (count) => `${count} products` } });
    press(input, 'ArrowDown');
    expect(status()).toHaveTextContent('3 products');
  });

  it('shows a failed load under the box, with a retry button, and no popup', () => {
    const onRetry = vi.fn();
    const { input } = setup({ loadError: 'Could not load the products.', onRetry });
    press(input, 'ArrowDown');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Could not load the products.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value: set to null from outside, the box empties', () => {
    function Controlled() {
      const [value, setValue] = useState<ComboboxOption | null>(options[1]!);
      return (
        <>
          <Combobox label="Product" options={options} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'Product' });
    expect(input).toHaveValue('Toor Dal (1 kg)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });
});
