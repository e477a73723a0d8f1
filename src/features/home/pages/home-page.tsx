import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { destinations } from '@/content/home';
import { lazyWithPreload } from '@/components/lazy-with-preload';
import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { PageMeta } from '@/components/ui/page-meta';
import { Hero } from '../components/hero';
import { WelcomeSection } from '../components/welcome-section';
import { SearchBox } from '../search/search-box';
import { flightSearchUrl, hotelSearchUrl } from '../search/search-urls';
import { JsonLd } from '@/components/ui/json-ld';
import { travelAgencyLd } from '@/lib/structured-data/organization';
import { useBusinessSettings } from '@/components/business/business-details';
import { StoredBookingConfirmation } from '../components/stored-booking-confirmation';

const destinationNames = destinations.map((destination) => destination.name);

// Starts loading with the page itself, not when React first renders it.
const BelowTheFold = lazyWithPreload(() => import('../components/below-the-fold').then((module) => module.BelowTheFold), {
  eager: true,
});

/** Home page: hero with the searches, welcome text, then the sections below the fold, in this order. */
export function HomePage() {
  const navigate = useNavigate();
  const business = useBusinessSettings();

  return (
    <>
      <PageMeta
        title="Himalayan Aster Tours | Sikkim, Darjeeling, Bhutan and Nepal tours from Gangtok"
        description="Tour packages for Sikkim, Darjeeling, Kalimpong, Bhutan, Nepal and the North-East, planned by a local operator in Gangtok. Search hotels and flights, or stay at our own Hotel Aster in Tadong."
      />
      {business ? <JsonLd data={travelAgencyLd(business)} /> : null}
      <StoredBookingConfirmation />
      <Hero />
      <section aria-label="Search hotels and flights" className="relative z-10 mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:-mt-28">
        <SearchBox
          destinationSuggestions={destinationNames}
          // Both searches carry what was typed into the results' address, so the results can filter by it.
          onHotelSearch={(search) => void navigate(hotelSearchUrl(search))}
          onFlightSearch={(search) => void navigate(flightSearchUrl(search))}
        />
      </section>
      <WelcomeSection />
      {/* Hydrated as it comes near the view (or is tapped, or the browser is idle), not with the first screen. */}
      <HydrateWhenNear>
        {/* A screen tall while it loads, so the footer stays out of view. */}
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          <BelowTheFold />
        </Suspense>
      </HydrateWhenNear>
    </>
  );
}
