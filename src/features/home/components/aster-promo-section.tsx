import { useQuery } from '@tanstack/react-query';
import { hotelAsterQueries } from '@/backend/queries';
import { ButtonLink } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { Icon } from '@/components/ui/icon';
import { checkCircleIcon } from '@/components/ui/icons/check-circle';
import { hotelAsterPath } from '@/lib/paths';

export function AsterPromoSection() {
  // The operator's current rates: the lowest price of any room, any plan, any season.
  const lowestNightlyRate = useQuery({
    ...hotelAsterQueries.content(),
    select: (aster) =>
      Math.min(...aster.rooms.flatMap((room) => [...Object.values(room.rates.season), ...Object.values(room.rates.offSeason)])),
  }).data;
  return (
    <section aria-labelledby="aster-title" className="bg-brand-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div className="relative">
          <img
            src="/images/home/aster-promo.webp"
            alt={`Hotel Aster in Tadong, Gangtok`}
            width="1200"
            height="800"
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full rounded-3xl bg-slate-200 object-cover shadow-lg"
          />
          {lowestNightlyRate !== undefined && Number.isFinite(lowestNightlyRate) && (
            <p className="absolute -bottom-5 left-5 rounded-2xl bg-white px-5 py-3 shadow-lg ring-1 ring-slate-200 sm:left-8">
              <span className="block text-xs font-semibold uppercase tracking-wider text-slate-600">Rooms from</span>
              <span className="text-2xl font-bold text-brand-900">{formatRupees(lowestNightlyRate)}</span>{' '}
              <span className="text-sm text-slate-600">per night</span>
            </p>
          )}
        </div>
        <div className="pt-4 lg:pt-0">
          <p className="text-sm font-bold uppercase tracking-wider text-accent-700">Our own hotel in Gangtok</p>
          <h2 id="aster-title" className="mt-2 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            Stay with us at Hotel Aster, Tadong
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            Begin or end your journey at our family-run hotel on the edge of Gangtok: quiet rooms with valley views, home-style
            Sikkimese and North Indian food, and a travel desk that can plan your next day out before you finish breakfast.
          </p>
          <ul className="mt-6 grid gap-3 text-slate-800 sm:grid-cols-2">
            {[
              'Five room types for one to five guests',
              'In-house restaurant',
              'Free high-speed WiFi',
              'Secure on-site parking',
            ].map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon shape={checkCircleIcon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
          <ButtonLink to={hotelAsterPath()} size="lg" className="mt-8">
            Explore The Hotel
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
