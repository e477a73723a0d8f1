import { useQuery } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { availabilityQueries } from '@/backend/queries';
import { addDays, calendarTime, monthOf, nextMonth } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { whenIdle } from '@/lib/idle';
import { whenNear } from '@/lib/when-near';
import { dayAfterKey, dayInMonth, monthTitle, previousMonth, weeksOf } from './calendar-grid';
import { DayButton, MonthGrid, MonthGridOutline, monthButtonClasses, type DayFocus } from './calendar-month';

/**
 * The nights of one room type, month by month: sold-out and closed nights greyed out, the nights of a rate period
 * marked, the chosen stay marked, and under each month its closings and rate periods in words. Where two months of
 * 44 px days fit (`calendarLayout`: the hotel's page on a desktop) they stand side by side with buttons to turn them;
 * elsewhere (a phone, the booking form's column) every month that can be booked is one scrolling list, so a stay over
 * a month's end needs no button and keeps its check-in in view. The list draws the days of the month it opens on first
 * (and those of the stay and the focused day), then those in view; the others are their title and an
 * outline of their weeks, as tall as their days, until they come near the view or the browser is idle, a month at a
 * time: fourteen months of days at once were one task of 98-145 ms on the bench's phone. Each
 * day is a button named with its date and state ("14 May 2031, sold out", "31 Dec 2031, available, New Year, at
 * least 2 nights"); one of them is in the tab order, and the arrow keys move between days (Page Up and Page Down
 * between months), as in a date picker. Enter or a click picks the check-in date, then the check-out date; the
 * check-in day carries the stay's minimum when it is more than a night ("Minimum stay 2 nights").
 */
export interface AvailabilityCalendarProps {
  /** The room type whose held nights the calendar reads, a month at a time as each comes into view. */
  roomId: string;
  /** The month shown first, 'YYYY-MM': the left one of two, or the one the list scrolls to. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Rooms of the type: a night without `wanted` of them free is sold out. */
  rooms: number;
  /** Rooms the guest wants a night (one when absent). */
  wanted?: number;
  /** Why a night is closed, and the rate period it is in, in words ('Annual maintenance', 'New Year, at least 2 nights'). */
  dayNote?: (date: string) => { closed: string | null; period: string | null };
  checkIn: string;
  checkOut: string;
  /** The fewest nights a stay from the chosen check-in may have (1 when absent). */
  minNights?: number;
  /** Days before this are past: shown, not offered. */
  today: string;
  /** The last day offered: later ones are beyond what can be booked online (shown, not offered). */
  lastDay: string;
  onPick: (date: string) => void;
}

/**
 * A day's width: 44 px, the least a finger needs, and kept with a mouse too (a laptop may have a touch screen, and a
 * narrower day is a smaller target for everyone). The height is 44 px too (min-h-11).
 */
const dayWidth = 44;
/** The calendar's own padding and the gap between two months, in px (p-2 and gap-4 below). */
const framePadding = 16;
const monthGap = 16;

/** Two months side by side when their days get 44 px each in `width` px, else the list of months. */
export function calendarLayout(width: number): 'two' | 'list' {
  return width >= 14 * dayWidth + monthGap + framePadding ? 'two' : 'list';
}

/** 'YYYY-MM' from `from` to `to`, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * The layout the calendar's frame has room for, measured as it is laid out and again as it is resized. Before it is
 * measured it is the one the window's width has room for, since the frame is never wider: a phone's calendar is the
 * list from its first render, which React renders in short slices as it shows the calendar (a transition), where
 * two months switched to the list once measured were rendered again at once, in one task (300-400 ms on the bench's
 * phone). A wider window whose frame is narrower (a form's column) still switches once measured.
 */
function useCalendarLayout(frame: RefObject<HTMLDivElement | null>): 'two' | 'list' {
  const [layout, setLayout] = useState<'two' | 'list'>(() => (window.innerWidth > 0 ? calendarLayout(window.innerWidth) : 'two'));
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setLayout(calendarLayout(width));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return layout;
}

export function AvailabilityCalendar({
  roomId,
  month,
  onMonthChange,
  rooms,
  wanted = 1,
  dayNote = noNote,
  checkIn,
  checkOut,
  minNights = 1,
  today,
  lastDay,
  onPick,
}: AvailabilityCalendarProps) {
  const frame = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const layout = useCalendarLayout(frame);
  const minStayId = useId();
  const [focusDate, setFocusDate] = useState('');
  const first = monthOf(today);
  const last = monthOf(lastDay);
  const shownFirst = month < first ? first : month > last ? last : month;
  const months =
    layout === 'two'
      ? monthsFrom(shownFirst, nextMonth(shownFirst) <= last ? nextMonth(shownFirst) : shownFirst)
      : monthsFrom(first, last);
  const shown = (date: string) => date >= today && date <= lastDay && months.includes(monthOf(date));
  const active = [focusDate, checkIn].find((date) => date && shown(date)) ?? dayInMonth([], shownFirst, today, lastDay);
  const minStay = checkIn && minNights > 1 ? minNights : 0;
  const [filler] = useState(createFiller);
  // The months whose days are drawn from the start (and at once whenever one becomes one of them): the month the list
  // opens on, the stay's, and the focused day's, so that the arrow keys always have a day to go to. The next month,
  // in view below it, follows in a task of its own as the list sees it: two months drawn in the calendar's first
  // render were a task of 53-73 ms on the bench's phone.
  const eager = new Set([shownFirst, monthOf(checkIn), monthOf(checkOut), monthOf(focusDate)]);

  // The list opens on the month asked for (the check-in's, or one a typed date brings), unless a day in it has the
  // focus: then the guest is moving through the list themselves.
  useLayoutEffect(() => {
    const box = list.current;
    if (layout !== 'list' || !box || box.contains(document.activeElement)) return;
    const section = box.querySelector<HTMLElement>(`[data-month="${shownFirst}"]`);
    if (section) box.scrollTop = section.offsetTop;
  }, [layout, shownFirst]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = dayAfterKey(event.key, active, monthOf(active));
    if (!next) return;
    event.preventDefault();
    if (next < today || next > lastDay) return;
    // Two months turn so the new day's month is shown; its button takes the focus at once.
    flushSync(() => {
      setFocusDate(next);
      if (!months.includes(monthOf(next))) onMonthChange(next < `${months[0]}-01` ? monthOf(next) : previousMonth(monthOf(next)));
    });
    frame.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  }

  // What a day does when picked, focused or keyed, as of the latest render: the months get these once (`events`), so
  // that a month whose days have not changed does not render again when the calendar does.
  const latest = useRef({ onPick, onKeyDown });
  useLayoutEffect(() => {
    latest.current = { onPick, onKeyDown };
  });
  const [events] = useState<DayEvents>(() => ({
    pick: (date) => latest.current.onPick(date),
    focus: (date) => setFocusDate(date),
    keyDown: (event) => latest.current.onKeyDown(event),
  }));
  const monthPanels = months.map((shownMonth) => {
    // Each month is given only what its own days show, so that picking a date renders again the months it concerns.
    const inStay = checkIn !== '' && monthOf(checkIn) <= shownMonth && shownMonth <= monthOf(checkOut || checkIn);
    return (
      <MonthPanel
        key={shownMonth}
        roomId={roomId}
        month={shownMonth}
        today={today}
        lastDay={lastDay > `${shownMonth}-31` ? `${shownMonth}-31` : lastDay}
        dayNote={dayNote}
        listRoot={layout === 'list' ? list : null}
        eager={layout === 'two' || eager.has(shownMonth)}
        filler={filler}
        checkIn={inStay ? checkIn : ''}
        checkOut={inStay ? checkOut : ''}
        minStay={minStay && monthOf(checkIn) === shownMonth ? minStay : 0}
        minStayId={minStayId}
        active={monthOf(active) === shownMonth ? active : ''}
        wanted={wanted}
        rooms={rooms}
        events={events}
      />
    );
  });
  const monthsKey = months.join();
  const rated = useMemo(
    () => monthsKey.split(',').some((shownMonth) => monthNotes(shownMonth, dayNote).length > 0),
    [monthsKey, dayNote],
  );

  return (
    // On a phone the calendar takes the width of its card's padding too (the forms' cards have 20 px), so that seven
    // days of 44 px and a thin scroll bar fit a 360 px screen.
    <div ref={frame} className="-mx-5 border-y border-slate-200 py-2 sm:mx-0 sm:rounded-2xl sm:border sm:p-2">
      {layout === 'two' ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => onMonthChange(previousMonth(shownFirst))}
              disabled={shownFirst <= first}
              className={monthButtonClasses}
            >
              <span aria-hidden="true">←</span> Previous month
            </button>
            <button
              type="button"
              onClick={() => onMonthChange(nextMonth(shownFirst))}
              disabled={months.at(-1)! >= last}
              className={monthButtonClasses}
            >
              Next month <span aria-hidden="true">→</span>
            </button>
          </div>
          <div className="grid grid-cols-2 gap-4">{monthPanels}</div>
        </>
      ) : (
        <div
          ref={list}
          role="group"
          aria-label="Months, scroll for more"
          className="relative max-h-[28rem] overflow-y-auto overscroll-contain [scrollbar-width:thin]"
        >
          {monthPanels}
        </div>
      )}
      <Legend rated={rated} />
    </div>
  );
}

const noNote = () => ({ closed: null, period: null });

function Legend({ rated }: { rated: boolean }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-slate-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm border border-slate-300 bg-white" /> Available
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm bg-slate-200" /> Sold out
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-sm bg-brand-700" /> Your dates
      </li>
      {rated ? (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border-b-4 border-amber-500 bg-white" /> Rate period
        </li>
      ) : null}
    </ul>
  );
}

/** What a day does: the calendar's handlers, the same functions for the calendar's whole life. */
interface DayEvents {
  pick: (date: string) => void;
  focus: (date: string) => void;
  keyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One month of the calendar: its title, its days and its notes. It reads its held nights once it is near the view
 * (in the list, as the guest scrolls to it; two months side by side at once). In the list, a month that is not
 * `eager` draws its days once it is near the view or when `filler` gets to it, and keeps them from then on; until
 * then its table is the outline of its weeks, busy. It renders again only when what it shows changes (memo): a list
 * of fourteen months drawn is as long a task to render as it was to draw.
 */
const MonthPanel = memo(function MonthPanel({
  roomId,
  month,
  today,
  lastDay,
  dayNote,
  listRoot,
  eager,
  filler,
  checkIn,
  checkOut,
  minStay,
  minStayId,
  active,
  wanted,
  rooms,
  events,
}: {
  roomId: string;
  month: string;
  today: string;
  /** The last day offered, or the month's 31st when that is later (all of this month is offered). */
  lastDay: string;
  dayNote: NonNullable<AvailabilityCalendarProps['dayNote']>;
  /** The scrolling list the month is in, or null when it is shown side by side. */
  listRoot: RefObject<HTMLDivElement | null> | null;
  /** Its days are drawn now. */
  eager: boolean;
  filler: Filler;
  /** The stay, when it has a night or its check-out in this month; else empty. */
  checkIn: string;
  checkOut: string;
  /** The check-in's minimum stay when more than a night and the check-in is in this month, else 0. */
  minStay: number;
  /** The id of the words that say the minimum stay. */
  minStayId: string;
  /** The day in the tab order, when it is in this month; else empty. */
  active: string;
  /** Rooms wanted a night, and rooms of the type. */
  wanted: number;
  rooms: number;
  events: DayEvents;
}) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section, listRoot);
  const [drawn, setDrawn] = useState(eager || near);
  // Once a month's days are drawn they stay drawn (a day left by the keys, a stay picked again).
  if ((eager || near) && !drawn) setDrawn(true);
  useEffect(() => {
    if (drawn) return;
    return filler.add(month, () => startTransition(() => setDrawn(true)));
  }, [drawn, filler, month]);
  const heldQuery = useQuery({ ...availabilityQueries.roomNights(roomId, month, 1), enabled: near });
  // A month that cannot load shows every night as open: the booking itself is still checked when sent.
  const held = heldQuery.isError ? {} : heldQuery.data;
  const title = monthTitle.format(calendarTime(`${month}-01`));
  const notes = monthNotes(month, dayNote);
  return (
    <section
      ref={section}
      data-month={month}
      aria-labelledby={titleId}
      className="pb-2"
      // An outline out of the list's view is not laid out or painted at all, only given its height (its title, the
      // weekdays and a row of 44 px a week): the calendar's first render adds thirteen of them to the page, which the
      // browser laid out in the same task (50-82 ms on the bench's phone with the first month's days).
      style={
        listRoot && !drawn ? { contentVisibility: 'auto', containIntrinsicSize: `auto ${outlineHeight(month)}px` } : undefined
      }
    >
      <h3
        id={titleId}
        aria-live={listRoot ? undefined : 'polite'}
        className={`py-2 text-center font-semibold text-slate-900 ${listRoot ? 'sticky top-0 z-10 bg-white' : ''}`}
      >
        {title}
      </h3>
      {drawn ? (
        <MonthGrid
          month={month}
          titleId={titleId}
          today={today}
          lastDay={lastDay}
          busy={held === undefined}
          className="mt-0"
          renderDay={(date) => {
            const role = stayRole(date, checkIn, checkOut);
            return (
              <Day
                date={date}
                soldOut={(held?.[date] ?? 0) + wanted > rooms}
                note={dayNote(date)}
                loading={held === undefined}
                role={role}
                minStay={role === 'check-in' && minStay ? { id: minStayId, nights: minStay } : null}
                focus={{ focusable: date === active, onFocus: () => events.focus(date), onKeyDown: events.keyDown }}
                onPick={() => events.pick(date)}
              />
            );
          }}
        />
      ) : (
        <MonthGridOutline month={month} titleId={titleId} className="mt-0" />
      )}
      {minStay ? (
        <p className="mt-2 px-1 text-sm font-medium text-slate-900">
          <span id={minStayId}>{`Minimum stay ${minStay} nights`}</span>
          {` from your check-in on ${formatCalendarDate(checkIn)}.`}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul aria-label={`Closed dates and rate periods in ${title}`} className="mt-2 space-y-1 px-1 text-sm text-slate-800">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/** An outline month's height in px: its title (40), the weekdays (20), a week's row (44) each, its padding (8). */
function outlineHeight(month: string): number {
  return 68 + 44 * weeksOf(month).length;
}

/**
 * Whether the element is in or near its scrolling list's view (then and ever after: a month read stays read). Shown
 * side by side, or where the browser cannot tell (the unit tests' DOM), it is near from the start.
 */
function useNearView(element: RefObject<HTMLElement | null>, root: RefObject<HTMLElement | null> | null): boolean {
  const watched = root !== null && typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watched || seen || !target) return;
    // A transition: the month's days render in React's short slices, and a scroll meanwhile is answered.
    return whenNear(target, () => startTransition(() => setSeen(true)), { root: root.current });
  }, [element, root, watched, seen]);
  return !watched || seen;
}

/** Draws the list's months not yet drawn, one when the browser is idle, the earliest first. */
interface Filler {
  /** Asks for `month` to be drawn by `draw`; returns what withdraws the ask. */
  add: (month: string, draw: () => void) => () => void;
}

function createFiller(): Filler {
  const waiting = new Map<string, () => void>();
  let cancel: (() => void) | null = null;
  const schedule = () => {
    if (cancel || waiting.size === 0) return;
    cancel = whenIdle(() => {
      cancel = null;
      const month = [...waiting.keys()].sort()[0];
      const draw = month === undefined ? undefined : waiting.get(month);
      if (month === undefined || !draw) return;
      waiting.delete(month);
      draw();
      // The next month in an idle moment after this one has rendered: one month's days a task.
      schedule();
    });
  };
  return {
    add(month, draw) {
      waiting.set(month, draw);
      schedule();
      return () => {
        if (waiting.get(month) === draw) waiting.delete(month);
        if (waiting.size === 0 && cancel) {
          cancel();
          cancel = null;
        }
      };
    },
  };
}

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

type DayRole = 'check-in' | 'check-out' | 'stay' | null;

function stayRole(date: string, checkIn: string, checkOut: string): DayRole {
  if (date === checkIn) return 'check-in';
  if (date === checkOut) return 'check-out';
  if (checkIn && checkOut && date > checkIn && date < checkOut) return 'stay';
  return null;
}

interface DayProps {
  date: string;
  soldOut: boolean;
  note: { closed: string | null; period: string | null };
  loading: boolean;
  role: DayRole;
  /** On the check-in day: the stay's minimum and the id of the words that say it. */
  minStay: { id: string; nights: number } | null;
  focus: DayFocus;
  onPick: () => void;
}

const roleWords = {
  'check-in': 'your check-in',
  'check-out': 'your check-out',
  stay: 'in your stay',
} as const;

function Day({ date, soldOut: full, note, loading, role, minStay, focus, onPick }: DayProps) {
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
  return (
    <DayButton
      date={date}
      label={label}
      tone={tone}
      focus={focus}
      onPick={onPick}
      mark={minStay ? `min ${minStay.nights}` : undefined}
      aria-describedby={minStay?.id}
    />
  );
}
