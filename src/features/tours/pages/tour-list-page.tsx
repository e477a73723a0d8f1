import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import { tourQueries } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { ShowMoreButton, useShowMore } from '@/components/show-more';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TourCard, TourCardSkeleton } from '@/components/tour-card';
import { Button } from '@/components/ui/button';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { controlClasses } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { TourFilterBar } from '../components/tour-filter-bar';
import { hasActiveFilters, packagesCount, sortOptions, toTourQuery, type TourFilters } from '../filters';
import { describeTrip, formatStayRange, tripRequestText, type TripDetails } from '../trip-summary';
import { cardChoiceSearch, nextDepartures, searchRange, splitByDates } from '../runs-in-dates';
import { searchesAsterPlace } from '../aster-place';
import { useAppStarted } from '@/lib/use-app-started';
import { formatCalendarDate } from '@/lib/format';
import { Link } from 'react-router';
import { tourPath } from '@/lib/paths';
import { useTourFilters } from '../use-tour-filters';
import { Icon, type IconShape } from '@/components/ui/icon';
import { useFormValuesAtStart } from '@/lib/use-form-at-start';

// Only a hotel search for Gangtok or Tadong shows it, after the app has started: not part of the list's first load.
const AsterStayOffer = lazy(() =>
  import('../components/aster-stay-offer').then((module) => ({ default: module.AsterStayOffer })),
);

/** The spec's loading state: exactly six placeholder cards. */
const skeletonCount = 6;
/** Cards in the first row on a wide screen load eagerly. */
const eagerCards = 3;
/** The first screen of cards (four rows of three on a wide screen); "Show more" adds as many again. */
const pageSize = 12;
/** A pause in typing this long sends the destination to the backend. */
const typingPauseMs = 250;

export function TourListPage() {
  const { filters, trip, destinationDraft, setDestination, setFilter, clearFilters, applyChosen } = useTourFilters();
  // Filters chosen or typed before the app started are in the fields, not yet in the address.
  const filterForm = useRef<HTMLFormElement>(null);
  const filterFormId = useId();
  useFormValuesAtStart(filterForm, applyChosen);
  // The backend reads what the list shows: the first page of the filtered, sorted list, then more on request.
  // While a new filter loads, the cards of the last one stay (marked busy) instead of flashing placeholders.
  const destination = useDebouncedValue(filters.destination, typingPauseMs);
  const query = useMemo(() => toTourQuery({ ...filters, destination }), [filters, destination]);
  const tours = useInfiniteQuery({ ...tourQueries.pages(query, pageSize), placeholderData: keepPreviousData });
  const shown = useMemo(() => uniqueById(tours.data?.pages.flatMap((page) => page.items) ?? []), [tours.data]);
  const places = useMemo(() => placesOf(shown), [shown]);
  const { list, showMore } = useShowMore<HTMLUListElement>(shown.length, () => tours.fetchNextPage());
  const tripSummary = describeTrip(filters.destination, trip);
  const filtered = hasActiveFilters(filters) || destinationDraft.trim() !== '';
  // The home search's dates: the tours that do not run in them are said apart, not listed as matches.
  const { running, notRunning } = useMemo(() => splitByDates(shown, trip), [shown, trip]);
  const started = useAppStarted();

  return (
    <>
      <PageMeta
        title="Our Tour Packages"
        description="Sikkim, Darjeeling, Bhutan and Nepal tour packages from Gangtok: honeymoon, family, cultural and adventure trips with local guides, permits and stays arranged."
      />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 sm:pb-24">
          <p className="text-sm font-bold uppercase tracking-wider text-accent-400">Packages</p>
          <h1 className="mt-2 font-display text-3xl font-bold sm:text-5xl">Our Tour Packages</h1>
          <p className="mt-4 max-w-2xl text-brand-100 sm:text-lg">
            Hand-built journeys across Sikkim, Darjeeling, Bhutan and Nepal. Every package includes hotels we have stayed in,
            drivers who know the mountain roads, and permits sorted before you arrive.
          </p>
        </div>
      </header>

      <div className="relative z-10 mx-auto -mt-12 max-w-7xl px-4 sm:-mt-14 sm:px-6">
        <TourFilterBar
          id={filterFormId}
          ref={filterForm}
          filters={filters}
          destination={destinationDraft}
          onDestinationChange={setDestination}
          onFilterChange={setFilter}
          suggestions={places}
        />
      </div>

      {/* The operator's own hotel first in a hotel search for where it stands (read once the app runs). */}
      {started && searchesAsterPlace(filters.destination) ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8">
          <Suspense fallback={null}>
            <AsterStayOffer trip={trip} />
          </Suspense>
        </div>
      ) : null}
      <section aria-label="Tour packages" className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
        {tripSummary ? <TripSummary text={tripSummary} /> : null}
        {tours.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading tour packages...
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: skeletonCount }, (_, index) => (
                <li key={index}>
                  <TourCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : tours.isError ? (
          <div className="mx-auto max-w-xl space-y-4 text-center">
            <InlineNotice kind="error">
              We could not load the tour packages. Please check your connection and try again.
            </InlineNotice>
            <Button onClick={() => void tours.refetch()} disabled={tours.isFetching}>
              {tours.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : shown.length === 0 && !hasActiveFilters(filters) && !tours.isPlaceholderData ? (
          <p className="py-16 text-center text-slate-600">New packages are on their way. Please check back soon.</p>
        ) : (
          <>
            <ResultsToolbar
              form={filterFormId}
              count={running.length}
              complete={!tours.hasNextPage}
              sort={filters.sort}
              onSortChange={(value) => setFilter('sort', value)}
              onClear={filtered && shown.length > 0 ? clearFilters : undefined}
            />
            {shown.length === 0 ? (
              <NoMatches filters={filters} trip={trip} onClear={clearFilters} />
            ) : (
              <>
                {running.length === 0 ? <NoneRunning trip={trip} /> : null}
                <ul ref={list} aria-busy={tours.isPlaceholderData} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {running.map((tour, index) => (
                    <li key={tour.id}>
                      <TourCard
                        tour={tour}
                        headingLevel="h2"
                        imageLoading={index < eagerCards ? 'eager' : 'lazy'}
                        search={cardChoiceSearch(tour, trip)}
                      />
                    </li>
                  ))}
                </ul>
                {notRunning.length > 0 ? <NotRunning tours={notRunning} trip={trip} /> : null}
                {tours.hasNextPage ? (
                  // Usable while the build's pages are read again as the app starts: the cursor is plain data and
                  // resumes where the build's last page ended.
                  <ShowMoreButton onClick={showMore} loading={tours.isFetchingNextPage} disabled={tours.isPlaceholderData}>
                    Show more packages
                  </ShowMoreButton>
                ) : null}
                {tours.isFetchNextPageError ? (
                  <div className="mt-4 text-center">
                    <InlineNotice kind="error">We could not load more packages. Please try again.</InlineNotice>
                  </div>
                ) : null}
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** Each tour once: a tour that moved between pages while they were read (an edit in the admin) is not shown twice. */
function uniqueById(tours: readonly TourPackage[]): TourPackage[] {
  const seen = new Set<string>();
  return tours.filter((tour) => !seen.has(tour.id) && Boolean(seen.add(tour.id)));
}

/** Every place the packages shown cover, for the destination box's suggestions. */
function placesOf(tours: readonly TourPackage[]): string[] {
  return [...new Set(tours.flatMap((tour) => tour.destinationsCovered))].sort((a, b) => a.localeCompare(b));
}

const calendarIcon: IconShape = {
  box: 20,
  paths: [
    'M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1ZM4 9v7h12V9H4Z',
  ],
};
const nothingFoundIcon: IconShape = {
  box: 24,
  line: 1.5,
  paths: ['m21 21-5.2-5.2M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM8 10.5h5'],
};

/** The searched dates in words: '10 Jan – 15 Jan 2027'. */
const rangeWords = (trip: TripDetails) => formatStayRange(trip.checkIn, trip.checkOut) ?? '';

function NoneRunning({ trip }: { trip: TripDetails }) {
  return (
    <p className="mb-6 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">
      None of these packages runs in your dates ({rangeWords(trip)}). Choose other dates, or ask us to plan a trip to order.
    </p>
  );
}

/** The packages that match everything but the dates: named apart, with their next departures. */
function NotRunning({ tours, trip }: { tours: readonly TourPackage[]; trip: TripDetails }) {
  const titleId = useId();
  const from = searchRange(trip)?.from ?? '';
  return (
    <section aria-labelledby={titleId} className="mt-10 rounded-2xl bg-slate-100 p-5 sm:p-6">
      <h2 id={titleId} className="font-display text-xl font-bold text-brand-900">
        Not running in your dates ({rangeWords(trip)})
      </h2>
      <p className="mt-1 text-sm text-slate-700">These packages run on fixed dates, none of them in the dates you searched.</p>
      <ul className="mt-3 space-y-2">
        {tours.map((tour) => {
          const next = nextDepartures(tour, from);
          return (
            <li key={tour.id} className="text-slate-800">
              <Link
                to={tourPath(tour.id)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {tour.name}
              </Link>
              <span className="block text-sm text-slate-700">
                {next.length > 0
                  ? `Next departures: ${next.map(formatCalendarDate).join(', ')}`
                  : 'No later departure is open yet: ask us for the next dates.'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TripSummary({ text }: { text: string }) {
  return (
    <p className="mb-5 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
      <Icon shape={calendarIcon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span className="font-medium">{text}</span>
    </p>
  );
}

interface ResultsToolbarProps {
  /** The filter form, which the sort select belongs to. */
  form: string;
  count: number;
  /** False while more packages can be shown: the count is then of those shown so far. */
  complete: boolean;
  sort: TourFilters['sort'];
  onSortChange: (value: string) => void;
  /** Present while something narrows the list and there are results to widen. */
  onClear: (() => void) | undefined;
}

function ResultsToolbar({ form, count, complete, sort, onSortChange, onClear }: ResultsToolbarProps) {
  const sortId = useId();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="flex items-center gap-3">
        {/* A live region, so the new count is read out as the filters change. */}
        <p role="status" className="text-base font-semibold text-slate-900">
          {complete ? packagesCount(count) : `Showing the first ${packagesCount(count)}`}
        </p>
        {onClear ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {/* Nothing to order in an empty list. */}
      {count === 0 ? null : (
        <div className="flex items-center gap-2 max-sm:w-full">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-800">
            Sort by
          </label>
          <select
            id={sortId}
            form={form}
            name="sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value)}
            className={`${controlClasses} w-auto py-2 max-sm:flex-1`}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function NoMatches({ filters, trip, onClear }: { filters: TourFilters; trip: TripDetails; onClear: () => void }) {
  const place = filters.destination.trim();
  // The enquiry and the WhatsApp message carry what was searched for: the place, the dates and the party.
  const request = tripRequestText(place, trip);
  const message = `Hello! ${request}`;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Icon shape={nothingFoundIcon} className="mx-auto size-12 text-brand-500" />
      <h2 className="mt-4 font-display text-2xl font-bold text-brand-900">No packages match your search</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Try another place or fewer filters. We also plan trips to order: tell us where and when, and our Gangtok team will put one
        together for you.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onClear}>Clear filters</Button>
        <WhatsAppLink message={message}>Ask us on WhatsApp</WhatsAppLink>
      </div>
      <Suspense fallback={null}>
        <EnquirySection
          id="trip-request"
          className="mx-auto mt-10 max-w-3xl text-left"
          subject={place ? `A trip to ${place}` : 'A trip to order'}
          title="Ask us for a quote"
          intro="We will reply with a plan and a price for your dates, usually within one working day."
          initial={{
            travelDate: trip.checkIn ?? '',
            travellers: trip.guests === null ? '' : String(trip.guests),
            message: request,
          }}
        />
      </Suspense>
    </div>
  );
}

// Only a search that finds nothing shows it: a chunk of its own, so that the list's first script stays within the
// bench's budget.
const EnquirySection = lazy(() =>
  import('@/components/enquiry/enquiry-section').then((module) => ({ default: module.EnquirySection })),
);
