// What the payment page and other features use of paying an order.
export { OrderPayment } from './order-payment';
export { formatDueTime } from './payment-texts';
