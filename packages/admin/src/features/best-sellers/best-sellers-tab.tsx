import { useBestSellers } from '@dhanya/api/swr';
import { FormBesideList } from '../../shared/form-beside-list';
import { BestSellerForm } from './best-seller-form';
import { BestSellerList } from './best-seller-list';

/** The Best Sellers tab: the add form beside the list of best sellers, as the spec lays it out. */
export default function BestSellersTab() {
  const bestSellers = useBestSellers();
  return (
    <FormBesideList
      title="Best Sellers"
      listTitle="Current best sellers"
      form={<BestSellerForm bestSellers={bestSellers} />}
      list={<BestSellerList bestSellers={bestSellers} onRetry={() => void bestSellers.mutate()} />}
    />
  );
}
