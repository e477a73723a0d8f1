import { suiteToday } from '@/testing/clock';
import { screen, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays } from '@/backend/domain/calendar';
import type { Booking } from '@/backend/schemas';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { asha } from '@/testing/rai-family';
import { bookSikkimDelight, sikkimDelightStart } from '@/testing/tour-dates';
import { BookingVoucherPage } from './booking-voucher-page';
import { MyBookingsPage } from './my-bookings-page';

const departure = addDays(suiteToday(), 60);

/**
 * The test customer's two nights for two in the Deluxe Double 60 days ahead, with breakfast and dinner (a room: no
 * permit's weekdays to avoid); the operator confirms it unless told otherwise.
 */
async function customerWithRoom({ confirm = true, advance = false } = {}): Promise<{ backend: Backend; booking: Booking }> {
  const backend = freshBackend();
  await backend.auth.signUp(testCustomer);
  const booking = await backend.bookings.create({
    kind: 'room',
    itemId: 'deluxe-double',
    userName: testCustomer.name,
    userEmail: testCustomer.email,
    phone: '+919832012345',
    travelDate: departure,
    endDate: addDays(departure, 2),
    travellers: 2,
    mealPlan: 'map',
  });
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  if (confirm) await backend.bookings.updateStatus(booking.id, 'Confirmed');
  if (advance) await backend.bookings.markPayment(booking.id, 'advance');
  await backend.admin.signOut();
  return { backend, booking };
}

/** The sample instructions: 30 % now, the balance 7 days before travel. */
const amounts = (total: number) => {
  const advance = Math.round(total * 0.3);
  return {
    advance: formatRupees(advance),
    balance: formatRupees(total - advance),
    due: formatCalendarDate(addDays(departure, -7)),
  };
};

const renderVoucher = (backend: Backend, id: string) =>
  renderWithApp(<BookingVoucherPage />, {
    backend,
    path: `/account/bookings/${id}/voucher`,
    route: '/account/bookings/:id/voucher',
  });

describe('paying a confirmed booking offline', () => {
  it('shows how to pay in My bookings: the advance and the balance with their dates, the UPI ID and the bank', async () => {
    const { backend, booking } = await customerWithRoom();
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });
    const card = await screen.findByRole('article', { name: /^Deluxe Double/ });
    const pay = await within(card).findByRole('region', { name: 'How to pay' });
    const { advance, balance, due } = amounts(booking.totalPrice);
    // Confirmed today: the advance is due by three days on, the samples' days (stored with the booking).
    const advanceDue = formatCalendarDate(addDays(suiteToday(), 3));
    expect(await within(pay).findByText(`Advance (30%), due by ${advanceDue}`)).toBeInTheDocument();
    expect(pay).toHaveTextContent(advance);
    expect(within(pay).getByText(`Advance ${advance} due by ${advanceDue}`)).toBeInTheDocument();
    expect(pay).toHaveTextContent(`Balance, due by ${due}${balance}`);
    expect(pay).toHaveTextContent('UPI ID: himalayanaster@sbi');
    expect(pay).toHaveTextContent('SBIN0005678');
    expect(pay).toHaveTextContent(`Please quote your reference ${booking.reference!} with your payment.`);
    expect(within(pay).getByText('Nothing received yet')).toBeInTheDocument();
    expect(within(pay).getByRole('link', { name: 'View and print your voucher' })).toHaveAttribute(
      'href',
      `/account/bookings/${booking.id}/voucher`,
    );
  });

  it('says nothing of paying while the request waits for the operator', async () => {
    const { backend } = await customerWithRoom({ confirm: false });
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });
    const card = await screen.findByRole('article', { name: /^Deluxe Double/ });
    expect(card).toHaveTextContent('Status: Pending');
    expect(within(card).queryByRole('region', { name: 'How to pay' })).toBeNull();
  });

  it('prints a voucher with the reference, the guest, the trip, the total, what is paid and how to reach the operator', async () => {
    const { backend, booking } = await customerWithRoom({ advance: true });
    await renderVoucher(backend, booking.id);
    const voucher = await screen.findByRole('article', { name: 'Booking voucher' });
    expect(voucher).toHaveTextContent(booking.reference!);
    expect(voucher).toHaveTextContent(`Name${testCustomer.name}`);
    expect(voucher).toHaveTextContent(`What${booking.itemName}`);
    expect(voucher).toHaveTextContent('Meal planWith breakfast and dinner (MAP)');
    expect(voucher).toHaveTextContent(`Check-in${formatCalendarDate(departure)}`);
    expect(voucher).toHaveTextContent(`Check-out${formatCalendarDate(addDays(departure, 2))}`);
    expect(voucher).toHaveTextContent('Nights2 nights');
    expect(voucher).toHaveTextContent('Guests2 guests');
    expect(voucher).toHaveTextContent(`Total${formatRupees(booking.totalPrice)}`);
    expect(await within(voucher).findByText('Advance received')).toBeInTheDocument();
    expect(voucher).toHaveTextContent(`Still to pay${amounts(booking.totalPrice).balance}`);
    expect(await within(voucher).findByRole('link', { name: '+91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    expect(within(voucher).getByRole('button', { name: 'Print voucher' })).toBeInTheDocument();
  });

  it('lists the pick-up and drop with their times and each traveller named so far, and asks for the reference once', async () => {
    const backend = freshBackend();
    const start = sikkimDelightStart(60);
    // Karma's name waits for My bookings.
    const booking = await bookSikkimDelight(
      backend,
      start,
      [asha, { age: 36, nationality: 'IN' }, { name: 'Dawa Rai', age: 9, nationality: 'IN' }],
      { options: ['drop-bagdogra-airport-ixb', 'pickup-bagdogra-airport-ixb'] },
    );
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(booking.id, 'Confirmed');
    await backend.admin.signOut();

    await renderVoucher(backend, booking.id);
    const voucher = await screen.findByRole('article', { name: 'Booking voucher' });
    expect(voucher).toHaveTextContent('Travellers3 travellersAsha RaiDawa Rai1 name still to give: My bookings asks for it.');
    expect(voucher).toHaveTextContent(
      'Pick-up and dropPick-up at Bagdogra airport (IXB), 10:00Drop at Bagdogra airport (IXB), 12:30',
    );
    expect(within(voucher).getAllByText(/Pick-up at Bagdogra/)).toHaveLength(1);
    expect(await within(voucher).findByText(/^Please quote your reference/)).toBeInTheDocument();
    // The reference's heading, the payment's ask and the arrival's: the operator's note does not ask again.
    expect(voucher.textContent?.match(/reference/gi)).toHaveLength(3);
  });

  it('has no voucher for a request not confirmed yet, nor for a booking that is not the customer’s', async () => {
    const { backend, booking } = await customerWithRoom({ confirm: false });
    const { unmount } = await renderVoucher(backend, booking.id);
    expect(await screen.findByRole('heading', { name: 'Voucher not available' })).toBeInTheDocument();
    expect(
      screen.getByText('Your voucher is ready once we confirm this booking. We will e-mail you when we do.'),
    ).toBeInTheDocument();
    unmount();
    await renderVoucher(backend, 'booking_sample_1');
    expect(await screen.findByText('We could not find this booking among yours.')).toBeInTheDocument();
  });
});
