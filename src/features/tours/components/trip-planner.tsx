import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { availabilityQueries, settingsQueries } from '@/backend/queries';
import { lastBookableAfter } from '@/backend/domain/booking-horizon';
import { openDepartures, type OpenDeparture } from '@/backend/domain/availability';
import { pricingOf } from '@/backend/domain/tour-prices';
import { priceTaxOf } from '@/backend/domain/gst/booking-tax';
import type { TourOption, TourPackage } from '@/backend/schemas';
import { PriceLines } from '@/components/booking/price-lines';
import { deferredComponent } from '@/components/deferred-component';
import { useTourPermitTypes } from '@/components/permits/use-tour-permit-types';
import { closedStartDateReason } from '@/backend/domain/permits';
import { tourOptionWords } from '@/components/booking/tour-option-words';
import {
  adultCountChoices,
  childAgeChoices,
  childAgeWords,
  childCountChoices,
  childrenHint,
  sharesBedLabel,
  type TripChoice,
} from '@/components/booking/trip-choice';
import { ageBand } from '@/backend/domain/pricing';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { useFieldsChangedAtStart } from '@/lib/use-form-at-start';
import {
  chosenOfKind,
  previewTrip,
  withChildAge,
  withChildren,
  withExtra,
  withSharedBed,
  withSingleOption,
  type SingleKind,
} from '../trip-plan';

interface TripPlannerProps {
  tour: TourPackage;
  choice: TripChoice;
  /**
   * Changes the choice: given how to change it rather than the result, so that two changes before the page renders
   * again (a date typed, then the children at once) both hold, each built on the last.
   */
  onChange: (change: (choice: TripChoice) => TripChoice) => void;
  /** 'YYYY-MM-DD', or '' while the page is prerendered (no clock yet). */
  today: string;
  /** False while the prerendered page hydrates: the seats left are read only in the browser, fresh. */
  started: boolean;
}

// The month of start dates loads once the browser is idle after the start, or as soon as the date field is focused:
// its code (and the date formatter it builds) runs in a task of its own, not in the one that starts the page.
const StartDateCalendar = deferredComponent(() =>
  import('@/components/booking/start-date-calendar').then((module) => module.StartDateCalendar),
);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The tour page's trip planner, open to everyone: the departure (with the seats left) or a date, the adults, each
 * child's age, the tour's options, and the price line by line as it changes. The choice lives in the page's address,
 * and 'Book Now' carries it to the booking form.
 */
export function TripPlanner({ tour, choice, onChange, today, started }: TripPlannerProps) {
  const pricing = pricingOf(tour);
  const fixed = Object.keys(tour.departures).length > 0;
  const seats = useQuery({ ...availabilityQueries.departureSeats(tour.id), enabled: started && fixed });
  // A trip's price depends on its date (peak periods) and the operator's tax: both are read once a date is chosen,
  // so a visitor who only reads about the tour costs the tour and the business details, and the price shown is
  // never one worked out without them.
  const dated = choice.date !== '';
  const peakPeriods = useQuery({ ...settingsQueries.peakPeriods(), enabled: dated });
  const taxSettings = useQuery({ ...settingsQueries.tax(), enabled: dated });
  const departures = fixed ? openDepartures(tour.departures, seats.data, today) : [];
  const preview =
    dated && peakPeriods.data && taxSettings.data
      ? previewTrip(tour, choice, choice.date, {
          peakPeriods: peakPeriods.data.periods,
          tax: priceTaxOf(taxSettings.data),
        })
      : null;
  const priceFailed = dated && (peakPeriods.isError || taxSettings.isError);
  const children = choice.childAges.length;
  const priceId = useId();
  // The start dates placeBooking refuses (a permit day on its place's closed weekday) are greyed in the
  // calendar with the domain's own reason, and said at the date field when typed.
  const permits = useTourPermitTypes(tour);
  const refusal = (date: string) => (permits.data ? closedStartDateReason(tour, permits.data, date) : null);
  const dateRefused = isoDate.test(choice.date) ? refusal(choice.date) : null;
  // A date typed, or the adults or children chosen, before the planner hydrated.
  const fields = useRef<HTMLDivElement>(null);
  useFieldsChangedAtStart(
    fields,
    { date: choice.date, adults: String(choice.adults), children: String(children) },
    ({ date, adults, children: count }) =>
      onChange((current) => {
        const dated = date !== undefined && (date === '' || isoDate.test(date)) ? { ...current, date } : current;
        const withAdults = adults ? { ...dated, adults: Number(adults) } : dated;
        return count ? withChildren(withAdults, Number(count)) : withAdults;
      }),
  );

  return (
    <div ref={fields} className="mt-5 space-y-5 border-t border-slate-200 pt-5">
      {fixed ? (
        <DeparturePicker
          departures={departures}
          chosen={choice.date}
          seatsFailed={seats.isError}
          onChoose={(date) => onChange((current) => ({ ...current, date }))}
        />
      ) : (
        <div className="space-y-3">
          <TextField
            label="Travel date"
            name="date"
            type="date"
            value={choice.date}
            min={today || undefined}
            max={today ? lastBookableAfter(today) : undefined}
            hint="The first day of your tour. We run it on request, on the date you choose: type it, or pick it below."
            error={dateRefused ?? undefined}
            onFocus={() => void StartDateCalendar.load().catch(() => undefined)}
            onChange={(event) => {
              const date = event.target.value;
              if (date === '' || isoDate.test(date)) onChange((current) => ({ ...current, date }));
            }}
          />
          {/* Drawn in the browser only: the prerendered page has no today. */}
          {/* Wider than the card's padding on a phone, so that seven days of 44 px fit across. */}
          {today ? (
            <div className="-mx-6 sm:mx-0">
              <StartDateCalendar
                chosen={choice.date}
                today={today}
                lastDay={lastBookableAfter(today)}
                refusal={refusal}
                onPick={(date) => onChange((current) => ({ ...current, date }))}
                titleLevel={2}
              />
            </div>
          ) : null}
        </div>
      )}

      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label="Adults"
          name="adults"
          value={String(choice.adults)}
          onChange={(event) => {
            const adults = Number(event.target.value);
            onChange((current) => ({ ...current, adults }));
          }}
        >
          {adultCountChoices(children).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Children"
          name="children"
          hint={childrenHint}
          value={String(children)}
          onChange={(event) => {
            const count = Number(event.target.value);
            onChange((current) => withChildren(current, count));
          }}
        >
          {childCountChoices(choice.adults).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </div>
      {children > 0 ? (
        <div className="grid grid-cols-2 gap-4">
          {choice.childAges.map((age, index) => (
            <div key={index}>
              <SelectField
                label={`Age of child ${index + 1}`}
                value={String(age)}
                onChange={(event) => {
                  const years = Number(event.target.value);
                  onChange((current) => withChildAge(current, index, years));
                }}
              >
                {childAgeChoices.map((years) => (
                  <option key={years} value={years}>
                    {childAgeWords(years)}
                  </option>
                ))}
              </SelectField>
              {/* A child in the child band has a bed of their own or shares one: the price differs, as on the form. */}
              {ageBand(age, pricing.bands) === 'child' ? (
                <CheckboxField
                  className="mt-1"
                  label={sharesBedLabel(index + 1)}
                  checked={choice.sharedBeds.includes(index + 1)}
                  onChange={(event) => {
                    const shares = event.target.checked;
                    onChange((current) => withSharedBed(current, index + 1, shares));
                  }}
                />
              ) : null}
            </div>
          ))}
        </div>
      ) : null}

      <TourOptionsPicker tour={tour} choice={choice} onChange={onChange} options={pricing.options} />

      <section aria-labelledby={priceId} className="rounded-xl bg-brand-50 p-4">
        {/* The page's outline: the planner sits in the aside right under the tour's name (h1), before any h2. */}
        <h2 id={priceId} className="text-sm font-bold tracking-wider text-brand-800 uppercase">
          Your trip&rsquo;s price
        </h2>
        <div className="mt-2">
          {!dated ? (
            <p className="text-sm font-medium text-slate-700">
              {fixed ? 'Choose a departure to see its price.' : 'Choose a travel date to see its price.'}
            </p>
          ) : priceFailed ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              The price could not be worked out just now. Please try again in a moment.
            </p>
          ) : !preview ? (
            <p role="status" className="text-sm text-slate-600">
              Working out the price...
            </p>
          ) : preview.ok ? (
            <>
              <PriceLines lines={preview.trip.lines} total={preview.trip.total} />
              {/* The table is not read out on every change: this line is. */}
              <p role="status" className="sr-only">
                {`Total ${formatRupees(preview.trip.total)}`}
              </p>
            </>
          ) : (
            <p role="alert" className="text-sm font-medium text-red-700">
              {preview.problem}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-600">
            {dated && fixed && !departures.some((departure) => departure.date === choice.date)
              ? 'Choose a departure to see its price. '
              : ''}
            {preview?.ok ? (preview.trip.tax > 0 ? 'Taxes included. ' : '') : ''}You give each traveller&rsquo;s details on the
            next page.
          </p>
        </div>
      </section>
    </div>
  );
}

function DeparturePicker({
  departures,
  chosen,
  seatsFailed,
  onChoose,
}: {
  departures: readonly OpenDeparture[];
  chosen: string;
  seatsFailed: boolean;
  onChoose: (date: string) => void;
}) {
  const name = useId();
  if (departures.length === 0)
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
        No departures are open for booking just now. Write to us or call, and we will tell you the next dates.
      </p>
    );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Departure</legend>
      <p className="text-sm text-slate-600">
        {seatsFailed
          ? 'We could not load the seats left; we check them when your request arrives.'
          : 'This tour runs on fixed dates.'}
      </p>
      <ul className="mt-2 space-y-2">
        {departures.map((departure) => {
          const full = departure.left === 0;
          const seatsText =
            departure.left === null ? 'Seats: checking…' : full ? 'Full' : plural(departure.left, 'seat left', 'seats left');
          return (
            <li key={departure.date}>
              <label
                className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${full ? 'border-slate-200 bg-slate-50 text-slate-500' : chosen === departure.date ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-400'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={departure.date}
                  checked={chosen === departure.date}
                  disabled={full}
                  onChange={() => onChoose(departure.date)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1 font-semibold text-slate-900">{formatCalendarDate(departure.date)}</span>
                <span className={`text-sm ${full ? 'text-slate-600' : 'text-emerald-800'}`}>{seatsText}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const singleFields: { kind: SingleKind; label: string; none: string }[] = [
  { kind: 'vehicle', label: 'Vehicle', none: 'As in the package' },
  { kind: 'pickup', label: 'Pick-up point', none: 'No pick-up' },
  { kind: 'drop', label: 'Drop point', none: 'No drop' },
];

function TourOptionsPicker({
  tour,
  choice,
  onChange,
  options,
}: {
  tour: TourPackage;
  choice: TripChoice;
  onChange: TripPlannerProps['onChange'];
  options: readonly TourOption[];
}) {
  if (options.length === 0) return null;
  const extras = options.filter((option) => option.kind === 'excursion' || option.kind === 'extra');
  return (
    <>
      {singleFields.map(({ kind, label, none }) => {
        const ofKind = options.filter((option) => option.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <SelectField
            key={kind}
            label={label}
            value={chosenOfKind(tour, choice.options, kind)}
            onChange={(event) => {
              const id = event.target.value;
              onChange((current) => withSingleOption(tour, current, kind, id));
            }}
          >
            <option value="">{none}</option>
            {ofKind.map((option) => (
              <option key={option.id} value={option.id}>
                {tourOptionWords(option)}
              </option>
            ))}
          </SelectField>
        );
      })}
      {extras.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Excursions and extras</legend>
          <ul className="mt-1">
            {extras.map((option) => (
              <li key={option.id}>
                <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={option.id}
                    checked={choice.options.includes(option.id)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      onChange((current) => withExtra(current, option.id, on));
                    }}
                    className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                  />
                  {tourOptionWords(option)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </>
  );
}
