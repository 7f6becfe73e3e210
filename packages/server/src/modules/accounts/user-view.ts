import type { User as UserView } from '@dhanya/api/contract';
import type { CurrentUser } from '../../auth/current-user.js';

/** A user as the API shows it: never with the password hash (SERVER-42). */
export function toUserView(user: CurrentUser): UserView {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    countryCode: user.countryCode,
    country: user.country,
    region: user.region,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
    lastLogout: user.lastLogout?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language as UserView['language'],
  };
}
