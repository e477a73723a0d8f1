import { useState } from 'react';
import { calendarTime, monthOf } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { monthTitle, weeksOf } from './calendar-grid';
import { CalendarMonth, DayButton, type DayFocus } from './calendar-month';

/**
 * A month of a trip's possible start dates: the days the trip cannot start on greyed out, each named with its
 * reason ("7 Dec 2026, not available: Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a
 * Monday."), and under the month the reasons in words with their dates, so a phone (no hover) shows them too.
 * Tapping a greyed day picks nothing and says why. The reason comes from the caller, which asks the domain rule
 * the server refuses such a date with. One day is in the tab order; the arrow keys move between days (Page Up and
 * Page Down between months), as in a date picker.
 */
export interface StartDateCalendarProps {
  /** The chosen start date, '' for none. */
  chosen: string;
  /** Days before this are past: shown, not offered. */
  today: string;
  /** The last day offered. */
  lastDay: string;
  /** Why the trip cannot start on `date`, or null when it can. */
  refusal: (date: string) => string | null;
  onPick: (date: string) => void;
  /** The calendar's name for assistive technology ('Start dates'). */
  label?: string;
  /** The month title's heading level (CalendarMonth's `titleLevel`). */
  titleLevel?: 2 | 3;
}

export function StartDateCalendar({
  chosen,
  today,
  lastDay,
  refusal,
  onPick,
  label = 'Start dates',
  titleLevel,
}: StartDateCalendarProps) {
  const [month, setMonth] = useState(() => monthOf(chosen && chosen >= today && chosen <= lastDay ? chosen : today));
  // The reason of the greyed day last tapped, said in words under the month.
  const [refused, setRefused] = useState<{ date: string; reason: string } | null>(null);

  // A date typed elsewhere (the form's date field) brings its month into view (adjusted while rendering, as React
  // advises for state that follows a prop).
  const [shownFor, setShownFor] = useState(chosen);
  if (chosen !== shownFor) {
    setShownFor(chosen);
    if (chosen && chosen >= today && chosen <= lastDay) setMonth(monthOf(chosen));
  }

  function pick(date: string) {
    const reason = refusal(date);
    if (reason) {
      setRefused({ date, reason });
      return;
    }
    setRefused(null);
    onPick(date);
  }

  const title = monthTitle.format(calendarTime(`${month}-01`));
  const notes = refusalNotes(month, today, lastDay, refusal);

  return (
    <div role="group" aria-label={label} className="rounded-2xl border border-slate-200 p-1 sm:p-3">
      <CalendarMonth
        month={month}
        onMonthChange={setMonth}
        today={today}
        lastDay={lastDay}
        preferred={[chosen]}
        titleLevel={titleLevel}
        renderDay={(date, focus) => (
          <StartDay date={date} reason={refusal(date)} chosen={date === chosen} focus={focus} onPick={() => pick(date)} />
        )}
      />
      <p role="status" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {refused ? `${formatCalendarDate(refused.date)} is not available. ${refused.reason}` : ''}
      </p>
      {notes.length > 0 ? (
        <ul aria-label={`Greyed start dates in ${title}`} className="mt-2 space-y-1 text-sm text-slate-700">
          {notes.map((note) => (
            <li key={note.reason} className="flex gap-2">
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-sm bg-slate-200" />
              <span>
                Not on {note.days}: {note.reason}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/** This month's refused start dates grouped by reason: { days: '6, 13, 20 and 27 Dec', reason }. */
export function refusalNotes(
  month: string,
  today: string,
  lastDay: string,
  refusal: (date: string) => string | null,
): { days: string; reason: string }[] {
  const byReason = new Map<string, string[]>();
  for (const week of weeksOf(month))
    for (const date of week) {
      if (!date || date < today || date > lastDay) continue;
      const reason = refusal(date);
      if (!reason) continue;
      byReason.set(reason, [...(byReason.get(reason) ?? []), date]);
    }
  return [...byReason].map(([reason, dates]) => {
    const monthName = shortMonth.format(calendarTime(dates[0]!));
    const days = dates.map((date) => String(Number(date.slice(8, 10))));
    const list = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
    return { days: `${list} ${monthName}`, reason };
  });
}

interface StartDayProps {
  date: string;
  reason: string | null;
  chosen: boolean;
  focus: DayFocus;
  onPick: () => void;
}

function StartDay({ date, reason, chosen, focus, onPick }: StartDayProps) {
  const label = reason
    ? `${formatCalendarDate(date)}, not available: ${reason}`
    : `${formatCalendarDate(date)}${chosen ? ', your start date' : ''}`;
  const tone = chosen
    ? 'bg-brand-700 font-bold text-white'
    : reason
      ? 'bg-slate-200 text-slate-600 line-through'
      : 'bg-white text-slate-900 hover:bg-brand-50';
  // A greyed day stays focusable (aria-disabled, not disabled) so that its reason can be heard and tapped.
  return (
    <DayButton
      date={date}
      label={label}
      tone={tone}
      focus={focus}
      onPick={onPick}
      aria-disabled={reason ? true : undefined}
      aria-pressed={chosen}
    />
  );
}
