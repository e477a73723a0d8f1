import { Link } from 'react-router';
import { lowestAdultPrice } from '@/backend/domain/tour-prices';
import type { TourPackage } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';
import { tourPath } from '@/lib/paths';
import { Icon } from '@/components/ui/icon';
import { pinIcon } from '@/components/ui/icons/places';

interface TourCardProps {
  tour: TourPackage;
  /** The level that fits the page's outline: h2 under the list page's h1, h3 under a home section's h2. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screenful load eagerly; the rest wait until they are scrolled near. */
  imageLoading?: 'eager' | 'lazy';
  /** A trip choice the link carries to the tour page ('?date=…&adults=…'), from a search with dates and guests. */
  search?: string;
}

/**
 * One tour package as a card. The whole card is clickable through the title link's stretched pseudo-element,
 * so screen readers hear one link (the tour name) instead of several. Its picture asks for a low priority: a card is
 * never the largest thing a page paints first (the page's heading or hero is), and without the hint the browser raises
 * a card in view to high once it lays the page out, or not, as the race goes, so the picture competed with the start's
 * scripts in some loads and not in others (Lighthouse's LCP on /hotels 1.05 s or 1.43 s).
 */
export function TourCard({ tour, headingLevel: Heading = 'h3', imageLoading = 'lazy', search = '' }: TourCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
        <img
          src={tour.image}
          alt={tour.name}
          width="1200"
          height="800"
          loading={imageLoading}
          fetchPriority="low"
          decoding="async"
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-800 shadow-sm">
          {tour.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-accent-700">{tour.category}</p>
        <Heading className="mt-1 line-clamp-2 min-h-[3.5rem] font-display text-xl font-bold leading-7 text-brand-900">
          <Link
            to={`${tourPath(tour.id)}${search}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-600 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-accent-500"
          >
            {tour.name}
          </Link>
        </Heading>
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
          <Icon shape={pinIcon} className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <span className="line-clamp-1">{tour.destinationsCovered.join(', ')}</span>
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="whitespace-nowrap text-slate-600">
            <span className="block text-xs">Starting from</span>
            <span className="text-xl font-bold text-slate-900">{formatRupees(lowestAdultPrice(tour))}</span>{' '}
            <span className="text-sm">per person</span>
          </p>
          <span
            aria-hidden="true"
            className="hidden whitespace-nowrap text-sm font-semibold text-brand-700 group-hover:underline min-[400px]:inline"
          >
            View details →
          </span>
        </div>
      </div>
    </article>
  );
}

/** A placeholder with the card's exact geometry, so the real cards replace it without moving anything. */
export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-4 w-20" />
        <div className="mt-1 flex min-h-[3.5rem] flex-col justify-center gap-2">
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-2/3" />
        </div>
        <Skeleton className="mt-2 h-5 w-3/4" />
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-36" />
          </div>
          <Skeleton className="hidden h-5 w-24 min-[400px]:block" />
        </div>
      </div>
    </div>
  );
}
