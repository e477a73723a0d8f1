import { addDays, calendarTime, monthOf } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { monthTitle } from './calendar-grid';
import { CalendarMonth, DayButton, type DayFocus } from './calendar-month';

/**
 * A month of nights for one room type: sold-out and closed nights greyed out, the nights of a rate period marked,
 * the chosen stay marked; under it, this month's closings and rate periods in words. Each day is a button named
 * with its date and state ("14 May 2031, sold out", "31 Dec 2031, available, New Year, at least 2 nights"); one of them is in the tab order, and the arrow keys
 * move between days (Page Up and Page Down between months), as in a date picker. Enter or a click picks the
 * check-in date, then the check-out date.
 */
export interface AvailabilityCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Rooms held per night of the month; undefined while loading. */
  held: Readonly<Record<string, number>> | undefined;
  /** Rooms of the type: a night without `wanted` of them free is sold out. */
  rooms: number;
  /** Rooms the guest wants a night (one when absent). */
  wanted?: number;
  /** Why a night is closed, and the rate period it is in, in words ('Annual maintenance', 'New Year, at least 2 nights'). */
  dayNote?: (date: string) => { closed: string | null; period: string | null };
  checkIn: string;
  checkOut: string;
  /** Days before this are past: shown, not offered. */
  today: string;
  /** The last day offered: later ones are beyond what can be booked online (shown, not offered). */
  lastDay: string;
  onPick: (date: string) => void;
}

export function AvailabilityCalendar({
  month,
  onMonthChange,
  held,
  rooms,
  wanted = 1,
  dayNote = noNote,
  checkIn,
  checkOut,
  today,
  lastDay,
  onPick,
}: AvailabilityCalendarProps) {
  const soldOut = (date: string) => (held?.[date] ?? 0) + wanted > rooms;
  const notes = monthNotes(month, dayNote);

  return (
    <div className="rounded-2xl border border-slate-200 p-2 sm:p-4">
      <CalendarMonth
        month={month}
        onMonthChange={onMonthChange}
        today={today}
        lastDay={lastDay}
        preferred={[checkIn]}
        busy={held === undefined}
        className="mt-3"
        cellClassName="p-0 sm:p-0.5"
        renderDay={(date, focus) => (
          <Day
            date={date}
            soldOut={soldOut(date)}
            note={dayNote(date)}
            loading={held === undefined}
            role={
              date === checkIn
                ? 'check-in'
                : date === checkOut
                  ? 'check-out'
                  : checkIn && checkOut && date > checkIn && date < checkOut
                    ? 'stay'
                    : null
            }
            focus={focus}
            onPick={() => onPick(date)}
          />
        )}
      />
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-slate-300 bg-white" /> Available
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-slate-200" /> Sold out
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-700" /> Your dates
        </li>
        {notes.length > 0 ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm border-b-4 border-amber-500 bg-white" /> Rate period
          </li>
        ) : null}
      </ul>
      {notes.length > 0 ? (
        <ul
          aria-label={`Closed dates and rate periods in ${monthTitle.format(calendarTime(`${month}-01`))}`}
          className="mt-2 space-y-1 text-sm text-slate-800"
        >
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const noNote = () => ({ closed: null, period: null });

/** This month's runs of closed nights and of rate periods: 'Closed 19 Jul 2027 to 23 Jul 2027: Annual maintenance'. */
function monthNotes(month: string, dayNote: NonNullable<AvailabilityCalendarProps['dayNote']>): string[] {
  const runs: { text: string; from: string; to: string }[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) {
    const note = dayNote(day);
    const text = note.closed ? `Closed: ${note.closed}` : note.period;
    if (!text) continue;
    const last = runs.at(-1);
    if (last && last.text === text && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ text, from: day, to: day });
  }
  return runs.map((run) => {
    const when =
      run.from === run.to ? formatCalendarDate(run.from) : `${formatCalendarDate(run.from)} to ${formatCalendarDate(run.to)}`;
    return `${when}: ${run.text}`;
  });
}

interface DayProps {
  date: string;
  soldOut: boolean;
  note: { closed: string | null; period: string | null };
  loading: boolean;
  role: 'check-in' | 'check-out' | 'stay' | null;
  focus: DayFocus;
  onPick: () => void;
}

const roleWords = { 'check-in': 'your check-in', 'check-out': 'your check-out', stay: 'in your stay' } as const;

function Day({ date, soldOut: full, note, loading, role, focus, onPick }: DayProps) {
  // A closed night can still be a check-out day: it stays a button, greyed out like a full one.
  const soldOut = full || note.closed !== null;
  const state = note.closed ? `closed: ${note.closed}` : loading ? 'checking' : full ? 'sold out' : 'available';
  const label = [formatCalendarDate(date), state, note.closed ? null : note.period, role ? roleWords[role] : null]
    .filter(Boolean)
    .join(', ');
  const chosen = role === 'check-in' || role === 'check-out';
  const tone = chosen
    ? 'bg-brand-700 font-bold text-white'
    : role === 'stay'
      ? soldOut
        ? 'bg-red-100 text-red-900 line-through'
        : 'bg-brand-100 text-brand-900'
      : soldOut && !loading
        ? 'bg-slate-200 text-slate-600 line-through'
        : note.period
          ? 'border-b-4 border-amber-500 bg-white text-slate-900 hover:bg-brand-50'
          : 'bg-white text-slate-900 hover:bg-brand-50';
  return <DayButton date={date} label={label} tone={tone} focus={focus} onPick={onPick} />;
}
