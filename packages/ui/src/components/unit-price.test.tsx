import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnitPrice } from './unit-price';

describe('UnitPrice', () => {
  it('shows "₹12.50/kg" and says "₹12.50 per kilogram"', () => {
    const { container } = render(<UnitPrice price={62.5} netQuantity={5} unit="kg" />);
    expect(screen.getByText('₹12.50/kg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('₹12.50 per kilogram')).toHaveClass('sr-only');
    expect(container.firstElementChild).toHaveAttribute('data-unit', 'kg');
  });

  it('gives millilitres per litre and pieces per piece', () => {
    render(
      <>
        <UnitPrice price={50} netQuantity={200} unit="ml" />
        <UnitPrice price={240} netQuantity={6} unit="piece" />
      </>,
    );
    expect(screen.getByText('₹250/L')).toBeInTheDocument();
    expect(screen.getByText('₹250 per litre')).toBeInTheDocument();
    expect(screen.getByText('₹40/piece')).toBeInTheDocument();
    expect(screen.getByText('₹40 per piece')).toBeInTheDocument();
  });

  it('takes its words from labels', () => {
    render(
      <UnitPrice
        price={40}
        netQuantity={500}
        unit="g"
        labels={{ unit: (per) => (per === 'kg' ? 'किलो' : per), spoken: (amount) => `${amount} प्रति किलो` }}
      />,
    );
    expect(screen.getByText('₹80/किलो')).toBeInTheDocument();
    expect(screen.getByText('₹80 प्रति किलो')).toBeInTheDocument();
  });

  it('shows nothing for a pack with no usable quantity', () => {
    const { container } = render(<UnitPrice price={40} netQuantity={0} unit="g" />);
    expect(container).toBeEmptyDOMElement();
  });
});
