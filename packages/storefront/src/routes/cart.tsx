import { useRef } from 'react';
import { CartLoginPrompt, ServerCart } from '../features/cart';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

export function CartPage() {
  const { isSignedIn, restored } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = useTexts();
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={texts.pages.cart} description={texts.pages.cartDescription} />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-foreground outline-none sm:text-3xl">
        {texts.cart.heading}
      </h1>
      {/* A removed line takes its focused button with it: focus returns to the page's heading. */}
      {!restored ? (
        <SessionRestoring />
      ) : isSignedIn ? (
        <ServerCart onLineRemoved={() => heading.current?.focus()} />
      ) : (
        <CartLoginPrompt />
      )}
    </div>
  );
}
