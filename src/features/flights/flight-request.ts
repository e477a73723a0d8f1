import { z } from 'zod';
import { limits } from '@/backend/limits';
import { isCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import type { FlightRequestInput, SessionUser } from '@/backend/schemas';
import { guestSchema } from '@/lib/guest-schema';
import type { FlightSearchParams } from './flight-search';

/**
 * The "request this flight" form under a search without sample flights. Its values travel in the address when a
 * signed-out visitor goes to sign in: the route and date as the search's own parameters, the contact details
 * as `name`, `email` and `mobile`, so nothing typed is lost on the way back.
 */
export const maxRequestPassengers = limits.flightPassengers;
export const requestAnchor = 'flight-request';
const contactParams = ['name', 'email', 'mobile'] as const;

export function flightRequestSchema(today: string) {
  return guestSchema.extend({
    from: z
      .string()
      .trim()
      .min(1, 'Please enter the city you fly from.')
      .max(limits.flightRequestPlace, 'Please shorten the city name.'),
    to: z
      .string()
      .trim()
      .min(1, 'Please enter the city you fly to.')
      .max(limits.flightRequestPlace, 'Please shorten the city name.'),
    travelDate: z
      .string()
      .min(1, { error: 'Please choose a travel date.', abort: true })
      // ISO calendar dates compare correctly as strings.
      .refine((date) => isCalendarDate(date) && date >= today, 'Travel date cannot be in the past.'),
    travellers: z
      .string()
      .refine(
        (count) => /^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= maxRequestPassengers,
        `Please choose between 1 and ${maxRequestPassengers} passengers.`,
      ),
  });
}
export type FlightRequestValues = z.infer<ReturnType<typeof flightRequestSchema>>;

/** What the form starts with: the search, what came back from sign-in, and the signed-in customer's name and e-mail. */
export function requestDefaults(
  search: FlightSearchParams,
  params: URLSearchParams,
  user: SessionUser | null | undefined,
): FlightRequestValues {
  return {
    from: search.from,
    to: search.to,
    travelDate: search.date ?? '',
    travellers: String(search.passengers ?? 1),
    name: params.get('name') || user?.name || '',
    email: params.get('email') || user?.email || '',
    phone: params.get('mobile') ?? '',
  };
}

/** The search's address with what the form holds, for the way to sign-in and back. */
export function withRequest(params: URLSearchParams, values: FlightRequestValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value.trim() ? next.set(key, value.trim()) : next.delete(key));
  set('from', values.from);
  set('to', values.to);
  set('date', values.travelDate);
  set('passengers', values.travellers);
  set('name', values.name);
  set('email', values.email);
  set('mobile', values.phone);
  return next;
}

/** The address without the contact details, once the form has read them back. */
export function withoutContact(params: URLSearchParams): URLSearchParams | null {
  if (!contactParams.some((key) => params.has(key))) return null;
  const next = new URLSearchParams(params);
  for (const key of contactParams) next.delete(key);
  return next;
}

export function toFlightRequest(values: FlightRequestValues): FlightRequestInput {
  return {
    from: values.from.trim(),
    to: values.to.trim(),
    travelDate: values.travelDate,
    travellers: Number(values.travellers),
    userName: values.name.trim(),
    userEmail: values.email.trim(),
    phone: normalizePhone(values.phone) ?? values.phone,
  };
}
