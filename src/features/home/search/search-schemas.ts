/**
 * The home page's two search forms (hotels and flights). Every input is
 * required; the values travel on as URL parameters (search-urls.ts). Checked by hand rather than with a schema
 * library: the home page is the first page most visitors load, and these rules are a few lines.
 *
 * An option's value is what the results page reads from the URL, its label the spec's text: the forms are
 * plain GET forms too, which a visitor can submit before the app has started (issue 14).
 */
export const guestOptions = [
  { value: '1', label: '1 Guest' },
  { value: '2', label: '2 Guests' },
  { value: '3', label: '3 Guests' },
  { value: '4', label: '4 Guests' },
  // The top option travels as 5.
  { value: '5', label: '5+ Guests' },
] as const;
/** Passengers and cabin in one value, as /flights reads its `passengers` parameter (2-economy). */
export const passengerOptions = [
  { value: '1-economy', label: '1 Passenger, Economy' },
  { value: '2-economy', label: '2 Passengers, Economy' },
  { value: '1-business', label: '1 Passenger, Business' },
] as const;
export type GuestOption = (typeof guestOptions)[number]['value'];
export type PassengerOption = (typeof passengerOptions)[number]['value'];

export const searchMessages = {
  destination: 'Enter a destination.',
  guests: 'Choose the number of guests.',
  checkIn: 'Choose a check-in date.',
  checkOut: 'Choose a check-out date.',
  checkOutOrder: 'Check-out date must be after the check-in date.',
  from: 'Enter where you are flying from.',
  to: 'Enter where you are flying to.',
  departure: 'Choose a departure date.',
  returnDate: 'Choose a return date.',
  returnOrder: 'Return date cannot be before the departure date.',
  passengers: 'Choose passengers and class.',
} as const;

/** What a form holds: text as typed (a date input gives 'YYYY-MM-DD', or '' while empty or incomplete), a select its option's value. */
export interface HotelSearchInput {
  destination: string;
  guests: string;
  checkIn: string;
  checkOut: string;
}
/** A complete hotel search: the destination trimmed, dates in order. */
export interface HotelSearch extends HotelSearchInput {
  guests: GuestOption;
}

export interface FlightSearchInput {
  from: string;
  to: string;
  departure: string;
  returnTrip: boolean;
  returnDate: string;
  passengers: string;
}
export interface FlightSearch extends FlightSearchInput {
  passengers: PassengerOption;
}

export type FieldErrors<Input> = Partial<Record<keyof Input, string>>;
/** Either the checked value, or one message per field that is wrong (every field at once, not the first). */
export type Checked<Input, Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors<Input> };

export const hotelSearchDefaults: HotelSearchInput = { destination: '', guests: '2', checkIn: '', checkOut: '' };

export const flightSearchDefaults: FlightSearchInput = {
  from: '',
  to: '',
  departure: '',
  returnTrip: true,
  returnDate: '',
  passengers: '1-economy',
};

function isOneOf<Option extends string>(options: readonly { value: Option }[], value: string): value is Option {
  return options.some((option) => option.value === value);
}

function result<Input, Output>(errors: FieldErrors<Input>, value: Output): Checked<Input, Output> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

export function checkHotelSearch(input: HotelSearchInput): Checked<HotelSearchInput, HotelSearch> {
  const errors: FieldErrors<HotelSearchInput> = {};
  const destination = input.destination.trim();
  const { guests, checkIn, checkOut } = input;
  if (!destination) errors.destination = searchMessages.destination;
  if (!isOneOf(guestOptions, guests)) errors.guests = searchMessages.guests;
  if (!checkIn) errors.checkIn = searchMessages.checkIn;
  if (!checkOut) errors.checkOut = searchMessages.checkOut;
  // Checked even when other fields are missing, so every problem shows on the first submit. ISO dates compare
  // as strings.
  else if (checkIn && checkOut <= checkIn) errors.checkOut = searchMessages.checkOutOrder;
  return result(errors, { destination, guests: guests as GuestOption, checkIn, checkOut });
}

export function checkFlightSearch(input: FlightSearchInput): Checked<FlightSearchInput, FlightSearch> {
  const errors: FieldErrors<FlightSearchInput> = {};
  const from = input.from.trim();
  const to = input.to.trim();
  const { departure, returnTrip, returnDate, passengers } = input;
  if (!from) errors.from = searchMessages.from;
  if (!to) errors.to = searchMessages.to;
  if (!departure) errors.departure = searchMessages.departure;
  // A one-way trip ignores whatever is left in the return date.
  if (returnTrip && !returnDate) errors.returnDate = searchMessages.returnDate;
  else if (returnTrip && departure && returnDate < departure) errors.returnDate = searchMessages.returnOrder;
  if (!isOneOf(passengerOptions, passengers)) errors.passengers = searchMessages.passengers;
  return result(errors, { from, to, departure, returnTrip, returnDate, passengers: passengers as PassengerOption });
}
