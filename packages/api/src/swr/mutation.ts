import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { Mutate } from './keys';

/**
 * A write as a hook: `trigger(arg)` sends it, then refreshes the keys it changes in this
 * component's cache (`send` is given that cache's `mutate`). `isMutating` and `error` follow
 * the last call; `trigger` rejects with the error, so the caller can say what went wrong.
 */
export function useApiMutation<Arg, Result = void>(
  name: string,
  send: (arg: Arg, mutate: Mutate) => Promise<Result>,
): SWRMutationResponse<Result, Error, string, Arg> {
  const { mutate } = useSWRConfig();
  // The key names the write only: what it changes is refreshed by `send`, not through this key.
  return useSWRMutation(`mutation:${name}`, (_key: string, { arg }: { arg: Arg }) => send(arg, mutate), {
    revalidate: false,
    populateCache: false,
  });
}
