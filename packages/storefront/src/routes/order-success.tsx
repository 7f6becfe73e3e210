import { OrderPlaced } from '../features/checkout';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export function OrderSuccessPage() {
  const texts = useTexts().checkout;
  return (
    <>
      <PageMeta title={texts.orderPlaced} />
      <OrderPlaced />
    </>
  );
}
