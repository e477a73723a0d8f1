import { useMemo, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useSearchParamsWriter } from '@/lib/use-search-params-writer';
import { filterParams, parseTourFilters, withFilter, withoutFilters, type FilterParam } from './filters';
import { parseTripDetails } from './trip-summary';

/**
 * The tour list's filters, read from and written to the URL. Choosing from a list pushes a history entry (the
 * back button undoes it); typing a destination replaces the current one, so one word is not ten entries. Each
 * change applies to the address the last change asked for (useSearchParamsWriter): a destination typed and a
 * duration chosen before the list renders again both stay.
 */
export function useTourFilters() {
  const [searchParams, writeParams] = useSearchParamsWriter();
  const filters = useMemo(() => parseTourFilters(searchParams), [searchParams]);
  const trip = useMemo(() => parseTripDetails(searchParams), [searchParams]);

  // The destination box shows what is typed at once: the router applies URL changes a moment later, and an
  // input bound straight to the URL would lose its caret. It follows the URL again whenever the page moves
  // through history or a choice pushes a new URL; the replaces we make while typing are our own echo.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [destinationDraft, setDestinationDraft] = useState(filters.destination);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType !== NavigationType.Replace) setDestinationDraft(filters.destination);
  }

  const options = { preventScrollReset: true } as const;

  return {
    filters,
    trip,
    destinationDraft,
    setDestination: (text: string) => {
      setDestinationDraft(text);
      writeParams((current) => withFilter(current, 'destination', text), { ...options, replace: true });
    },
    setFilter: (key: Exclude<FilterParam, 'destination'>, value: string) => {
      writeParams((current) => withFilter(current, key, value), options);
    },
    clearFilters: () => {
      writeParams((current) => withoutFilters(current), options);
    },
    /**
     * Applies the filter form's values as the app finds them when it starts (chosen before it did, or sent by
     * the plain form with every field, empty ones too), in place of the current entry and only if they change
     * the address. A filter without a field on the page (the sort select, while the list loads) stays as it is.
     */
    applyChosen: (values: URLSearchParams) => {
      const chosen = (current: URLSearchParams) => {
        let next = current;
        for (const key of filterParams) {
          const value = values.get(key);
          if (value !== null) next = withFilter(next, key, value);
        }
        return next;
      };
      const destination = values.get('destination');
      if (destination !== null && destination !== destinationDraft) setDestinationDraft(destination);
      if (chosen(searchParams).toString() !== searchParams.toString()) writeParams(chosen, { ...options, replace: true });
    },
  };
}
