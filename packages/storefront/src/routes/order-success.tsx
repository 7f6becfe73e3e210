import { OrderPlaced } from '../features/checkout';
import { PageMeta } from '../shared/page-meta';

export function OrderSuccessPage() {
  return (
    <>
      <PageMeta title="Order placed" />
      <OrderPlaced />
    </>
  );
}
