import { HttpResponse } from 'msw';
import { deliversEverywhere, deliveryTo } from '../../checkout-rules';
import { paths } from '../../paths';
import type { Order } from '../../schemas/orders';
import { deliveryMessages, orderWhatsappText, upiPayLink, whatsappLink } from '../../payment-texts';
import { type OrderPayment, markPaidRequestSchema, utrRequestSchema } from '../../schemas/payments';
import { isPincode } from '../../pincodes';
import {
  type MockOptions,
  failWith,
  jsonBody,
  mockRoutes,
  param,
  requireAdmin,
  signedInUser,
  validate,
} from '../respond';
import { invoiceOrder } from '../invoice-numbers';
import { db } from '../store';
import { fixtureUpiQrCode } from '../upi-qr-fixture';

/** The payment page's answer for a mock order, as the server builds it (its QR code is the fixture's). */
function paymentOf(order: Order): OrderPayment {
  const settings = db.settings;
  const waiting = order.status === 'awaiting_payment';
  const upi = waiting && order.paymentMethod === 'upi' && settings.upiId !== '';
  return {
    orderId: order._id,
    reference: order.reference,
    status: order.status,
    paymentStatus: order.paymentStatus,
    method: order.paymentMethod,
    amount: order.totalAmount,
    dueAt: waiting ? order.paymentDueAt : null,
    utr: order.paymentReference,
    upi: upi
      ? {
          upiId: settings.upiId,
          payeeName: settings.upiPayeeName,
          link: upiPayLink({
            upiId: settings.upiId,
            payeeName: settings.upiPayeeName,
            amount: order.totalAmount,
            reference: order.reference,
          }),
          qrCode: fixtureUpiQrCode,
        }
      : null,
    razorpay: null,
    whatsappLink: settings.whatsappNumber
      ? whatsappLink(settings.whatsappNumber, orderWhatsappText(order.reference, Math.round(order.totalAmount * 100)))
      : null,
    invoiceNumber: order.invoiceNumber,
  };
}

const shoppersOrder = (id: string) => db.orders.find((order) => order._id === id) ?? failWith(404, 'Order not found');

/** Paying orders (issue 15): the payment page, the UTR, the staff's "paid", and the checkouts' rules. */
export function paymentHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  return [
    route.get(paths.orderPayment.route, ({ request, params }) => {
      signedInUser(request);
      return HttpResponse.json(paymentOf(shoppersOrder(param(params.id))));
    }),
    route.post(paths.orderUtr.route, async ({ request, params }) => {
      signedInUser(request);
      const { utr } = validate(utrRequestSchema, await jsonBody(request));
      const order = shoppersOrder(param(params.id));
      if (order.status !== 'awaiting_payment' || order.paymentMethod !== 'upi') {
        failWith(409, 'This order is not waiting for a UPI payment');
      }
      order.paymentReference = utr;
      return HttpResponse.json(paymentOf(order));
    }),
    route.post(paths.cancelMyOrder.route, ({ request, params }) => {
      signedInUser(request);
      const id = param(params.id);
      const order = shoppersOrder(id);
      if (order.status !== 'awaiting_payment') {
        failWith(409, 'Only an order waiting for its payment can be cancelled here. Please contact the shop.');
      }
      for (const copy of [...db.orders, ...db.adminOrders].filter((candidate) => candidate._id === id)) {
        copy.status = 'cancelled';
        copy.paymentDueAt = null;
      }
      return HttpResponse.json({ msg: 'Order cancelled', status: 'cancelled' });
    }),
    route.post(paths.markOrderPaid.route, async ({ request, params }) => {
      requireAdmin(request);
      const { utr } = validate(markPaidRequestSchema, await jsonBody(request));
      const id = param(params.id);
      const found = [...db.adminOrders, ...db.orders].filter((order) => order._id === id);
      if (found.length === 0) failWith(404, 'Order not found');
      if (found.some((order) => order.status === 'cancelled')) {
        failWith(
          409,
          'This order was cancelled: its stock went back. Refund the shopper, or take the order up again first.',
        );
      }
      const already = found.every((order) => order.paymentStatus === 'paid');
      for (const order of found) {
        order.paymentStatus = 'paid';
        order.paymentReference = utr ?? order.paymentReference;
        if (order.status === 'awaiting_payment') order.status = 'placed';
        order.paymentDueAt = null;
      }
      invoiceOrder(found);
      return HttpResponse.json({
        msg: already ? 'This order was paid already' : 'Payment recorded',
        status: found[0]!.status,
      });
    }),
    route.get(paths.checkoutRules, () => {
      const settings = db.settings;
      return HttpResponse.json({
        payments: { cod: true, upi: settings.upiId !== '', razorpay: false },
        minOrder: settings.minOrder,
        codMaxOrder: settings.codMaxOrder,
        deliversEverywhere: deliversEverywhere(settings),
        whatsappNumber: settings.whatsappNumber,
      });
    }),
    route.get(paths.deliveryCheck.route, ({ params }) => {
      const pincode = param(params.pincode);
      if (!isPincode(pincode)) failWith(400, deliveryMessages.invalid);
      return HttpResponse.json(deliveryTo(db.settings, pincode));
    }),
  ];
}
