// The shopper's orders page.
export { MyOrdersList } from './my-orders-list';
