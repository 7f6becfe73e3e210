import { useCart } from '@dhanya/api/swr';
import { EmptyState, buttonVariants } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { CheckoutCartSummary } from './checkout-cart-summary';
import { SimpleCheckoutForm } from './simple-checkout-form';
import { useSimpleCheckout } from './use-simple-checkout';

/**
 * The signed-in shopper's checkout: the cart they are paying for beside the delivery form.
 * An empty cart offers the catalogue instead of a form that could only fail.
 */
export function SimpleCheckoutView() {
  const texts = useTexts().cart;
  const checkoutTexts = useTexts().checkout;
  const { data: cart, error, mutate } = useCart();
  const checkout = useSimpleCheckout();

  // While the order completes the cart empties: the form stays until /ordersucess opens.
  if (cart && cart.products.length === 0 && !checkout.submitting) {
    return (
      <EmptyState
        icon={<ShoppingCart />}
        title={texts.empty}
        description={checkoutTexts.emptyHint}
        action={
          <Link to="/productlist" className={buttonVariants()}>
            {texts.browseAll}
          </Link>
        }
        className="rounded-card border border-border bg-surface py-16"
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <CheckoutCartSummary
        cart={cart}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
      />
      <SimpleCheckoutForm
        submitting={checkout.submitting}
        error={checkout.error}
        total={cart?.totalAmount}
        onPlaceOrder={(request) => void checkout.placeOrder(request)}
        className="rounded-card border border-border bg-surface p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1"
      />
    </div>
  );
}
