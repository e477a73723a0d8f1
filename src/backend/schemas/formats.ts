import { z } from 'zod';
import '../zod-setup';
import { limits } from '../limits';
import { isCalendarDate, isMonthDay } from '../domain/calendar';

// The formats the entities' fields share: dates, e-mail, phone, moments (re-exported by ./fields). Apart from the
// other fields, so that building them is a task of its own when the app starts (src/backend/schema-steps.ts): the
// first schemas built pay for zod's first use of each of its builders, and the two modules together were one task
// of about 50 ms on the bench's phone.

/** Calendar date as typed in a date input: YYYY-MM-DD, and a real one. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

/** A day of the year as MM-DD, for season ranges that recur every year. */
export const monthDaySchema = z.string().refine(isMonthDay, 'Expected a day of the year as MM-DD');

export const emailSchema = z.email().max(limits.email);

/** E.164: '+', country code, number; what normalizePhone (domain/phone.ts) makes of what people type. */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Expected a phone number in international format');

/** A moment as the backend stores it: ISO 8601 in UTC. */
export const utcDateTime = z.iso.datetime();
