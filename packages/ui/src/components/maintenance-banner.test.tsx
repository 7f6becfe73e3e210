import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceBanner } from './maintenance-banner';

const text =
  "Our website is under maintenance. We're making improvements and will be back shortly. Thank you for your patience.";

describe('MaintenanceBanner', () => {
  it('[LAYOUT-04] reads the exact text, once for assistive technology, in a named region', () => {
    render(<MaintenanceBanner />);
    const region = screen.getByRole('region', { name: 'Site notice' });
    // The loop's second copy is hidden from the accessibility tree.
    expect(within(region).getByRole('paragraph')).toHaveTextContent(text, { normalizeWhitespace: false });
    const copies = within(region).getAllByText(text);
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('[LAYOUT-05] shows the text once, without the loop copy, when not animated', () => {
    render(<MaintenanceBanner animated={false} />);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('takes another text', () => {
    render(<MaintenanceBanner text="Deliveries resume on Monday." />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Deliveries resume on Monday.');
  });
});
