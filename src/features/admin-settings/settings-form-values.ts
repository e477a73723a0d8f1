import { z } from 'zod';
import { limits } from '@/backend/limits';
import { bookingPolicyNumbers, bookingPolicySchema, type BookingPolicy } from '@/backend/domain/booking-policy';
import { formatPhone, normalizePhone } from '@/backend/domain/phone';
import {
  adminPasswordTooShort,
  businessSettingsSchema,
  minAdminPasswordLength,
  notificationSettingsSchema,
  type BusinessSettings,
  type NotificationSettings,
} from '@/backend/schemas';

/**
 * The Settings forms' values and checks. Each field is checked with the backend's own schema for it (so the form
 * never accepts what the backend would refuse), with a message written for the person typing.
 */
const accepts = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;
const business = businessSettingsSchema.shape;
const social = business.social.shape;

export const socialNetworks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'x', label: 'X' },
] as const satisfies readonly { key: keyof BusinessSettings['social']; label: string }[];

/** What the business details form holds: text, as typed; the social links side by side with the rest. */
export interface BusinessFormValues {
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  supportHours: string;
  facebook: string;
  instagram: string;
  youtube: string;
  x: string;
}

export function businessFormValues(settings: BusinessSettings): BusinessFormValues {
  return {
    phone: formatPhone(settings.phone),
    whatsapp: formatPhone(settings.whatsapp),
    email: settings.email,
    address: settings.address,
    supportHours: settings.supportHours,
    ...settings.social,
  };
}

/** A phone number as people type it, checked as the backend stores it (E.164, after normalizePhone). */
const phoneField = (message: string) =>
  z.string().refine((value) => {
    const phone = normalizePhone(value);
    return phone !== null && accepts(business.phone)(phone);
  }, message);

const requiredText = (what: string, max: number, schema: z.ZodType) =>
  z
    .string()
    .trim()
    .min(1, { error: `Please enter the ${what}.`, abort: true })
    .refine(accepts(schema), `Please keep the ${what} to ${max} characters.`);

const socialField = (schema: z.ZodType) =>
  z.string().trim().refine(accepts(schema), 'Please enter the full address, starting with https://, or leave it empty.');

export const businessFormSchema = z.object({
  phone: phoneField('Please enter a phone number, like 98320 12345 or +91 3592 202020.'),
  whatsapp: phoneField('Please enter the WhatsApp number, like 98320 12345 or +44 7700 900123.'),
  email: z.string().trim().refine(accepts(business.email), 'Please enter an e-mail address, like hello@example.com.'),
  address: requiredText('address', limits.listItem, business.address),
  supportHours: requiredText('support hours', limits.title, business.supportHours),
  facebook: socialField(social.facebook),
  instagram: socialField(social.instagram),
  youtube: socialField(social.youtube),
  x: socialField(social.x),
}) satisfies z.ZodType<BusinessFormValues, BusinessFormValues>;

/** What saveBusiness stores, from checked form values. */
export function toBusinessSettings(values: BusinessFormValues): BusinessSettings {
  return businessSettingsSchema.parse({
    phone: normalizePhone(values.phone),
    whatsapp: normalizePhone(values.whatsapp),
    email: values.email,
    address: values.address,
    supportHours: values.supportHours,
    social: { facebook: values.facebook, instagram: values.instagram, youtube: values.youtube, x: values.x },
  });
}

export const notificationFormSchema = z.object({
  operatorEmail: z
    .string()
    .trim()
    .refine(
      accepts(notificationSettingsSchema.shape.operatorEmail),
      'Please enter an e-mail address, like bookings@example.com.',
    ),
}) satisfies z.ZodType<NotificationSettings, NotificationSettings>;

export const passwordFormSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password.'),
    // The backend refuses a shorter one with the same words; saying it here saves a round trip.
    next: z.string().min(1, { error: 'Enter a new password.', abort: true }).min(minAdminPasswordLength, adminPasswordTooShort),
    confirm: z.string().min(1, 'Enter the new password again.'),
  })
  .refine((values) => values.next === values.confirm, { message: 'New passwords do not match.', path: ['confirm'] });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

type PolicyField = keyof typeof bookingPolicyNumbers;
const policyFields = Object.keys(bookingPolicyNumbers) as PolicyField[];

/** What the booking limits form holds: the numbers as typed. */
export type BookingPolicyFormValues = Record<PolicyField, string>;

export const bookingPolicyFormValues = (policy: BookingPolicy): BookingPolicyFormValues =>
  Object.fromEntries(policyFields.map((field) => [field, String(policy[field])])) as BookingPolicyFormValues;

/** The bounds of each number, read from the backend's schema so the form and the backend never disagree. */
function boundsOf(field: PolicyField): { min: number; max: number } {
  const schema = bookingPolicyNumbers[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}
export const bookingPolicyBounds = Object.fromEntries(policyFields.map((field) => [field, boundsOf(field)])) as Record<
  PolicyField,
  { min: number; max: number }
>;

const wholeNumber = (field: PolicyField) => {
  const { min, max } = bookingPolicyBounds[field];
  return z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && bookingPolicyNumbers[field].safeParse(Number(value)).success,
      `Please enter a whole number from ${min} to ${max}.`,
    );
};

export const bookingPolicyFormSchema = z.object({
  maxOpenRequests: wholeNumber('maxOpenRequests'),
  maxHeldRoomNights: wholeNumber('maxHeldRoomNights'),
  holdHours: wholeNumber('holdHours'),
  pendingHoldPercent: wholeNumber('pendingHoldPercent'),
  maxHeldSeats: wholeNumber('maxHeldSeats'),
  holdCooldownHours: wholeNumber('holdCooldownHours'),
}) satisfies z.ZodType<BookingPolicyFormValues, BookingPolicyFormValues>;

/** What saveBookingPolicy stores, from checked form values. */
export const toBookingPolicy = (values: BookingPolicyFormValues): BookingPolicy =>
  bookingPolicySchema.parse(Object.fromEntries(policyFields.map((field) => [field, Number(values[field])])));
