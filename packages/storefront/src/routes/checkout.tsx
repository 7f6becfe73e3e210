import { LoginFirstAlert, SimpleCheckoutView } from '../features/checkout';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

export function CheckoutPage() {
  const { isSignedIn, restored } = useSession();
  const texts = useTexts().checkout;
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={texts.heading} description={texts.description} />
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{texts.heading}</h1>
      {!restored ? <SessionRestoring /> : isSignedIn ? <SimpleCheckoutView /> : <LoginFirstAlert />}
    </div>
  );
}
