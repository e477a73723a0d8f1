import type { Booking, ItineraryDay, PermitType, QuoteDay, QuoteStay, TourPermit } from '../schemas';
import { addDays } from './calendar';

/**
 * Where a booked trip is on each of its days, whatever made it: a catalogue tour (its itinerary from the start date),
 * a trip tailored in a quote (its day plan and the night's stay of each date), or a stay at Hotel Aster. Alerts match
 * these days by place and date, the permit desk and My bookings read the permits they imply, and the trip pack lists
 * them; so a tailored trip answers every one of them like a tour. Types only from the schemas: the public pages'
 * alert banner reaches this module, and it must not pull zod into them.
 */

/** The places Hotel Aster stands in: a night there is in each of them. */
export const hotelAsterPlaces = ['Hotel Aster', 'Tadong', 'Gangtok'] as const;

/** One day of a trip: where the travellers go and where they sleep that night, as texts naming places. */
export interface TripDayPlaces {
  /** 1 = the trip's first day. */
  day: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The day's title ('Gangtok to Lachung') and the night's stay ('Lachung', 'Hotel Aster, Gangtok'), as written. */
  places: string[];
}

const wordsOf = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `text` names `place` (case and spacing aside): 'Gangtok to Lachung' names 'lachung'. */
export function names(text: string, place: string): boolean {
  const wanted = wordsOf(place);
  return wanted !== '' && wordsOf(text).includes(wanted);
}

/** Whether the day is in `place`: its title or its night's stay names it. */
export const dayIsIn = (day: TripDayPlaces, place: string) => day.places.some((text) => names(text, place));

/** A catalogue tour's days from `start`: each itinerary day's title and stay. */
export function itineraryTripDays(itinerary: readonly Pick<ItineraryDay, 'title' | 'stay'>[], start: string): TripDayPlaces[] {
  return itinerary.map((day, index) => ({
    day: index + 1,
    date: addDays(start, index),
    places: [day.title, ...(day.stay ? [day.stay] : [])],
  }));
}

/** A night at Hotel Aster, as texts: every place it stands in, so an alert naming any of them finds it. */
const asterNight = hotelAsterPlaces.join(', ');

/** A tailored trip's plan: the day titles in order from the start date, and the stay of each night by its date. */
export interface TripPlan {
  startDate: string;
  endDate: string;
  days: readonly Pick<QuoteDay, 'title'>[];
  stays: readonly Pick<QuoteStay, 'night' | 'place' | 'hotel' | 'roomTypeId'>[];
}

/**
 * A tailored trip's days, one per date from its start to its end: the plan's day of that number and where that
 * date's night is spent (a night at Hotel Aster, held by room type, is in Hotel Aster's places whatever else it says).
 */
export function planTripDays(plan: TripPlan): TripDayPlaces[] {
  const days: TripDayPlaces[] = [];
  for (let date = plan.startDate, index = 0; date <= plan.endDate; date = addDays(date, 1), index++) {
    const title = plan.days[index]?.title;
    const stays = plan.stays.filter((stay) => stay.night === date);
    days.push({
      day: index + 1,
      date,
      places: [
        ...(title ? [title] : []),
        ...stays.flatMap((stay) => [stay.place, ...(stay.hotel ? [stay.hotel] : []), ...(stay.roomTypeId ? [asterNight] : [])]),
      ],
    });
  }
  return days;
}

/**
 * The nights of a tailored trip at Hotel Aster, in date order, with the room type and the rooms of the first of them
 * (a quote accepts only one type and one count for all), or null when it sleeps elsewhere.
 */
export function asterNightsOf(
  stays: readonly Pick<QuoteStay, 'night' | 'roomTypeId' | 'rooms'>[],
): { roomId: string; nights: string[]; rooms: number } | null {
  const nights = stays.filter((stay) => stay.roomTypeId).sort((a, b) => a.night.localeCompare(b.night));
  const first = nights[0];
  return first ? { roomId: first.roomTypeId, nights: nights.map((stay) => stay.night), rooms: first.rooms } : null;
}

/** A stay at Hotel Aster: one day per night, from check-in to the night before check-out. */
export function asterStayDays(checkIn: string, checkOut: string): TripDayPlaces[] {
  const days: TripDayPlaces[] = [];
  for (let date = checkIn, index = 0; date < checkOut; date = addDays(date, 1), index++)
    days.push({ day: index + 1, date, places: [asterNight] });
  return days;
}

/**
 * Where the booking is on each day: the plan it was tailored with (even when it started from a tour, whose days it no
 * longer follows), else its tour's itinerary, else its nights at Hotel Aster. Flights and the partner hotels' bookings
 * say nothing of places: none.
 */
export function bookingTripDays(
  booking: Pick<Booking, 'kind' | 'travelDate' | 'endDate' | 'plan'>,
  tour: { itinerary: readonly Pick<ItineraryDay, 'title' | 'stay'>[] } | null | undefined,
): TripDayPlaces[] {
  if (booking.plan) return planTripDays(booking.plan);
  if (booking.kind === 'tour') return tour ? itineraryTripDays(tour.itinerary, booking.travelDate) : [];
  if (booking.kind === 'room') return asterStayDays(booking.travelDate, booking.endDate);
  return [];
}

/** The trip's first day: a tailored trip's own start (its booking's dates may be those of the nights it holds). */
export const tripStartDate = (booking: Pick<Booking, 'travelDate' | 'plan'>) => booking.plan?.startDate ?? booking.travelDate;

/** Whether a day enters the permit's area: it names the permit's place or one of the places within its area. */
export const dayNeedsPermit = (day: TripDayPlaces, permit: Pick<PermitType, 'place' | 'areaPlaces'>) =>
  [permit.place, ...(permit.areaPlaces ?? [])].some((place) => dayIsIn(day, place));

/** The permits the days enter, each on its day, as a tour names them (so the permit rules read them alike). */
export function permitsOfDays(days: readonly TripDayPlaces[], permitTypes: readonly PermitType[]): TourPermit[] {
  return days.flatMap((day) =>
    permitTypes.filter((permit) => dayNeedsPermit(day, permit)).map((permit) => ({ permitId: permit.id, day: day.day })),
  );
}

/**
 * The permits a booking needs, each on its day: a tailored trip's follow from its days' places; a catalogue tour's
 * are those the operator named on the tour.
 */
export function bookingPermits(
  booking: Pick<Booking, 'kind' | 'travelDate' | 'endDate' | 'plan'>,
  tour: { permits?: readonly TourPermit[] } | null | undefined,
  permitTypes: readonly PermitType[],
): TourPermit[] {
  if (booking.plan) return permitsOfDays(bookingTripDays(booking, null), permitTypes);
  return booking.kind === 'tour' ? [...(tour?.permits ?? [])] : [];
}
