import useSWR from 'swr';
import { api, withQuery } from '../client';
import * as endpoints from '../endpoints/outbox';
import { paths } from '../paths';
import type { OutboxList, OutboxQuery } from '../schemas/outbox';
import { type Mutate, globalMutate, revalidateUnder } from './keys';
import { useApiMutation } from './mutation';

/** The admin's Outbox: a page of order e-mails; the previous page stays while the next loads. */
export function useOutbox(query: OutboxQuery = {}) {
  return useSWR<OutboxList, Error>(
    api.hasToken() ? withQuery(paths.outbox, { ...query }) : null,
    () => endpoints.getOutbox(query),
    { keepPreviousData: true },
  );
}

async function retryOutboxMessage(messageId: string, mutate: Mutate = globalMutate) {
  const message = await endpoints.retryOutboxMessage(messageId);
  await revalidateUnder(mutate, paths.outbox);
  return message;
}

export const useRetryOutboxMessage = () =>
  useApiMutation('outbox.retry', (messageId: string, mutate) => retryOutboxMessage(messageId, mutate));
