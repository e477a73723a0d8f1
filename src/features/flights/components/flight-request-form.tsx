import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isBackendError } from '@/backend/errors';
import { todayCalendarDate } from '@/backend/domain/calendar';
import type { Booking } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate } from '@/lib/format';
import { flightListPath, myBookingsPath, signInPath } from '@/lib/paths';
import {
  flightRequestSchema,
  maxRequestPassengers,
  requestAnchor,
  requestDefaults,
  toFlightRequest,
  withoutContact,
  withRequest,
  type FlightRequestValues,
} from '../flight-request';
import type { FlightSearchParams } from '../flight-search';
import { useRequestFlight } from '../use-request-flight';

/**
 * A short form for a flight we do not list: it reaches the operator as a flight request in the bookings list. It
 * needs an account (the request is the customer's own booking); a signed-out visitor is taken to sign in and
 * brought back to this form with everything typed still in it. Loaded only when a search finds no flight.
 */
export function FlightRequestForm({ search }: { search: FlightSearchParams }) {
  const titleId = useId();
  const user = useCurrentUser();
  const today = useMemo(() => todayCalendarDate(), []);
  const schema = useMemo(() => flightRequestSchema(today), [today]);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [defaults] = useState(() => requestDefaults(search, searchParams, user));
  const { register, handleSubmit, formState, getValues, setValue } = useForm<FlightRequestValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { errors } = formState;
  const request = useRequestFlight();
  const [sent, setSent] = useState<Booking | null>(null);
  const sentNote = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Back from sign-in at #flight-request: the form appears after the flights have loaded, later than the page's
  // own scroll to the anchor, so it brings itself into view and takes the focus.
  const cameBack = useRef(location.hash === `#${requestAnchor}`);
  useEffect(() => {
    if (!cameBack.current) return;
    cameBack.current = false;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  // Back from sign-in: the contact details have been read into the form, so they leave the address (and history).
  useEffect(() => {
    const cleaned = withoutContact(searchParams);
    if (cleaned)
      void navigate({ search: `?${cleaned.toString()}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [searchParams, location.hash, navigate]);

  // The session is known only once the backend has loaded: fill in the account's name and e-mail then.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit((values) => {
    if (!user) {
      // What was typed goes into the address that sign-in returns to.
      const back = {
        pathname: flightListPath(),
        search: `?${withRequest(searchParams, values).toString()}`,
        hash: `#${requestAnchor}`,
      };
      void navigate(signInPath(), { state: { from: back } });
      return;
    }
    request.mutate(toFlightRequest(values), { onSuccess: (booking) => setSent(booking) });
  });

  if (sent) {
    return (
      <div
        ref={sentNote}
        tabIndex={-1}
        role="status"
        className="mt-8 rounded-2xl bg-emerald-50 p-6 text-left text-emerald-950 outline-none"
      >
        <p className="font-display text-xl font-bold">Your flight request {sent.reference} has been sent.</p>
        <p className="mt-2">
          {sent.itemName.replace(/^Flight request: /, '')}, {formatCalendarDate(sent.travelDate)},{' '}
          {countLabel(sent.travellers ?? 1, 'passenger', 'passengers')}. Our team finds the best fares and writes to you within
          one working day. Nothing is charged.
        </p>
        <Link to={myBookingsPath()} className="mt-3 inline-block font-semibold text-brand-700 underline">
          Follow it in My bookings
        </Link>
      </div>
    );
  }

  return (
    <section
      id={requestAnchor}
      aria-labelledby={titleId}
      className="mt-8 scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-left sm:p-6"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="font-display text-xl font-bold text-brand-900 outline-none">
        Request this flight
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Tell us the trip and how to reach you: we find the fares and book it for you. Nothing is charged.
      </p>
      {/* noValidate: the form's own messages say what is missing, instead of the browser's bubble on one field. */}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField label="From" autoComplete="off" required error={errors.from?.message} {...register('from')} />
        <TextField label="To" autoComplete="off" required error={errors.to?.message} {...register('to')} />
        <TextField
          label="Travel date"
          type="date"
          min={today}
          required
          error={errors.travelDate?.message}
          {...register('travelDate')}
        />
        <SelectField label="Passengers" error={errors.travellers?.message} {...register('travellers')}>
          {Array.from({ length: maxRequestPassengers }, (_, index) => index + 1).map((count) => (
            <option key={count} value={String(count)}>
              {countLabel(count, 'Passenger', 'Passengers')}
            </option>
          ))}
        </SelectField>
        <TextField label="Full Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Indian numbers as you dial them; other countries with + and the country code."
          error={errors.phone?.message}
          className="sm:col-span-2"
          {...register('phone')}
        />
        {request.isError ? (
          <div className="sm:col-span-2">
            <InlineNotice kind="error">
              We could not send your request
              {isBackendError(request.error) && request.error.code !== 'unavailable' ? ` (${request.error.message})` : ''}. Please
              check your connection and try again.
            </InlineNotice>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={request.isPending || user === undefined}>
            {request.isPending ? 'Sending...' : user === null ? 'Sign in to send the request' : 'Send flight request'}
          </Button>
          {user === null ? (
            <p className="text-sm text-slate-600">You need an account; what you typed stays in the form.</p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
