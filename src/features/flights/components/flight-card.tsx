import { useId } from 'react';
import type { Flight } from '@/backend/schemas';
import { ButtonLink } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { stopsLabel } from '../stops-label';
import { Icon, type IconShape } from '@/components/ui/icon';
import { flightBookingPath } from '@/lib/paths';

interface FlightCardProps {
  flight: Flight;
  /** The booking link; a search adds its date and passengers to it. */
  bookingHref?: string;
}

const arrowRight: IconShape = {
  box: 20,
  paths: [
    'M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z',
  ],
};

export function FlightCard({ flight, bookingHref = flightBookingPath(flight.id) }: FlightCardProps) {
  const headingId = useId();
  const nonStop = flight.stops === 0;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6 md:grid-cols-[12rem_minmax(0,1fr)_auto] md:items-center md:gap-8"
    >
      <div className="flex items-center gap-3">
        <img
          src={flight.airlineLogo}
          alt={flight.airline}
          width="48"
          height="48"
          className="size-12 shrink-0 rounded-xl border border-slate-100 bg-white object-contain p-1"
        />
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {flight.airline}
        </h2>
      </div>

      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 sm:gap-5">
        <p className="text-left">
          <span className="sr-only">Departs </span>
          <span className="block text-2xl font-bold text-slate-900">{flight.departureTime}</span>
          <span className="block text-sm text-slate-600">{flight.origin}</span>
        </p>
        <div className="text-center">
          <p className="text-sm text-slate-700">
            <span className="sr-only">Duration </span>
            {flight.duration}
          </p>
          <div aria-hidden="true" className="relative my-1.5 flex items-center">
            <span className="h-px flex-1 bg-slate-300" />
            {nonStop ? null : <span className="mx-1 size-2 rounded-full border-2 border-accent-600 bg-white" />}
            {nonStop ? null : <span className="h-px flex-1 bg-slate-300" />}
            <Icon shape={arrowRight} className="ml-1 size-4 text-slate-400" />
          </div>
          <p className={`text-sm font-semibold ${nonStop ? 'text-emerald-700' : 'text-accent-700'}`}>
            {stopsLabel(flight.stops)}
          </p>
        </div>
        <p className="text-right">
          <span className="sr-only">Arrives </span>
          <span className="block text-2xl font-bold text-slate-900">{flight.arrivalTime}</span>
          <span className="block text-sm text-slate-600">{flight.destination}</span>
        </p>
      </div>

      <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
        <p className="md:text-right">
          <span className="block text-2xl font-bold text-slate-900">{formatRupees(flight.price)}</span>
          <span className="block text-sm text-slate-600">per person</span>
        </p>
        <ButtonLink to={bookingHref} variant="accent" aria-describedby={headingId} className="md:w-full">
          Book Now
        </ButtonLink>
      </div>
    </article>
  );
}
