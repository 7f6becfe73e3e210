import { z } from 'zod';
import { emailSchema, idSchema, isoDate, lineText, requiredText, secretText } from './common';
import { contentLanguages } from './translations';
import { accountMessages } from '../account-texts';

/** The languages a shopper can choose (issue 34): English, the catalogue's own, and each translated one. */
const shopperLanguageSchema = z.enum(['en', ...contentLanguages], {
  error: `Language must be one of en, ${contentLanguages.join(', ')}`,
});

export const userSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  country: z.string(),
  region: z.string(),
  role: z.union([z.number(), z.string()]),
  createdAt: isoDate,
  lastLogin: isoDate.nullable(),
  lastLogout: isoDate.nullable().optional(),
  /** Whether the account's e-mail address was confirmed by its link (issue 31): order e-mails wait for it. */
  emailVerified: z.boolean().optional(),
  /** The language the shopper last chose or ordered in (issue 34): their e-mails speak it. */
  language: shopperLanguageSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

const bothStrings = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  'password' in value &&
  'confirmPassword' in value &&
  typeof value.password === 'string' &&
  typeof value.confirmPassword === 'string';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** POST /api/user/create-user, checked again on the server (SERVER-06). */
export const signupRequestSchema = z
  .object({
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    email: emailSchema,
    phoneNumber: z
      .string({ error: 'Phone number is required' })
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .min(10, 'Phone number must be between 10-15 digits.')
          .max(15, 'Phone number must be between 10-15 digits.'),
      ),
    countryCode: lineText('Country code')
      .trim()
      .regex(/^\+\d{1,4}$/, 'Country code must look like +91'),
    password: secretText('Password').min(6, 'Password must be at least 6 characters long!').max(200),
    confirmPassword: z.string({ error: 'Please confirm the password' }).max(200),
    country: requiredText('Country'),
    region: requiredText('Region'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
    // Checked even when another field fails: the signup form names this problem first (ACCOUNT-05).
    when: ({ value }) => bothStrings(value),
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({ success: z.literal(true), user: userSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: secretText('Password').min(1, 'Password is required').max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export const profileResponseSchema = z.object({ user: userSchema });

/** PUT /api/user/profile: email, role and ids are never changed here (SERVER-12). */
export const profileUpdateSchema = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: z.string().max(254).optional(),
  country: lineText('Country').trim().max(200, 'Country must be at most 200 characters').optional().default(''),
  region: lineText('Region').trim().max(200, 'Region must be at most 200 characters').optional().default(''),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d*$/, 'Phone number must contain only digits')
    .max(15, 'Phone number must be at most 15 digits')
    .optional()
    .default(''),
  countryCode: lineText('Country code')
    .trim()
    .max(5, 'Country code must be at most 5 characters')
    .optional()
    .default(''),
  password: secretText('Password').min(8, 'Password must be at least 8 characters').max(200).optional(),
  /** Required with `password`: a stolen token alone cannot change it (issue 31). */
  currentPassword: secretText('Current password').max(200).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /api/user/language (issue 34): the language the shopper chose in the shop; their e-mails speak it. */
export const languageUpdateSchema = z.strictObject({ language: shopperLanguageSchema });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

const passwordEntered = (value: unknown) =>
  bothStrings(value) &&
  Boolean((value as { password: string }).password || (value as { confirmPassword: string }).confirmPassword);

/**
 * The Edit Your Profile form (ACCOUNT-23..25, -28): the update plus a confirmation. The
 * password rules apply only once either password field has something in it, and are checked
 * beside the other fields' rules; the output is the PUT body, with `password` only when one
 * was entered.
 */
export const profileFormSchema = profileUpdateSchema
  .extend({
    password: z.string().max(200),
    confirmPassword: z.string().max(200),
    currentPassword: z.string().max(200).optional().default(''),
  })
  .refine(({ password }) => password.length >= 8, {
    message: 'Password must be at least 8 characters',
    path: ['password'],
    when: ({ value }) => passwordEntered(value),
  })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: ({ value }) => passwordEntered(value),
  })
  // The current password is asked for once a new one is typed (issue 31).
  .refine(({ currentPassword }) => currentPassword.length > 0, {
    message: accountMessages.currentPasswordMissing,
    path: ['currentPassword'],
    when: ({ value }) => passwordEntered(value) && Boolean((value as { password: string }).password),
  })
  .transform(({ confirmPassword: _confirmation, currentPassword, password, ...update }) =>
    password ? { ...update, password, currentPassword } : update,
  );
export type ProfileForm = z.input<typeof profileFormSchema>;

export const usersResponseSchema = z.object({ users: z.array(userSchema) });

/** DELETE /api/user/admin/users/:id/sessions: how many sessions ended. */
export const endSessionsResponseSchema = z.object({ msg: z.string(), ended: z.number().int().nonnegative() });

/** POST /api/user/verify-email: the token from the link the shop e-mailed (issue 31). */
export const verifyEmailRequestSchema = z.object({
  token: lineText('Token').trim().min(1, 'Token is required').max(200, 'Token must be at most 200 characters'),
});
export const verifyEmailResponseSchema = z.object({ msg: z.string() });
