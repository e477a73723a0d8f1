import { ButtonLink } from '@/components/ui/button';
import { tourListPath } from '@/lib/paths';
import { BusinessPhoneLink } from '@/components/business/business-details';

export function PlanCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent-400 to-accent-500 px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16">
        <h2 id="cta-title" className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">
          Ready for your Himalayan adventure?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-900">
          Pick a package and we will shape it around your dates, your pace and your people. Prefer to talk? Call us on{' '}
          <BusinessPhoneLink className="font-bold underline underline-offset-2" />.
        </p>
        <ButtonLink to={tourListPath()} size="lg" className="mt-8">
          Start Planning Now
        </ButtonLink>
      </div>
    </section>
  );
}
