import type { Booking } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';
import { site } from '@/lib/site';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';

/**
 * The prefilled texts of the 'Chat on WhatsApp' links: what is being booked, the dates and the party as the
 * form holds them right now, so the operator can answer without asking again.
 */

/** A complete 'YYYY-MM-DD' (a date input may hold nothing, or a half-typed value on some browsers). */
function isCalendarDate(date: string | undefined): date is string {
  return date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
}

function dateRange(from: string, to: string): string {
  return from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;
}

export function tourEnquiryMessage(input: {
  tourName: string;
  travelDate?: string;
  endDate?: string;
  travellers: number;
}): string {
  const { tourName, travelDate, endDate, travellers } = input;
  const when = isCalendarDate(travelDate)
    ? `travelling ${dateRange(travelDate, isCalendarDate(endDate) ? endDate : travelDate)}`
    : 'travel date not fixed yet';
  return `Hello ${site.name}! I would like to book the tour package "${tourName}" for ${countLabel(travellers, 'traveller', 'travellers')}, ${when}.`;
}

export function roomEnquiryMessage(input: {
  roomName: string;
  checkIn?: string;
  checkOut?: string;
  guests: number;
  mealPlan?: string;
}): string {
  const { roomName, checkIn, checkOut, guests, mealPlan } = input;
  const when =
    isCalendarDate(checkIn) && isCalendarDate(checkOut)
      ? `check-in ${formatCalendarDate(checkIn)}, check-out ${formatCalendarDate(checkOut)}`
      : 'dates not fixed yet';
  const plan = mealPlan ? `, ${mealPlan}` : '';
  return `Hello Hotel Aster! I would like to book the ${roomName} room for ${countLabel(guests, 'guest', 'guests')}, ${when}${plan}.`;
}

export function flightEnquiryMessage(input: { flightName: string; travelDate?: string; passengers: number }): string {
  const { flightName, travelDate, passengers } = input;
  const when = isCalendarDate(travelDate) ? `on ${formatCalendarDate(travelDate)}` : 'date not fixed yet';
  return `Hello ${site.name}! I would like to book the flight ${flightName} for ${countLabel(passengers, 'passenger', 'passengers')}, ${when}.`;
}

/** About a booking already made: the reference first, so the operator finds it at once. */
export function bookingEnquiryMessage(booking: Booking): string {
  const parts = [
    `${booking.itemName} (${bookingKindLabels[booking.kind].toLowerCase()})`,
    dateRange(booking.travelDate, booking.endDate),
    booking.travellers ? countLabel(booking.travellers, 'traveller', 'travellers') : null,
  ].filter(Boolean);
  const reference = booking.reference ?? booking.id;
  return `Hello ${site.name}! About my booking ${reference}: ${parts.join(', ')}.`;
}
