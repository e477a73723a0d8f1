import { addDays } from '@/backend/domain/calendar';
import { tourPermitDays } from '@/backend/domain/permits';
import { bookingPermits, tripStartDate } from '@/backend/domain/trip-places';
import {
  missingInLines,
  travellerPermitStatuses,
  type BookingTraveller,
  type TravellerPermitStatus,
} from '@/backend/domain/traveller-permits';
import { limits } from '@/backend/limits';
import type { PermitDeskData } from '@/backend/queries';
import type { Booking, PermitFiling, PermitFilingState, PermitType, TravellerDocument } from '@/backend/schemas';

/** One traveller on one permit: ready to file when the permit has everything it needs from them. */
export interface PermitTravellerRow {
  traveller: BookingTraveller;
  document: TravellerDocument | undefined;
  missing: string[];
  ready: boolean;
}

/** One permit of one booking on one day. */
export interface BookingPermit {
  booking: Booking;
  permit: PermitType;
  date: string;
  travellers: PermitTravellerRow[];
  state: PermitFilingState;
  number: string;
}

/** One booking on the desk: its travellers' statuses and each of its permits. */
export interface DeskBooking {
  booking: Booking;
  statuses: TravellerPermitStatus[];
  permits: BookingPermit[];
  /** The reminder's text: one line per traveller with something missing; '' when nothing is. */
  missing: string;
  dueDate: string | null;
}

/** A permit on a day, over every booking: how many travellers are ready to file. */
export interface PermitDayReadiness {
  permit: PermitType;
  date: string;
  ready: number;
  travellers: number;
}

export interface DeskFilter {
  permitId: string;
  /** The permit's own day, inclusive; '' for any. */
  from: string;
  to: string;
}

const filingKey = (bookingId: string, permitId: string, date: string) => `${bookingId}\u0000${permitId}\u0000${date}`;

/** The desk's bookings, each with its permits day by day, the filings' states and what is missing. */
export function deskBookings(data: PermitDeskData, filter: DeskFilter): DeskBooking[] {
  const filings = new Map<string, PermitFiling>(
    data.filings.map((filing) => [filingKey(filing.bookingId, filing.permitId, filing.date), filing]),
  );
  const documents = new Map(data.documents.map((entry) => [entry.bookingId, entry]));
  const rows: DeskBooking[] = [];
  for (const booking of [...data.bookings].sort((a, b) => a.travelDate.localeCompare(b.travelDate) || a.id.localeCompare(b.id))) {
    const tour = booking.itemId ? data.tours[booking.itemId] : undefined;
    // A catalogue tour's permits are the tour's; a tailored trip's follow from the places of its days.
    const trip = { permits: bookingPermits(booking, tour, data.permits) };
    if (trip.permits.length === 0) continue;
    const start = tripStartDate(booking);
    const statuses = travellerPermitStatuses({ ...booking, travelDate: start }, trip, data.permits, documents.get(booking.id));
    const seen = new Set<string>();
    const permits: BookingPermit[] = [];
    for (const { day, permit } of tourPermitDays(trip, data.permits)) {
      const date = addDays(start, day - 1);
      const key = filingKey(booking.id, permit.id, date);
      if (seen.has(key)) continue;
      seen.add(key);
      if (filter.permitId && permit.id !== filter.permitId) continue;
      if ((filter.from && date < filter.from) || (filter.to && date > filter.to)) continue;
      const travellers = statuses.flatMap((status): PermitTravellerRow[] => {
        const entry = status.permits.find(
          (candidate) => candidate.needed.permit.id === permit.id && candidate.needed.days.includes(day),
        );
        return entry
          ? [
              {
                traveller: status.traveller,
                document: status.document,
                missing: entry.missing,
                ready: entry.missing.length === 0,
              },
            ]
          : [];
      });
      const filing = filings.get(key);
      permits.push({ booking, permit, date, travellers, state: filing?.state ?? 'to-file', number: filing?.number ?? '' });
    }
    if (permits.length === 0) continue;
    const dates = statuses.map((status) => status.dueDate).filter((date): date is string => date !== null);
    rows.push({ booking, statuses, permits, missing: missingInLines(statuses), dueDate: dates.sort()[0] ?? null });
  }
  return rows;
}

/** Per permit and day: travellers ready to file out of those who need the permit, by date then permit name. */
export function permitDays(bookings: readonly DeskBooking[]): PermitDayReadiness[] {
  const days = new Map<string, PermitDayReadiness>();
  for (const entry of bookings) {
    for (const permit of entry.permits) {
      const key = `${permit.date}\u0000${permit.permit.id}`;
      const day = days.get(key) ?? { permit: permit.permit, date: permit.date, ready: 0, travellers: 0 };
      day.travellers += permit.travellers.length;
      day.ready += permit.travellers.filter((row) => row.ready).length;
      days.set(key, day);
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.permit.name.localeCompare(b.permit.name));
}

/** The travellers ready to file for one permit on one day, over every booking (for the permit office). */
export function readyTravellers(bookings: readonly DeskBooking[], permitId: string, date: string): PermitTravellerRow[] {
  return bookings.flatMap((entry) =>
    entry.permits
      .filter((permit) => permit.permit.id === permitId && permit.date === date)
      .flatMap((permit) => permit.travellers.filter((row) => row.ready)),
  );
}

/** The expired trips in requests the purge function takes: at most `limits.documentsPurged` trips, one transaction, each. */
export function purgeBatches(bookingIds: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < bookingIds.length; start += limits.documentsPurged)
    batches.push(bookingIds.slice(start, start + limits.documentsPurged));
  return batches;
}
