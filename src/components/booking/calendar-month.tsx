import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { calendarTime, monthOf, nextMonth } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { dayAfterKey, dayInMonth, monthTitle, previousMonth, weekdays, weeksOf } from './calendar-grid';

// The month both date pickers draw (a room's nights, a tour's start dates): its title between the month buttons,
// the weeks from Monday, one day in the tab order and the keys that move between days, as in a date picker. What a
// day says and does is the picker's own (`renderDay`).

/** What a picker's day is given: its place in the keyboard's path. */
export interface DayFocus {
  focusable: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface CalendarMonthProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Days before this are past; after `lastDay` not open yet: shown, not offered. */
  today: string;
  lastDay: string;
  /** Days the tab stop goes to first, when in this month (the last focused comes before them). */
  preferred: string[];
  /** Named once the month's data is in (a picker that loads sets `aria-busy` meanwhile). */
  busy?: boolean;
  /** A day from today to `lastDay`. */
  renderDay: (date: string, focus: DayFocus) => ReactNode;
  /** Padding of a day's cell. */
  cellClassName?: string;
  className?: string;
  /**
   * The level of the month's title among the page's headings: 3 under a section's own heading, 2 where the picker
   * sits right under the page's title (a tour page's planner), so that no level is skipped.
   */
  titleLevel?: 2 | 3;
}

/** The 'Previous month' and 'Next month' buttons of a picker: 44 px high, hidden while there is no month that way. */
export const monthButtonClasses =
  'min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:invisible sm:px-3';

/** The month's title and buttons and its table of days; the picker's legend and notes go after it. */
export function CalendarMonth({
  month,
  onMonthChange,
  today,
  lastDay,
  preferred,
  busy,
  renderDay,
  cellClassName = 'p-0',
  className = 'mt-2',
  titleLevel = 3,
}: CalendarMonthProps) {
  const titleId = useId();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const [focusDate, setFocusDate] = useState('');
  const active = dayInMonth([focusDate, ...preferred], month, today, lastDay);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = dayAfterKey(event.key, active, month);
    if (!next) return;
    event.preventDefault();
    if (next < today || next > lastDay) return;
    // The new day's button (in another month, once that month is drawn) takes the focus at once.
    const table = event.currentTarget.closest('table');
    flushSync(() => {
      setFocusDate(next);
      if (monthOf(next) !== month) onMonthChange(monthOf(next));
    });
    table?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(previousMonth(month))}
          disabled={month <= monthOf(today)}
          className={monthButtonClasses}
        >
          <span aria-hidden="true">←</span> Previous month
        </button>
        <Title id={titleId} aria-live="polite" className="font-semibold text-slate-900">
          {monthTitle.format(calendarTime(`${month}-01`))}
        </Title>
        <button
          type="button"
          onClick={() => onMonthChange(nextMonth(month))}
          disabled={month >= monthOf(lastDay)}
          className={monthButtonClasses}
        >
          Next month <span aria-hidden="true">→</span>
        </button>
      </div>
      <MonthGrid
        month={month}
        titleId={titleId}
        today={today}
        lastDay={lastDay}
        busy={busy}
        cellClassName={cellClassName}
        className={className}
        renderDay={(date) =>
          renderDay(date, {
            focusable: date === active,
            onFocus: () => setFocusDate(date),
            onKeyDown,
          })
        }
      />
    </>
  );
}

/** One month's table of days from Monday, named by its title: days outside today to `lastDay` shown, not offered. */
export function MonthGrid({
  month,
  titleId,
  today,
  lastDay,
  busy,
  renderDay,
  cellClassName = 'p-0',
  className = 'mt-2',
}: {
  month: string;
  /** The id of the element that names the month. */
  titleId: string;
  today: string;
  lastDay: string;
  busy?: boolean | undefined;
  renderDay: (date: string) => ReactNode;
  cellClassName?: string;
  className?: string;
}) {
  return (
    <table aria-labelledby={titleId} aria-busy={busy} className={`${className} w-full table-fixed text-center text-sm`}>
      <WeekdaysHead />
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean) ?? month}>
            {week.map((date, index) => (
              <td key={date ?? `blank-${index}`} className={cellClassName}>
                {date === null ? null : date < today || date > lastDay ? (
                  <OutsideDay date={date} why={date < today ? 'past' : 'not yet open'} />
                ) : (
                  renderDay(date)
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A month's table before its days are drawn: the weekdays and an empty row a week, each as tall as a row of days, so
 * that drawing the days later moves nothing. Busy meanwhile, and named by its title as the drawn table is.
 */
export function MonthGridOutline({ month, titleId, className = 'mt-2' }: { month: string; titleId: string; className?: string }) {
  return (
    <table aria-labelledby={titleId} aria-busy className={`${className} w-full table-fixed text-center text-sm`}>
      <WeekdaysHead />
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean) ?? month}>
            <td colSpan={7} className="h-11 p-0" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeekdaysHead() {
  return (
    <thead>
      <tr>
        {weekdays.map(([short, long]) => (
          <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-slate-600">
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A day before today or beyond the booking window: shown, named for a screen reader, not offered. */
function OutsideDay({ date, why }: { date: string; why: 'past' | 'not yet open' }) {
  return (
    <span className="flex min-h-11 items-center justify-center rounded-md text-slate-500">
      <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
      <span className="sr-only">
        {formatCalendarDate(date)}, {why}
      </span>
    </span>
  );
}

/** A day that can take the focus: its number, its words for a screen reader, its colours. */
export function DayButton({
  date,
  label,
  tone,
  focus,
  onPick,
  mark,
  ...aria
}: {
  date: string;
  label: string;
  tone: string;
  focus: DayFocus;
  onPick: () => void;
  /** A few words under the day's number for the eye (the label and its description say them in full). */
  mark?: string | undefined;
  'aria-disabled'?: true;
  'aria-pressed'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={focus.focusable ? 0 : -1}
      aria-label={label}
      {...aria}
      onFocus={focus.onFocus}
      onKeyDown={focus.onKeyDown}
      onClick={onPick}
      className={`flex min-h-11 w-full flex-col items-center justify-center rounded-md tabular-nums focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 ${tone}`}
    >
      {Number(date.slice(8, 10))}
      {mark ? (
        <span aria-hidden="true" className="text-[0.625rem] leading-none font-semibold">
          {mark}
        </span>
      ) : null}
    </button>
  );
}
