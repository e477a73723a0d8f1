import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import type { Backend } from '@/backend';
import { addDays, todayCalendarDate } from '@/backend/domain/calendar';
import type { Booking } from '@/backend/schemas';
import { useNotify } from '@/components/ui/notice';
import { bookingSuccessMessage, notHeldMessage, rememberBooking } from '@/lib/booking-confirmation';
import { forgetStoredConfirmations, readStoredConfirmation, storeConfirmation } from '@/lib/booking-confirmation-store';
import { freshBackend, signUpUnverified, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { StoredBookingConfirmation } from './stored-booking-confirmation';

const otherCustomer = { name: 'Dawa Lepcha', email: 'dawa@aster.test', password: 'dawa-secret-1' };

/**
 * The customer signed in on a fresh backend, with a CP stay in a Deluxe Double requested 40 days ahead (from an
 * account that never verified its address when `unverified`).
 */
async function bookedStay(backend: Backend = freshBackend(), customer = testCustomer, unverified = false) {
  const account = unverified ? await signUpUnverified(backend, customer) : await backend.auth.signUp(customer);
  const checkIn = addDays(todayCalendarDate(), 40);
  const booking = await backend.bookings.create({
    kind: 'room',
    itemId: 'deluxe-double',
    userName: customer.name,
    userEmail: customer.email,
    phone: '+919832012345',
    travelDate: checkIn,
    endDate: addDays(checkIn, 3),
    travellers: 2,
    adults: 2,
    children: 0,
    mealPlan: 'cp',
  });
  return { backend, account, booking };
}

const region = (booking: Booking) => ({ name: `Your booking reference is ${booking.reference}` });

beforeEach(() => localStorage.clear());

// A booking written to the embedded backend (fake IndexedDB) can take seconds on a busy machine.
describe('The request-received panel', () => {
  it("shows the account's request as the backend has it and what happens next, until it is dismissed", async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking(booking, account);
    const { user } = await renderWithApp(<StoredBookingConfirmation />, { backend });

    const panel = await screen.findByRole('region', region(booking));
    // The room and its meal plan in words, not the kind of booking as a label.
    expect(panel).toHaveTextContent('Booked: Deluxe Double, Hotel Aster');
    expect(panel).not.toHaveTextContent('(hotel aster room)');
    expect(panel).toHaveTextContent('Meal plan: CP (with breakfast)');
    expect(panel).toHaveTextContent('Travellers: 2 guests');
    expect(panel).toHaveTextContent(`Total: ₹${booking.totalPrice.toLocaleString('en-IN')}, nothing charged yet`);
    expect(panel).toHaveTextContent('Status: Pending');
    expect(panel).toHaveTextContent('we confirm within one working day');
    // A verified account's request holds its room: nothing says otherwise.
    expect(panel).not.toHaveTextContent('Not held');
    expect(screen.getByRole('link', { name: 'See My bookings' })).toHaveAttribute('href', '/account/bookings');
    expect(
      decodeURIComponent((await screen.findByRole('link', { name: /Ask on WhatsApp/ })).getAttribute('href') ?? ''),
    ).toContain(`About my booking ${booking.reference}`);

    await user.click(screen.getByRole('button', { name: `Dismiss the confirmation of ${booking.reference}` }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readStoredConfirmation(account.id)).toBeNull();
  });

  it('follows the status: once the operator confirms, it says so instead of promising a reply', async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking(booking, account);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(booking.id, 'Confirmed');
    await backend.admin.signOut();

    await renderWithApp(<StoredBookingConfirmation />, { backend });
    const panel = await screen.findByRole('region', region(booking));
    expect(panel).toHaveTextContent('Status: Confirmed');
    expect(panel).toHaveTextContent('Confirmed: we have confirmed this booking.');
    expect(panel).not.toHaveTextContent('we confirm within one working day');
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it("never shows another account's request: a second account on the same browser sees nothing", async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking(booking, account);
    await backend.auth.signOut();
    const other = await backend.auth.signUp(otherCustomer);
    // Even text claiming the first account's reference under the second account's key is not shown, and let go.
    storeConfirmation(other.id, readStoredConfirmation(account.id) ?? '');

    await renderWithApp(<StoredBookingConfirmation />, { backend });
    await waitFor(() => expect(readStoredConfirmation(other.id)).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.body).not.toHaveTextContent(booking.reference ?? 'no reference');
  });

  it('shows nothing to a visitor signed out, and signing out leaves no confirmation on the device', async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking(booking, account);
    await backend.auth.signOut();
    await renderWithApp(<StoredBookingConfirmation />, { backend });
    expect(screen.queryByRole('region')).toBeNull();

    forgetStoredConfirmations();
    expect(readStoredConfirmation(account.id)).toBeNull();
  });

  it('says where the confirmation link went when the copy of the request waits for a verified address', async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking({ ...booking, customerCopy: 'awaiting-verification' }, account);
    await renderWithApp(<StoredBookingConfirmation />, { backend });
    const panel = await screen.findByRole('region', region(booking));
    expect(panel).toHaveTextContent(
      `We have sent a link to ${testCustomer.email} to confirm your address. Your copy of this request follows once you confirm it.`,
    );
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it("says plainly, once and in a status, that an unverified account's request keeps no room, and what to do", async () => {
    const { backend, account, booking } = await bookedStay(freshBackend(), testCustomer, true);
    expect(booking).toMatchObject({ notHeld: 'unverified' });
    rememberBooking(booking, account);
    // The booking form says it as it leaves: the panel takes the words in place.
    function BookedThenHome() {
      const notify = useNotify();
      useEffect(() => {
        notify('success', bookingSuccessMessage);
        notify('info', notHeldMessage(booking, account.email) ?? 'no notice');
      }, [notify]);
      return <StoredBookingConfirmation />;
    }
    await renderWithApp(<BookedThenHome />, { backend });
    const panel = await screen.findByRole('region', region(booking));
    const words =
      'Not held: your e-mail address is not verified yet, so this request does not keep the room for you while we confirm it, and someone else may book first. ' +
      `Open the link we e-mailed to ${testCustomer.email} when you signed up: once your address is verified, the requests you send keep their rooms and seats until we confirm. ` +
      'We will still confirm this request if the room is free then; call or WhatsApp us to hear sooner.';
    expect(await within(panel).findByRole('status')).toHaveTextContent(words);
    expect(screen.getAllByText(words)).toHaveLength(1);
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
  });

  it('lets go of stored text that is not a confirmation', async () => {
    const { backend, account } = await bookedStay();
    storeConfirmation(account.id, JSON.stringify({ reference: '<img src=x>', totalPrice: -1 }));
    await renderWithApp(<StoredBookingConfirmation />, { backend });
    await waitFor(() => expect(readStoredConfirmation(account.id)).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says the booking notice once, in the panel, not again on top of it', async () => {
    const { backend, account, booking } = await bookedStay();
    rememberBooking(booking, account);
    function BookedThenHome() {
      const notify = useNotify();
      useEffect(() => notify('success', bookingSuccessMessage), [notify]);
      return <StoredBookingConfirmation />;
    }
    await renderWithApp(<BookedThenHome />, { backend });
    const panel = await screen.findByRole('region', region(booking));
    await screen.findByRole('link', { name: /Ask on WhatsApp/ });
    expect(screen.getAllByText(bookingSuccessMessage)).toHaveLength(1);
    expect(panel).toHaveTextContent(bookingSuccessMessage);
  });
});
