import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { availabilityQueries } from '@/backend/queries';
import { departureFullMessage, seatsLeft } from '@/backend/domain/availability';
import type { SessionUser, TourPackage } from '@/backend/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { countLabel } from '@/lib/booking-kinds';
import { lastBookableFrom, maxTourTravellers, tourTripSchema, type TourTripValues } from '../booking-schemas';
import { hasFixedDepartures, tourEndDate } from '@/backend/domain/booking-request';
import { normalizePhone } from '@/backend/domain/phone';
import { useConfirmBooking } from '../use-confirm-booking';
import { tourEnquiryMessage } from '../whatsapp-messages';
import { BookingLayout, ConfirmSection, SummaryCard, SummaryFacts, TripTotal } from './booking-layout';
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

interface DepartureOption {
  date: string;
  seats: number;
  left: number;
}

/**
 * The tour's departures open for booking online (from today to the last bookable date), soonest first, with the
 * seats left (all of them until the counts load).
 */
function departureOptions(tour: TourPackage, taken: Readonly<Record<string, number>>, today: string): DepartureOption[] {
  const last = lastBookableFrom(today);
  return Object.entries(tour.departures)
    .filter(([date]) => date >= today && date <= last)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, seats]) => ({ date, seats, left: seatsLeft(seats, taken[date] ?? 0) }));
}

export function TourBooking({ tour, user }: { tour: TourPackage; user: SessionUser | null | undefined }) {
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => tourTripSchema(today), [today]);
  const { register, handleSubmit, formState, control, setError } = useForm<TourTripValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', travelDate: '', travellers: '2' },
  });
  const { confirm, busy, error } = useConfirmBooking(homePath());
  const [travelDate, travellersText] = useWatch({ control, name: ['travelDate', 'travellers'] });
  const travellers = Number(travellersText) || 1;
  const total = tour.price * travellers;
  const endDate = endDateOf(travelDate, tour.duration);
  const { errors } = formState;
  const fixed = hasFixedDepartures(tour);
  const seats = useQuery({ ...availabilityQueries.departureSeats(tour.id), enabled: fixed });
  const departures = fixed ? departureOptions(tour, seats.data ?? {}, today) : [];

  const onSubmit = handleSubmit((values) => {
    // Known to be too few seats: said at the travellers, without a round trip (the backend checks again anyway).
    const chosen = departures.find((departure) => departure.date === values.travelDate);
    if (chosen && seats.data && Number(values.travellers) > chosen.left) {
      setError('travellers', { message: departureFullMessage(chosen.date, chosen.left) }, { shouldFocus: true });
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
      travellers: Number(values.travellers),
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
          <p className="mt-4 text-sm text-slate-600">Starting price. Taxes extra.</p>
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
                    : `This tour runs on fixed dates. ${tour.duration}.`
                }
                error={errors.travelDate?.message}
                {...register('travelDate')}
              >
                <option value="">{departures.length > 0 ? 'Choose a departure' : 'No departures open'}</option>
                {departures.map((departure) => (
                  <option key={departure.date} value={departure.date} disabled={departure.left === 0}>
                    {seats.data
                      ? `${formatCalendarDate(departure.date)} — ${departure.left === 0 ? 'full' : countLabel(departure.left, 'seat left', 'seats left')}`
                      : formatCalendarDate(departure.date)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                label="Travel date"
                type="date"
                min={today}
                max={lastBookableFrom(today)}
                required
                hint={`The first day of your ${tour.duration} tour. We run this tour on request, on the date you choose.`}
                error={errors.travelDate?.message}
                {...register('travelDate')}
              />
            )}
            <SelectField label="Number of travellers" error={errors.travellers?.message} {...register('travellers')}>
              {Array.from({ length: maxTourTravellers }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  {countLabel(count, 'traveller', 'travellers')}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
        <TripTotal
          title="Price for your trip"
          lines={[`${countLabel(travellers, 'traveller', 'travellers')} × ${formatRupees(tour.price)} per person`]}
          total={total}
          note={
            endDate
              ? `${formatCalendarDate(travelDate)} to ${formatCalendarDate(endDate)}. Taxes extra.`
              : 'Choose your travel date to see when you are back. Taxes extra.'
          }
        />
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
          whatsappMessage={tourEnquiryMessage({ tourName: tour.name, travelDate, endDate: endDate ?? undefined, travellers })}
        />
      </form>
    </BookingLayout>
  );
}
