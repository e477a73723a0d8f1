import { z } from 'zod';
import { checkOutBeforeCheckIn } from '@/lib/pricing';

/** The spec's alert after any confirmed booking (payment is disabled, nothing is charged or stored). */
export const bookingSuccessMessage = 'Booking successful! (Payment Gateway Disabled)';

export const guestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name.'),
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address, like name@example.com.')),
});
export type GuestValues = z.infer<typeof guestSchema>;

export const mealPlanIds = ['ep', 'cp', 'map'] as const;

/** Room stay: dates as 'YYYY-MM-DD'; `today` is passed in so the rule "no past dates" is testable. */
export function roomStaySchema(today: string) {
  return guestSchema
    .extend({
      checkIn: z.string().min(1, 'Please choose a check-in date.'),
      checkOut: z.string().min(1, 'Please choose a check-out date.'),
      guests: z.string().regex(/^\d+$/),
      plan: z.enum(mealPlanIds),
    })
    .superRefine((stay, ctx) => {
      // ISO calendar dates compare correctly as strings.
      if (stay.checkIn && stay.checkIn < today) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in date cannot be in the past.' });
      }
      if (stay.checkIn && stay.checkOut && stay.checkOut <= stay.checkIn) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: checkOutBeforeCheckIn });
      }
    });
}
export type RoomStayValues = z.infer<ReturnType<typeof roomStaySchema>>;
