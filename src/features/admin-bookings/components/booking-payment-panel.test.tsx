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
describe('BookingPaymentPanel', () => {
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

  it("lists the customer's payment claims with their UTR, amount and note, waiting or matched", async () => {
    function ClaimedPanel() {
      const booking = useQuery(bookingQueries.detail('booking_sample_1'));
      if (!booking.data) return null;
      const claimed = { by: 'pema', at: '2026-11-20T04:30:00.000Z' };
      const paymentClaims = [
        { ...claimed, purpose: 'advance' as const, amount: 7650, utr: '402155678910', matchedAt: '2026-11-21T04:30:00.000Z' },
        { ...claimed, purpose: 'balance' as const, amount: 17_850, utr: '402155678911', note: 'From my brother' },
      ];
      return <BookingPaymentPanel booking={{ ...booking.data, paymentClaims }} />;
    }
    await renderWithApp(<ClaimedPanel />, { signedInAs: 'admin' });
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(panel).findByText(/UTR 402155678910, ₹7,650 for the advance, .*: matched/)).toBeInTheDocument();
    expect(
      within(panel).getByText(/UTR 402155678911, ₹17,850 for the balance, .* \(“From my brother”\): waiting to be matched/),
    ).toBeInTheDocument();
  });
});
