import { LoginFirstAlert, simpleCheckoutTexts, SimpleCheckoutView } from '../features/checkout';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

export function CheckoutPage() {
  const { isSignedIn, restored } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Checkout" description="Choose how to pay and where your order should be delivered." />
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{simpleCheckoutTexts.heading}</h1>
      {!restored ? <SessionRestoring /> : isSignedIn ? <SimpleCheckoutView /> : <LoginFirstAlert />}
    </div>
  );
}
