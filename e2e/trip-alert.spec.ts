import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { addDays } from '../src/backend/domain/calendar';
import { formatCalendarDate } from '../src/lib/format';
import { storeBooking } from './support/bookings';
import { daysFromToday } from './support/clock';

// A Kolkata family's Durga Puja trip, tailored in a quote and accepted: Gangtok, two nights in Lachung, Gangtok. The
// booking is stored as the quote desk leaves it (the quotes journey walks the acceptance itself).

test.describe('a tailored trip under a travel alert', () => {
  test('the operator closes the North Sikkim highway, finds the family sleeping in Lachung and e-mails them once, the alert keeping when', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const start = daysFromToday(40);
    const night = (day: number) => addDays(start, day - 1);
    const customer = await signInNewCustomer(page, 'durga');
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    const trip = await storeBooking(page, customer, {
      kind: 'trip',
      itemName: `Durga Puja in North Sikkim and Gangtok ${suffix}`,
      travelDate: start,
      endDate: night(6),
      travellers: 4,
      totalPrice: 98_400,
      status: 'Confirmed',
      party: [
        { name: 'Sudipta Ghosh', age: 44, gender: 'Male', nationality: 'IN' },
        { name: 'Mitali Ghosh', age: 41, gender: 'Female', nationality: 'IN' },
        { name: 'Rohan Ghosh', age: 15, gender: 'Male', nationality: 'IN' },
        { name: 'Tora Ghosh', age: 12, gender: 'Female', nationality: 'IN' },
      ],
      plan: {
        startDate: start,
        endDate: night(6),
        days: [
          { title: 'Arrive in Gangtok', description: '' },
          { title: 'Gangtok to Lachung', description: '' },
          { title: 'Yumthang Valley', description: '' },
          { title: 'Back to Gangtok', description: '' },
          { title: 'Durga Puja pandals', description: '' },
          { title: 'Departure', description: '' },
        ],
        stays: [
          { night: night(1), place: 'Gangtok', hotel: 'Tashi Delek', roomTypeId: '', rooms: 1 },
          { night: night(2), place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
          { night: night(3), place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
          { night: night(4), place: 'Gangtok', hotel: 'Tashi Delek', roomTypeId: '', rooms: 1 },
          { night: night(5), place: 'Gangtok', hotel: 'Tashi Delek', roomTypeId: '', rooms: 1 },
        ],
      },
    });

    await signInAdmin(page);
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByRole('button', { name: 'Post an alert' }).click();
    await page.getByLabel('What happened').selectOption({ label: 'Road closed' });
    const title = `North Sikkim highway closed ${suffix}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Places', { exact: true }).fill('North Sikkim, Lachung, Yumthang, Lachen');
    await page.getByLabel('First day').fill(night(2));
    await page.getByLabel('Last day').fill(night(4));
    await page.getByRole('button', { name: 'Post alert' }).click();

    const alert = page.getByRole('region', { name: title });
    const row = alert.getByRole('listitem').filter({ hasText: trip.reference! });
    await expect(row).toContainText('Travellers: Sudipta Ghosh, Mitali Ghosh, Rohan Ghosh, Tora Ghosh');
    await expect(row).toContainText(`Days affected: ${formatCalendarDate(night(2))}, ${formatCalendarDate(night(3))}`);
    await expectAccessible(page);

    await alert.getByRole('button', { name: 'Notify all' }).click();
    await page.getByRole('dialog', { name: 'Notify all' }).getByRole('button', { name: 'Send the e-mails' }).click();
    await expect(page.getByText(/^\d+ e-mails? sent to the Outbox\.$/)).toBeVisible();
    await expect(alert).toContainText(/Already notified on .+: \d+ e-mails? sent\./);
    await expect(row).toContainText(/E-mailed this alert on /);
    // A second press says first what already went, and e-mails nobody twice.
    await alert.getByRole('button', { name: 'Notify all' }).click();
    const again = page.getByRole('dialog', { name: 'Notify all' });
    await expect(again).toContainText(/Already notified on .+: \d+ e-mails? sent\./);
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    const mail = page.getByRole('article', { name: 'Travel alert' }).filter({ hasText: `To ${customer.email.toLowerCase()}` });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(trip.reference!);
  });
});
