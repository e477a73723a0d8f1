import { useQuery } from '@tanstack/react-query';
import { tourQueries } from '@/backend/queries';
import { TourCard, TourCardSkeleton } from '@/components/tour-card';
import { Button, ButtonLink } from '@/components/ui/button';
import { SectionHeading } from './section-heading';
import { tourListPath } from '@/lib/paths';

/** SPEC: the home page features the first three packages. */
const featuredCount = 3;
/** In the two-column layout the third card sits centred on its own row instead of hanging left. */
const lastOfThree = 'md:col-span-2 md:mx-auto md:w-[calc(50%-0.75rem)] lg:col-span-1 lg:w-auto';

export function FeaturedToursSection() {
  const tours = useQuery(tourQueries.featured(featuredCount));

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id="featured-title" eyebrow="Handpicked journeys" title="Featured Tour Packages">
        Complete holidays with hotels, transfers, sightseeing and permits, ready to book or to tailor.
      </SectionHeading>
      <div className="mt-12">
        {tours.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading tour packages...
            </p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: featuredCount }, (_, index) => (
                <li key={index} className={index === 2 ? lastOfThree : undefined}>
                  <TourCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : tours.isError ? (
          <div className="mx-auto max-w-md space-y-4 text-center">
            <p className="text-slate-700">We could not load our packages just now.</p>
            <Button variant="secondary" onClick={() => void tours.refetch()} disabled={tours.isFetching}>
              {tours.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {tours.data.map((tour, index) => (
              <li key={tour.id} className={index === 2 ? lastOfThree : undefined}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink to={tourListPath()} variant="primary" size="lg">
          View All Packages
        </ButtonLink>
      </div>
    </section>
  );
}
