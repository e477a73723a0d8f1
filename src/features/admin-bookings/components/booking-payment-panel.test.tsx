import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { bookingQueries } from '@/backend/queries';
import { renderWithApp } from '@/testing/render';
import { BookingPaymentPanel } from './booking-payment-panel';

/** The panel as the booking's page shows it: with the booking as the backend has it now. */
function SamplePanel() {
  const booking = useQuery(bookingQueries.detail('booking_sample_1'));
  return booking.data ? <BookingPaymentPanel booking={booking.data} /> : null;
}

// The sample booking 1 is Confirmed: ₹25,500 at Mountain View Resort from 20 Dec 2026; the samples ask 30 % and the
// balance 7 days before.
describe('BookingPaymentPanel', { timeout: 20_000 }, () => {
  it('shows the advance and the balance, and records the advance, then paid in full, then clears them', async () => {
    const { backend, user } = await renderWithApp(<SamplePanel />, { signedInAs: 'admin' });
    const stored = async () => (await backend.bookings.get('booking_sample_1'))!;

    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(panel).findByText('Advance (30%), due now')).toBeInTheDocument();
    expect(within(panel).getByText('₹7,650')).toBeInTheDocument();
    expect(within(panel).getByText('Balance, due by 13 Dec 2026')).toBeInTheDocument();
    expect(within(panel).getByText('₹17,850')).toBeInTheDocument();
    expect(within(panel).getByText('Nothing received yet')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Advance received' }));
    expect(await screen.findByText('Marked: advance received. The customer sees it in My bookings.')).toBeInTheDocument();
    expect((await stored()).advanceReceivedAt).toBeDefined();
    expect((await stored()).paidInFullAt).toBeUndefined();

    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Advance received' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Paid in full' }));
    expect(await screen.findByText('Marked: paid in full. The customer sees it in My bookings.')).toBeInTheDocument();
    expect((await stored()).paidInFullAt).toBeDefined();

    await user.click(await within(panel).findByRole('button', { name: 'Clear payment marks' }));
    expect(await screen.findByText('Payment marks cleared.')).toBeInTheDocument();
    expect(await stored()).not.toHaveProperty('advanceReceivedAt');
  });
});
