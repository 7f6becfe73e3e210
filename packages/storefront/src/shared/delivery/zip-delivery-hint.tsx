import { useDeliveryCheck } from '@dhanya/api/swr';
import { useWatch } from 'react-hook-form';
import { DeliveryResult } from './delivery-result';

/**
 * Under a checkout's ZIP field: once it holds 6 digits, whether the shop delivers there and
 * takes cash there (issue 15). Only an explanation: the server enforces it at checkout.
 */
export function ZipDeliveryHint({ className }: { className?: string }) {
  const zip = useWatch({ name: 'zip' }) as string | undefined;
  const { data, error, isLoading } = useDeliveryCheck(zip ?? '');
  return <DeliveryResult check={data} checking={isLoading} failed={Boolean(error)} className={className} />;
}
