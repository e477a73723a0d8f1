import type { ReactNode } from 'react';
import { cancellationQuote, flightsNonRefundableRule, refundForBooking } from '@/backend/domain/cancellation';
import { addDays, daysBetween, todayInIndia } from '@/backend/domain/calendar';
import { formatPhone, phoneHref } from '@/backend/domain/phone';
import { bookedTransfers } from '@/backend/domain/pricing';
import { PermitNotes } from '@/components/permits/permit-notes';
import { bookingPermits } from '@/backend/domain/trip-places';
import { travellerDetailsDueOn, travellerDetailsDueWords } from '@/backend/domain/traveller-details-due';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { TravellerNames } from '../components/traveller-names';
import { QrCode } from './qr-code';
import { dialHref, operatorNumber, tripDays, type TripDay, type TripPack } from './trip-pack';

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2';

function Phone({ number }: { number: string }) {
  return (
    <a href={phoneHref(number)} className={linkClasses}>
      {formatPhone(number)}
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid">
      <h2 id={id} className="mb-3 font-display text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-200 py-2 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4 print:grid-cols-[8rem_1fr] print:gap-2 print:py-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The nights at each stay, in order: 'Hotel Aster, Gangtok' for nights 1 to 3 (20 to 22 Dec). */
function stays(days: readonly TripDay[], lastNight: number) {
  const found: { name: string; phone: string | null; first: TripDay; last: TripDay }[] = [];
  for (const day of days) {
    if (!day.stay || day.number > lastNight) continue;
    const previous = found.at(-1);
    if (previous && previous.name === day.stay.name && previous.last.number === day.number - 1) previous.last = day;
    else found.push({ ...day.stay, first: day, last: day });
  }
  return found;
}

/**
 * The trip sheet: everything a traveller needs on the road, in the order they look for it. Sections stack one after
 * another, so a notice (an alert about the road) can go above them without touching the rest.
 */
export function TripSheet({
  pack,
  offline,
  refreshing,
  actions,
}: {
  pack: TripPack;
  /** The last read failed: the sheet is the copy kept on the phone. */
  offline: boolean;
  refreshing: boolean;
  actions: ReactNode;
}) {
  const { booking, tour, trip } = pack;
  const reference = booking.reference ?? '';
  const days = tripDays(booking, tour, pack.asterPhone);
  const nights = daysBetween(booking.travelDate, booking.endDate);
  const operator = operatorNumber(pack);
  const transfers = bookedTransfers(booking.lines);
  const detailsDueOn = travellerDetailsDueOn(booking);
  const today = todayInIndia();
  const beforeTrip = today < booking.travelDate;
  // The policy's rules in its own words, read off the domain at each threshold.
  const schedule = [30, 15, 7, 0].map(
    (daysBefore) =>
      cancellationQuote({
        total: 1,
        travellers: 1,
        departure: booking.travelDate,
        today: addDays(booking.travelDate, -daysBefore),
      }).rule,
  );
  const quote = beforeTrip && booking.totalPrice > 0 ? refundForBooking(booking, today) : null;
  const stayList =
    booking.kind === 'room' && !booking.plan
      ? [{ name: booking.itemName, phone: pack.asterPhone, nights, from: booking.travelDate, to: addDays(booking.endDate, -1) }]
      : stays(days, nights).map((stay) => ({
          name: stay.name,
          phone: stay.phone,
          nights: stay.last.number - stay.first.number + 1,
          from: stay.first.date,
          to: stay.last.date,
        }));

  return (
    <article
      data-trip-sheet
      aria-labelledby="trip-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Himalayan Aster Tours</p>
          <h1 id="trip-title" className="mt-1 font-display text-3xl font-bold text-brand-900">
            Your trip
          </h1>
          <p className="mt-1 text-lg font-semibold text-slate-900">{booking.itemName}</p>
          <p className="text-slate-700">
            {formatCalendarDate(booking.travelDate)}
            {booking.endDate !== booking.travelDate ? ` to ${formatCalendarDate(booking.endDate)}` : ''}
            {booking.travellers ? ` · ${countLabel(booking.travellers, 'traveller', 'travellers')}` : ''}
          </p>
          <p className="mt-3 text-sm text-slate-600">Reference</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-brand-900">{reference || '—'}</p>
        </div>
        {reference ? (
          <QrCode text={reference} label={`QR code of booking ${reference}`} className="size-32 shrink-0 print:size-24" />
        ) : null}
      </div>

      <p role="status" className="mt-3 text-sm text-slate-600">
        {offline
          ? `No connection: this is your trip as last updated ${formatDateTime(pack.savedAt)}. It updates itself when you are back online.`
          : refreshing
            ? `Last updated ${formatDateTime(pack.savedAt)}. Checking for changes...`
            : `Last updated ${formatDateTime(pack.savedAt)}. Kept on this device: it opens without a connection.`}
      </p>

      <Section id="trip-calls" title="Numbers to call">
        <dl data-calls>
          {operator ? (
            <Fact label="Himalayan Aster Tours, 24 hours">
              <Phone number={operator} />
            </Fact>
          ) : null}
          <Fact label="Your driver">
            {booking.driver ? (
              <>
                {booking.driver.name}, <Phone number={booking.driver.phone} />
              </>
            ) : (
              <span className="text-slate-700">We add your driver's name and phone here once we assign one.</span>
            )}
          </Fact>
          {trip.emergencyNumbers.map((entry) => (
            <Fact key={`${entry.label}-${entry.number}`} label={entry.label}>
              <a href={dialHref(entry.number)} className={linkClasses}>
                {entry.number}
              </a>
            </Fact>
          ))}
        </dl>
      </Section>

      {transfers.length > 0 ? (
        <Section id="trip-transfers" title="Pick-up and drop">
          <ul className="space-y-1 text-slate-900">
            {transfers.map((transfer) => (
              <li key={transfer}>{transfer}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {booking.party?.length || detailsDueOn ? (
        <Section id="trip-travellers" title="Travellers">
          <div className="text-slate-900">
            <TravellerNames booking={booking} />
            {detailsDueOn ? (
              <p className="mt-2 text-sm font-medium text-amber-900">
                {travellerDetailsDueWords(formatCalendarDate(detailsDueOn))}
              </p>
            ) : null}
          </div>
        </Section>
      ) : null}

      {days.length > 0 ? (
        <Section id="trip-days" title="Day by day">
          <ol className="space-y-4 print:space-y-1">
            {days.map((day) => (
              <li key={day.number} className="break-inside-avoid rounded-xl bg-slate-50 p-4 print:bg-white print:p-0">
                <h3 className="font-bold text-slate-900">
                  Day {day.number}, {formatCalendarDate(day.date)}: {day.title}
                </h3>
                {/* The printed sheet keeps the facts: the descriptions are on the tour page. */}
                {day.description ? (
                  <p data-print-hidden className="mt-1 text-slate-700">
                    {day.description}
                  </p>
                ) : null}
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
                  {day.altitude ? (
                    <div>
                      <dt className="inline font-semibold">Altitude: </dt>
                      <dd className="inline">{day.altitude}</dd>
                    </div>
                  ) : null}
                  {day.driveTime ? (
                    <div>
                      <dt className="inline font-semibold">Drive: </dt>
                      <dd className="inline">{day.driveTime}</dd>
                    </div>
                  ) : null}
                  {day.stay && day.number <= nights ? (
                    <div>
                      <dt className="inline font-semibold">Night: </dt>
                      <dd className="inline">
                        {day.stay.name}
                        {day.stay.phone ? (
                          <>
                            , <Phone number={day.stay.phone} />
                          </>
                        ) : null}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ol>
        </Section>
      ) : (
        <Section id="trip-booked" title="Booked">
          <dl>
            <Fact label="What">{booking.itemName}</Fact>
            <Fact label="Kind">{bookingKindLabels[booking.kind]}</Fact>
          </dl>
        </Section>
      )}

      {stayList.length > 0 ? (
        <Section id="trip-stays" title="Where you stay">
          <ul className="space-y-2">
            {stayList.map((stay) => (
              <li key={`${stay.name}-${stay.from}`}>
                <span className="font-semibold text-slate-900">{stay.name}</span>
                {` · ${countLabel(stay.nights, 'night', 'nights')}`}
                {`, ${stay.to !== stay.from ? `nights of ${formatCalendarDate(stay.from)} to ${formatCalendarDate(stay.to)}` : `night of ${formatCalendarDate(stay.from)}`}`}
                {stay.phone ? (
                  <>
                    {' · '}
                    <Phone number={stay.phone} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {tour || booking.plan ? (
        <div data-permits className="mt-8 break-inside-avoid">
          <PermitNotes tour={{ permits: bookingPermits(booking, tour, pack.permits) }} permits={pack.permits} />
        </div>
      ) : null}

      {trip.altitudeAdvice ? (
        <Section id="trip-altitude" title="Altitude">
          <div className="space-y-2 text-slate-800">
            {trip.altitudeAdvice.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}

      <Section id="trip-cancellation" title="If you need to cancel">
        {booking.kind === 'flight' ? (
          <p className="text-slate-800">{flightsNonRefundableRule}.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {schedule.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
        {quote ? (
          <p className="mt-2 text-slate-800">
            {`Cancelled today (${countLabel(quote.daysBefore, 'day', 'days')} before): we keep ${formatRupees(quote.charge)} and refund ${formatRupees(quote.refund)}.`}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">Ask for a cancellation in My bookings, or call us.</p>
      </Section>

      <div data-screen-only className="mt-8 flex flex-col gap-3 sm:flex-row">
        {actions}
      </div>
    </article>
  );
}
