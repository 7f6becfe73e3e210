import { useBestSellers, useProducts } from '@dhanya/api/swr';
import { BestSellerForm } from './best-seller-form';
import { BestSellerList } from './best-seller-list';

/** The Best Sellers tab: the add form beside the list of best sellers (SPEC.md section 2). */
export default function BestSellersTab() {
  const products = useProducts();
  const bestSellers = useBestSellers();
  return (
    <section aria-labelledby="best-sellers-heading" className="flex flex-col gap-6 py-6">
      <h2 id="best-sellers-heading" className="text-2xl font-bold text-foreground">
        Best Sellers
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <BestSellerForm products={products} bestSellers={bestSellers} />
        <section aria-labelledby="best-sellers-list-heading" className="flex flex-col gap-3">
          <h3 id="best-sellers-list-heading" className="text-lg font-semibold text-foreground">
            Current best sellers
          </h3>
          <BestSellerList bestSellers={bestSellers} onRetry={() => void bestSellers.mutate()} />
        </section>
      </div>
    </section>
  );
}
