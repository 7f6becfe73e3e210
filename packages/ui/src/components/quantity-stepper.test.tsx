import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, isAcceptableQuantity, parseQuantity } from './quantity-stepper';

function renderStepper(props: Partial<React.ComponentProps<typeof QuantityStepper>> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<QuantityStepper value={1} onChange={onChange} label="Quantity for Sona Masoori Rice" {...props} />);
  return {
    onChange,
    user,
    decrement: screen.getByRole('button', { name: 'Decrease quantity' }),
    increment: screen.getByRole('button', { name: 'Increase quantity' }),
    input: screen.getByRole('spinbutton', { name: 'Quantity' }),
  };
}

describe('QuantityStepper', () => {
  it('[CART-16] ignores any update to 0 or less, even with a lower min', async () => {
    const { user, decrement, onChange } = renderStepper({ value: 1, min: 0 });
    expect(decrement).toBeDisabled();
    await user.click(decrement);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('[CART-16] reverts a typed fraction to the last valid quantity on blur', async () => {
    const { user, input, onChange } = renderStepper({ value: 2 });
    await user.clear(input);
    await user.type(input, '1.5');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(2);
  });

  it('[CART-16] commits a typed valid quantity on blur, not while typing', async () => {
    const { user, input, onChange } = renderStepper({ value: 2 });
    await user.clear(input);
    await user.type(input, '5');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('never goes above max (the stock left), even typed', async () => {
    const { user, input, onChange } = renderStepper({ value: 5, max: 5 });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(5);
  });

  it('caps a typed quantity above max at max', async () => {
    const { user, input, onChange } = renderStepper({ value: 2, max: 5 });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('shows a new value from its owner, e.g. the server quantity after a failed update', () => {
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={2} onChange={onChange} />);
    rerender(<QuantityStepper value={4} onChange={onChange} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4);
  });
});

describe('quantity rules', () => {
  it('[CART-16] accepts only whole quantities of at least 1', () => {
    expect(isAcceptableQuantity(0)).toBe(false);
    expect(isAcceptableQuantity(-1)).toBe(false);
    expect(isAcceptableQuantity(0, { min: 0 })).toBe(false);
    expect(isAcceptableQuantity(1.5)).toBe(false);
    expect(isAcceptableQuantity(1)).toBe(true);
    expect(isAcceptableQuantity(6, { max: 5 })).toBe(false);
    expect(isAcceptableQuantity(5, { max: 5 })).toBe(true);
  });

  it('[CATALOG-05] parses typed text, refusing empty, 0 and negatives', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('  ')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('12', { max: 10 })).toBe(10);
  });
});

describe('QuantityStepper without value', () => {
  it('keeps its own quantity from defaultValue and still reports it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<QuantityStepper defaultValue={2} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
