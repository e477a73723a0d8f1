import type { FlightSearch, HotelSearch } from './search-schemas';
import { flightListPath, tourListPath } from '@/lib/paths';

/**
 * Where the home page's two searches go, with what was typed as URL parameters, so the results can be
 * bookmarked and shared:
 *   /hotels?destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2
 *   /flights?from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=1&class=Economy
 */

/** '2 Guests' -> 2; the top option, '5+ Guests', travels as 5. */
const guestCounts: Record<HotelSearch['guests'], number> = {
  '1 Guest': 1,
  '2 Guests': 2,
  '3 Guests': 3,
  '4 Guests': 4,
  '5+ Guests': 5,
};

const passengerParams: Record<FlightSearch['passengers'], { passengers: number; cabin: 'Economy' | 'Business' }> = {
  '1 Passenger, Economy': { passengers: 1, cabin: 'Economy' },
  '2 Passengers, Economy': { passengers: 2, cabin: 'Economy' },
  '1 Passenger, Business': { passengers: 1, cabin: 'Business' },
};

export function hotelSearchUrl(search: HotelSearch): string {
  const params = new URLSearchParams({
    destination: search.destination.trim(),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: String(guestCounts[search.guests]),
  });
  return tourListPath(params);
}

export function flightSearchUrl(search: FlightSearch): string {
  const { passengers, cabin } = passengerParams[search.passengers];
  const params = new URLSearchParams({ from: search.from.trim(), to: search.to.trim(), date: search.departure });
  // A date left in the box after 'Return trip' was unticked is not part of the search.
  if (search.returnTrip && search.returnDate) params.set('return', search.returnDate);
  params.set('passengers', String(passengers));
  params.set('class', cabin);
  return flightListPath(params);
}
