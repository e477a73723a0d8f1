import { givenNames } from '@/backend/domain/traveller-permits';
import type { Booking } from '@/backend/schemas';
import { countLabel } from '@/lib/booking-kinds';

/**
 * Each traveller's name once given, in the party's order, and how many are still to come: the voucher and the trip
 * pack name everyone who travels, not only the lead guest.
 */
export function TravellerNames({ booking }: { booking: Pick<Booking, 'party'> }) {
  const { names, missing } = givenNames(booking);
  if (names.length === 0 && missing === 0) return null;
  return (
    <>
      {names.length > 0 ? (
        <ul className="mt-1">
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : null}
      {missing > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {`${countLabel(missing, 'name', 'names')} still to give: My bookings asks for ${missing === 1 ? 'it' : 'them'}.`}
        </p>
      ) : null}
    </>
  );
}
