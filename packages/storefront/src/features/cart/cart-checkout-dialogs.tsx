import { AlertDialog } from '@dhanya/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { CartCheckoutDialog } from './checkout-dialog';
import type { CartCheckout } from './use-cart-checkout';

/**
 * The checkout dialog and, once an order is placed, the alert with its id (CART-25). They
 * sit outside the cart's states: the cart empties while the order completes.
 */
export function CartCheckoutDialogs({ checkout, total }: { checkout: CartCheckout; total: number }) {
  const texts = useTexts().cart;
  const navigate = useNavigate();
  const payPath = checkout.placedOrderId ? `/orders/${checkout.placedOrderId}/pay` : undefined;
  const paysOnline = checkout.placedPaysOnline && payPath;
  return (
    <>
      <CartCheckoutDialog
        open={checkout.open}
        onOpenChange={checkout.changeOpen}
        total={total}
        onSubmit={(values) => void checkout.submit(values)}
        submitting={checkout.submitting}
        error={checkout.error}
        defaultValues={checkout.lastValues}
      />
      <AlertDialog
        open={checkout.placedAlertOpen}
        onOpenChange={(open) => {
          if (!open) checkout.dismissPlaced();
        }}
        title={texts.orderPlaced(checkout.placedOrderId ?? '')}
        description={
          paysOnline ? (
            texts.payToComplete
          ) : (
            <>
              {texts.thanks}{' '}
              <Link to="/Allordersucess" className="font-medium text-primary underline underline-offset-4">
                {texts.myOrders}
              </Link>
              .
            </>
          )
        }
        showCancel={false}
        labels={{ confirm: paysOnline ? texts.payNow : texts.ok }}
        onConfirm={paysOnline ? () => void navigate(payPath) : undefined}
      />
    </>
  );
}
