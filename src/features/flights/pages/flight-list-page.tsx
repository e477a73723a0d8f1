import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { flightQueries } from '@/backend/queries';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate } from '@/lib/format';
import { FlightCard } from '../components/flight-card';
import {
  bookingHref,
  defaultRouteText,
  describeFlightSearch,
  flightEnquiry,
  isSearch,
  matchFlights,
  noFlightsMessage,
  parseFlightSearch,
  type FlightSearchParams,
} from '../flight-search';
import { Icon, type IconShape } from '@/components/ui/icon';
import { planeIcon } from '@/components/ui/icons/travel';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { flightListPath } from '@/lib/paths';
import { BusinessPhoneLink, SupportHours } from '@/components/business/business-details';

// Only a search without flights shows it, after the flights have loaded: a chunk of its own, with its form library.
const FlightRequestForm = lazy(() =>
  import('../components/flight-request-form').then((module) => ({ default: module.FlightRequestForm })),
);

export function FlightListPage() {
  const flights = useQuery(flightQueries.list());
  const [searchParams] = useSearchParams();
  const search = useMemo(() => parseFlightSearch(searchParams), [searchParams]);
  const matches = useMemo(() => (flights.data ? matchFlights(flights.data, search) : []), [flights.data, search]);
  const searched = isSearch(search);
  // Until the flights arrive the route is shown as typed; then as the airports it matched.
  const summary = searched ? describeFlightSearch(search, matches) : defaultRouteText;

  return (
    <>
      <PageMeta
        title="Flight Search Results"
        description="Compare sample flights from Delhi to Mumbai with times, stops, duration and fares in rupees, and book with Himalayan Aster Tours."
      />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Flight Search Results</h1>
          <p className="mt-3 flex items-start gap-2 text-lg text-brand-100">
            <Icon shape={planeIcon} className="mt-1 size-5 shrink-0 rotate-90 text-accent-400" />
            {summary}
          </p>
          {search.returnDate ? (
            <p className="mt-2 pl-7 text-sm text-brand-200">
              Return on {formatCalendarDate(search.returnDate)}. The fares below are one way.
            </p>
          ) : null}
        </div>
      </header>

      <section aria-label="Flights" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        {flights.isPending ? (
          <Loading>Finding the best flights for you...</Loading>
        ) : flights.isError ? (
          <div className="mx-auto max-w-xl space-y-4 text-center">
            <InlineNotice kind="error">We could not load the flights. Please check your connection and try again.</InlineNotice>
            <Button onClick={() => void flights.refetch()} disabled={flights.isFetching}>
              {flights.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : matches.length === 0 ? (
          searched ? (
            <NoFlights search={search} />
          ) : (
            <p className="py-16 text-center text-slate-600">No flights match this search. Please try other dates.</p>
          )
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {matches.length === 1 ? '1 flight found' : `${matches.length} flights found`}. Fares are per person.
            </p>
            <ul className="space-y-4">
              {matches.map((flight) => (
                <li key={flight.id}>
                  <FlightCard flight={flight} bookingHref={bookingHref(flight, search)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

const phoneIcon: IconShape = {
  box: 20,
  paths: [
    'M3.6 2.2a1.5 1.5 0 0 1 2 .2l2 2.4a1.5 1.5 0 0 1-.1 2L6.4 7.9a10 10 0 0 0 5.7 5.7l1.1-1.1a1.5 1.5 0 0 1 2-.1l2.4 2a1.5 1.5 0 0 1 .2 2l-1.2 1.6a2 2 0 0 1-2 .8C8.4 17.7 2.3 11.6 1.2 5.4a2 2 0 0 1 .8-2l1.6-1.2Z',
  ],
};

/** What to do when the route is not one of ours: see the routes we have, or ask the team for this one. */
function NoFlights({ search }: { search: FlightSearchParams }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10 sm:py-12">
      <Icon shape={planeIcon} className="mx-auto size-12 rounded-full bg-accent-100 p-2.5 text-accent-700" />
      <h2 className="mt-4 font-display text-2xl font-bold text-brand-900">{noFlightsMessage(search)}</h2>
      <p className="mx-auto mt-3 max-w-lg text-slate-700">
        The fares we show online are for Delhi to Mumbai. For any other route, our team in Gangtok will find a flight and book it
        for you.
      </p>
      <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ButtonLink to={flightListPath()}>See all flights</ButtonLink>
        <BusinessPhoneLink className={buttonClasses('secondary')}>
          <Icon shape={phoneIcon} className="size-4 text-brand-600" />
          Call{' '}
        </BusinessPhoneLink>
        <WhatsAppLink message={flightEnquiry(search)} iconClassName="text-emerald-600">
          Ask on WhatsApp
        </WhatsAppLink>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        <SupportHours />
      </p>
      <Suspense fallback={<p className="mt-8 text-sm text-slate-600">Loading the request form...</p>}>
        <FlightRequestForm search={search} />
      </Suspense>
    </div>
  );
}
