import { BackendError } from '../errors';
import { limits } from '../limits';
import { parseInput } from '../parse';
import {
  bookingSchema,
  flightRequestInputSchema,
  type Booking,
  type BookingRequest,
  type Flight,
  type PeakPeriod,
  type PermitType,
  type RoomType,
  type TourPackage,
} from '../schemas';
import { flightPriceLines, priceTaxFrom, recipientOfBilling, type PriceTax, type TaxRules } from './gst/booking-tax';
import type { TcsPeriod } from './gst/tcs';
import { todayInIndia } from './calendar';
import { nightsFromDuration, tourEndDate } from './tour-dates';
import { adultsOnly, priceTour } from './pricing';
import { closedStartDateReason } from './permits';
import { documentsState } from './traveller-permits';
import { partyProblem, priceRoomStay, roomItemName, stayCalendarProblem, withRoomTax, type StayCalendar } from './room-stay';

/**
 * What a customer's booking request becomes, in either adapter: the item's name and price come from the stored
 * tour, room rates and season, or flight, never from the browser; the booking is Pending, theirs, with a
 * reference to quote on the phone. Bad input is a BackendError('invalid-data') with a message people can act on.
 */
export type BookedItem = (
  | { kind: 'tour'; tour: TourPackage; peakPeriods?: readonly PeakPeriod[]; permitTypes?: readonly PermitType[] }
  | {
      kind: 'room';
      room: RoomType;
      seasons: StayCalendar['seasons'];
      periods?: StayCalendar['periods'];
      closed?: StayCalendar['closed'];
    }
  | { kind: 'flight'; flight: Flight }
) & {
  /** How the operator's bookings are taxed (none: not registered for GST, no tax line). */
  taxRules?: TaxRules | null;
  /** The TCS rates an overseas package collects (none: no TAN saved, no TCS line). */
  tcsPeriods?: readonly TcsPeriod[];
  /** The day the booking is priced, in India (the transaction's clock): an overseas package's TCS rate goes by it. */
  pricedOn?: string;
};

export { nightsFromDuration, tourEndDate };

export const flightItemName = (flight: Pick<Flight, 'airline' | 'origin' | 'destination'>) =>
  `${flight.airline}, ${flight.origin} to ${flight.destination}`;
export const flightRequestItemId = 'flight-request';

/** True when the tour runs on fixed departures (with seats) rather than on request. */
export const hasFixedDepartures = (tour: Pick<TourPackage, 'departures'>) => Object.keys(tour.departures).length > 0;

export const notADeparture = 'Please choose one of the departure dates.';

/** What a customer is told when the item they are booking has gone from the site meanwhile. */
export const tourNoLongerOffered = 'This tour package is no longer offered.';
export const roomNoLongerOffered = 'This room type is no longer offered.';
export const flightNoLongerOffered = 'This flight is no longer offered.';

type PricedFields = Pick<
  Booking,
  | 'itemName'
  | 'totalPrice'
  | 'travelDate'
  | 'endDate'
  | 'travellers'
  | 'mealPlan'
  | 'seasonNights'
  | 'offSeasonNights'
  | 'fixedDeparture'
  | 'lines'
  | 'billing'
  | 'taxSupplies'
  | 'tcs'
  | 'party'
  | 'options'
  | 'rooms'
  | 'adults'
  | 'children'
>;

function invalid(message: string): never {
  throw new BackendError('invalid-data', message);
}

/** How the booking's price is taxed: the operator's rules, for the customer as the request gives them. */
function requestTax(
  item: Pick<BookedItem, 'taxRules' | 'tcsPeriods' | 'pricedOn'>,
  request: Pick<BookingRequest, 'billing'>,
): PriceTax | null {
  return priceTaxFrom(
    item.taxRules ?? null,
    item.tcsPeriods ?? [],
    recipientOfBilling(request.billing),
    item.pricedOn ?? todayInIndia(new Date()),
  );
}

export const tooManyTravellers = `At most ${limits.tourTravellers} travellers can be booked online.`;
export const mealPlanMissing = 'Please choose a meal plan.';

/**
 * The booked item's name, the dates as stored and the total, from the stored item. The request was parsed where it
 * came in (the transaction that took it, or the form that previews it): what is refused here is refused in words.
 */
export function priceRequest(request: BookingRequest, item: BookedItem): PricedFields & { itemId: string } {
  if (request.kind !== item.kind) throw new BackendError('not-found');
  if (request.travellers > limits.tourTravellers) invalid(tooManyTravellers);
  switch (item.kind) {
    case 'tour': {
      const { tour } = item;
      if (request.itemId !== tour.id) throw new BackendError('not-found');
      const fixed = hasFixedDepartures(tour);
      if (fixed && tour.departures[request.travelDate] === undefined) invalid(notADeparture);
      // A tour on request may not start on a date that puts a permit day on a closed weekday (Nathula on Mondays);
      // fixed departures are the operator's dates, flagged in the admin when they do.
      const closed = !fixed && item.permitTypes ? closedStartDateReason(tour, item.permitTypes, request.travelDate) : null;
      if (closed) invalid(closed);
      const priced = priceTour(
        tour,
        { travelDate: request.travelDate, party: request.party ?? adultsOnly(request.travellers), options: request.options },
        {
          peakPeriods: item.peakPeriods ?? [],
          tax: requestTax(item, request),
          permitTypes: item.permitTypes,
        },
      );
      return {
        itemId: tour.id,
        itemName: tour.name,
        travelDate: request.travelDate,
        endDate: tourEndDate(request.travelDate, tour.duration),
        travellers: request.travellers,
        totalPrice: priced.total,
        fixedDeparture: fixed,
        lines: priced.lines,
        ...(priced.tcs ? { tcs: priced.tcs } : {}),
        ...(request.party ? { party: request.party } : {}),
        ...(request.options.length > 0 ? { options: request.options } : {}),
      };
    }
    case 'room': {
      const { room } = item;
      if (request.itemId !== room.id) throw new BackendError('not-found');
      const problem = stayCalendarProblem(request.travelDate, request.endDate, item);
      if (problem) invalid(problem);
      const children = request.children ?? 0;
      const party = { adults: request.adults ?? request.travellers - children, children, rooms: request.rooms ?? 1 };
      if (party.rooms > room.rooms)
        invalid(`The hotel has ${room.rooms} ${room.rooms === 1 ? 'room' : 'rooms'} of the ${room.name}.`);
      const misfit = partyProblem(room, party);
      if (misfit) invalid(misfit);
      const plan = request.mealPlan ?? invalid(mealPlanMissing);
      const stay = withRoomTax(
        priceRoomStay(room, plan, party, request.travelDate, request.endDate, item),
        roomItemName(room),
        item.taxRules,
      );
      return {
        itemId: room.id,
        itemName: roomItemName(room),
        travelDate: request.travelDate,
        endDate: request.endDate,
        travellers: request.travellers,
        mealPlan: plan,
        seasonNights: stay.seasonNights,
        offSeasonNights: stay.offSeasonNights,
        // One room is stored as before (no `rooms`), so older readers see the same booking.
        ...(party.rooms > 1 ? { rooms: party.rooms } : {}),
        adults: party.adults,
        children: party.children,
        lines: stay.lines,
        ...(stay.supplies.length > 0 ? { taxSupplies: stay.supplies } : {}),
        totalPrice: stay.total,
      };
    }
    case 'flight': {
      const { flight } = item;
      if (request.itemId !== flight.id) throw new BackendError('not-found');
      const fare = flight.price * request.travellers;
      const taxed = flightPriceLines(fare, request.travellers, flightItemName(flight), requestTax(item, request));
      return {
        itemId: flight.id,
        itemName: flightItemName(flight),
        travelDate: request.travelDate,
        endDate: request.travelDate,
        travellers: request.travellers,
        totalPrice: taxed?.total ?? fare,
        ...(taxed ? { lines: taxed.lines } : {}),
      };
    }
  }
}

export interface NewBookingIds {
  id: string;
  userId: string;
  reference: string;
  /** ISO time; the backend's clock replaces it where the backend has one (Firestore's request time). */
  createdAt: string;
}

export function newBooking(request: BookingRequest, item: BookedItem, ids: NewBookingIds): Booking {
  const priced = priceRequest(request, item);
  return parseInput(bookingSchema, {
    ...priced,
    ...(request.billing ? { billing: request.billing } : {}),
    // A trip with permits records from the start that its travellers' documents are due (none given yet).
    ...(item.kind === 'tour' && item.permitTypes
      ? documentsState({ ...priced, userName: request.userName }, item.tour, item.permitTypes, null)
      : {}),
    kind: request.kind,
    userName: request.userName,
    userEmail: request.userEmail,
    phone: request.phone,
    status: 'Pending',
    ...ids,
  });
}

export function newFlightRequest(input: unknown, ids: NewBookingIds): Booking {
  const request = parseInput(flightRequestInputSchema, input);
  return parseInput(bookingSchema, {
    kind: 'flightRequest',
    itemId: flightRequestItemId,
    itemName: `Flight request: ${request.from} to ${request.to}`,
    userName: request.userName,
    userEmail: request.userEmail,
    phone: request.phone,
    travelDate: request.travelDate,
    endDate: request.travelDate,
    travellers: request.travellers,
    totalPrice: 0,
    status: 'Pending',
    ...ids,
  });
}
