import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@/backend/limits';
import { flightQueries, hotelAsterQueries, permitQueries, settingsQueries, tourQueries } from '@/backend/queries';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { chargedTaxRules } from '@/backend/domain/gst/booking-tax';
import { flightItemName, hasFixedDepartures, roomItemName, type BookedItem } from '@/backend/domain/booking-request';
import type { TourOption, TourPackage } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PriceLines } from '@/components/booking/price-lines';
import { tourOptionWords } from '@/components/booking/tour-option-words';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminBookingPath, adminBookingsPath } from '@/lib/admin-paths';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { mealPlanNames } from '@/lib/meal-plans';
import { countryName, nationalityCodes } from '@/lib/nationalities';
import {
  walkInBookingErrors,
  walkInBookingInput,
  walkInKindLabels,
  emptyWalkInBooking,
  emptyTraveller,
  previewWalkInPrice,
  type WalkInBookingErrors,
  type WalkInBookingValues,
  type WalkInKind,
  type WalkInTraveller,
} from '../walk-in-booking-form';
import { useCreateWalkInBooking } from '../use-create-walk-in-booking';

const codes = nationalityCodes();
const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const legendClasses = 'font-display text-lg font-bold text-brand-900';

type SetValue = <K extends keyof WalkInBookingValues>(key: K, value: WalkInBookingValues[K]) => void;
/** The form's values kept as typed: what a text field or a select edits. */
type TypedValue = {
  [K in keyof WalkInBookingValues]: string extends WalkInBookingValues[K] ? K : never;
}[keyof WalkInBookingValues];

/** What a field needs for one typed value: the value, its message (once the form was sent), and its change. */
function fieldsOf(values: WalkInBookingValues, errors: WalkInBookingErrors, set: SetValue) {
  return (key: TypedValue) => ({
    value: values[key],
    error: (errors as Partial<Record<TypedValue, string>>)[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, event.target.value),
  });
}

/**
 * "New booking": the operator books for a caller or a walk-in, who may have no account and no e-mail address. The
 * price shown is worked out by the backend's own pricing on the stored data; the backend prices it again when the
 * booking is made, holds the rooms or seats and gives it a reference.
 */
export function AdminNewBookingPage() {
  const [values, setValues] = useState<WalkInBookingValues>(emptyWalkInBooking);
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();
  const notify = useNotify();
  const today = useMemo(() => todayCalendarDate(), []);

  const tours = useQuery({ ...tourQueries.all(), enabled: values.kind === 'tour' });
  const hotel = useQuery({ ...hotelAsterQueries.content(), enabled: values.kind === 'room' });
  const flights = useQuery({ ...flightQueries.list(), enabled: values.kind === 'flight' });
  const taxSettings = useQuery(settingsQueries.tax());
  const peak = useQuery({ ...settingsQueries.peakPeriods(), enabled: values.kind === 'tour' });
  const permits = useQuery({ ...permitQueries.list(), enabled: values.kind === 'tour' });

  const tour = values.kind === 'tour' ? tours.data?.find((one) => one.id === values.itemId) : undefined;
  const item = useMemo((): BookedItem | null => {
    if (!taxSettings.data) return null;
    const taxRules = chargedTaxRules(taxSettings.data);
    if (values.kind === 'tour') {
      if (!tour || !peak.data || !permits.data) return null;
      return { kind: 'tour', tour, peakPeriods: peak.data.periods, permitTypes: permits.data, taxRules };
    }
    if (values.kind === 'room') {
      const room = hotel.data?.rooms.find((one) => one.id === values.itemId);
      if (!room || !hotel.data) return null;
      const { seasons, periods, closed } = hotel.data.profile;
      return { kind: 'room', room, seasons, periods, closed, taxRules };
    }
    if (values.kind === 'flight') {
      const flight = flights.data?.find((one) => one.id === values.itemId);
      return flight ? { kind: 'flight', flight, taxRules } : null;
    }
    return null;
  }, [values.kind, values.itemId, taxSettings.data, tour, peak.data, permits.data, hotel.data, flights.data]);

  const preview = useMemo(() => previewWalkInPrice(values, item), [values, item]);
  const total = preview?.ok ? preview.total : null;
  const errors: WalkInBookingErrors = submitted ? walkInBookingErrors(values, total) : {};

  const create = useCreateWalkInBooking();

  const set: SetValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const field = fieldsOf(values, errors, set);
  const setTraveller = (index: number, change: Partial<WalkInTraveller>) =>
    setValues((current) => ({
      ...current,
      travellers: current.travellers.map((row, at) => (at === index ? { ...row, ...change } : row)),
    }));
  const setTravellerCount = (count: number) =>
    setValues((current) => ({
      ...current,
      travellers: Array.from({ length: count }, (_, index) => current.travellers[index] ?? emptyTraveller()),
    }));
  const chooseKind = (kind: WalkInKind) =>
    setValues((current) => ({
      ...current,
      kind,
      itemId: '',
      travelDate: '',
      endDate: '',
      vehicle: '',
      pickup: '',
      drop: '',
      extras: [],
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = walkInBookingErrors(values, total);
    if (Object.keys(found).length > 0 || (preview && !preview.ok)) {
      // The first field to fix gets the focus, so a screen reader hears what is wrong.
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    create.mutate(walkInBookingInput(values), {
      onSuccess: (booking) => {
        notify('success', `Booked: ${booking.reference ?? booking.itemName}, ${booking.status}.`);
        void navigate(adminBookingPath(booking.id));
      },
    });
  }

  return (
    <>
      <PageMeta title="New booking" description="Book a tour, a room or a flight for a caller or a walk-in." />
      <AdminPageHeader
        title="New booking"
        description="For a caller or a walk-in: priced as the site prices it, held like any booking. An e-mail address is optional."
        actions={
          <Link
            to={adminBookingsPath()}
            className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
          >
            Back to bookings
          </Link>
        }
      />
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>Customer</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="off" {...field('userName')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
            <TextField
              label="E-mail (optional)"
              type="email"
              autoComplete="off"
              className="sm:col-span-2"
              hint="Only with an address does the customer get the booking e-mail; without one, call them."
              {...field('email')}
            />
          </div>
        </fieldset>

        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>What to book</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Booking for"
              value={values.kind}
              onChange={(event) => chooseKind(event.target.value as WalkInKind)}
            >
              {(Object.keys(walkInKindLabels) as WalkInKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {walkInKindLabels[kind]}
                </option>
              ))}
            </SelectField>
            {values.kind === 'tour' ? (
              <SelectField label="Tour" {...field('itemId')}>
                <option value="">Choose a tour</option>
                {(tours.data ?? []).map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {values.kind === 'room' ? (
              <SelectField label="Room type" {...field('itemId')}>
                <option value="">Choose a room type</option>
                {(hotel.data?.rooms ?? []).map((room) => (
                  <option key={room.id} value={room.id}>
                    {roomItemName(room)}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {values.kind === 'flight' ? (
              <SelectField label="Flight" {...field('itemId')}>
                <option value="">Choose a flight</option>
                {(flights.data ?? []).map((flight) => (
                  <option key={flight.id} value={flight.id}>
                    {flightItemName(flight)}, {formatRupees(flight.price)} each
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>

          {values.kind === 'tour' ? (
            <TourFields
              values={values}
              tour={tour}
              today={today}
              errors={errors}
              set={set}
              setCount={setTravellerCount}
              setTraveller={setTraveller}
            />
          ) : null}

          {values.kind === 'room' ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField label="Check-in" type="date" min={today} {...field('travelDate')} />
              <TextField label="Check-out" type="date" min={today} {...field('endDate')} />
              <TextField label="Adults" type="number" inputMode="numeric" min={1} {...field('adults')} />
              <TextField label="Children under 12" type="number" inputMode="numeric" min={0} {...field('children')} />
              <TextField label="Rooms" type="number" inputMode="numeric" min={1} {...field('rooms')} />
              <SelectField
                label="Meal plan"
                value={values.mealPlan}
                onChange={(event) => set('mealPlan', event.target.value as WalkInBookingValues['mealPlan'])}
              >
                {mealPlanNames.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.label}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}

          {values.kind === 'flight' || values.kind === 'flightRequest' ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {values.kind === 'flightRequest' ? (
                <>
                  <TextField label="From" {...field('from')} />
                  <TextField label="To" {...field('to')} />
                </>
              ) : null}
              <TextField label="Travel date" type="date" min={today} {...field('travelDate')} />
              <TextField label="Passengers" type="number" inputMode="numeric" min={1} {...field('passengers')} />
            </div>
          ) : null}
        </fieldset>

        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>Price</legend>
          <div className="mt-4" aria-live="polite">
            {preview === null ? (
              <p className="text-slate-600">The price shows here once the booking is chosen.</p>
            ) : preview.ok ? (
              values.kind === 'flightRequest' ? (
                <p className="text-slate-600">
                  A flight request has no price yet: the operator quotes it once the airlines answer.
                </p>
              ) : (
                <PriceLines
                  caption="Price as the site prices it"
                  showCaption
                  lines={preview.discounted.lines}
                  total={preview.discounted.totalPrice}
                />
              )
            ) : (
              <InlineNotice kind="error">{preview.message}</InlineNotice>
            )}
          </div>
          {values.kind !== 'flightRequest' ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextField label="Discount in rupees (optional)" inputMode="numeric" {...field('discount')} />
              <TextField
                label="Reason for the discount"
                hint="Needed with a discount: the office sees it on the booking."
                {...field('discountReason')}
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>Status</legend>
          <div className="mt-3 space-y-2">
            {(
              [
                ['Confirmed', 'Confirmed: the customer has paid or we are sure of them (a walk-in paying at the desk)'],
                ['Pending', 'Pending: a caller who will pay later; it holds like any request'],
              ] as const
            ).map(([status, label]) => (
              <label key={status} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="status"
                  value={status}
                  checked={values.status === status}
                  onChange={() => set('status', status)}
                  className="size-5 accent-brand-700"
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {create.error ? <InlineNotice kind="error">{create.error.message}</InlineNotice> : null}
        <Button type="submit" size="lg" disabled={create.isPending} className="min-h-11">
          {create.isPending ? 'Booking…' : 'Make the booking'}
        </Button>
      </form>
    </>
  );
}

function TourFields({
  values,
  tour,
  today,
  errors,
  set,
  setCount,
  setTraveller,
}: {
  values: WalkInBookingValues;
  tour: TourPackage | undefined;
  today: string;
  errors: WalkInBookingErrors;
  set: SetValue;
  setCount: (count: number) => void;
  setTraveller: (index: number, change: Partial<WalkInTraveller>) => void;
}) {
  const field = fieldsOf(values, errors, set);
  const departures =
    tour && hasFixedDepartures(tour)
      ? Object.keys(tour.departures)
          .filter((date) => date >= today)
          .sort()
      : null;
  const options = tour?.pricing?.options ?? [];
  const ofKind = (kind: TourOption['kind']) => options.filter((option) => option.kind === kind);
  const extras = [...ofKind('excursion'), ...ofKind('extra')];
  const optionSelect = (key: 'vehicle' | 'pickup' | 'drop', label: string, none: string, kind: TourOption['kind']) =>
    ofKind(kind).length > 0 ? (
      <SelectField label={label} {...field(key)}>
        <option value="">{none}</option>
        {ofKind(kind).map((option) => (
          <option key={option.id} value={option.id}>
            {tourOptionWords(option)}
          </option>
        ))}
      </SelectField>
    ) : null;
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {departures ? (
          <SelectField label="Departure" {...field('travelDate')}>
            <option value="">Choose a departure</option>
            {departures.map((date) => (
              <option key={date} value={date}>
                {formatCalendarDate(date)}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label="Start date" type="date" min={today} {...field('travelDate')} />
        )}
        <TextField
          label="Number of travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.tourTravellers}
          value={String(values.travellers.length)}
          onChange={(event) => {
            const count = Number(event.target.value);
            if (Number.isInteger(count) && count >= 1 && count <= limits.tourTravellers) setCount(count);
          }}
        />
        {optionSelect('vehicle', 'Vehicle', 'As in the package', 'vehicle')}
        {optionSelect('pickup', 'Pick-up point', 'No pick-up', 'pickup')}
        {optionSelect('drop', 'Drop point', 'No drop', 'drop')}
      </div>
      {extras.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">Excursions and extras</legend>
          <div className="mt-2 space-y-2">
            {extras.map((option) => (
              <CheckboxField
                key={option.id}
                label={tourOptionWords(option)}
                className="min-h-11"
                checked={values.extras.includes(option.id)}
                onChange={(event) =>
                  set(
                    'extras',
                    event.target.checked ? [...values.extras, option.id] : values.extras.filter((id) => id !== option.id),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">Travellers</legend>
        {errors.travellers ? <p className="mt-1 text-sm font-medium text-red-700">{errors.travellers}</p> : null}
        <div className="mt-2 space-y-4">
          {values.travellers.map((row, index) => (
            <fieldset key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">Traveller {index + 1}</legend>
              <TextField
                label="Full name"
                value={row.name}
                onChange={(event) => setTraveller(index, { name: event.target.value })}
              />
              <TextField
                label="Age"
                inputMode="numeric"
                value={row.age}
                error={errors.travellers && !/^\d+$/.test(row.age.trim()) ? 'Please give the age.' : undefined}
                onChange={(event) => setTraveller(index, { age: event.target.value })}
              />
              <SelectField
                label="Nationality"
                value={row.nationality}
                onChange={(event) => setTraveller(index, { nationality: event.target.value })}
              >
                {codes.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </SelectField>
              <CheckboxField
                label="Child sharing a bed"
                className="min-h-11"
                checked={row.sharedBed}
                onChange={(event) => setTraveller(index, { sharedBed: event.target.checked })}
              />
              <CheckboxField
                label="Room of their own"
                className="min-h-11"
                checked={row.ownRoom}
                onChange={(event) => setTraveller(index, { ownRoom: event.target.checked })}
              />
            </fieldset>
          ))}
        </div>
      </fieldset>
    </>
  );
}
