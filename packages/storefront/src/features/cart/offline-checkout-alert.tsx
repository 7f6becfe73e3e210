import type { Cart } from '@dhanya/api';
import { useCheckoutRules } from '@dhanya/api/swr';
import { AlertDialog, buttonVariants } from '@dhanya/ui';
import { MessageCircle } from 'lucide-react';
import { useTexts } from '../../shared/locale';
import { whatsappOrderLink } from './whatsapp-order';

type OfflineCheckoutAlertProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: Cart;
};

/**
 * Checkout without the network (issue 35): it says an order needs the internet and, where the
 * shop has a WhatsApp number (its checkout rules, kept by the service worker), offers to send
 * the cart there instead.
 */
export function OfflineCheckoutAlert({ open, onOpenChange, cart }: OfflineCheckoutAlertProps) {
  const texts = useTexts().offline;
  const { data: rules } = useCheckoutRules();
  const shopNumber = rules?.whatsappNumber;
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.checkoutTitle}
      description={
        <span className="flex flex-col gap-3">
          <span>{texts.checkoutText}</span>
          {shopNumber && (
            <>
              <span>{texts.checkoutWhatsapp}</span>
              <a
                href={whatsappOrderLink(shopNumber, cart, texts.whatsappOrder)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'outline', className: 'self-start' })}
              >
                <MessageCircle aria-hidden />
                {texts.sendOnWhatsapp}
              </a>
            </>
          )}
        </span>
      }
      showCancel={false}
      labels={{ confirm: texts.ok }}
    />
  );
}
