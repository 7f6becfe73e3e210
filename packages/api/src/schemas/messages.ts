import { z } from 'zod';
import { emailSchema, idSchema, isoDate, optionalText, requiredFreeText, requiredText } from './common';

export const leadSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: isoDate.optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/lead/getall (admin only), newest first. */
export const leadListSchema = z.array(leadSchema);

/** POST /api/lead and PUT /api/lead/{id} (SERVER-23). */
export const leadRequestSchema = z.object({
  name: requiredText('Name'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(20, 'Phone must be at most 20 characters')
    .regex(/^[\d\s+\-()]*$/, 'Phone may contain only digits, spaces, +, - and brackets')
    .optional()
    .default(''),
  message: optionalText('Message'),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;

/** POST /api/lead answers 201 with the lead as stored; the form reads only success (HOME-38). */
export const leadSentResponseSchema = z.object({ msg: z.string(), lead: leadSchema });

export const contactRequestSchema = z.object({
  name: requiredText('Name'),
  email: emailSchema,
  message: requiredFreeText('Message', 5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ msg: z.string() });

/** GET /api/contact/messages (admin only, SERVER-13). */
export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDate,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = z.array(contactMessageSchema);
