import type { OrderPayment } from '@dhanya/api';
import { buttonVariants } from '@dhanya/ui';
import { Smartphone } from 'lucide-react';
import { locales, useLocale, useTexts } from '../../shared/locale';
import { formatDueTime } from './payment-texts';
import { UtrForm } from './utr-form';

type UpiDetails = NonNullable<OrderPayment['upi']>;

/**
 * Paying an order to the shop's UPI ID: the QR code for a computer or another phone, the
 * upi:// link for this phone, the amount, UPI ID and reference to type by hand, the time it is
 * due by, and the UTR once paid.
 */
export function UpiPayment({ payment, upi }: { payment: OrderPayment; upi: UpiDetails }) {
  const paymentTexts = useTexts().payment;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-8">
        {/* An SVG made by the server: crisp at any size, and no QR library on the phone. */}
        <img
          src={upi.qrCode}
          alt={paymentTexts.qrAlt(payment.amount, upi.payeeName)}
          width={208}
          height={208}
          className="size-52 shrink-0 rounded-lg border border-border bg-white p-1"
        />
        <div className="flex w-full flex-col gap-4">
          <p className="text-muted-foreground">{paymentTexts.scan}</p>
          <a href={upi.link} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
            <Smartphone aria-hidden className="size-5" />
            {paymentTexts.payWithApp}
          </a>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{paymentTexts.upiId}</dt>
            <dd className="font-medium break-all text-foreground">{upi.upiId}</dd>
            <dt className="text-muted-foreground">{paymentTexts.payee}</dt>
            <dd className="font-medium text-foreground">{upi.payeeName}</dd>
            <dt className="text-muted-foreground">{paymentTexts.note}</dt>
            <dd className="font-medium text-foreground">{payment.reference}</dd>
          </dl>
        </div>
      </div>
      {payment.dueAt && (
        <p className="rounded-md bg-warning-soft px-4 py-3 text-sm text-foreground">
          {paymentTexts.dueBy(formatDueTime(payment.dueAt, locales[locale].tag))}
        </p>
      )}
      <UtrForm orderId={payment.orderId} />
    </div>
  );
}
