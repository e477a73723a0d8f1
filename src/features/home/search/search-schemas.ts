import { z } from 'zod';

/**
 * The home page's two search forms (SPEC 2, "Hotel search form" and "Flight search form"). Every input is
 * required; the values travel on as URL parameters (search-urls.ts).
 */
export const guestOptions = ['1 Guest', '2 Guests', '3 Guests', '4 Guests', '5+ Guests'] as const;
export const passengerOptions = ['1 Passenger, Economy', '2 Passengers, Economy', '1 Passenger, Business'] as const;

export const searchMessages = {
  destination: 'Enter a destination.',
  checkIn: 'Choose a check-in date.',
  checkOut: 'Choose a check-out date.',
  checkOutOrder: 'Check-out date must be after the check-in date.',
  from: 'Enter where you are flying from.',
  to: 'Enter where you are flying to.',
  departure: 'Choose a departure date.',
  returnDate: 'Choose a return date.',
  returnOrder: 'Return date cannot be before the departure date.',
} as const;

/** A date input's value: 'YYYY-MM-DD', or '' while empty or incomplete. Such strings compare as dates. */
const dateInput = (message: string) => z.string().min(1, message);

export const hotelSearchSchema = z
  .object({
    destination: z.string().trim().min(1, searchMessages.destination),
    guests: z.enum(guestOptions),
    checkIn: dateInput(searchMessages.checkIn),
    checkOut: dateInput(searchMessages.checkOut),
  })
  // Runs even when other fields are missing, so every problem shows on the first submit.
  .superRefine((values, ctx) => {
    if (values.checkIn && values.checkOut && values.checkOut <= values.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: searchMessages.checkOutOrder });
    }
  });
export type HotelSearchInput = z.input<typeof hotelSearchSchema>;
export type HotelSearch = z.output<typeof hotelSearchSchema>;

export const hotelSearchDefaults: HotelSearchInput = { destination: '', guests: '2 Guests', checkIn: '', checkOut: '' };

export const flightSearchSchema = z
  .object({
    from: z.string().trim().min(1, searchMessages.from),
    to: z.string().trim().min(1, searchMessages.to),
    departure: dateInput(searchMessages.departure),
    returnTrip: z.boolean(),
    returnDate: z.string(),
    passengers: z.enum(passengerOptions),
  })
  .superRefine((values, ctx) => {
    if (!values.returnTrip) return;
    if (!values.returnDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: searchMessages.returnDate });
    } else if (values.departure && values.returnDate < values.departure) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: searchMessages.returnOrder });
    }
  });
export type FlightSearchInput = z.input<typeof flightSearchSchema>;
export type FlightSearch = z.output<typeof flightSearchSchema>;

export const flightSearchDefaults: FlightSearchInput = {
  from: '',
  to: '',
  departure: '',
  returnTrip: true,
  returnDate: '',
  passengers: '1 Passenger, Economy',
};
