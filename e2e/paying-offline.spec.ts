import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { sikkimDelightWithTransfers, storeConfirmedSikkimDelight } from './support/bookings';
import { addDays } from '../src/backend/domain/calendar';
import { daysFromToday } from './support/clock';
import { formatCalendarDate, formatRupees } from '../src/lib/format';

const total = 37_000;
/** The sample payment instructions: 30 % when confirmed, the balance 7 days before travel. */
const advance = formatRupees(11_100);
const balance = formatRupees(25_900);

test.describe('paying offline', () => {
  test('a confirmed booking shows how to pay and a voucher; the operator marks the advance received and the customer sees it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'payer');
    await signInAdmin(page);
    // The customer's tour, already confirmed by the operator (stored as the backend keeps it).
    const { booking, travelDate } = await storeConfirmedSikkimDelight(
      page,
      customer,
      60,
      total,
      sikkimDelightWithTransfers(customer, total),
    );

    // My bookings says how to pay: the advance and the balance by their dates, the UPI ID and the bank.
    const advanceDue = formatCalendarDate(daysFromToday(3));
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: 'Sikkim Delight' });
    const pay = card.getByRole('region', { name: 'How to pay' });
    await expect(pay).toContainText('Nothing received yet');
    await expect(pay).toContainText(`Advance (30%), due by ${advanceDue}${advance}`);
    await expect(pay).toContainText(`Advance ${advance} due by ${advanceDue}`);
    await expect(pay).toContainText(`Balance, due by ${formatCalendarDate(addDays(travelDate, -7))}${balance}`);
    await expect(pay).toContainText('UPI ID: himalayanaster@sbi');
    await expect(pay).toContainText('SBIN0005678');
    await expect(pay).toContainText(`Please quote your reference ${booking.reference!} with your payment.`);
    await expectAccessible(page);

    // The voucher: the reference, the guest, the trip, the total, the payment and the operator's contact.
    await pay.getByRole('link', { name: 'View and print your voucher' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${booking.id}/voucher$`));
    const voucher = page.getByRole('article', { name: 'Booking voucher' });
    await expect(voucher).toContainText(booking.reference!);
    await expect(voucher).toContainText(`Name${customer.name}`);
    await expect(voucher).toContainText('WhatSikkim Delight');
    await expect(voucher).toContainText(`Travel date${formatCalendarDate(travelDate)}`);
    await expect(voucher).toContainText(`Travellers2 travellers${customer.name}1 name still to give`);
    await expect(voucher).toContainText(
      'Pick-up and dropPick-up at Bagdogra airport (IXB), 10:00Drop at Bagdogra airport (IXB), 12:30',
    );
    await expect(voucher).toContainText(`Total${formatRupees(total)}`);
    await expect(voucher).toContainText('Nothing received yet');
    await expect(voucher).toContainText(`Advance (30%), due by ${advanceDue}${advance}`);
    await expect(voucher.getByRole('link', { name: '+91 98320 12345' })).toBeVisible();
    await expectAccessible(page);
    // Printed, only the voucher: no site header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(voucher.getByRole('button', { name: 'Print voucher' })).toBeHidden();
    await expect(voucher).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The operator records the advance on the booking's page.
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel).toContainText(`Advance (30%), due by ${advanceDue}${advance}`);
    await panel.getByRole('button', { name: 'Advance received' }).click();
    await expect(page.getByText('Marked: advance received. The customer sees it in My bookings.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Advance received' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    // The customer sees it in My bookings and on the voucher.
    await page.goto('/account/bookings');
    const received = page.getByRole('article').filter({ hasText: 'Sikkim Delight' }).getByRole('region', { name: 'How to pay' });
    await expect(received).toContainText('Advance received');
    await expect(received).toContainText('We have received your advance. Please pay the balance by its date.');
    await expect(received).toContainText(`Still to pay${balance}`);
    await page.goto(`/account/bookings/${booking.id}/voucher`);
    await expect(page.getByRole('article', { name: 'Booking voucher' })).toContainText(`Still to pay${balance}`);
    await expect(page.getByRole('article', { name: 'Booking voucher' })).toContainText('Advance received');
  });
});
