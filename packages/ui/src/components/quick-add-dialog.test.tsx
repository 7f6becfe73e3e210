import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PackOption } from './pack-details';
import { QuickAddDialog } from './quick-add-dialog';

const product = { title: 'Aged Basmati Rice', price: 40 };
const packs: PackOption[] = [
  { id: 'p1', label: '1 kg', price: 80, netQuantity: 1, unit: 'kg', stock: 0 },
  { id: 'p500', label: '500 g', price: 40, netQuantity: 500, unit: 'g', stock: 9 },
  { id: 'p5', label: '5 kg', price: 310, compareAtPrice: 350, netQuantity: 5, unit: 'kg', stock: 2 },
];

function renderDialog(props: Partial<React.ComponentProps<typeof QuickAddDialog>> = {}) {
  const onConfirm = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<QuickAddDialog product={product} onConfirm={onConfirm} defaultOpen {...props} />);
  return { onConfirm, user };
}

describe('QuickAddDialog with packs', () => {
  it('starts at the first pack in stock and adds the quantity with the chosen pack', async () => {
    const { onConfirm, user } = renderDialog({ packs });
    expect(screen.getByRole('radiogroup', { name: 'Pack size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^500 g/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^1 kg/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(2, 'p500');
  });

  it("follows the chosen pack's price and stock, lowering the quantity to it", async () => {
    const { onConfirm, user } = renderDialog({ packs });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '6');
    await user.tab();
    await user.click(screen.getByRole('radio', { name: /^5 kg/ }));
    expect(input).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getAllByText('₹310.00')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(2, 'p5');
  });

  it('adds nothing when no pack is in stock', async () => {
    const { onConfirm, user } = renderDialog({ packs: [packs[0]!] });
    const confirm = screen.getByRole('button', { name: 'Add to Cart' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([undefined, []])('without packs (%j), calls back with the quantity alone, as before', async (none) => {
    const { onConfirm, user } = renderDialog({ packs: none, maxQuantity: 3 });
    expect(screen.queryByRole('group', { name: 'Pack size' })).toBeNull();
    expect(screen.getByText('Choose how many you would like to add to your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onConfirm.mock.calls).toEqual([[1]]);
  });
});
