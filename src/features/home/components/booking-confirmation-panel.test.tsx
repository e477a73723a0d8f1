import { screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { readStoredConfirmation, storeConfirmation, subscribeToConfirmation } from '@/lib/booking-confirmation-store';
import { renderWithApp } from '@/testing/render';
import { useEffect } from 'react';
import { useNotify } from '@/components/ui/notice';
import { bookingSuccessMessage } from '@/lib/booking-confirmation';
import { BookingConfirmationPanel } from './booking-confirmation-panel';

const roomRequest = {
  reference: 'AST-7K3Q9',
  kind: 'room',
  itemName: 'Deluxe Double, Hotel Aster',
  travelDate: '2099-06-29',
  endDate: '2099-07-02',
  travellers: 2,
  totalPrice: 6400,
  mealPlan: 'cp',
};

/** The panel as the home page shows it: for whatever the storage holds, gone once it holds nothing. */
function StoredPanel() {
  const stored = useSyncExternalStore(subscribeToConfirmation, readStoredConfirmation, () => null);
  return stored ? <BookingConfirmationPanel stored={stored} /> : <p>No confirmation</p>;
}

beforeEach(() => localStorage.clear());

describe('BookingConfirmationPanel', () => {
  it('shows the request just made and what happens next, until it is dismissed', async () => {
    storeConfirmation(JSON.stringify(roomRequest));
    const { user } = await renderWithApp(<StoredPanel />);

    const panel = screen.getByRole('region', { name: 'Your booking reference is AST-7K3Q9' });
    // The room and its meal plan in words, not the kind of booking as a label.
    expect(panel).toHaveTextContent('Booked: Deluxe Double, Hotel Aster');
    expect(panel).not.toHaveTextContent('(hotel aster room)');
    expect(panel).toHaveTextContent('Meal plan: CP (with breakfast)');
    expect(panel).toHaveTextContent('Dates: Check-in 29 Jun 2099, check-out 2 Jul 2099');
    expect(panel).toHaveTextContent('Travellers: 2 guests');
    expect(panel).toHaveTextContent('Total: ₹6,400, nothing charged yet');
    expect(panel).toHaveTextContent('we confirm within one working day');
    expect(screen.getByRole('link', { name: 'See My bookings' })).toHaveAttribute('href', '/account/bookings');
    expect(
      decodeURIComponent((await screen.findByRole('link', { name: /Ask on WhatsApp/ })).getAttribute('href') ?? ''),
    ).toContain('About my booking AST-7K3Q9');

    await user.click(screen.getByRole('button', { name: 'Dismiss the confirmation of AST-7K3Q9' }));
    expect(screen.getByText('No confirmation')).toBeInTheDocument();
    expect(readStoredConfirmation()).toBeNull();
  });

  it('says how much of the total is tax when the operator charges tax', async () => {
    storeConfirmation(JSON.stringify({ ...roomRequest, totalPrice: 7168, tax: 768 }));
    await renderWithApp(<StoredPanel />);
    const panel = screen.getByRole('region', { name: 'Your booking reference is AST-7K3Q9' });
    expect(panel).toHaveTextContent('Total: ₹7,168 including ₹768 taxes, nothing charged yet');
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it('says where the confirmation link went when the copy of the request waits for a verified address', async () => {
    storeConfirmation(JSON.stringify({ ...roomRequest, verificationSentTo: 'pema@aster.test' }));
    await renderWithApp(<StoredPanel />);
    const panel = screen.getByRole('region', { name: 'Your booking reference is AST-7K3Q9' });
    expect(panel).toHaveTextContent(
      'We have sent a link to pema@aster.test to confirm your address. Your copy of this request follows once you confirm it.',
    );
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it('says nothing about a link when the copy went out', async () => {
    storeConfirmation(JSON.stringify(roomRequest));
    await renderWithApp(<StoredPanel />);
    expect(screen.getByRole('region', { name: 'Your booking reference is AST-7K3Q9' })).not.toHaveTextContent(
      'We have sent a link',
    );
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it('lets go of stored text that is not a confirmation', async () => {
    storeConfirmation(JSON.stringify({ ...roomRequest, reference: '<img src=x>', totalPrice: -1 }));
    await renderWithApp(<StoredPanel />);
    await waitFor(() => expect(readStoredConfirmation()).toBeNull());
    expect(screen.getByText('No confirmation')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says the booking notice once, in the panel, not again on top of it', async () => {
    storeConfirmation(JSON.stringify(roomRequest));
    function BookedThenHome() {
      const notify = useNotify();
      useEffect(() => notify('success', bookingSuccessMessage), [notify]);
      return <StoredPanel />;
    }
    await renderWithApp(<BookedThenHome />);
    const panel = screen.getByRole('region', { name: 'Your booking reference is AST-7K3Q9' });
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
    expect(screen.getAllByText(bookingSuccessMessage)).toHaveLength(1);
    expect(panel).toHaveTextContent(bookingSuccessMessage);
  });
});
