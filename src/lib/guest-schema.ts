import { z } from 'zod';
import { normalizePhone, phoneMessage } from '@/backend/domain/phone';

/**
 * Who is travelling, as every booking and request form asks for it: full name, e-mail address and a mobile
 * number (India by default, any other country with its + code), each with a message that says what to fix.
 */
export const guestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .pipe(z.email('Please enter a valid email address, like name@example.com.')),
  phone: z
    .string()
    .trim()
    .min(1, 'Please enter your mobile number, so we can reach you about your trip.')
    // Not an aborting check above: an aborted field would keep the form's date checks from running.
    .refine((value) => value === '' || normalizePhone(value) !== null, phoneMessage),
});
export type GuestValues = z.infer<typeof guestSchema>;
