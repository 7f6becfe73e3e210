import { z } from 'zod';
import { emailSchema, idSchema, isoDate, requiredText } from './common';

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
});
export type User = z.infer<typeof userSchema>;

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
    countryCode: z
      .string({ error: 'Country code is required' })
      .trim()
      .regex(/^\+\d{1,4}$/, 'Country code must look like +91'),
    password: z
      .string({ error: 'Password is required' })
      .min(6, 'Password must be at least 6 characters long!')
      .max(200),
    confirmPassword: z.string({ error: 'Please confirm the password' }),
    country: requiredText('Country'),
    region: requiredText('Region'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match!',
    path: ['confirmPassword'],
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({ success: z.literal(true), user: userSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });

/** PUT /api/user/profile: email, role and ids are never changed here (SERVER-12). */
export const profileUpdateSchema = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: z.string().optional(),
  country: z.string().trim().max(200).optional().default(''),
  region: z.string().trim().max(200).optional().default(''),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d*$/, 'Phone number must contain only digits')
    .max(15, 'Phone number must be at most 15 digits')
    .optional()
    .default(''),
  countryCode: z.string().trim().max(5).optional().default(''),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const usersResponseSchema = z.object({ users: z.array(userSchema) });

/** DELETE /api/user/admin/users/:id/sessions: how many sessions ended. */
export const endSessionsResponseSchema = z.object({ msg: z.string(), ended: z.number().int().nonnegative() });
