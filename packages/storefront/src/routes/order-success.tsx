import { OrderPlaced } from '../features/checkout/order-placed';
import { PageMeta } from '../shared/page-meta';

export function OrderSuccessPage() {
  return (
    <>
      <PageMeta title="Order placed" />
      <OrderPlaced />
    </>
  );
}
