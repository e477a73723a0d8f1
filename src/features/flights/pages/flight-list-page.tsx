import { useQuery } from '@tanstack/react-query';
import { flightQueries } from '@/backend/queries';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { FlightCard } from '../components/flight-card';

export function FlightListPage() {
  const flights = useQuery(flightQueries.list());

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
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-5 shrink-0 rotate-90 text-accent-400" fill="currentColor">
              <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z" />
            </svg>
            Showing results for Delhi (DEL) to Mumbai (BOM)
          </p>
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
        ) : flights.data.length === 0 ? (
          <p className="py-16 text-center text-slate-600">No flights match this search. Please try other dates.</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {flights.data.length === 1 ? '1 flight found' : `${flights.data.length} flights found`}. Fares are per person.
            </p>
            <ul className="space-y-4">
              {flights.data.map((flight) => (
                <li key={flight.id}>
                  <FlightCard flight={flight} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
