import { useId } from 'react';
import {
  barInSentence,
  documentsInWords,
  tourPermitDays,
  tripEligibility,
  type NationalsEligibility,
} from '@/backend/domain/permits';
import { pricingOf } from '@/backend/domain/tour-prices';
import type { PermitType, TourPackage } from '@/backend/schemas';

// Beside Book Now on the tour page: who may take the trip and what each traveller brings, Indian and foreign
// nationals apart, so nobody reads of a place closed to them only after booking (on a phone the permits section is
// far below). The words come from the domain's permit rules, the same the booking form and the price read.

interface TripEligibilityNoteProps {
  tour: Pick<TourPackage, 'permits' | 'pricing'>;
  /** The operator's permit types; nothing is shown until they are there. */
  permits: readonly PermitType[] | undefined;
}

export function TripEligibilityNote({ tour, permits }: TripEligibilityNoteProps) {
  const headingId = useId();
  if (!permits) return null;
  const eligibility = tripEligibility(tour, pricingOf(tour).options, permits);
  if (!eligibility) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id={headingId} className="font-bold tracking-wider text-brand-800 uppercase">
        Who can take this trip
      </h2>
      <dl className="mt-3 space-y-3">
        {eligibility.groups.map((group) => (
          <div key={group.who}>
            <dt className="font-bold text-slate-900">{group.who}</dt>
            <dd>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {groupLines(group).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      {eligibility.rules.map((rule) => (
        <p key={rule} className="mt-3 text-slate-700">
          {rule}
        </p>
      ))}
      {tourPermitDays(tour, permits).length > 0 ? (
        <p className="mt-3">
          <a href="#tour-permits" className="font-bold text-brand-700 underline underline-offset-2">
            The permits, day by day
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** 'May take the whole trip.', the places and options closed to them, then what each of them brings. */
function groupLines(group: NationalsEligibility): string[] {
  const closed = [
    ...group.bars.map((bar) => barInSentence(bar, 'They')),
    ...group.options.map((option) => `${option.name} is not open to them. ${option.rule}`),
  ];
  const documents =
    group.documents.length > 0
      ? group.documents.map((needed) => `${needed.permit.name}: ${documentsInWords(needed)}`)
      : ['No permit documents needed.'];
  return [...(closed.length > 0 ? closed : ['May take the whole trip.']), ...documents];
}
