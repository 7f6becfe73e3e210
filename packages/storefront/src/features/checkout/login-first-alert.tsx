import { AlertDialog } from '@dhanya/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

/** Checkout without a token: an in-page alert, then /login once it is dismissed (CHECKOUT-01). */
export function LoginFirstAlert() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const texts = useTexts().checkout;
  return (
    <>
      <p className="text-muted-foreground">{texts.logInToOrder}</p>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate('/login', { replace: true });
        }}
        title={texts.loginFirst}
        description={texts.keptWithAccount}
        showCancel={false}
        labels={{ confirm: texts.goToLogin }}
      />
    </>
  );
}
