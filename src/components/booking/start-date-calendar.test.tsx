import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePermitTypes } from '../../../seed/data/permit-types';
import { permitTypeSchema } from '@/backend/schemas';
import { closedStartDateReason, weekdayOf } from '@/backend/domain/permits';
import { addDays, monthOf } from '@/backend/domain/calendar';
import { lastBookableAfter } from '@/backend/domain/booking-horizon';
import { formatCalendarDate } from '@/lib/format';
import { suiteToday } from '@/testing/clock';
import { StartDateCalendar, refusalNotes } from './start-date-calendar';

const permits = samplePermitTypes.map((permit) => permitTypeSchema.parse(permit));
/** Day 2 at Tsomgo and Nathula, closed on Mondays and Tuesdays: the trip does not start on a Sunday or a Monday. */
const tour = { permits: [{ permitId: 'tsomgo-nathula', day: 2 }] };
const refusal = (date: string) => closedStartDateReason(tour, permits, date);
const mondayReason = 'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.';

/** A Sunday at least a week ahead whose Wednesday before is in the same month (an open start to open the month on). */
function sundayAndOpenDay(): { sunday: string; open: string } {
  for (let offset = 7; ; offset++) {
    const sunday = addDays(suiteToday(), offset);
    const open = addDays(sunday, -4);
    if (weekdayOf(sunday) === 0 && monthOf(open) === monthOf(sunday)) return { sunday, open };
  }
}

function renderCalendar(chosen: string, onPick = vi.fn()) {
  const today = suiteToday();
  render(
    <StartDateCalendar chosen={chosen} today={today} lastDay={lastBookableAfter(today)} refusal={refusal} onPick={onPick} />,
  );
  return { onPick, user: userEvent.setup() };
}

describe('StartDateCalendar', () => {
  it('greys a start that puts Nathula on a Monday, names the reason, and picks nothing when it is tapped', async () => {
    const { sunday, open } = sundayAndOpenDay();
    const { onPick, user } = renderCalendar(open);

    const greyed = screen.getByRole('button', { name: `${formatCalendarDate(sunday)}, not available: ${mondayReason}` });
    expect(greyed).toHaveAttribute('aria-disabled', 'true');
    await user.click(greyed);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(`${formatCalendarDate(sunday)} is not available. ${mondayReason}`);

    // The month's reasons are written out under it, with their days, for a phone that has no hover.
    const notes = screen.getByRole('list', { name: /^Greyed start dates in / });
    expect(within(notes).getByText(new RegExp(`^Not on .*\\b${Number(sunday.slice(8))}\\b.*: ${mondayReason}$`))).toBeVisible();

    // An open day is picked, and the greyed one's words go.
    const chosen = screen.getByRole('button', { name: `${formatCalendarDate(open)}, your start date` });
    expect(chosen).not.toHaveAttribute('aria-disabled');
    await user.click(chosen);
    expect(onPick).toHaveBeenCalledWith(open);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers no day before today, and moves between days with the arrow keys', async () => {
    const today = suiteToday();
    const { user } = renderCalendar('');
    expect(screen.queryByRole('button', { name: new RegExp(`^${formatCalendarDate(addDays(today, -1))}`) })).toBeNull();
    const first = screen.getByRole('button', { name: new RegExp(`^${formatCalendarDate(today)}`) });
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: new RegExp(`^${formatCalendarDate(addDays(today, 1))}`) })).toHaveFocus();
  });

  it('groups a month’s refused days by their reason', () => {
    const { sunday } = sundayAndOpenDay();
    const month = monthOf(sunday);
    const notes = refusalNotes(month, suiteToday(), lastBookableAfter(suiteToday()), refusal);
    expect(notes.map((note) => note.reason)).toEqual(
      expect.arrayContaining([mondayReason, 'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Tuesday.']),
    );
    const sundays = notes.find((note) => note.reason === mondayReason)!.days;
    expect(sundays).toContain(String(Number(sunday.slice(8))));
  });
});
