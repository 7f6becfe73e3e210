import {
  orderReference,
  orderUpiLink,
  orderWhatsappLink,
  type OrderPayment,
  type ShopSettings,
  paiseToRupees,
} from '@dhanya/api/contract';
import QRCode from 'qrcode';
import type { RazorpayConfig } from '../../config.js';
import type { Order } from '../../db/schema.js';
import { toOrderView } from '../orders/order-view.js';

/** The UPI link as a QR code any UPI app scans: an SVG, as a data: URL an <img> shows. */
async function qrCodeOf(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What the payment page shows of an order: how to pay it, if it still waits, and how it stands. */
export async function paymentView(
  order: Order,
  settings: ShopSettings,
  razorpay: RazorpayConfig | undefined,
): Promise<OrderPayment> {
  const view = toOrderView(order, []);
  const reference = orderReference(order.id);
  const amount = paiseToRupees(order.totalPaise);
  const waiting = order.status === 'awaiting_payment';
  const upiLink = orderUpiLink(
    { status: order.status, paymentMethod: order.paymentMethod, reference, amount },
    settings,
  );
  return {
    orderId: order.id,
    reference,
    status: order.status,
    paymentStatus: view.paymentStatus,
    method: view.paymentMethod,
    amount,
    dueAt: view.paymentDueAt,
    utr: order.paymentReference,
    upi: upiLink
      ? {
          upiId: settings.upiId,
          payeeName: settings.upiPayeeName,
          link: upiLink,
          qrCode: await qrCodeOf(upiLink),
        }
      : null,
    razorpay:
      waiting && order.paymentMethod === 'razorpay' && razorpay && order.providerOrderId
        ? { keyId: razorpay.keyId, orderId: order.providerOrderId }
        : null,
    whatsappLink: orderWhatsappLink(settings, reference, order.totalPaise),
    invoiceNumber: order.invoiceNumber,
  };
}
