import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { chargedTaxRules } from '@/backend/domain/gst/booking-tax';
import { hotelAsterQueries, settingsQueries } from '@/backend/queries';
import { occupancyLabel } from '@/backend/domain/room-stay';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { hotelAsterPath, roomBookingPath } from '@/lib/paths';
import { asterRoomOffers, type RoomOffer } from '../aster-search';
import { formatStayRange, guestsLabel, type TripDetails } from '../trip-summary';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The search's dates and guests, for the hotel page and a room's booking form (the names the home search uses). */
function staySearch(trip: TripDetails): string {
  const params = new URLSearchParams();
  if (trip.checkIn) params.set('checkIn', trip.checkIn);
  if (trip.checkOut) params.set('checkOut', trip.checkOut);
  if (trip.guests !== null) params.set('guests', String(trip.guests));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The price before tax, and the GST it will be charged once the operator charges GST: '₹4,500 for 3 nights + ₹225 GST'. */
function offerPrice(offer: RoomOffer): string {
  switch (offer.kind) {
    case 'priced':
      return `${formatRupees(offer.total)} for ${plural(offer.nights, 'night', 'nights')}${offer.rooms > 1 ? `, ${offer.rooms} rooms` : ''}${offer.tax > 0 ? ` + ${formatRupees(offer.tax)} GST` : ''}`;
    case 'nightly':
      return `From ${formatRupees(offer.from)} a night${offer.rate > 0 ? ` + ${offer.rate}% GST` : ''}`;
    case 'unavailable':
      return offer.reason;
  }
}

/**
 * Hotel Aster first in a Hotels search for Gangtok or Tadong: the operator's own hotel, each room type priced for
 * the dates and guests searched (room only), with a link to book it with them.
 */
export function AsterStayOffer({ trip }: { trip: TripDetails }) {
  const hotel = useQuery(hotelAsterQueries.content());
  // The GST the booking will charge, as placeBooking works it out (none before the operator's registration).
  const taxSettings = useQuery(settingsQueries.tax());
  const taxRules = taxSettings.data ? chargedTaxRules(taxSettings.data) : null;
  const titleId = useId();
  if (hotel.isError) return null;
  const offers = hotel.data
    ? asterRoomOffers(
        hotel.data.rooms,
        { seasons: hotel.data.profile.seasons, periods: hotel.data.profile.periods, closed: hotel.data.profile.closed },
        trip,
        taxRules,
      )
    : null;
  const dates = formatStayRange(trip.checkIn, trip.checkOut);
  const search = staySearch(trip);

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-accent-100 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">Our own hotel in Tadong, Gangtok</p>
      <h2 id={titleId} className="mt-1 font-display text-2xl font-bold text-brand-900">
        Hotel Aster
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {dates ? `Rooms for ${dates}` : 'Rooms'}
        {trip.guests !== null ? `, ${guestsLabel(trip.guests)}` : ''}. Prices are for the room only (EP); breakfast (CP) and
        dinner (MAP) can be added when you book.
      </p>
      {offers === null ? (
        <div aria-hidden="true" className="mt-4 space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {offers.map((offer) => (
            <li key={offer.room.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{offer.room.name}</p>
                <p className="text-sm text-slate-600">Sleeps {occupancyLabel(offer.room)}</p>
              </div>
              <div className="flex items-center gap-4">
                <p className={offer.kind === 'unavailable' ? 'text-sm text-slate-600' : 'font-bold text-slate-900 tabular-nums'}>
                  {offerPrice(offer)}
                </p>
                {offer.kind === 'unavailable' ? null : (
                  <Link
                    to={`${roomBookingPath(offer.room.name)}${search}`}
                    aria-label={`Book the ${offer.room.name}`}
                    className="inline-flex min-h-11 items-center rounded-lg bg-accent-500 px-4 text-sm font-semibold text-brand-900 hover:bg-accent-400"
                  >
                    Book
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={`${hotelAsterPath()}${search}`}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        See Hotel Aster: rooms, meal plans and the calendar
      </Link>
    </section>
  );
}
