import { ReturnPolicyContent } from '../features/content/return-policy-content';

/** `/return`: the return and refund policy, editable by an admin (CONTENT-03..CONTENT-05). */
export function ReturnPolicyPage() {
  return <ReturnPolicyContent />;
}
