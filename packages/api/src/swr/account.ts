import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { api } from '../client';
import * as endpoints from '../endpoints/account';
import { paths } from '../paths';
import type { ProfileUpdate, User } from '../schemas/account';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

/** Asked only with a stored token: without one the profile page sends the visitor to /login. */
export function useProfile() {
  return useSWR<User, Error>(api.hasToken() ? paths.profile : null, () => endpoints.getProfile());
}

/** The admin Users tab (GET /api/user/admin/users); nothing is asked without a token. */
export function useUsers() {
  return useSWR<User[], Error>(api.hasToken() ? paths.users : null, () => endpoints.getUsers());
}

async function updateProfile(update: ProfileUpdate, mutate: Mutate = globalMutate) {
  const user = await endpoints.updateProfile(update);
  await mutate(paths.profile, user, { revalidate: false });
  return user;
}

/** Save the Edit Your Profile dialog (PUT /api/user/profile); the page shows the saved profile. */
export const useUpdateProfile = () => useApiMutation('profile.update', updateProfile);

/**
 * Follows the e-mailed link (issue 31): its token is posted once, however often the page
 * renders; the answer is kept (a second post would find the token used). No token, no call.
 */
export function useEmailVerification(token: string | null) {
  return useSWRImmutable<string, Error>(
    token ? [paths.verifyEmail, token] : null,
    ([, linkToken]: [string, string]) => endpoints.verifyEmail(linkToken),
    { shouldRetryOnError: false },
  );
}

/** Sends a new verification link (issue 31). */
export const useResendVerification = () =>
  useApiMutation('profile.resendVerification', () => endpoints.resendVerification());

/** The signed-in person's data, dropped from the cache at logout. */
const personalPaths = [
  paths.profile,
  paths.cart,
  paths.cartItems,
  paths.myOrders,
  paths.users,
  paths.leads,
  paths.adminOrders,
];

/** Forgets the token and role (AUTH-05) and everything cached for the person who left. */
export async function logOut(mutate: Mutate = globalMutate) {
  endpoints.clearSession();
  await mutate((key) => typeof key === 'string' && personalPaths.some((path) => key.startsWith(path)), undefined, {
    revalidate: false,
  });
}
