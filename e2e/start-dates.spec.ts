import { test, expect } from './support/fixtures';
import { addDays, monthOf } from '../src/backend/domain/calendar';
import { weekdayOf } from '../src/backend/domain/permits';
import { formatCalendarDate } from '../src/lib/format';
import { today } from './support/clock';

/**
 * On a phone, the tour page's calendar greys the start dates the trip cannot take, with the reason where a finger
 * can read it: Sikkim Delight's day 2 goes to Nathula, closed on Mondays and Tuesdays, so a Sunday start is greyed.
 */
test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a start that puts Nathula on a Monday is greyed on the tour page, with its reason', async ({ page }) => {
    let sunday = addDays(today(), 1);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const reason = 'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.';

    await page.goto('/hotel/sikkim-delight');
    const calendar = page.getByRole('group', { name: 'Start dates' });
    await expect(calendar).toBeVisible();
    if (monthOf(sunday) !== monthOf(today())) await calendar.getByRole('button', { name: 'Next month' }).click();

    const greyed = calendar.getByRole('button', { name: `${formatCalendarDate(sunday)}, not available: ${reason}` });
    await expect(greyed).toHaveAttribute('aria-disabled', 'true');
    await expect(greyed).toHaveCSS('text-decoration-line', 'line-through');
    // A day is a touch target of at least 44 px each way, seven across a 360 px screen.
    const box = (await greyed.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // The reason is written under the month, and said again when the greyed day is tapped; nothing is chosen.
    await expect(calendar.getByText(new RegExp(`^Not on .*: ${reason}$`))).toBeVisible();
    // Playwright holds back from an aria-disabled control; a finger does not, and the day answers with its reason.
    await greyed.click({ force: true });
    await expect(calendar.getByRole('status')).toHaveText(`${formatCalendarDate(sunday)} is not available. ${reason}`);
    await expect(page.getByLabel('Travel date')).toHaveValue('');

    // The Wednesday after is open: tapping it chooses it, and the trip is priced.
    const wednesday = addDays(sunday, 3);
    if (monthOf(wednesday) !== monthOf(sunday)) await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: formatCalendarDate(wednesday), exact: true }).click();
    await expect(page.getByLabel('Travel date')).toHaveValue(wednesday);
    await expect(page.getByRole('region', { name: 'Your trip’s price' }).getByRole('row', { name: /^Total/ })).toContainText('₹');
  });
});
