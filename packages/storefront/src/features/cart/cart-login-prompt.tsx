import { Button } from '@dhanya/ui';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { GuestCartPreview } from './guest-cart-preview';
import { useGuestCart } from './guest-cart';

/** `/cart` without a token: no cart request, a way to log in, and the guest cart (CART-01). */
export function CartLoginPrompt() {
  const navigate = useNavigate();
  const guestLines = useGuestCart();
  const texts = useTexts().cart;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-4 py-12 text-center">
        <LogIn aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-base font-semibold text-foreground">{texts.logInPrompt}</p>
        <Button onClick={() => void navigate('/login')}>{texts.goToLogin}</Button>
      </div>
      {guestLines.length > 0 && <GuestCartPreview lines={guestLines} />}
    </div>
  );
}
