import type { OrderPayment as Payment } from '@dhanya/api';
import { useOrderPayment } from '@dhanya/api/swr';
import { ErrorState, Spinner, buttonVariants } from '@dhanya/ui';
import { CircleCheck, CircleX, Clock, MessageCircle, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InvoiceLink } from '../invoice';
import { useTexts } from '../../shared/locale';
import { RazorpayPayment } from './razorpay-payment';
import { UpiPayment } from './upi-payment';

/** The shopper's order's payment, as it stands: asked again while it waits, so "paid" shows by itself. */
export function OrderPayment({ orderId }: { orderId: string }) {
  const paymentTexts = useTexts().payment;
  const { data: payment, error, mutate } = useOrderPayment(orderId);
  if (!payment && error) return <ErrorState message={paymentTexts.failed} onRetry={() => void mutate()} />;
  if (!payment) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner size="lg" label="" className="text-primary" />
        <p>{paymentTexts.loading}</p>
      </div>
    );
  }
  return <PaymentPanel payment={payment} />;
}

/** One payment's state: how to pay it, it being checked, paid, cancelled, or cash on delivery. */
function PaymentPanel({ payment }: { payment: Payment }) {
  const paymentTexts = useTexts().payment;
  return (
    <section
      aria-labelledby="payment-heading"
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-card border border-border bg-surface px-5 py-8 shadow-sm sm:px-8"
    >
      <PaymentState payment={payment} />
      <p className="text-sm text-muted-foreground">
        {paymentTexts.orderRef} <span className="font-medium text-foreground">{payment.reference}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {payment.whatsappLink && (
          <a
            href={payment.whatsappLink}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <MessageCircle aria-hidden className="size-5" />
            {paymentTexts.whatsapp}
          </a>
        )}
        <Link to="/Allordersucess" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {paymentTexts.myOrders}
        </Link>
        <Link to="/productlist" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {paymentTexts.keepShopping}
        </Link>
      </div>
    </section>
  );
}

function Heading({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {icon}
      <h1 id="payment-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
        {children}
      </h1>
    </div>
  );
}

function PaymentState({ payment }: { payment: Payment }) {
  const paymentTexts = useTexts().payment;
  if (payment.status === 'cancelled') {
    return (
      <>
        <Heading icon={<CircleX aria-hidden className="size-9 shrink-0 text-error" strokeWidth={1.5} />}>
          {paymentTexts.cancelledHeading}
        </Heading>
        <p className="text-muted-foreground">
          {payment.paymentStatus === 'unpaid' && payment.method !== 'cod' ? paymentTexts.expiredText : null}{' '}
          {payment.paymentStatus !== 'unpaid' || payment.utr ? paymentTexts.refundText : null}
        </p>
      </>
    );
  }
  if (payment.paymentStatus === 'paid') {
    return (
      <>
        <Heading icon={<CircleCheck aria-hidden className="size-9 shrink-0 text-success" strokeWidth={1.5} />}>
          {paymentTexts.paidHeading}
        </Heading>
        <p className="text-muted-foreground">{paymentTexts.paidText}</p>
        {payment.invoiceNumber ? (
          <p className="flex items-center gap-2 text-sm">
            {/* The link's own name says "Invoice": this word is for the eye. */}
            <span aria-hidden="true" className="text-muted-foreground">
              {paymentTexts.invoice}
            </span>
            <InvoiceLink orderId={payment.orderId} invoiceNumber={payment.invoiceNumber} />
          </p>
        ) : null}
      </>
    );
  }
  if (payment.status !== 'awaiting_payment') {
    return (
      <>
        <Heading icon={<Truck aria-hidden className="size-9 shrink-0 text-success" strokeWidth={1.5} />}>
          {paymentTexts.codHeading}
        </Heading>
        <p className="text-muted-foreground">{paymentTexts.codText(payment.amount)}</p>
      </>
    );
  }
  if (payment.utr) {
    return (
      <>
        <Heading icon={<Clock aria-hidden className="size-9 shrink-0 text-warning" strokeWidth={1.5} />}>
          {paymentTexts.waitingHeading}
        </Heading>
        <p role="status" className="text-muted-foreground">
          {paymentTexts.waitingText(payment.utr)}
        </p>
      </>
    );
  }
  if (payment.razorpay) {
    return (
      <>
        <Heading icon={null}>{paymentTexts.razorpayHeading(payment.amount)}</Heading>
        <RazorpayPayment payment={payment} razorpay={payment.razorpay} />
      </>
    );
  }
  return (
    <>
      <Heading icon={null}>{paymentTexts.payHeading(payment.amount)}</Heading>
      {payment.upi && <UpiPayment payment={payment} upi={payment.upi} />}
    </>
  );
}
