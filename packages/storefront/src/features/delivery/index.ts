// What other features use of delivery checks.
export { DeliveryCheckForm } from './delivery-check-form';
