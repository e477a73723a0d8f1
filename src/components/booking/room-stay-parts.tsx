import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { availabilityQueries, settingsQueries } from '@/backend/queries';
import { chargedTaxRules } from '@/backend/domain/gst/booking-tax';
import { firstFullNight, roomSoldOutMessage, roomsLeft } from '@/backend/domain/availability';
import { lastBookableAfter, lastCheckOutAfter } from '@/backend/domain/booking-horizon';
import { isCalendarDate, monthOf } from '@/backend/domain/calendar';
import { closingOf, periodOf } from '@/backend/domain/rate-periods';
import {
  minimumStayFrom,
  previewRoomStay,
  roomItemName,
  stayNights,
  stayProblem,
  withRoomTax,
  type RoomParty,
  type StayCalendar,
} from '@/backend/domain/room-stay';
import type { MealPlan, RoomType } from '@/backend/schemas';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { mealPlanNames } from '@/lib/meal-plans';
import { deferredComponent } from '@/components/deferred-component';
import { PriceLines } from './price-lines';

// The month of nights loads once the browser is idle after the start, or as soon as a date field asks for it
// (loadRoomCalendar): its code (and the date formatter it builds) runs in a task of its own, not in the one that
// starts the page.
const AvailabilityCalendar = deferredComponent(() =>
  import('./availability-calendar').then((module) => module.AvailabilityCalendar),
);

/** Starts loading the room calendar's code now: a check-in or check-out field was focused. */
export function loadRoomCalendar(): void {
  void AvailabilityCalendar.load().catch(() => undefined);
}

/**
 * The parts of choosing a Hotel Aster stay that the hotel's page (open to everyone) and the room booking form share,
 * so that both show the same calendar, the same availability and the same price, in the same words.
 */

/**
 * The room type's nights, two months side by side or a list of months: sold-out and closed nights greyed out, rate
 * periods named with their minimum stay, and the chosen check-in with the stay's own minimum.
 */
export function RoomCalendar({
  room,
  calendar,
  checkIn,
  checkOut,
  wanted,
  month,
  onMonthChange,
  today,
  onPick,
}: {
  room: RoomType;
  calendar: StayCalendar;
  checkIn: string;
  checkOut: string;
  /** Rooms wanted a night. */
  wanted: number;
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  onPick: (date: string) => void;
}) {
  // The same function while the hotel's calendar is the same: the room calendar's months render again only when what
  // they show changes.
  const dayNote = useCallback(
    (date: string) => {
      const closing = closingOf(date, calendar.closed ?? []);
      if (closing) return { closed: closing.reason, period: null };
      const period = periodOf(date, calendar.periods ?? []);
      return { closed: null, period: period ? periodWords(period) : null };
    },
    [calendar],
  );
  // Past the last check-in, a day is still offered as the check-out of a stay already begun.
  const lastDay = checkIn && !checkOut ? lastCheckOutAfter(today, checkIn) : lastBookableAfter(today);
  return (
    <AvailabilityCalendar
      roomId={room.id}
      month={month}
      onMonthChange={onMonthChange}
      rooms={room.rooms}
      wanted={wanted}
      dayNote={dayNote}
      checkIn={checkIn}
      checkOut={checkOut}
      minNights={isCalendarDate(checkIn) ? minimumStayFrom(checkIn, calendar) : 1}
      today={today}
      lastDay={lastDay}
      onPick={onPick}
      fallback={<div aria-hidden="true" className="h-72 rounded-2xl border border-slate-200" />}
    />
  );
}

/** 'New Year, at least 2 nights', as the calendar names a night of a rate period. */
function periodWords(period: { name: string; minNights?: number | undefined }): string {
  return (period.minNights ?? 1) > 1 ? `${period.name}, at least ${period.minNights} nights` : period.name;
}

/**
 * The next check-in and check-out after a day is picked on the calendar: check-in first, then check-out; a day on or
 * before the check-in (or any day once both are set) starts a new stay.
 */
export function pickStayDate(
  current: { checkIn: string; checkOut: string },
  date: string,
): { checkIn: string; checkOut: string } {
  if (!current.checkIn || current.checkOut || date <= current.checkIn) return { checkIn: date, checkOut: '' };
  return { checkIn: current.checkIn, checkOut: date };
}

/** The chosen stay's nights, when the dates make one that can be booked online. */
function bookableNights(checkIn: string, checkOut: string): string[] | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || stayProblem(checkIn, checkOut)) return null;
  return stayNights(checkIn, checkOut);
}

/**
 * Whether the room type is free on every night of the chosen stay. The backend checks again when the request
 * arrives (someone may book the last room meanwhile), with the same words for a full night.
 */
export function StayAvailability({
  room,
  checkIn,
  checkOut,
  wanted,
}: {
  room: RoomType;
  checkIn: string;
  checkOut: string;
  wanted: number;
}) {
  const nights = bookableNights(checkIn, checkOut);
  const firstMonth = nights ? monthOf(nights[0]!) : '';
  const months = nights && monthOf(nights.at(-1)!) !== firstMonth ? 2 : 1;
  const held = useQuery({ ...availabilityQueries.roomNights(room.id, firstMonth, months), enabled: nights !== null });

  let message: { tone: 'ok' | 'full' | 'info'; text: string } | null = null;
  if (nights && held.isPending) message = { tone: 'info', text: 'Checking availability for your dates...' };
  else if (nights && held.isError)
    message = {
      tone: 'info',
      text: 'We could not check availability just now. You can still send your request: we check it when it arrives.',
    };
  else if (nights && held.data) {
    const full = firstFullNight(nights, held.data, room.rooms, wanted);
    const left = roomsLeft(nights, held.data, room.rooms);
    message = full
      ? { tone: 'full', text: roomSoldOutMessage(full, room.rooms - (held.data[full] ?? 0)) }
      : {
          tone: 'ok',
          text:
            left === 1
              ? 'Available: the last room of this type for your dates.'
              : `Available for your dates: ${left} rooms of this type left.`,
        };
  }
  const tones = { ok: 'bg-emerald-50 text-emerald-900', full: 'bg-red-50 text-red-900', info: 'bg-slate-50 text-slate-700' };
  return (
    <p role="status" className={message ? `mt-4 rounded-xl px-4 py-3 text-sm font-medium ${tones[message.tone]}` : 'sr-only'}>
      {message?.text ?? ''}
    </p>
  );
}

/**
 * The price of the chosen plan and, once the dates make a stay, the total line by line (each run of nights at its
 * period's or season's rate, the extra beds, the children), before anything is confirmed: the same function the
 * backend prices the request with. A stay that cannot be booked says why.
 */
export function StayPrice({
  room,
  calendar,
  plan,
  party,
  checkIn,
  checkOut,
  headingLevel = 2,
}: {
  room: RoomType;
  calendar: StayCalendar;
  plan: MealPlan;
  party: RoomParty;
  checkIn: string;
  checkOut: string;
  /** The title's level where the section sits (lower inside a page's section). */
  headingLevel?: 2 | 3 | 4;
}) {
  const titleId = useId();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const planInfo = mealPlanNames.find((option) => option.id === plan);
  // The GST as placeBooking stores it: each night at its slab, once the operator's registration is saved.
  const taxSettings = useQuery(settingsQueries.tax());
  const rules = taxSettings.data ? chargedTaxRules(taxSettings.data) : null;
  const preview = previewRoomStay(room, plan, party, checkIn, checkOut, calendar);
  const priced = preview && 'stay' in preview ? { stay: withRoomTax(preview.stay, roomItemName(room), rules) } : preview;
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <Heading id={titleId} className="text-sm font-bold uppercase tracking-wider text-brand-800">
        Price for your stay
      </Heading>
      <div aria-live="polite" className="mt-3">
        {priced && 'stay' in priced ? (
          <>
            <PriceLines lines={priced.stay.lines} total={priced.stay.total} caption="Price for your stay, line by line" />
            <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-3">
              <span className="font-semibold text-slate-900">
                Total for {priced.stay.nights} {priced.stay.nights === 1 ? 'night' : 'nights'}
              </span>
              <span className="text-2xl font-bold tabular-nums text-brand-900">{formatRupees(priced.stay.total)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {formatCalendarDate(checkIn)} to {formatCalendarDate(checkOut)}, {planInfo?.label.toLowerCase()}.
            </p>
          </>
        ) : priced ? (
          <p className="text-slate-700">{priced.problem}</p>
        ) : (
          <>
            <p className="text-slate-700">
              {planInfo?.code} ({planInfo?.label}):{' '}
              <strong className="text-slate-900">{formatRupees(room.rates.season[plan])}</strong> per night in season,{' '}
              <strong className="text-slate-900">{formatRupees(room.rates.offSeason[plan])}</strong> off-season.
            </p>
            <p className="mt-1 text-sm text-slate-600">Choose your check-in and check-out dates to see the total.</p>
          </>
        )}
      </div>
    </section>
  );
}
