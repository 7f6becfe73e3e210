import { useProducts, useSpecialOffers } from '@dhanya/api/swr';
import { SpecialOfferForm } from './special-offer-form';
import { SpecialOfferList } from './special-offer-list';

/** The Specials tab: the add form beside the list of current offers (SPEC.md section 2). */
export default function SpecialsTab() {
  const products = useProducts();
  const specials = useSpecialOffers();
  return (
    <section aria-labelledby="specials-heading" className="flex flex-col gap-6 py-6">
      <h2 id="specials-heading" className="text-2xl font-bold text-foreground">
        Special Offers
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <SpecialOfferForm products={products} specials={specials} />
        <section aria-labelledby="specials-list-heading" className="flex flex-col gap-3">
          <h3 id="specials-list-heading" className="text-lg font-semibold text-foreground">
            Current offers
          </h3>
          <SpecialOfferList specials={specials} onRetry={() => void specials.mutate()} />
        </section>
      </div>
    </section>
  );
}
