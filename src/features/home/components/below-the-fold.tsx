import { AsterPromoSection } from './aster-promo-section';
import { DestinationsSection } from './destinations-section';
import { FeaturedToursSection } from './featured-tours-section';
import { PlanCtaSection } from './plan-cta-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/**
 * The home page's sections after the welcome text (destinations, featured tours, Hotel Aster, why us, testimonials, the call to plan a trip). Nobody sees them on the first screen,
 * so they are a chunk of their own that the page fetches as soon as it runs: the hero, the search box and the
 * welcome text do not wait for the packages query, the tour cards or the hotel's rates.
 */
export function BelowTheFold() {
  return (
    <>
      <DestinationsSection />
      <FeaturedToursSection />
      <AsterPromoSection />
      <WhyChooseUsSection />
      <TestimonialsSection />
      <PlanCtaSection />
    </>
  );
}
