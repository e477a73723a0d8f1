import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { flightQueries } from '@/backend/queries';
import type { Flight, SessionUser } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { isCalendarDate, todayCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { countLabel } from '@/lib/booking-kinds';
import { BillingFields } from '@/components/booking/billing-fields';
import { billingOfFields, emptyBilling } from '@/components/booking/billing-values';
import { flightTripSchema, lastBookableFrom, maxFlightPassengers, type FlightTripValues } from '../booking-schemas';
import {
  BookingLayout,
  BookingNotFound,
  BookingSkeleton,
  ConfirmSection,
  SummaryCard,
  SummaryFacts,
  TripTotal,
} from '../components/booking-layout';
import { GuestFields } from '../components/guest-fields';
import { useConfirmBooking } from '../use-confirm-booking';
import { flightEnquiryMessage } from '../whatsapp-messages';
import { Icon } from '@/components/ui/icon';
import { planeIcon } from '@/components/ui/icons/travel';
import { flightListPath } from '@/lib/paths';

export function FlightBookingPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const flightQuery = useQuery(flightQueries.detail(id));
  if (flightQuery.isPending) return <BookingSkeleton label="Loading flight details..." />;
  if (flightQuery.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <PageMeta noindex title="Flight booking" description="Book your flight with Himalayan Aster Tours." />
        <InlineNotice kind="error">We could not load this flight. Please refresh the page to try again.</InlineNotice>
      </div>
    );
  }
  if (!flightQuery.data) return <BookingNotFound message="Flight not found." to={flightListPath()} linkLabel="See all flights" />;
  return <FlightBooking key={flightQuery.data.id} flight={flightQuery.data} user={user} />;
}

const stopsLabel = (stops: number) => (stops === 0 ? 'Non-stop' : `${stops} stop${stops === 1 ? '' : 's'}`);

function FlightBooking({ flight, user }: { flight: Flight; user: SessionUser | null | undefined }) {
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => flightTripSchema(today), [today]);
  // The search's date and passengers come along in the address (see the flight list's Book Now links).
  const [searchParams] = useSearchParams();
  const searchedDate = searchParams.get('date') ?? '';
  const searchedPassengers = Number(searchParams.get('passengers'));
  const { register, handleSubmit, formState, control } = useForm<FlightTripValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      travelDate:
        isCalendarDate(searchedDate) && searchedDate >= today && searchedDate <= lastBookableFrom(today) ? searchedDate : '',
      passengers:
        Number.isInteger(searchedPassengers) && searchedPassengers >= 1 && searchedPassengers <= maxFlightPassengers
          ? String(searchedPassengers)
          : '1',
      ...emptyBilling,
    },
  });
  const { confirm, busy, error } = useConfirmBooking(flightListPath());
  const [travelDate, passengersText, gstin] = useWatch({ control, name: ['travelDate', 'passengers', 'gstin'] });
  const passengers = Number(passengersText) || 1;
  const route = `${flight.origin} to ${flight.destination}`;
  const flightName = `${flight.airline}, ${route}, ${flight.departureTime}`;
  const { errors } = formState;

  // One-way: the trip starts and ends on the travel date.
  const onSubmit = handleSubmit((values) =>
    confirm({
      kind: 'flight',
      itemId: flight.id,
      userName: values.name,
      userEmail: values.email,
      phone: normalizePhone(values.phone) ?? values.phone,
      travelDate: values.travelDate,
      endDate: values.travelDate,
      travellers: Number(values.passengers),
      billing: billingOfFields(values),
    }),
  );

  return (
    <BookingLayout
      eyebrow="Flight booking"
      title={`${flight.airline}: ${route}`}
      back={{ to: flightListPath(), label: 'Back to flights' }}
      summary={
        <SummaryCard>
          <div className="flex items-center gap-3">
            <img
              src={flight.airlineLogo}
              alt=""
              width="48"
              height="48"
              className="size-12 rounded-lg border border-slate-200 bg-white object-contain p-1"
            />
            <div>
              <h2 className="font-display text-xl font-bold text-brand-900">{flight.airline}</h2>
              <p className="text-sm text-slate-600">{route}</p>
            </div>
          </div>
          <div className="mt-6 grid grid-cols-[1fr_auto_1fr] items-start gap-3 text-center">
            <div>
              <p className="text-2xl font-bold tabular-nums text-slate-900">{flight.departureTime}</p>
              <p className="mt-1 text-sm text-slate-600">{flight.origin}</p>
            </div>
            <div className="flex min-w-20 flex-col items-center pt-1 text-xs text-slate-600">
              <span>{flight.duration}</span>
              <span aria-hidden="true" className="my-1 flex w-full items-center text-brand-500">
                <span className="h-px flex-1 bg-slate-300" />
                <Icon shape={planeIcon} className="mx-1 size-4 rotate-90" />
                <span className="h-px flex-1 bg-slate-300" />
              </span>
              <span>{stopsLabel(flight.stops)}</span>
            </div>
            <div>
              <p className="text-2xl font-bold tabular-nums text-slate-900">{flight.arrivalTime}</p>
              <p className="mt-1 text-sm text-slate-600">{flight.destination}</p>
            </div>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <SummaryFacts
              facts={[
                { label: 'Duration', value: flight.duration },
                { label: 'Stops', value: stopsLabel(flight.stops) },
                {
                  label: 'Fare per passenger',
                  value: <span className="text-xl text-brand-900">{formatRupees(flight.price)}</span>,
                },
              ]}
            />
          </div>
        </SummaryCard>
      }
    >
      <PageMeta
        noindex
        title={`Book ${flight.airline}, ${route}`}
        description={`Book ${flight.airline} from ${route}, ${flight.departureTime} to ${flight.arrivalTime}, for ${formatRupees(flight.price)}.`}
      />
      {/* noValidate: the form's own messages say what is missing, instead of the browser's bubble on one field. */}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend className="font-display text-xl font-bold text-brand-900">Your flight</legend>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <TextField
              label="Travel date"
              type="date"
              min={today}
              max={lastBookableFrom(today)}
              required
              error={errors.travelDate?.message}
              {...register('travelDate')}
            />
            <SelectField label="Passengers" error={errors.passengers?.message} {...register('passengers')}>
              {Array.from({ length: maxFlightPassengers }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  {countLabel(count, 'Passenger', 'Passengers')}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
        <TripTotal
          title="Price for your flight"
          lines={[`${countLabel(passengers, 'passenger', 'passengers')} × ${formatRupees(flight.price)} per passenger`]}
          total={flight.price * passengers}
          note={
            travelDate
              ? `${formatCalendarDate(travelDate)}, departing ${flight.departureTime}. One way.`
              : 'One way. Choose your travel date to complete the booking.'
          }
        />
        <div className="mt-8">
          <GuestFields
            title="Passenger details"
            name={register('name')}
            email={register('email')}
            phone={register('phone')}
            errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message }}
          />
        </div>
        <BillingFields register={register} errors={errors} gstinGiven={gstin.trim() !== ''} />
        <ConfirmSection
          label="Confirm & Book Flight"
          busy={busy}
          error={error}
          whatsappMessage={flightEnquiryMessage({ flightName, travelDate, passengers })}
        />
      </form>
    </BookingLayout>
  );
}
