import { HttpResponse } from 'msw';
import { checkoutRulesOf, deliveryTo } from '../../checkout-rules';
import { rupeesToPaise } from '../../money';
import { orderUpiLink, orderWhatsappLink } from '../../order-payment-links';
import { awaitsUpiPayment, markPaidMessages, orderRuleMessages } from '../../order-status-rules';
import { paths } from '../../paths';
import type { Order } from '../../schemas/orders';
import { deliveryMessages } from '../../payment-texts';
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
  const { reference, totalAmount: amount } = order;
  const upiLink = orderUpiLink({ ...order, amount }, settings);
  return {
    orderId: order._id,
    reference,
    status: order.status,
    paymentStatus: order.paymentStatus,
    method: order.paymentMethod,
    amount,
    dueAt: order.status === 'awaiting_payment' ? order.paymentDueAt : null,
    utr: order.paymentReference,
    upi: upiLink
      ? { upiId: settings.upiId, payeeName: settings.upiPayeeName, link: upiLink, qrCode: fixtureUpiQrCode }
      : null,
    razorpay: null,
    whatsappLink: orderWhatsappLink(settings, reference, rupeesToPaise(amount)),
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
      if (!awaitsUpiPayment(order)) failWith(409, orderRuleMessages.notWaitingForUpi);
      order.paymentReference = utr;
      return HttpResponse.json(paymentOf(order));
    }),
    route.post(paths.cancelMyOrder.route, ({ request, params }) => {
      signedInUser(request);
      const id = param(params.id);
      const order = shoppersOrder(id);
      if (order.status !== 'awaiting_payment') failWith(409, orderRuleMessages.shopperCancelsUnpaidOnly);
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
      if (found.some((order) => order.status === 'cancelled')) failWith(409, orderRuleMessages.cancelledNotPayable);
      const already = found.every((order) => order.paymentStatus === 'paid');
      for (const order of found) {
        order.paymentStatus = 'paid';
        order.paymentReference = utr ?? order.paymentReference;
        if (order.status === 'awaiting_payment') order.status = 'placed';
        order.paymentDueAt = null;
      }
      invoiceOrder(found);
      return HttpResponse.json({
        msg: already ? markPaidMessages.alreadyPaid : markPaidMessages.recorded,
        status: found[0]!.status,
      });
    }),
    route.get(paths.checkoutRules, () => HttpResponse.json(checkoutRulesOf(db.settings, { razorpay: false }))),
    route.get(paths.deliveryCheck.route, ({ params }) => {
      const pincode = param(params.pincode);
      if (!isPincode(pincode)) failWith(400, deliveryMessages.invalid);
      return HttpResponse.json(deliveryTo(db.settings, pincode));
    }),
  ];
}
