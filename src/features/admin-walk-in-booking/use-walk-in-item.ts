import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BookedItem } from '@/backend/domain/booking-request';
import { chargedTaxRules, collectedTcs } from '@/backend/domain/gst/booking-tax';
import { flightQueries, hotelAsterQueries, permitQueries, settingsQueries, tourQueries } from '@/backend/queries';
import type { WalkInKind } from './walk-in-booking-form';

/**
 * What the operator may book of the kind chosen (only that kind's lists are read), and the item chosen with what
 * prices it, as the backend will price it: null until all of it is read.
 */
export function useWalkInItem(kind: WalkInKind, itemId: string) {
  const tours = useQuery({ ...tourQueries.all(), enabled: kind === 'tour' });
  const hotel = useQuery({ ...hotelAsterQueries.content(), enabled: kind === 'room' });
  const flights = useQuery({ ...flightQueries.list(), enabled: kind === 'flight' });
  const taxSettings = useQuery(settingsQueries.tax());
  const peak = useQuery({ ...settingsQueries.peakPeriods(), enabled: kind === 'tour' });
  const permits = useQuery({ ...permitQueries.list(), enabled: kind === 'tour' });

  const tour = kind === 'tour' ? tours.data?.find((one) => one.id === itemId) : undefined;
  const item = useMemo((): BookedItem | null => {
    if (!taxSettings.data) return null;
    const taxRules = chargedTaxRules(taxSettings.data);
    if (kind === 'tour') {
      if (!tour || !peak.data || !permits.data) return null;
      const tcsPeriods = collectedTcs(taxSettings.data);
      return { kind: 'tour', tour, peakPeriods: peak.data.periods, permitTypes: permits.data, taxRules, tcsPeriods };
    }
    if (kind === 'room') {
      const room = hotel.data?.rooms.find((one) => one.id === itemId);
      if (!room || !hotel.data) return null;
      const { seasons, periods, closed } = hotel.data.profile;
      return { kind: 'room', room, seasons, periods, closed, taxRules };
    }
    if (kind === 'flight') {
      const flight = flights.data?.find((one) => one.id === itemId);
      return flight ? { kind: 'flight', flight, taxRules } : null;
    }
    return null;
  }, [kind, itemId, taxSettings.data, tour, peak.data, permits.data, hotel.data, flights.data]);

  return { tours: tours.data ?? [], rooms: hotel.data?.rooms ?? [], flights: flights.data ?? [], tour, item };
}
