import { useCart, useCheckoutRules } from '@dhanya/api/swr';
import { EmptyState, ErrorState, OrderSummary, Spinner, buttonVariants } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CartCheckoutDialogs } from './cart-checkout-dialogs';
import { CartFailureAlert } from './cart-failure-alert';
import { CartLines } from './cart-lines';
import { useTexts } from '../../shared/locale';
import { useOnline } from '../../shared/online';
import { OfflineCheckoutAlert } from './offline-checkout-alert';
import { useCartCheckout } from './use-cart-checkout';
import { useCartLineActions } from './use-cart-line-actions';

/**
 * A signed-in shopper's cart from GET /cart/getcart (CART-02..CART-08, CART-18..CART-26).
 * Offline (issue 35) its changes wait in the service worker, and checkout says it needs the
 * internet, offering the shop's WhatsApp instead.
 */
export function ServerCart({ onLineRemoved }: { onLineRemoved: () => void }) {
  const { cart: texts, offline: offlineTexts } = useTexts();
  const { data: cart, error, mutate } = useCart();
  const actions = useCartLineActions();
  const checkout = useCartCheckout();
  const online = useOnline();
  const [offlineCheckoutOpen, setOfflineCheckoutOpen] = useState(false);
  // Read while online, so that the worker keeps the shop's WhatsApp number for offline.
  useCheckoutRules();
  const total = cart?.totalAmount ?? 0;

  let content: React.ReactNode;
  if (!cart && error) {
    content = (
      <ErrorState message={online ? texts.fetchFailed : offlineTexts.cartOffline} onRetry={() => void mutate()} />
    );
  } else if (!cart) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner size="lg" label="" className="text-primary" />
        <p>{texts.loading}</p>
      </div>
    );
  } else if (cart.products.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingCart />}
        title={texts.empty}
        description={texts.emptyHint}
        action={
          <Link to="/productlist" className={buttonVariants()}>
            {texts.browseAll}
          </Link>
        }
        className="rounded-card border border-border bg-surface py-16"
      />
    );
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="flex flex-col gap-4">
          {actions.failure && <CartFailureAlert failure={actions.failure} onDismiss={actions.dismissFailure} />}
          <CartLines
            lines={cart.products}
            busy={actions.busy}
            onQuantityChange={(line, next) => void actions.changeQuantity(line, next)}
            onRemove={(line) => {
              void actions.remove(line).then((removed) => {
                if (removed) onLineRemoved();
              });
            }}
          />
        </div>
        <OrderSummary
          subtotal={total}
          total={total}
          onCheckout={online ? checkout.openCheckout : () => setOfflineCheckoutOpen(true)}
          className="lg:sticky lg:top-24"
        />
      </div>
    );
  }

  return (
    <>
      {content}
      <CartCheckoutDialogs checkout={checkout} total={total} />
      {cart && <OfflineCheckoutAlert open={offlineCheckoutOpen} onOpenChange={setOfflineCheckoutOpen} cart={cart} />}
    </>
  );
}
