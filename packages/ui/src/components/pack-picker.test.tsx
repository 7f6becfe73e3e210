import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PackOption, defaultPackId } from './pack-details';
import { PackPicker } from './pack-picker';

const halfKilo: PackOption = { id: 'p500', label: '500 g', price: 40, netQuantity: 500, unit: 'g', stock: 12 };
const oneKilo: PackOption = { id: 'p1', label: '1 kg', price: 75, netQuantity: 1, unit: 'kg', stock: 0 };
const fiveKilo: PackOption = {
  id: 'p5',
  label: '5 kg',
  price: 310,
  compareAtPrice: 350,
  netQuantity: 5,
  unit: 'kg',
  stock: 4,
};
const packs = [halfKilo, oneKilo, fiveKilo];

const radio = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label}\\b`) });

/**
 * A radio's name as read out, its parts separated by the card's commas. Where the browser
 * puts spaces around a comma depends on the parts' layout, which a screen reader ignores.
 */
const spoken = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(', ', '\\s*, ')}$`);

describe('defaultPackId', () => {
  it('is the first pack in stock, or none', () => {
    expect(defaultPackId(packs)).toBe('p500');
    expect(defaultPackId([oneKilo, fiveKilo])).toBe('p5');
    expect(defaultPackId([oneKilo])).toBeUndefined();
  });
});

describe('PackPicker', () => {
  it('offers each pack as a radio named by its size, price and unit price', () => {
    render(<PackPicker packs={packs} />);
    const group = screen.getByRole('radiogroup', { name: 'Pack size' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(radio('500 g')).toHaveAccessibleName(spoken('500 g, ₹40.00, ₹80 per kilogram'));
    expect(radio('5 kg')).toHaveAccessibleName(spoken('5 kg, ₹310.00 Original price: ₹350.00, ₹62 per kilogram'));
    expect(screen.getByText('₹62/kg')).toBeInTheDocument();
  });

  it('shows a pack out of stock, says why, and does not let it be chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PackPicker packs={packs} onChange={onChange} />);
    expect(radio('1 kg')).toBeDisabled();
    expect(radio('1 kg')).toHaveAccessibleName(spoken('1 kg, ₹75.00, ₹75 per kilogram, Out of stock'));
    expect(screen.getByText('Out of stock')).toBeVisible();
    await user.click(screen.getByText('1 kg'));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('500 g')).toBeChecked();
  });

  it('starts at the first pack in stock, or at defaultValue', () => {
    const { unmount } = render(<PackPicker packs={[oneKilo, fiveKilo, halfKilo]} />);
    expect(radio('5 kg')).toBeChecked();
    unmount();
    render(<PackPicker packs={packs} defaultValue="p5" />);
    expect(radio('5 kg')).toBeChecked();
    expect(radio('500 g')).not.toBeChecked();
  });

  it('keeps the choice itself when uncontrolled, and reports it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PackPicker packs={packs} onChange={onChange} />);
    await user.click(screen.getByText('5 kg'));
    expect(radio('5 kg')).toBeChecked();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('p5');
  });

  it('only asks when controlled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PackPicker packs={packs} value="p500" onChange={onChange} />);
    await user.click(screen.getByText('5 kg'));
    expect(onChange).toHaveBeenCalledWith('p5');
    expect(radio('500 g')).toBeChecked();
  });

  it('moves with the arrow keys between the packs in stock, skipping the one out of stock', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PackPicker packs={packs} onChange={onChange} />);
    // Radix moves focus a task after the keydown, and checks the radio it lands on only while
    // the arrow is still down: each key is held until the focus has moved, as a finger holds it.
    const press = async (key: string, to: string) => {
      await user.keyboard(`{${key}>}`);
      await waitFor(() => expect(radio(to)).toHaveFocus());
      await user.keyboard(`{/${key}}`);
    };
    await user.tab();
    expect(radio('500 g')).toHaveFocus();
    await press('ArrowDown', '5 kg');
    expect(radio('5 kg')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('p5');
    await press('ArrowUp', '500 g');
    expect(radio('500 g')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('p500');
    await press('ArrowRight', '5 kg');
    // The group is one tab stop: Tab leaves it.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('names the group with its label', () => {
    render(<PackPicker packs={packs} label="Choose a size" />);
    expect(screen.getByRole('radiogroup', { name: 'Choose a size' })).toBeInTheDocument();
  });

  it('takes its texts from labels', () => {
    render(
      <PackPicker
        packs={packs}
        labels={{ outOfStock: 'Sold out', compareAt: 'MRP', spoken: (amount, per) => `${amount} for each ${per}` }}
      />,
    );
    expect(radio('1 kg')).toHaveAccessibleName(spoken('1 kg, ₹75.00, ₹75 for each kg, Sold out'));
    expect(radio('5 kg')).toHaveAccessibleName(spoken('5 kg, ₹310.00 MRP: ₹350.00, ₹62 for each kg'));
  });

  it('shows a single pack as text under the same name, with no control to operate', () => {
    const { container } = render(<PackPicker packs={[fiveKilo]} name="pack" />);
    const group = screen.getByRole('group', { name: 'Pack size' });
    expect(within(group).queryByRole('radio')).toBeNull();
    expect(group).toHaveTextContent('5 kg');
    expect(group).toHaveTextContent('₹62/kg');
    expect(container.querySelector('input[type="hidden"][name="pack"]')).toHaveValue('p5');
  });

  it('shows nothing without packs', () => {
    const { container } = render(<PackPicker packs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
