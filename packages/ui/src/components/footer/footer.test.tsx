import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, type FooterData } from './footer';

// What the footer shows and links is proven by its stories and the layout journey; these are
// the cases neither can reach: another year on the clock, and addresses that only look local.
const data: FooterData = {
  companyName: 'Annapurna Grains',
  companyTagline: 'Rice, pulses and millets from our farms to your kitchen.',
  address: '12 Market Road, Mysuru, Karnataka 570001',
  email: 'hello@annapurna.example',
  phone: '+91 98450 12345',
  socialLinks: {},
  legalLinks: [
    { title: 'Privacy Policy', url: '/privacy' },
    { title: 'Shipping Policy', url: 'https://example.com/shipping' },
    { title: 'Unsafe', url: 'javascript:alert(1)' },
    { title: 'Other site', url: '//evil.example/x' },
  ],
};

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[LAYOUT-23] takes the copyright year from the clock, not a fixed year: 2031 on a 2031 clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-01T10:00:00'));
    render(<Footer status="ready" data={data} />);
    expect(screen.getByText('© 2031 Annapurna Grains. All rights reserved.')).toBeInTheDocument();
  });

  it('[CONTENT-08] a "//host" address is another site: shown as text, never a link; http(s) opens safely in a new tab', () => {
    render(<Footer status="ready" data={data} />);
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const external = legal.getByRole('link', { name: 'Shipping Policy' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(legal.queryByRole('link', { name: 'Unsafe' })).not.toBeInTheDocument();
    expect(legal.queryByRole('link', { name: 'Other site' })).not.toBeInTheDocument();
    expect(legal.getByText('Other site')).toBeInTheDocument();
  });
});
