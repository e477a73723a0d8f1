import type { FlightSearch, HotelSearch } from './search-schemas';
import { flightListPath, tourListPath } from '@/lib/paths';

/**
 * Where the home page's two searches go, with what was typed as URL parameters, so the results can be
 * bookmarked and shared:
 *   /hotels?destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2
 *   /flights?from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=1&class=Economy
 * Submitted before the app has started, the forms themselves send the same searches in their field order, the
 * flight search with passengers and cabin in one value (passengers=1-economy), which /flights reads as well.
 */

const cabins: Record<FlightSearch['passengers'], { passengers: number; cabin: 'Economy' | 'Business' }> = {
  '1-economy': { passengers: 1, cabin: 'Economy' },
  '2-economy': { passengers: 2, cabin: 'Economy' },
  '1-business': { passengers: 1, cabin: 'Business' },
};

export function hotelSearchUrl(search: HotelSearch): string {
  const params = new URLSearchParams({
    destination: search.destination.trim(),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: search.guests,
  });
  return tourListPath(params);
}

export function flightSearchUrl(search: FlightSearch): string {
  const { passengers, cabin } = cabins[search.passengers];
  const params = new URLSearchParams({ from: search.from.trim(), to: search.to.trim(), date: search.departure });
  // A date left in the box after 'Return trip' was unticked is not part of the search.
  if (search.returnTrip && search.returnDate) params.set('return', search.returnDate);
  params.set('passengers', String(passengers));
  params.set('class', cabin);
  return flightListPath(params);
}
