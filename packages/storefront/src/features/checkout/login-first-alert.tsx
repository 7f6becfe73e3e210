import { AlertDialog } from '@dhanya/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { simpleCheckoutTexts } from './simple-checkout';

/** Checkout without a token: an in-page alert, then /login once it is dismissed (CHECKOUT-01). */
export function LoginFirstAlert() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p className="text-muted-foreground">Log in to place your order.</p>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate('/login', { replace: true });
        }}
        title={simpleCheckoutTexts.loginFirst}
        description="Your cart and orders are kept with your account."
        showCancel={false}
        labels={{ confirm: 'Go to Login' }}
      />
    </>
  );
}
