// The shopper's orders page.
export { MyOrdersList, ordersTexts } from './my-orders-list';
