import type { ReactNode } from 'react';
import {
  acceptedIdTypes,
  admitsNationality,
  barInSentence,
  barInWords,
  documentsInWords,
  documentsToBring,
  permitsWithAlternatives,
  tourPermitDays,
  travellerBars,
  visaNeeded,
  weekdaysInWords,
  whoItIsFor,
  whoMayNotGo,
  type PermitTraveller,
} from '@/backend/domain/permits';
import type { PermitType, TourPermit } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

// What a trip's permits ask of its travellers, from the permit types the operator keeps: the tour page's section,
// and the lines the booking form shows beside each traveller. Plain props, so the prerender renders them too.

type TourWithPermits = { permits?: readonly TourPermit[] };

const india = 'IN';
/** Any nationality but India's: what a foreign national gives. */
const anotherNationality = 'ZZ';

/** Whether anyone but Indian nationals may use the permit. */
const admitsOthers = (permit: PermitType) =>
  Array.isArray(permit.excludedNationalities) || permit.excludedNationalities.allowOnly.some((code) => code !== india);

function dayList(days: readonly number[]): string {
  return days.length === 1 ? `Day ${days[0]}` : `Days ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
}

/**
 * The tour page's "Permits for this trip": each permit the tour needs, on which days, what each traveller must
 * bring (by nationality), by when, who may not go, the closed weekdays and the operator's note. Nothing for a tour
 * without permits (or before the permit types have loaded).
 */
export function PermitNotes({ tour, permits }: { tour: TourWithPermits; permits: readonly PermitType[] | undefined }) {
  if (!permits) return null;
  const days = tourPermitDays(tour, permits);
  if (days.length === 0) return null;
  const withAlternatives = permitsWithAlternatives(days);
  const byPermit = new Map<string, { permit: PermitType; days: number[] }>();
  for (const { day, permit } of days) {
    const entry = byPermit.get(permit.id);
    if (entry) {
      if (!entry.days.includes(day)) entry.days.push(day);
    } else byPermit.set(permit.id, { permit, days: [day] });
  }
  return (
    <section aria-labelledby="tour-permits">
      <h2 id="tour-permits" className="font-display text-2xl font-bold text-brand-900">
        Permits for this trip
      </h2>
      <p className="mt-2 text-slate-700">
        We apply for these permits for you. Each traveller gives us a photo ID of an accepted type (and a photo where asked)
        before the trip; you can add them after booking, in My bookings.
      </p>
      <ul className="mt-4 space-y-4">
        {[...byPermit.values()].map(({ permit, days: permitDays }) => (
          <li key={permit.id} className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
            <h3 className="text-lg font-bold text-slate-900">{permit.name}</h3>
            <p className="text-sm text-slate-600">{dayList(permitDays)} of the itinerary</p>
            <dl className="mt-3 space-y-2 text-sm">
              <PermitFact term="What to bring">
                <DocumentsByNationality permit={permit} />
              </PermitFact>
              <PermitFact term="When">
                {permit.documentsDueDaysBefore === 0
                  ? 'On the day the trip starts.'
                  : `At least ${permit.documentsDueDaysBefore} ${permit.documentsDueDaysBefore === 1 ? 'day' : 'days'} before the trip starts.`}
              </PermitFact>
              {/* A permit for everyone but some nationals, beside their own permit: it is not a place they may not go. */}
              {withAlternatives.has(permit.id) && Array.isArray(permit.excludedNationalities) ? (
                <>
                  <PermitFact term="Who it is for">{whoItIsFor(permit)}</PermitFact>
                  {permit.minimumAge ? <PermitFact term="Who may not go">{barInWords(permit, 'age')}</PermitFact> : null}
                </>
              ) : whoMayNotGo(permit).length > 0 ? (
                <PermitFact term="Who may not go">{whoMayNotGo(permit).join(' ')}</PermitFact>
              ) : null}
              {permit.closedWeekdays.length > 0 ? (
                <PermitFact term="Closed">
                  {`${permit.place} is closed on ${weekdaysInWords(permit.closedWeekdays)}: the trip does not start on a date that would take you there on those days.`}
                </PermitFact>
              ) : null}
            </dl>
            {permit.note ? <p className="mt-3 text-sm text-slate-700">{permit.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PermitFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:flex sm:gap-2">
      <dt className="font-bold text-slate-900 sm:w-36 sm:shrink-0">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DocumentsByNationality({ permit }: { permit: PermitType }) {
  const forIndians = admitsNationality(permit.excludedNationalities, india)
    ? documentsInWords({ idTypes: acceptedIdTypes(permit, india), photo: permit.documents.photo })
    : '';
  const forOthers = admitsOthers(permit)
    ? documentsInWords({
        idTypes: acceptedIdTypes(permit, anotherNationality),
        photo: permit.documents.photo,
        visa: visaNeeded(permit, anotherNationality),
      })
    : '';
  if (forIndians && forOthers && forIndians === forOthers) return <>{forIndians}</>;
  const lines = [
    ...(forIndians ? [`Indian nationals: ${forIndians}`] : []),
    ...(forOthers ? [`Other nationalities: ${forOthers}`] : []),
  ];
  if (lines.length < 2) return <>{lines[0]}</>;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export interface TravellerPermitProps {
  tour: TourWithPermits;
  /** The operator's permit types (useTourPermitTypes); nothing is shown until they are there. */
  permits: readonly PermitType[] | undefined;
  traveller: PermitTraveller;
  /** The trip's start date, when chosen: the documents' due dates then show. */
  travelDate?: string | null;
}

/**
 * Beside a traveller's row of the booking form: the places of the trip this traveller may not go to (a foreign
 * national on a Nathula day, an infant on a Gurudongmar day), each with the rule and what they can do instead (the
 * permit's note). The booking still goes through for the rest of the trip. A polite live region, present even when
 * empty, so the warning is read out when a nationality or an age changes it.
 */
export function TravellerPermitWarning({ tour, permits, traveller }: TravellerPermitProps) {
  const bars = permits ? travellerBars(tour, permits, traveller) : [];
  return (
    <div role="status" aria-live="polite">
      {bars.length > 0 ? (
        <div className="mt-2 space-y-2 rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950">
          {bars.map((bar) => (
            <div key={`${bar.day}-${bar.permit.id}`}>
              <p className="font-bold">{barInSentence(bar, traveller.name)}</p>
              {bar.note ? <p className="mt-1">{bar.note}</p> : null}
            </div>
          ))}
          <p>You can still book: the rest of the trip is the same for them.</p>
        </div>
      ) : null}
    </div>
  );
}

/** Beside a traveller's row: what they must bring for each permit, and by when once the date is chosen. */
export function TravellerPermitDocuments({ tour, permits, traveller, travelDate }: TravellerPermitProps) {
  const needs = permits ? documentsToBring(tour, permits, traveller, travelDate) : [];
  if (needs.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700">
      {needs.map((needed) => (
        <li key={needed.permit.id}>
          <span className="font-bold">{needed.permit.name}:</span> {documentsInWords(needed)}
          {needed.dueDate ? ` Due by ${formatCalendarDate(needed.dueDate)}.` : null}
        </li>
      ))}
    </ul>
  );
}
