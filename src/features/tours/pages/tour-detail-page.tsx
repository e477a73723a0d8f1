import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { Link, useParams } from 'react-router';
import { useSearchParamsWriter } from '@/lib/use-search-params-writer';
import { tourQueries } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatRupees } from '@/lib/format';
import { JsonLd } from '@/components/ui/json-ld';
import { touristTripLd } from '@/lib/structured-data/tourist-trip';
import { Icon, type IconShape } from '@/components/ui/icon';
import { KeepPrerendered } from '@/components/keep-prerendered';
import { checkCircleIcon } from '@/components/ui/icons/check-circle';
import { pinIcon } from '@/components/ui/icons/places';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { homePath, tourBookingPath, tourListPath } from '@/lib/paths';
import { BusinessPhoneLink, SupportHours } from '@/components/business/business-details';
import { useTourPermitTypes } from '@/components/permits/use-tour-permit-types';
import { StickyBookBar } from '../components/sticky-book-bar';
import { tripChoiceFrom, tripChoiceSearch, type TripChoice } from '@/components/booking/trip-choice';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { lowestAdultPrice } from '@/backend/domain/tour-prices';
import { useAppStarted } from '@/lib/use-app-started';
import { useClientValue } from '@/lib/use-client-value';

export function TourDetailPage() {
  const { id = '' } = useParams();
  const tour = useQuery(tourQueries.detail(id));

  if (tour.isPending) {
    return (
      <>
        <PageMeta title="Tour package" description="Tour package details from Himalayan Aster Tours, Gangtok." />
        <Loading>Loading tour details...</Loading>
      </>
    );
  }

  if (tour.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <PageMeta title="Tour package" description="Tour package details from Himalayan Aster Tours, Gangtok." />
        <InlineNotice kind="error">We could not load this tour package. Please check your connection and try again.</InlineNotice>
        <Button onClick={() => void tour.refetch()} disabled={tour.isFetching}>
          {tour.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  }

  if (!tour.data) return <TourNotFound />;
  return <TourDetail tour={tour.data} />;
}

function TourNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Tour package not found" description="This tour package does not exist or is no longer offered." />
      <h1 className="font-display text-3xl font-bold text-brand-900">Tour package not found.</h1>
      <p className="mt-3 text-slate-600">It may have been retired or renamed. Our other journeys are waiting for you.</p>
      <ButtonLink to={tourListPath()} className="mt-8">
        See all tour packages
      </ButtonLink>
    </section>
  );
}

/** The tour's own description in paragraphs (blank lines between them), or null when it has none. */
function descriptionParagraphs(tour: TourPackage): string[] | null {
  const paragraphs = tour.description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.length > 0 ? paragraphs : null;
}

const crossIcon: IconShape = {
  box: 20,
  holes: true,
  paths: [
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.3 6.2a.75.75 0 0 0-1.1 1.1L8.9 10l-2.7 2.7a.75.75 0 1 0 1.1 1.1l2.7-2.7 2.7 2.7a.75.75 0 1 0 1.1-1.1L11.1 10l2.7-2.7a.75.75 0 0 0-1.1-1.1L10 8.9 7.3 6.2Z',
  ],
};

function TourDetail({ tour }: { tour: TourPackage }) {
  const destinations = tour.destinationsCovered.join(' • ');
  const bookNow = useRef<HTMLDivElement>(null);
  const contentEnd = useRef<HTMLDivElement>(null);
  const permitTypes = useTourPermitTypes(tour);
  const { choice, latestChoice, setChoice, started, today } = useTripChoice();
  // Nothing chosen yet: the plain booking address, which the form opens with its own defaults.
  const bookingPathOf = (chosen: TripChoice) =>
    `${tourBookingPath(tour.id)}${chosen === noChoice ? '' : tripChoiceSearch(chosen)}`;
  const bookingPath = bookingPathOf(choice);
  const latestBookingPath = () => bookingPathOf(latestChoice());
  return (
    <article>
      <PageMeta
        title={tour.name}
        description={`${tour.duration} ${tour.category.toLowerCase()} tour covering ${tour.destinationsCovered.join(', ')}, from ${formatRupees(lowestAdultPrice(tour))} per person. Planned by a local operator in Gangtok.`}
        image={tour.image}
      />
      <JsonLd data={touristTripLd(tour)} />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to={homePath()} className="hover:text-brand-700 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={tourListPath()} className="hover:text-brand-700 hover:underline">
                  Tour packages
                </Link>
              </li>
            </ol>
          </nav>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">{tour.duration}</span>
            <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-bold text-accent-700">{tour.category}</span>
          </div>
          <h1 className="mt-3 font-display text-3xl font-bold text-brand-900 sm:text-4xl lg:text-5xl">{tour.name}</h1>
          <p className="mt-3 flex items-start gap-2 text-lg text-slate-700">
            <Icon shape={pinIcon} className="mt-1 size-5 shrink-0 text-brand-500" />
            <span>
              <span className="sr-only">Destinations covered: </span>
              {destinations}
            </span>
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <img
          src={tour.image}
          alt={`${tour.name}: ${tour.destinationsCovered.join(', ')}`}
          width="1200"
          height="800"
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-2xl bg-slate-200 object-cover shadow-sm lg:col-start-1"
        />

        <aside aria-label="Price and booking" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm text-slate-600">Price per person</p>
              <p className="mt-1">
                <span className="text-3xl font-bold text-slate-900">{formatRupees(lowestAdultPrice(tour))}</span>{' '}
                <span className="text-slate-600">per person</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">Starting price. Taxes extra.</p>
              <Suspense fallback={null}>
                <TripPlanner tour={tour} choice={choice} onChange={setChoice} today={today} started={started} />
              </Suspense>
              <Suspense fallback={null}>
                <TripEligibilityNote tour={tour} permits={permitTypes.data} />
              </Suspense>
              <div ref={bookNow}>
                <ButtonLink to={bookingPath} latestTo={latestBookingPath} variant="accent" size="lg" className="mt-5 w-full">
                  Book Now
                </ButtonLink>
              </div>
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                <Perk>Hotels, transfers and sightseeing arranged</Perk>
                <Perk>Permits handled by our Gangtok team</Perk>
                <Perk>Local support throughout your trip</Perk>
              </ul>
            </div>

            <section aria-labelledby="tour-help" className="rounded-2xl bg-brand-50 p-6">
              <h2 id="tour-help" className="font-display text-xl font-bold text-brand-900">
                Need help planning?
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                Talk to our travel experts in Gangtok. We can change dates, hotels or the route to suit you.
              </p>
              <p className="mt-4 text-sm text-slate-700">
                Call us: <BusinessPhoneLink className="font-bold text-brand-700 underline-offset-2 hover:underline" />
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <SupportHours />
              </p>
              <WhatsAppLink
                message={`Hello! I would like to know more about the tour package "${tour.name}".`}
                className="mt-4 w-full"
                iconClassName="text-emerald-600"
              />
            </section>
          </div>
        </aside>

        <div className="space-y-10 lg:col-start-1">
          {/* Text only: kept as prerendered, not hydrated, at start-up. */}
          <KeepPrerendered from={[tour]} className="space-y-10">
            <TourStory tour={tour} />
          </KeepPrerendered>

          <Suspense fallback={null}>
            <PermitNotes tour={tour} permits={permitTypes.data} />
          </Suspense>

          <EnquirySection
            subject={tour.name}
            title="Questions about this trip?"
            intro="Questions about dates, hotels or the route? Write to us and our Gangtok team will reply within one working day."
          />
        </div>
      </div>
      {/* Room below the content on phones, so its last lines clear the sticky bar before it hides at the end. */}
      <div ref={contentEnd} aria-hidden="true" className="h-20 lg:hidden" />
      <StickyBookBar
        bookNow={bookNow}
        end={contentEnd}
        price={lowestAdultPrice(tour)}
        to={bookingPath}
        latestTo={latestBookingPath}
      />
    </article>
  );
}

/** What the tour is: its highlights, its own description, what it includes and leaves out, and its days. */
function TourStory({ tour }: { tour: TourPackage }) {
  const ownDescription = descriptionParagraphs(tour);
  return (
    <>
      <section aria-labelledby="tour-highlights">
        <h2 id="tour-highlights" className="font-display text-2xl font-bold text-brand-900">
          Highlights
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {tour.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
              <Icon shape={checkCircleIcon} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              {highlight}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tour-about">
        <h2 id="tour-about" className="font-display text-2xl font-bold text-brand-900">
          About this Tour
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
          {ownDescription ? (
            ownDescription.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <>
              <p>
                This journey is planned and run by our own team in Gangtok, so every day is paced for the mountains: early starts
                where the views are best, unhurried afternoons, and enough time to acclimatise on the high roads. You stay in
                comfortable, hand-picked hotels and travel in a private vehicle with a driver who knows every bend of the route.
              </p>
              <p>
                We arrange the permits, sightseeing and transfers, and stay reachable throughout your trip. Tell us your dates and
                we will tailor the route, the hotels or the pace to suit you, whether you travel as a couple, with family or in a
                group.
              </p>
            </>
          )}
        </div>
      </section>

      {tour.inclusions.length > 0 || tour.exclusions.length > 0 ? (
        <div className="grid gap-8 sm:grid-cols-2">
          {tour.inclusions.length > 0 ? (
            <section aria-labelledby="tour-inclusions">
              <h2 id="tour-inclusions" className="font-display text-2xl font-bold text-brand-900">
                What's included
              </h2>
              <ul className="mt-4 space-y-2 text-slate-800">
                {tour.inclusions.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon shape={checkCircleIcon} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {tour.exclusions.length > 0 ? (
            <section aria-labelledby="tour-exclusions">
              <h2 id="tour-exclusions" className="font-display text-2xl font-bold text-brand-900">
                Not included
              </h2>
              <ul className="mt-4 space-y-2 text-slate-800">
                {tour.exclusions.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Icon shape={crossIcon} className="mt-0.5 size-5 shrink-0 text-slate-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      {tour.itinerary.length > 0 ? (
        <section aria-labelledby="tour-itinerary">
          <h2 id="tour-itinerary" className="font-display text-2xl font-bold text-brand-900">
            Day-by-day itinerary
          </h2>
          <ol className="mt-6 space-y-0">
            {tour.itinerary.map((day, index) => (
              <li key={`${index}-${day.title}`} className="relative flex gap-4 pb-8 last:pb-0">
                {index < tour.itinerary.length - 1 ? (
                  <span aria-hidden="true" className="absolute left-6 top-12 bottom-0 w-px -translate-x-1/2 bg-brand-200" />
                ) : null}
                <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-center text-xs font-bold leading-tight text-white">
                  Day {index + 1}
                </span>
                <div className="pt-1">
                  <h3 className="text-lg font-bold text-slate-900">{day.title}</h3>
                  {day.description ? <p className="mt-1 leading-relaxed text-slate-700">{day.description}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

// Loaded with the page, beside its first chunk rather than in it: the prerendered planner hydrates as it was built
// (boot waits for eager chunks), and the page's first script stays within the bench's size budget.
const TripPlanner = lazyWithPreload(() => import('../components/trip-planner').then((module) => module.TripPlanner), {
  eager: true,
});
// The same for what the trip's permits ask: the note beside Book Now and the section below the itinerary.
const TripEligibilityNote = lazyWithPreload(
  () => import('@/components/permits/trip-eligibility').then((module) => module.TripEligibilityNote),
  { eager: true },
);
const PermitNotes = lazyWithPreload(() => import('@/components/permits/permit-notes').then((module) => module.PermitNotes), {
  eager: true,
});

const noChoice = tripChoiceFrom('');
const noDate = () => '';

/**
 * The traveller's choice, kept in the page's address (`?date=…&adults=…`) so that a reload, a shared link and 'Book
 * Now' keep it. The prerendered page and its hydration show the plain choice; the address counts once the app runs.
 */
function useTripChoice() {
  const started = useAppStarted();
  const today = useClientValue(todayCalendarDate, noDate);
  // Each change builds on the last address asked for, not on the last render's (see useSearchParamsWriter).
  const [params, write, latest] = useSearchParamsWriter();
  const choiceIn = (search: URLSearchParams) => (started && search.toString() !== '' ? tripChoiceFrom(search) : noChoice);
  const choice = choiceIn(params);
  // What Book Now carries when tapped before the page has rendered the last change.
  const latestChoice = () => choiceIn(latest());
  const setChoice = (change: (current: TripChoice) => TripChoice) =>
    write((current) => new URLSearchParams(tripChoiceSearch(change(choiceIn(current)))), {
      replace: true,
      preventScrollReset: true,
    });
  return { choice, latestChoice, setChoice, started, today };
}

function Perk({ children }: { children: string }) {
  return (
    <li className="flex items-start gap-2">
      <Icon shape={checkCircleIcon} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      {children}
    </li>
  );
}
