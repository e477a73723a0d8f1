import { useQuery } from '@tanstack/react-query';
import { tourQueries } from '@/backend/queries';
import { TourCard, TourCardSkeleton } from '@/components/tour-card';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';

/** The spec's loading state: exactly six placeholder cards. */
const skeletonCount = 6;
/** Cards in the first row on a wide screen load eagerly. */
const eagerCards = 3;

export function TourListPage() {
  const tours = useQuery(tourQueries.list());

  return (
    <>
      <PageMeta
        title="Our Tour Packages"
        description="Sikkim, Darjeeling, Bhutan and Nepal tour packages from Gangtok: honeymoon, family, cultural and adventure trips with local guides, permits and stays arranged."
      />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-bold uppercase tracking-wider text-accent-400">Packages</p>
          <h1 className="mt-2 font-display text-3xl font-bold sm:text-5xl">Our Tour Packages</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Hand-built journeys across Sikkim, Darjeeling, Bhutan and Nepal. Every package includes hotels we have
            stayed in, drivers who know the mountain roads, and permits sorted before you arrive.
          </p>
        </div>
      </header>

      <section aria-label="Tour packages" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
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
            <InlineNotice kind="error">We could not load the tour packages. Please check your connection and try again.</InlineNotice>
            <Button onClick={() => void tours.refetch()} disabled={tours.isFetching}>
              {tours.isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : tours.data.length === 0 ? (
          <p className="py-16 text-center text-slate-600">New packages are on their way. Please check back soon.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tours.data.map((tour, index) => (
              <li key={tour.id}>
                <TourCard tour={tour} headingLevel="h2" imageLoading={index < eagerCards ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
