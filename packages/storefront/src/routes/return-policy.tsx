import { ReturnPolicyContent } from '../features/content';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../shared/first-paint';

export const firstPaint: FirstPaint = () => [paths.returnPolicy];
/** `/return`: the return and refund policy, editable by an admin (CONTENT-03..CONTENT-05). */
export function ReturnPolicyPage() {
  return <ReturnPolicyContent />;
}
