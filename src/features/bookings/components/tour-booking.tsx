import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { availabilityQueries, settingsQueries } from '@/backend/queries';
import { ageBand, peakOn, previewTourPrice, pricingOf, taxesOnTop } from '@/backend/domain/pricing';
import { priceTaxOf, recipientOfBilling } from '@/backend/domain/gst/booking-tax';
import { BillingFields } from '@/components/booking/billing-fields';
import { billingFieldsSchema, billingOfFields, emptyBilling } from '@/components/booking/billing-values';
import { PriceLines } from '@/components/booking/price-lines';
import { StartDateCalendar } from '@/components/booking/start-date-calendar';
import { PermitNotes, TravellerPermitDocuments, TravellerPermitWarning } from '@/components/permits/permit-notes';
import { useTourPermitTypes } from '@/components/permits/use-tour-permit-types';
import { closedStartDateReason, nationalityMatters } from '@/backend/domain/permits';
import {
  adultCountChoices,
  childAgeChoices,
  childAgeWords,
  childCountChoices,
  childrenHint,
  sharesBedLabel,
  tripChoiceFrom,
  type TripChoice,
} from '@/components/booking/trip-choice';
import { departureFullMessage, openDepartures, type OpenDeparture } from '@/backend/domain/availability';
import type { PeakPeriod, SessionUser, TourPackage } from '@/backend/schemas';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { countLabel } from '@/lib/booking-kinds';
import {
  lastBookableFrom,
  partyRowsOfChoice,
  resizedParty,
  tourTripSchema,
  travellerOfRow,
  type TourTripValues,
} from '../booking-schemas';
import { hasFixedDepartures, tourEndDate } from '@/backend/domain/booking-request';
import { normalizePhone } from '@/backend/domain/phone';
import { useConfirmBooking } from '../use-confirm-booking';
import { tourEnquiryMessage } from '../whatsapp-messages';
import { BookingLayout, ConfirmSection, SummaryCard, SummaryFacts } from './booking-layout';
import { TourOptionsFields } from './tour-options-fields';
import { TravellerRows } from './traveller-rows';
import { GuestFields } from './guest-fields';
import { homePath, tourPath } from '@/lib/paths';

/** The trip's last day, or null while the travel date is missing or half-typed. */
function endDateOf(travelDate: string, duration: string): string | null {
  try {
    return travelDate ? tourEndDate(travelDate, duration) : null;
  } catch {
    return null;
  }
}

/** '25 Dec 2026 — 6 seats left', and the peak period when the departure costs more. */
function departureWords(departure: OpenDeparture, seatsKnown: boolean, peak: string | undefined): string {
  const left = departure.left ?? departure.seats;
  const seats = left === 0 ? 'full' : countLabel(left, 'seat left', 'seats left');
  const date = seatsKnown ? `${formatCalendarDate(departure.date)} — ${seats}` : formatCalendarDate(departure.date);
  return peak ? `${date} (${peak}: costs more)` : date;
}

/** The form as it opens: the signed-in guest, and the date, travellers and options chosen before (if any). */
function initialValues(tour: TourPackage, user: SessionUser | null | undefined, choice: TripChoice): TourTripValues {
  const { options } = pricingOf(tour);
  const known = choice.options.filter((id) => options.some((option) => option.id === id));
  const ofKind = (kind: string) => known.find((id) => options.find((option) => option.id === id)?.kind === kind) ?? '';
  const fromSearch = choice.date !== '' || choice.childAges.length > 0 || choice.options.length > 0;
  const adults = fromSearch ? choice.adults : 2;
  // The address's choice holds at most the limit's travellers (tripChoiceFrom): adults first, then the children.
  const party = partyRowsOfChoice({ ...choice, adults });
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    travelDate: choice.date,
    adults: String(adults),
    children: String(choice.childAges.length),
    party,
    vehicle: ofKind('vehicle'),
    pickup: ofKind('pickup'),
    drop: ofKind('drop'),
    extras: known.filter((id) => ['excursion', 'extra'].includes(options.find((option) => option.id === id)?.kind ?? '')),
    ...emptyBilling,
  };
}

/** 'Costs more: Durga Puja (5 Oct 2027 to 14 Oct 2027).' for the tour's peak prices still to come; none: ''. */
function dearerDatesNote(tour: TourPackage, periods: readonly PeakPeriod[], today: string): string {
  const dearer = pricingOf(tour)
    .peakPrices.map((peak) => periods.find((period) => period.id === peak.periodId))
    .filter((period): period is PeakPeriod => period !== undefined && period.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
  if (dearer.length === 0) return '';
  const words = dearer.map((period) => `${period.name} (${formatCalendarDate(period.from)} to ${formatCalendarDate(period.to)})`);
  return `Costs more: ${words.join(', ')}.`;
}

export function TourBooking({ tour, user }: { tour: TourPackage; user: SessionUser | null | undefined }) {
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => tourTripSchema(today), [today]);
  const pricing = pricingOf(tour);
  const [search] = useSearchParams();
  // What the traveller chose on the tour page or in a search comes along in the address: the form opens with it.
  const [initial] = useState(() => initialValues(tour, user, tripChoiceFrom(search)));
  const { register, handleSubmit, formState, control, setError, setValue, getValues } = useForm<TourTripValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { confirm, busy, error } = useConfirmBooking(homePath());
  const [travelDate, adultsText, childrenText, rows, vehicle, pickup, drop, extras, billState, gstin, businessName, pan] =
    useWatch({
      control,
      name: [
        'travelDate',
        'adults',
        'children',
        'party',
        'vehicle',
        'pickup',
        'drop',
        'extras',
        'billState',
        'gstin',
        'businessName',
        'pan',
      ],
    });
  // Whom to bill decides the GST's place of supply, and a PAN an overseas package's TCS: the price follows what is
  // chosen (a GSTIN or PAN once it checks out).
  const billing = billingFieldsSchema.safeParse({ billState, gstin, businessName, pan });
  const recipient = recipientOfBilling(billing.success ? billingOfFields(billing.data) : undefined);
  const adults = Number(adultsText) || 1;
  const children = Number(childrenText) || 0;
  const travellers = adults + children;
  const peakPeriods = useQuery(settingsQueries.peakPeriods());
  const taxSettings = useQuery(settingsQueries.tax());
  const chosenOptions = [vehicle, pickup, drop, ...(extras ?? [])].filter((id): id is string => Boolean(id));
  const party = (rows ?? []).map(travellerOfRow);
  const endDate = endDateOf(travelDate, tour.duration);
  const { errors } = formState;
  const fixed = hasFixedDepartures(tour);
  const seats = useQuery({ ...availabilityQueries.departureSeats(tour.id), enabled: fixed });
  const departures = fixed ? openDepartures(tour.departures, seats.data, today) : [];
  const peakNote = dearerDatesNote(tour, peakPeriods.data?.periods ?? [], today);
  const peakOfDate = (date: string) => peakOn(date, tour, peakPeriods.data?.periods ?? []);
  // Permit places closed on some weekdays (Nathula on Mondays and Tuesdays): a start date that puts a permit day on
  // one is not offered for tours on request; fixed departures are the operator's to move.
  const permits = useTourPermitTypes(tour);
  // Each traveller's nationality only where the trip's permits tell nationals apart (asked while they load).
  const askNationality =
    (tour.permits?.length ?? 0) > 0 && (!permits.data || nationalityMatters(tour, pricing.options, permits.data));
  const priceTax = priceTaxOf(taxSettings.data, recipient);
  // The same pricing the backend stores, on what the form holds now (an option its permit bars the whole party from
  // is left out of the total, saying why).
  const priced = previewTourPrice(
    tour,
    { travelDate: travelDate || today, party, options: chosenOptions },
    { peakPeriods: peakPeriods.data?.periods ?? [], tax: priceTax, permitTypes: permits.data },
  );
  // The taxes the price per person is charged, as the price lines will name them: none, no word of taxes.
  const perPersonTaxes = taxesOnTop(tour, priceTax);
  const closedReason =
    !fixed && permits.data && /^\d{4}-\d{2}-\d{2}$/.test(travelDate)
      ? closedStartDateReason(tour, permits.data, travelDate)
      : null;

  /** One row per traveller, adults first: rows added or taken off the end of their group, what was typed kept. */
  const resizeParty = (next: { adults: number; children: number }) =>
    setValue('party', resizedParty(getValues('party'), adults, next), { shouldValidate: false });

  const onSubmit = handleSubmit((values) => {
    if (closedReason) {
      setError('travelDate', { message: closedReason }, { shouldFocus: true });
      return;
    }
    // Known to be too few seats: said at the travellers, without a round trip (the backend checks again anyway).
    const chosen = departures.find((departure) => departure.date === values.travelDate);
    if (chosen && chosen.left !== null && values.party.length > chosen.left) {
      setError('adults', { message: departureFullMessage(chosen.date, chosen.left) }, { shouldFocus: true });
      return;
    }
    return confirm({
      kind: 'tour',
      itemId: tour.id,
      userName: values.name,
      userEmail: values.email,
      phone: normalizePhone(values.phone) ?? values.phone,
      travelDate: values.travelDate,
      endDate: tourEndDate(values.travelDate, tour.duration),
      travellers: values.party.length,
      party: values.party.map(travellerOfRow),
      options: [values.vehicle, values.pickup, values.drop, ...values.extras].filter(Boolean),
      billing: billingOfFields(values),
    });
  });

  return (
    <BookingLayout
      eyebrow="Tour booking"
      title={tour.name}
      back={{ to: tourPath(tour.id), label: 'Back to the package' }}
      summary={
        <SummaryCard
          image={
            tour.image ? (
              <img
                src={tour.image}
                alt={`${tour.name}`}
                width="1200"
                height="800"
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
            ) : undefined
          }
        >
          <h2 className="font-display text-xl font-bold text-brand-900">Your package</h2>
          <p className="mt-1 text-sm text-slate-600">{tour.destinationsCovered.join(' • ')}</p>
          <div className="mt-4">
            <SummaryFacts
              facts={[
                { label: 'Duration', value: tour.duration },
                {
                  label: 'Price per person',
                  value: <span className="text-xl text-brand-900">{formatRupees(tour.price)}</span>,
                },
              ]}
            />
          </div>
          <p className="mt-4 text-sm text-slate-600">
            {perPersonTaxes.length > 0 ? `Starting price. ${perPersonTaxes.join(' and ')} extra.` : 'Starting price.'}
          </p>
        </SummaryCard>
      }
    >
      <PageMeta
        noindex
        title={`Book ${tour.name}`}
        description={`Book the ${tour.name} package (${tour.duration}) from ${formatRupees(tour.price)} per person.`}
      />
      {/* noValidate: the form's own messages say what is missing, instead of the browser's bubble on one field. */}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend className="font-display text-xl font-bold text-brand-900">Your trip</legend>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {fixed ? (
              <SelectField
                label="Departure date"
                required
                hint={
                  seats.isError
                    ? 'We could not load the seats left; we check them when your request arrives.'
                    : `This tour runs on fixed dates. ${tour.duration}.${peakNote ? ` ${peakNote}` : ''}`
                }
                error={errors.travelDate?.message}
                {...register('travelDate')}
              >
                <option value="">{departures.length > 0 ? 'Choose a departure' : 'No departures open'}</option>
                {departures.map((departure) => (
                  <option key={departure.date} value={departure.date} disabled={departure.left === 0}>
                    {departureWords(departure, Boolean(seats.data), peakOfDate(departure.date)?.period.name)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <div className="space-y-3 sm:col-span-2">
                <TextField
                  label="Travel date"
                  type="date"
                  min={today}
                  max={lastBookableFrom(today)}
                  required
                  hint={`The first day of your ${tour.duration} tour. We run this tour on request, on the date you choose: type it, or pick it below.${peakNote ? ` ${peakNote}` : ''}`}
                  error={errors.travelDate?.message ?? closedReason ?? undefined}
                  {...register('travelDate')}
                />
                <StartDateCalendar
                  chosen={travelDate}
                  today={today}
                  lastDay={lastBookableFrom(today)}
                  refusal={(date) => (permits.data ? closedStartDateReason(tour, permits.data, date) : null)}
                  onPick={(date) => setValue('travelDate', date, { shouldValidate: true, shouldTouch: true })}
                />
              </div>
            )}
            <div className="grid grid-cols-2 gap-4 sm:col-span-2">
              <SelectField
                label="Adults"
                error={errors.adults?.message}
                {...register('adults', {
                  onChange: (event: { target: { value: string } }) =>
                    resizeParty({ adults: Number(event.target.value), children }),
                })}
              >
                {adultCountChoices(children).map((count) => (
                  <option key={count} value={String(count)}>
                    {count}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Children"
                hint={childrenHint}
                error={errors.children?.message}
                {...register('children', {
                  onChange: (event: { target: { value: string } }) =>
                    resizeParty({ adults, children: Number(event.target.value) }),
                })}
              >
                {childCountChoices(adults).map((count) => (
                  <option key={count} value={String(count)}>
                    {count}
                  </option>
                ))}
              </SelectField>
              {/* Each child's age and bed live in their traveller row; they are chosen here, as on the tour page. */}
              {Array.from({ length: children }, (_, index) => (
                <div key={index}>
                  <SelectField
                    label={`Age of child ${index + 1}`}
                    error={errors.party?.[adults + index]?.age?.message}
                    {...register(`party.${adults + index}.age`)}
                  >
                    {childAgeChoices.map((years) => (
                      <option key={years} value={String(years)}>
                        {childAgeWords(years)}
                      </option>
                    ))}
                  </SelectField>
                  {ageBand(Number(rows?.[adults + index]?.age), pricing.bands) === 'child' ? (
                    <CheckboxField
                      className="mt-1"
                      label={sharesBedLabel(index + 1)}
                      {...register(`party.${adults + index}.sharedBed`)}
                    />
                  ) : null}
                </div>
              ))}
            </div>
          </div>
        </fieldset>
        {permits.data ? (
          <div className="mt-8">
            <PermitNotes tour={tour} permits={permits.data} />
          </div>
        ) : null}
        <TravellerRows
          rows={rows ?? []}
          adults={adults}
          askNationality={askNationality}
          register={register}
          errors={errors.party}
          bands={pricing.bands}
          warningFor={(row) =>
            permits.data ? (
              <>
                <TravellerPermitWarning tour={tour} permits={permits.data} traveller={travellerOfRow(row)} />
                <TravellerPermitDocuments
                  tour={tour}
                  permits={permits.data}
                  traveller={travellerOfRow(row)}
                  travelDate={travelDate || null}
                />
              </>
            ) : null
          }
        />
        <TourOptionsFields options={pricing.options} register={register} />
        <BillingFields register={register} errors={errors} gstinGiven={gstin.trim() !== ''} askPan={tour.overseas === true} />
        <section aria-labelledby="trip-price" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-5">
          <h2 id="trip-price" className="text-sm font-bold tracking-wider text-brand-800 uppercase">
            Price for your trip
          </h2>
          <div aria-live="polite" className="mt-3">
            {priced.ok ? (
              <PriceLines lines={priced.trip.lines} total={priced.trip.total} />
            ) : (
              <p role="alert" className="text-sm font-medium text-red-700">
                {priced.problem}
              </p>
            )}
            <p className="mt-2 text-sm text-slate-600">
              {endDate
                ? `${formatCalendarDate(travelDate)} to ${formatCalendarDate(endDate)}. `
                : 'Choose your travel date to see when you are back. '}
              {priced.ok && priced.trip.tax > 0 ? 'Taxes included.' : ''}
            </p>
          </div>
        </section>
        <div className="mt-8">
          <GuestFields
            title="Guest details"
            name={register('name')}
            email={register('email')}
            phone={register('phone')}
            errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message }}
          />
        </div>
        <ConfirmSection
          label="Confirm & Pay"
          busy={busy}
          error={error}
          holds={fixed ? 'seats' : undefined}
          whatsappMessage={tourEnquiryMessage({ tourName: tour.name, travelDate, endDate: endDate ?? undefined, travellers })}
        />
      </form>
    </BookingLayout>
  );
}
