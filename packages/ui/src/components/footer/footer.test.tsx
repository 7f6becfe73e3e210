import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, type FooterData } from './footer';

const data: FooterData = {
  companyName: 'Annapurna Grains',
  companyTagline: 'Rice, pulses and millets from our farms to your kitchen.',
  address: '12 Market Road, Mysuru, Karnataka 570001',
  email: 'hello@annapurna.example',
  phone: '+91 98450 12345',
  socialLinks: { facebook: 'https://facebook.com/annapurna', linkedin: '' },
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

  it('[LAYOUT-23] takes the copyright year from the clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-01T10:00:00'));
    render(<Footer status="ready" data={data} />);
    expect(screen.getByText('© 2031 Annapurna Grains. All rights reserved.')).toBeInTheDocument();
  });

  it('[LAYOUT-23] follows the clock into a new year', () => {
    render(<Footer status="ready" data={data} now={new Date('2027-01-01T00:00:00')} />);
    expect(screen.getByText(/^© 2027 Annapurna Grains\./)).toBeInTheDocument();
  });

  it('[CONTENT-08] links only site paths and http(s) addresses', () => {
    render(<Footer status="ready" data={data} />);
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const external = legal.getByRole('link', { name: 'Shipping Policy' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleDescription('(opens in a new tab)');
    expect(legal.queryByRole('link', { name: 'Unsafe' })).not.toBeInTheDocument();
    expect(legal.getByText('Unsafe')).toBeInTheDocument();
    expect(legal.queryByRole('link', { name: 'Other site' })).not.toBeInTheDocument();
  });

  it('[LAYOUT-21] shows only the networks that have a URL', () => {
    render(<Footer status="ready" data={data} />);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/annapurna');
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Twitter' })).not.toBeInTheDocument();
  });

  it('[LAYOUT-20] links the email and phone', () => {
    render(<Footer status="ready" data={data} />);
    expect(screen.getByRole('link', { name: data.email })).toHaveAttribute('href', 'mailto:hello@annapurna.example');
    expect(screen.getByRole('link', { name: data.phone })).toHaveAttribute('href', 'tel:+919845012345');
  });

  it('[LAYOUT-25] [LAYOUT-26] shows loading, failure and no-data texts', () => {
    const { rerender } = render(<Footer status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading footer...');
    rerender(<Footer status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load footer');
    rerender(<Footer status="ready" data={null} />);
    expect(screen.getByText('Unable to load footer data.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
