import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { addDays } from '../src/backend/domain/calendar';
import { formatCalendarDate } from '../src/lib/format';
import { northSikkimTour } from '../src/testing/north-sikkim';
import { storeBooking } from './support/bookings';
import { storeSeatsTaken, storeTour } from './support/alerts';
import { daysFromToday } from './support/clock';
import { raiFamily } from '../src/testing/rai-family';

// The alert names Chungthang only, where the North Sikkim highway slides; it is closed at the end.

test.describe('travel alerts', () => {
  test('the operator posts a North Sikkim closure for three days, tells the one booking it touches and moves its departure', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const first = daysFromToday(45);
    const next = daysFromToday(59);
    const plan = northSikkimTour({ [first]: 12, [next]: 12 });
    const tour = {
      ...plan,
      itinerary: plan.itinerary.map((day) =>
        day.title.includes(' to ') ? { ...day, title: `${day.title} via Chungthang` } : day,
      ),
      id: `north-sikkim-${suffix}`,
      name: `North Sikkim: Lachung and Yumthang ${suffix}`,
    };
    const customer = await signInNewCustomer(page, 'alerts');
    // My bookings reads the backend, which creates the embedded database the trip is stored in.
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    await storeTour(page, tour);
    // Another trip of the operator's, in Darjeeling: the closure is not on its page.
    const elsewhereTour = {
      ...northSikkimTour({}),
      id: `darjeeling-${suffix}`,
      name: `Darjeeling Tea Trails ${suffix}`,
      destinationsCovered: ['Darjeeling', 'Mirik'],
      itinerary: [
        { title: 'Arrive in Darjeeling', description: '' },
        { title: 'Tiger Hill and Mirik', description: '' },
      ],
    };
    await storeTour(page, elsewhereTour);
    const touched = await storeBooking(page, customer, {
      kind: 'tour',
      itemId: tour.id,
      itemName: tour.name,
      travelDate: first,
      endDate: addDays(first, 4),
      travellers: 2,
      totalPrice: 37_000,
      status: 'Confirmed',
      fixedDeparture: true,
      party: raiFamily,
    });
    await storeSeatsTaken(page, tour.id, first, 2);
    const elsewhere = await storeBooking(page, customer, {
      kind: 'tour',
      itemId: elsewhereTour.id,
      itemName: elsewhereTour.name,
      travelDate: first,
      endDate: addDays(first, 1),
      travellers: 2,
      totalPrice: 30_000,
      status: 'Confirmed',
    });

    // The operator posts the closure: the Lachung and Yumthang days of the trip fall within it.
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByRole('button', { name: 'Post an alert' }).click();
    await page.getByLabel('What happened').selectOption({ label: 'Road closed' });
    const title = `North Sikkim closed by a landslide ${suffix}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Places', { exact: true }).fill('Chungthang');
    await page.getByLabel('First day').fill(addDays(first, 2));
    await page.getByLabel('Last day').fill(addDays(first, 4));
    await page
      .getByLabel('Message', { exact: true })
      .fill('The highway beyond Mangan is closed; permits for Lachung are suspended.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Post alert' }).click();

    const alert = page.getByRole('region', { name: title });
    await expect(alert).toContainText(`${formatCalendarDate(addDays(first, 2))} to ${formatCalendarDate(addDays(first, 4))}`);
    await expect(alert.getByRole('listitem')).toHaveCount(1);
    const row = alert.getByRole('listitem').filter({ hasText: touched.reference! });
    await expect(row).toContainText('Travellers: Asha Rai, Karma Rai');
    await expect(row).toContainText('+91 98320 12345');
    await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/919832012345\?text=/);
    await expect(alert).not.toContainText(elsewhere.reference!);
    await expectAccessible(page);

    // The banner shows on the trip's page, and not on another tour's.
    await page.goto(`/hotel/${tour.id}`);
    const banner = page.getByRole('region', { name: 'Travel alert' });
    await expect(banner).toContainText(`Road closed: ${title}`);
    await expectAccessible(page);
    await page.goto(`/hotel/${elsewhereTour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: elsewhereTour.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Travel alert' })).toHaveCount(0);

    // "Notify all": one e-mail to the booking it touches.
    await page.goto('/admin/alerts');
    await alert.getByRole('button', { name: 'Notify all' }).click();
    await page.getByRole('dialog', { name: 'Notify all' }).getByRole('button', { name: 'Send the e-mails' }).click();
    await expect(page.getByText('1 e-mail sent to the Outbox.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    const mail = page.getByRole('article', { name: 'Travel alert' }).filter({ hasText: `To ${customer.email.toLowerCase()}` });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(touched.reference!);

    // The whole departure moves two weeks on: same reference, the old seats freed, the new ones taken.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alerts' }).click();
    await alert.getByRole('button', { name: `Move the departure of ${formatCalendarDate(first)} (${tour.name})` }).click();
    const move = page.getByRole('dialog', { name: `Move the departure of ${formatCalendarDate(first)}` });
    await move.getByLabel('New departure').selectOption({ label: `${formatCalendarDate(next)} (12 of 12 seats left)` });
    await expectAccessible(page);
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`1 booking moved to ${formatCalendarDate(next)}.`)).toBeVisible();
    await expect(alert).toContainText('No booking is affected.');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Occupancy' }).click();
    const departures = page.getByRole('region', { name: 'Tour departures' });
    const seatsOn = (date: string) =>
      departures.getByRole('row', { name: tour.name }).filter({ hasText: formatCalendarDate(date) });
    await expect(seatsOn(first)).toContainText(/12\s*0\s*12/);
    await expect(seatsOn(next)).toContainText(/12\s*2\s*10/);

    await page.goto('/account/bookings');
    const booking = page.getByRole('article').filter({ hasText: touched.reference! });
    // Its reference kept, its trip now ends four days after the new departure.
    await expect(booking).toContainText(formatCalendarDate(addDays(next, 4)));

    // Closed, it leaves the site and stays in the history.
    await page.goto('/admin/alerts');
    await alert.getByRole('button', { name: 'Close alert' }).click();
    await page.getByRole('dialog', { name: 'Close this alert?' }).getByRole('button', { name: 'Close alert' }).click();
    await expect(page.getByRole('table', { name: 'Closed alerts' }).getByRole('row', { name: new RegExp(title) })).toBeVisible();
  });
});
