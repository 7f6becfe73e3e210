import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../components/price';
import { ProductCard } from '../components/product-card';
import { UnitPrice } from '../components/unit-price';
import type { RenderLink } from '../lib/link';
import { hindiLabels } from '../locales/hindi';
import { DhanyaProvider, useLocaleFormat } from './dhanya-provider';

const routerLink: RenderLink = ({ children, ...props }) => (
  <a data-router="" {...props}>
    {children}
  </a>
);

function Formatted() {
  const format = useLocaleFormat();
  return (
    <p>
      {format.price(123456.5)} · {format.number(1234567.25, 1)} · {format.date(new Date(2026, 10, 28))}
    </p>
  );
}

describe('DhanyaProvider', () => {
  it('writes prices, numbers and dates the Indian English way by default', () => {
    render(<Formatted />);
    expect(screen.getByText('₹1,23,456.50 · 12,34,567.3 · 28 Nov 2026')).toBeInTheDocument();
  });

  it('writes them in the locale it is given', () => {
    render(
      <DhanyaProvider locale="hi-IN">
        <Formatted />
        <Price amount={540} compareAt={600} />
      </DhanyaProvider>,
    );
    expect(screen.getByText(/^₹1,23,456\.50 · 12,34,567\.3 · 28 नव॰ 2026$/)).toBeInTheDocument();
  });

  it("writes unit prices in the provider's locale, whole rupees without paise", () => {
    const { container } = render(
      <>
        <UnitPrice price={123456} netQuantity={1} unit="kg" />
        <DhanyaProvider locale="en-US">
          <UnitPrice price={123456} netQuantity={1} unit="kg" />
          <UnitPrice price={25} netQuantity={2} unit="piece" />
        </DhanyaProvider>
      </>,
    );
    const shown = [...container.querySelectorAll('[aria-hidden]')].map((element) => element.textContent);
    expect(shown).toEqual(['₹1,23,456/kg', '₹123,456/kg', '₹12.50/piece']);
    expect(screen.getByText('₹123,456 per kilogram')).toBeInTheDocument();
  });

  it("gives every component below its dictionary's texts, and a component's own labels win", () => {
    render(
      <DhanyaProvider labels={hindiLabels}>
        <ProductCard title="बासमती चावल" price={540} compareAtPrice={600} href="/p/1" />
        <ProductCard title="तूर दाल" price={180} href="/p/2" labels={{ viewProduct: 'अभी देखें' }} />
      </DhanyaProvider>,
    );
    expect(screen.getByRole('link', { name: 'उत्पाद देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी देखें' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'पसंद में जोड़ें' })).toHaveLength(2);
    // A screen-reader text of a component inside another (ProductCard's Price).
    expect(screen.getByText('मूल कीमत:', { exact: false })).toHaveClass('sr-only');
  });

  it("merges an inner provider's labels over the outer's, component by component", () => {
    render(
      <DhanyaProvider labels={{ ProductCard: { viewProduct: 'View', addToWishlist: 'Save' } }}>
        <DhanyaProvider labels={{ ProductCard: { viewProduct: 'Open' } }}>
          <ProductCard title="Toor Dal" price={180} href="/p/2" />
        </DhanyaProvider>
      </DhanyaProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('renders every link with its renderLink unless a component has its own', () => {
    render(
      <DhanyaProvider renderLink={routerLink}>
        <ProductCard title="Sona Masoori" price={450} href="/p/1" />
        <ProductCard title="Toor Dal" price={180} href="/p/2" renderLink={({ children }) => <span>{children}</span>} />
      </DhanyaProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('data-router');
    expect(links[0]).toHaveAttribute('href', '/p/1');
  });
});
