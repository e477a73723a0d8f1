import { z } from 'zod';
import { limits } from '../limits';
import { emailSchema, text, url } from './fields';

/**
 * One zod schema per entity, shared by forms, adapters, converters and the seed. Every string has a length limit
 * and every number a range (src/backend/limits.ts); firestore.rules checks the same limits.
 *
 * Built in five modules (fields, the catalogue, Hotel Aster, bookings, then the rest here), which
 * src/backend/index.ts loads one per task when the app starts: building them all at once is one of the longest tasks of a start.
 */
export {
  emailSchema,
  isoDateSchema,
  monthDaySchema,
  phoneSchema,
  tourCategories,
  tourCategorySchema,
  type TourCategory,
} from './fields';
export * from './pricing';
export * from './catalog';
export * from './hotel-aster';
export * from './bookings';
export * from './enquiry-replies';
export * from './payments';
export * from './payment-claims';
export * from './permits';
export * from './traveller-documents';
export * from './alerts';
export * from './quotes';

// ---- Accounts ----------------------------------------------------------------------------------------

/** The signed-in customer as the app sees it: never a password. */
export const sessionUserSchema = z.object({
  id: text(limits.title),
  name: z.string().max(limits.personName),
  email: emailSchema,
  /** Whether the account has proved it owns its address (the demo's accounts have nothing to prove: absent). */
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminSessionSchema = z.object({ email: emailSchema });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Credentials as forms send them. */
export const signUpInputSchema = z.object({
  name: text(limits.personName),
  email: emailSchema,
  password: z.string().min(1).max(limits.password),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** New admin passwords: long enough to resist guessing (customers' rules are Firebase Auth's). */
export const minAdminPasswordLength = 10;
export const adminPasswordTooShort = `The new password must be at least ${minAdminPasswordLength} characters long.`;

// ---- Articles ----------------------------------------------------------------------------------------

export const articleInputSchema = z.object({
  title: text(limits.title),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(limits.title)
    .regex(/^[\w-]+$/, 'Use letters, digits, hyphens and underscores only'),
  author: text(limits.personName).default('Admin'),
  content: text(limits.articleHtml),
  imageUrl: url.default(''),
  tags: z.array(text(40)).max(limits.tags).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSchema = articleInputSchema.extend({
  id: text(limits.title),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Article = z.infer<typeof articleSchema>;

// ---- Home page content (edited in code, src/content) -------------------------------------------------

export const destinationSchema = z.object({ name: text(limits.title), image: url, tagline: text(limits.listItem) });
export type Destination = z.infer<typeof destinationSchema>;

export const testimonialSchema = z.object({
  name: text(limits.personName),
  image: url,
  review: text(limits.text),
  tour: text(limits.title),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export * from './tax';
