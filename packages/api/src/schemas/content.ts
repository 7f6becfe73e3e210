import { z } from 'zod';
import { freeText, idSchema, lineText, requiredFreeText, requiredText } from './common';
import {
  pageTranslationsSchema,
  shopLinkTranslatable,
  slideTranslatable,
  translationsInputSchema,
  translationsSchema,
} from './translations';

/** An http(s) URL or a site path: never `javascript:` or `data:` (SERVER-22). */
const safeUrlSchema = lineText('Link')
  .trim()
  .max(500)
  .refine(
    (url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?![/\\])/.test(url),
    'Links must start with http://, https:// or /',
  );

/** One of the footer's legal links: a title and where it goes. */
export const legalLinkSchema = z.object({
  title: requiredText('Link title'),
  url: safeUrlSchema.pipe(z.string().min(1, 'Link url is required')),
});

/** PUT /api/footer/updatefooter: every text is stored trimmed. */
const footerFields = z.object({
  companyName: lineText('Company name').trim().max(200, 'Company name must be at most 200 characters'),
  companyTagline: lineText('Tagline').trim().max(500, 'Tagline must be at most 500 characters'),
  /** The one multi-line text of the footer (a textarea): its lines are kept. */
  address: freeText('Address').trim().max(500, 'Address must be at most 500 characters'),
  email: lineText('Email').trim().max(254, 'Email must be at most 254 characters'),
  phone: lineText('Phone').trim().max(50, 'Phone must be at most 50 characters'),
  socialLinks: z.strictObject({
    facebook: safeUrlSchema.optional().default(''),
    twitter: safeUrlSchema.optional().default(''),
    instagram: safeUrlSchema.optional().default(''),
    linkedin: safeUrlSchema.optional().default(''),
  }),
  legalLinks: z.array(legalLinkSchema).max(20),
});
export const footerSchema = footerFields.extend({ translations: pageTranslationsSchema(footerFields) });
export type Footer = z.infer<typeof footerSchema>;

/**
 * The footer as GET /api/footer/getfooter and the update answer it: what was stored, checked
 * by `footerSchema` on its way in. Only its shape is checked on the way out.
 */
const footerResponseFields = z.object({
  companyName: z.string(),
  companyTagline: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  socialLinks: z.object({
    facebook: z.string(),
    twitter: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
  }),
  legalLinks: z.array(z.object({ title: z.string(), url: z.string() })),
});
export const footerResponseSchema = footerResponseFields.extend({
  translations: pageTranslationsSchema(footerResponseFields),
}) satisfies z.ZodType<Footer>;

const aboutFields = z.object({
  title: z.string(),
  description: z.string(),
  vision: z.string(),
  mission: z.string(),
  story: z.string(),
  whyChooseUs: z.array(z.string()),
});
export const aboutSchema = aboutFields.extend({ translations: pageTranslationsSchema(aboutFields) });
export type About = z.infer<typeof aboutSchema>;

const termsFields = z.object({ title: z.string(), content: z.string() });
export const termsSchema = termsFields.extend({ translations: pageTranslationsSchema(termsFields) });
export type Terms = z.infer<typeof termsSchema>;

const returnPolicyFields = z.object({
  policyText: requiredFreeText('Policy text', 50_000),
});
export const returnPolicySchema = returnPolicyFields.extend({
  translations: pageTranslationsSchema(returnPolicyFields),
});
export type ReturnPolicy = z.infer<typeof returnPolicySchema>;

/** GET /api/return/getpolicy and the update's answer: a shop that wrote none has an empty text. */
const returnPolicyResponseFields = z.object({ policyText: z.string() });
export const returnPolicyResponseSchema = returnPolicyResponseFields.extend({
  translations: pageTranslationsSchema(returnPolicyResponseFields),
});

export const shopLinkCategories = ['new-arrival', 'collection'] as const;
export const shopLinkSchema = z.object({
  _id: idSchema,
  title: z.string(),
  category: z.enum(shopLinkCategories),
  image: z.string().nullable(),
  translations: translationsSchema.optional(),
});
export type ShopLink = z.infer<typeof shopLinkSchema>;
export const shopLinkListSchema = z.array(shopLinkSchema);

export const shopLinkFormSchema = z.object({
  title: requiredText('Title'),
  category: z.enum(shopLinkCategories, { error: 'Category must be new-arrival or collection' }),
  translations: translationsInputSchema(shopLinkTranslatable).optional(),
});

export const carouselImageSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  /** Served from `/uploads/images/<file>`. */
  imageUrl: z.string(),
  translations: translationsSchema.optional(),
});
export type CarouselImage = z.infer<typeof carouselImageSchema>;
export const carouselResponseSchema = z.object({ success: z.literal(true), images: z.array(carouselImageSchema) });
export const carouselImageFormSchema = z.object({
  title: requiredText('Title'),
  description: requiredFreeText('Description', 5000),
  translations: translationsInputSchema(slideTranslatable).optional(),
});

/** PUT /api/about/updateabout (admin, beyond the spec; SERVER-14 lengths). */
const aboutRequestFields = z.object({
  title: requiredText('Title'),
  description: freeText('Description').trim().max(5000, 'Description must be at most 5000 characters'),
  vision: freeText('Vision').trim().max(5000, 'Vision must be at most 5000 characters'),
  mission: freeText('Mission').trim().max(5000, 'Mission must be at most 5000 characters'),
  story: freeText('Story').trim().max(50_000, 'Story must be at most 50,000 characters'),
  whyChooseUs: z.array(requiredText('Each reason')).max(20, 'At most 20 reasons'),
});
export const aboutRequestSchema = aboutRequestFields.extend({
  translations: pageTranslationsSchema(aboutRequestFields),
});

/** PUT /api/terms/updateterms (admin, beyond the spec; SERVER-14 lengths). */
const termsRequestFields = z.object({
  title: requiredText('Title'),
  content: requiredFreeText('Terms text', 50_000),
});
export const termsRequestSchema = termsRequestFields.extend({
  translations: pageTranslationsSchema(termsRequestFields),
});
