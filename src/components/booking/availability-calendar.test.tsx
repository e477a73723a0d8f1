import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastBookableAfter } from '@/backend/domain/booking-horizon';
import { addDays, monthOf, nextMonth } from '@/backend/domain/calendar';
import { minimumStayFrom } from '@/backend/domain/room-stay';
import { formatCalendarDate } from '@/lib/format';
import { suiteToday } from '@/testing/clock';
import { renderWithApp } from '@/testing/render';
import { AvailabilityCalendar, calendarLayout, monthsFrom } from './availability-calendar';
import { monthTitle } from './calendar-grid';
import { pickStayDate } from './room-stay-parts';

const title = (month: string) => monthTitle.format(new Date(`${month}-01T00:00:00Z`));

/** The last day of the month after this one, and its month: a stay over its end crosses into the next month. */
function monthEnd() {
  const month = nextMonth(monthOf(suiteToday()));
  return { month, last: addDays(`${nextMonth(month)}-01`, -1) };
}

/** The calendar as a form holds it: the month shown, and the stay picked on it (check-in first, then check-out). */
function Picker({
  minNightsFrom,
  dayNote,
}: {
  minNightsFrom?: (checkIn: string) => number;
  dayNote?: (date: string) => { closed: string | null; period: string | null };
}) {
  const today = suiteToday();
  const [month, setMonth] = useState(monthOf(today));
  const [stay, setStay] = useState({ checkIn: '', checkOut: '' });
  return (
    <AvailabilityCalendar
      roomId="deluxe-double"
      month={month}
      onMonthChange={setMonth}
      rooms={4}
      {...(dayNote ? { dayNote } : {})}
      checkIn={stay.checkIn}
      checkOut={stay.checkOut}
      minNights={stay.checkIn && minNightsFrom ? minNightsFrom(stay.checkIn) : 1}
      today={today}
      lastDay={lastBookableAfter(today)}
      onPick={(date) => setStay((current) => pickStayDate(current, date))}
    />
  );
}

/** A day's button, found in its month's table (a list of fourteen months has hundreds of days to search). */
const day = async (date: string, state = 'available') =>
  within(await screen.findByRole('table', { name: title(monthOf(date)) })).findByRole('button', {
    name: new RegExp(`^${formatCalendarDate(date)}, ${state}`),
  });

/**
 * The browser's IntersectionObserver, told by the test which elements come into view (jsdom lays nothing out and has
 * none: without it every month counts as near the view).
 */
class TestObserver {
  static all: TestObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** `target` comes into view. */
  static reveal(target: Element) {
    for (const observer of TestObserver.all.filter((one) => one.targets.has(target)))
      observer.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

afterEach(() => {
  TestObserver.all = [];
  vi.unstubAllGlobals();
});

describe('the room calendar', () => {
  it('stands two months side by side where their days fit, and lists the months where they do not', () => {
    // The Hotel Aster page at 1440 px (661 px) has room for two months of 44 px days; the booking form's column at
    // 1440 px (559 px), where two months would have 38 px days, lists them, with a mouse as with a finger.
    expect(calendarLayout(661)).toBe('two');
    expect(calendarLayout(559)).toBe('list');
    // A phone at 360 px, and a tablet whose column is too narrow for two months of 44 px days.
    expect(calendarLayout(328)).toBe('list');
    expect(calendarLayout(600)).toBe('list');
    expect(calendarLayout(654)).toBe('two');
    // Two months of 44 px days: 14 days, the gap and the padding.
    expect(calendarLayout(14 * 44 + 31)).toBe('list');
    expect(calendarLayout(14 * 44 + 32)).toBe('two');
    expect(monthsFrom('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('shows two months side by side and turns them a month at a time', async () => {
    const { user } = await renderWithApp(<Picker />);
    const thisMonth = monthOf(suiteToday());
    expect(await screen.findByRole('table', { name: title(thisMonth) })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: title(nextMonth(thisMonth)) })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Previous month/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(await screen.findByRole('table', { name: title(nextMonth(nextMonth(thisMonth))) })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: title(thisMonth) })).toBeNull();
  });

  it('picks a stay over a month’s end without turning a page: both months are in view', async () => {
    const { last } = monthEnd();
    const { user } = await renderWithApp(<Picker />);
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    await user.click(await day(addDays(last, -1)));
    await user.click(await day(addDays(last, 2)));
    expect(await day(addDays(last, -1))).toHaveAccessibleName(expect.stringMatching(/your check-in$/));
    expect(await day(addDays(last, 2))).toHaveAccessibleName(expect.stringMatching(/your check-out$/));
    expect(await day(last)).toHaveAccessibleName(expect.stringMatching(/in your stay$/));
  });

  it('is the list from its first render on a phone, before its frame is measured', async () => {
    // The unit tests' DOM lays nothing out (the frame measures 0 px): only the window's width tells.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(360);
    await renderWithApp(<Picker />);
    const list = await screen.findByRole('group', { name: 'Months, scroll for more' });
    expect(within(list).getAllByRole('table').length).toBeGreaterThan(12);
    expect(screen.queryByRole('button', { name: /Next month/ })).toBeNull();
  });

  it('lists every month that can be booked in one scrolling list on a phone, with no page to turn', async () => {
    // A phone's calendar is 328 px wide (360 px less the page's margins, with its card's padding).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328);
    const { last } = monthEnd();
    const { user } = await renderWithApp(<Picker />);
    const list = await screen.findByRole('group', { name: 'Months, scroll for more' });
    const today = suiteToday();
    const months = monthsFrom(monthOf(today), monthOf(lastBookableAfter(today)));
    expect(months.length).toBeGreaterThan(12);
    expect(within(list).getAllByRole('table')).toHaveLength(months.length);
    for (const month of [months[0]!, months.at(-1)!])
      expect(within(list).getByRole('table', { name: title(month) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next month/ })).toBeNull();

    await user.click(await day(addDays(last, -1)));
    await user.click(await day(addDays(last, 2)));
    expect(await day(addDays(last, 2))).toHaveAccessibleName(expect.stringMatching(/your check-out$/));
  });

  it('marks the stay’s minimum on the check-in day, tied to it for a screen reader', async () => {
    const { last } = monthEnd();
    const calendar = { periods: [{ id: 'new-month', name: 'Month end', ranges: [{ from: last, to: last }], minNights: 2 }] };
    const { user } = await renderWithApp(<Picker minNightsFrom={(checkIn) => minimumStayFrom(checkIn, calendar)} />);
    await user.click(screen.getByRole('button', { name: /Next month/ }));

    // The night before needs no more than itself.
    await user.click(await day(addDays(last, -1)));
    expect(await day(addDays(last, -1))).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Minimum stay/)).toBeNull();

    // The month's last night takes two: picked as a check-out first, then again as a new check-in.
    await user.click(await day(last));
    await user.click(await day(last));
    const checkIn = await day(last);
    expect(checkIn).toHaveAccessibleName(expect.stringMatching(/your check-in$/));
    expect(checkIn).toHaveAccessibleDescription('Minimum stay 2 nights');
    expect(checkIn).toHaveTextContent('min 2');
    expect(screen.getByText('Minimum stay 2 nights').parentElement).toHaveTextContent(
      `Minimum stay 2 nights from your check-in on ${formatCalendarDate(last)}.`,
    );
  });

  it('draws the days of the months in view first on a phone, and the others as they come near or the browser is idle', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(360);
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const today = suiteToday();
    const months = monthsFrom(monthOf(today), monthOf(lastBookableAfter(today)));
    const { user } = await renderWithApp(<Picker />);
    const list = await screen.findByRole('group', { name: 'Months, scroll for more' });
    const daysOf = (month: string) => within(within(list).getByRole('table', { name: title(month) })).queryAllByRole('button');

    // Every month is in the list with its title and weeks; only the first has its days.
    expect(within(list).getAllByRole('table')).toHaveLength(months.length);
    expect(daysOf(months[0]!).length).toBeGreaterThan(0);
    for (const month of months.slice(1)) expect(daysOf(month)).toHaveLength(0);
    const outline = within(list).getByRole('table', { name: title(months[2]!) });
    expect(outline).toHaveAttribute('aria-busy', 'true');
    expect(outline.querySelectorAll('tbody tr')).toHaveLength(within(outline).getAllByRole('row').length - 1);
    // An outline is laid out only once in view, at the height of its days; a drawn month always.
    const section = (month: string) => list.querySelector<HTMLElement>(`[data-month="${month}"]`)!;
    const weeks = outline.querySelectorAll('tbody tr').length;
    expect(section(months[2]!).style.contentVisibility).toBe('auto');
    expect(section(months[2]!).style.containIntrinsicSize).toBe(`auto ${68 + 44 * weeks}px`);
    expect(section(months[0]!).style.contentVisibility).toBe('');

    // In view or scrolled near, a month draws its days.
    act(() => TestObserver.reveal(list.querySelector(`[data-month="${months[1]}"]`)!));
    expect(daysOf(months[1]!).length).toBeGreaterThan(27);
    expect(section(months[1]!).style.contentVisibility).toBe('');
    act(() => TestObserver.reveal(list.querySelector(`[data-month="${months[5]}"]`)!));
    expect(
      (await screen.findAllByRole('button', { name: new RegExp(`^${formatCalendarDate(`${months[5]}-01`)}, `) })).length,
    ).toBe(1);

    // The keys go on into a month not drawn yet: Page Down from the second month lands in the third.
    const second = `${months[1]}-10`;
    const before = await day(second, 'checking');
    act(() => before.focus());
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${formatCalendarDate(`${months[2]}-10`)}, `));

    // The browser's idle moments draw the rest, a month each, the earliest first.
    const left = months.filter((month) => daysOf(month).length === 0);
    expect(left[0]).toBe(months[3]);
    for (const [index, month] of left.entries()) {
      expect(idle.length).toBeGreaterThan(0);
      act(() => idle.shift()!());
      expect(daysOf(month).length).toBeGreaterThan(0);
      for (const later of left.slice(index + 1)) expect(daysOf(later)).toHaveLength(0);
    }
    expect(idle).toHaveLength(0);
  });

  it('renders again only the months a picked date concerns', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(360);
    // Every day each month renders asks for its note: the months asked after a pick are those rendered again.
    const asked = new Set<string>();
    const dayNote = (date: string) => {
      asked.add(monthOf(date));
      return { closed: null, period: null };
    };
    const { last } = monthEnd();
    const { user } = await renderWithApp(<Picker dayNote={dayNote} />);
    await screen.findByRole('group', { name: 'Months, scroll for more' });
    await day(addDays(last, -1));

    asked.clear();
    await user.click(await day(addDays(last, -1)));
    expect(await day(addDays(last, -1))).toHaveAccessibleName(expect.stringMatching(/your check-in$/));
    // The check-in's month, and this month, whose first open day had the tab stop the check-in now has.
    expect([...asked].sort()).toEqual([monthOf(suiteToday()), monthOf(last)]);

    // A check-out in the next month: the stay spans both.
    asked.clear();
    await user.click(await day(addDays(last, 2)));
    expect(await day(addDays(last, 2))).toHaveAccessibleName(expect.stringMatching(/your check-out$/));
    expect([...asked].sort()).toEqual([monthOf(last), nextMonth(monthOf(last))]);
  });
});
