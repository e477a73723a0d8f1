import userEvent from '@testing-library/user-event';
import { daysFromToday, suiteToday } from '@/testing/clock';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays, daysBetween } from '@/backend/domain/calendar';
import type { Booking } from '@/backend/schemas';
import { readUpiPaymentLink } from '@/backend/domain/upi-link';
import { formatCalendarDate, formatDate, formatRupees } from '@/lib/format';
import { freshBackend, signUpUnverified, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { formatDateRange } from '../date-range';
import { MyBookingsPage } from './my-bookings-page';

const departure = sikkimDelightStart(60);
/** 60 days ahead, or a day or two more (the first start date the tour offers). */
const daysAhead = daysBetween(suiteToday(), departure);
const flightDate = addDays(suiteToday(), 120);
/** A write to the embedded backend (fake IndexedDB) can take a few seconds on a busy machine. */
const afterWrite = { timeout: 5000 };
const guest = { userName: testCustomer.name, userEmail: testCustomer.email, phone: '+919832012345' };

/** A fresh backend where the test customer is signed in and has booked what `book` books. */
async function customerWith(book: (backend: Backend) => Promise<unknown> = () => Promise.resolve()) {
  const backend = freshBackend();
  await backend.auth.signUp(testCustomer);
  await book(backend);
  return backend;
}

const bookTour = (backend: Backend) =>
  backend.bookings.create({
    kind: 'tour',
    itemId: 'sikkim-delight',
    ...guest,
    travelDate: departure,
    endDate: addDays(departure, 5),
    travellers: 2,
  });

async function asAdmin(backend: Backend, act: () => Promise<unknown>) {
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await act();
  await backend.admin.signOut();
}

const renderPage = (backend: Backend) => renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });

describe('MyBookingsPage', () => {
  it('lists the bookings with reference, dates, party, total and status, and keeps reading them', async () => {
    let tour: Booking | undefined;
    const backend = await customerWith(async (ready) => {
      tour = await bookTour(ready);
      const flight = await ready.bookings.create({
        kind: 'flight',
        itemId: 'fl-sg-8169',
        ...guest,
        travelDate: flightDate,
        endDate: flightDate,
        travellers: 1,
      });
      await asAdmin(ready, () => ready.bookings.updateStatus(flight.id, 'Cancelled'));
    });
    const { queryClient } = await renderPage(backend);
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your bookings...')).toHaveAttribute('role', 'status');

    const card = await screen.findByRole('article', { name: /^Sikkim Delight/ });
    expect(card).toHaveTextContent('Tour package');
    expect(card).toHaveTextContent(tour!.reference!);
    expect(card).toHaveTextContent('2 travellers');
    expect(card).toHaveTextContent('₹37,000');
    expect(card).toHaveTextContent('Status: Pending');
    expect(card).toHaveTextContent(`Booked on ${formatDate(tour!.createdAt!)}`);
    expect(within(card).getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`About my booking ${tour!.reference!}`)),
    );

    // A cancelled booking cannot be cancelled again.
    const cancelled = screen.getByRole('article', { name: /^SpiceJet/ });
    expect(cancelled).toHaveTextContent(formatDateRange(flightDate, flightDate));
    expect(cancelled).toHaveTextContent('1 passenger');
    expect(cancelled).toHaveTextContent('Status: Cancelled');
    expect(within(cancelled).queryByRole('button', { name: 'Request cancellation' })).toBeNull();

    const customer = backend.auth.user.current()!;
    const query = queryClient.getQueryCache().find({ queryKey: ['bookings', 'mine', customer.id] });
    expect(query?.observers[0]?.options).toMatchObject({ refetchInterval: 15_000, refetchOnWindowFocus: true });
  });

  it('says that cancelling an unpaid request costs nothing, shows the policy as what applies once paid, then sends the request', async () => {
    const backend = await customerWith(bookTour);
    // The request waits until the test lets it go, so the dialog can be seen while it is sent.
    const requestCancellation = backend.bookings.requestCancellation.bind(backend.bookings);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.bookings.requestCancellation = async (id) => {
      await gate;
      return requestCancellation(id);
    };
    const { user } = await renderPage(backend);
    const card = await screen.findByRole('article', { name: /^Sikkim Delight/ });
    await user.click(within(card).getByRole('button', { name: 'Request cancellation' }));

    const dialog = screen.getByRole('dialog', { name: 'Request cancellation' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Nothing has been paid for this booking, so cancelling this request costs you nothing.'),
    );
    const policy = within(dialog).getByRole('region', { name: 'Once a booking is paid' });
    expect(policy).toHaveTextContent(
      `For a paid booking, cancelling today (${daysAhead} days before your travel date) would work out like this:`,
    );
    expect(policy).toHaveTextContent('Booking total₹37,000');
    expect(policy).toHaveTextContent('Cancellation charge₹3,700');
    expect(policy).toHaveTextContent('Refund₹33,300');
    expect(policy).toHaveTextContent(
      '30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher',
    );
    expect(within(dialog).getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(within(dialog).getByRole('button', { name: 'Sending request...' })).toBeDisabled();
    release();
    expect(await screen.findByText(/^Cancellation requested on /, undefined, afterWrite)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Request cancellation' })).toBeNull();
    // The list refetches after the request: read the store inside act, so that refetch's update is awaited too.
    let stored: Booking | undefined;
    await act(async () => {
      [stored] = await backend.bookings.listMine();
    });
    expect(stored?.cancellationRequestedAt).toBeDefined();
  });

  it('keeps the dialog open with the reason when the request is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let tour: Booking | undefined;
    const backend = await customerWith(async (ready) => (tour = await bookTour(ready)));
    const { user } = await renderPage(backend);
    await user.click(await screen.findByRole('button', { name: 'Request cancellation' }));
    // Meanwhile the operator cancels it.
    await asAdmin(backend, () => backend.bookings.updateStatus(tour!.id, 'Cancelled'));

    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(
      await within(dialog).findByText(
        'We could not send your cancellation request. This booking is already cancelled.',
        undefined,
        afterWrite,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks once for the copies that waited for a verified address, and says where the link went while one still waits', async () => {
    const backend = await customerWith(bookTour);
    let asked = 0;
    backend.bookings.sendAwaitedCopies = () => {
      asked++;
      return Promise.resolve(0);
    };
    // The embedded demo's accounts are verified: the hosted backend's answer for a new address is stood in for.
    const listMine = backend.bookings.listMine.bind(backend.bookings);
    backend.bookings.listMine = async () =>
      (await listMine()).map((booking) => ({ ...booking, customerCopy: 'awaiting-verification' as const }));
    await renderPage(backend);

    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `We have sent a link to ${testCustomer.email} to confirm your address. Your copy of this request follows once you confirm it.`,
      ),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: /^Sikkim Delight/ });
    expect(asked).toBe(1);
  });

  it('says nothing about a link when the copies went out, and a failed request for them stays quiet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = await customerWith(bookTour);
    backend.bookings.sendAwaitedCopies = () => Promise.reject(new Error('offline'));
    await renderPage(backend);
    await screen.findByRole('article', { name: /^Sikkim Delight/ });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(/We have sent a link to/)).toBeNull();
  });

  it('says on a request of an unverified account that it keeps no rooms, and what to do, and nothing on one that holds none', async () => {
    const backend = freshBackend();
    await signUpUnverified(backend);
    await bookTour(backend);
    const stay = await backend.bookings.create({
      kind: 'room',
      itemId: 'deluxe-double',
      ...guest,
      travelDate: addDays(departure, 10),
      endDate: addDays(departure, 12),
      travellers: 4,
      adults: 4,
      children: 0,
      rooms: 2,
      mealPlan: 'cp',
    });
    expect(stay).toMatchObject({ notHeld: 'unverified' });
    await renderPage(backend);

    const card = await screen.findByRole('article', { name: 'Deluxe Double, Hotel Aster' }, afterWrite);
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Not held: your e-mail address is not verified yet, so this request does not keep the rooms for you while we confirm it, and someone else may book first. ' +
        `Open the link we e-mailed to ${testCustomer.email} when you signed up: once your address is verified, the requests you send keep their rooms and seats until we confirm. ` +
        'We will still confirm this request if the rooms are free then; call or WhatsApp us to hear sooner.',
    );
    // A tour on request holds nothing whoever sends it: there is nothing to say.
    const tour = screen.getByRole('article', { name: /^Sikkim Delight/ });
    expect(within(tour).queryByRole('status')).toBeNull();
  });

  it('says when there is nothing yet, with a way to the packages', async () => {
    await renderPage(await customerWith());
    expect(await screen.findByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tour packages' })).toHaveAttribute('href', '/hotels');
  });

  it('offers a retry when the list cannot load', async () => {
    const backend = await customerWith();
    const listMine = backend.bookings.listMine.bind(backend.bookings);
    let attempts = 0;
    backend.bookings.listMine = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : listMine());
    const { user } = await renderPage(backend);
    expect(
      await screen.findByText('We could not load your bookings. Please check your connection and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });

  it('names a room booking by the room and its meal plan in words', async () => {
    const backend = await customerWith((ready) =>
      ready.bookings.create({
        kind: 'room',
        itemId: 'deluxe-double',
        ...guest,
        travelDate: addDays(departure, 10),
        endDate: addDays(departure, 13),
        travellers: 2,
        adults: 2,
        children: 0,
        rooms: 1,
        mealPlan: 'map',
      }),
    );
    await renderPage(backend);
    const card = await screen.findByRole('article', { name: 'Deluxe Double, Hotel Aster' }, afterWrite);
    expect(within(card).getByText('Meal plan').nextElementSibling).toHaveTextContent('MAP (with breakfast and dinner)');
  });

  it('pays a confirmed booking in one tap: a UPI link and its QR code for the advance and for everything', async () => {
    let booking: Booking | undefined;
    const backend = await customerWith(async (backend) => {
      booking = await bookTour(backend);
    });
    await asAdmin(backend, () => backend.bookings.updateStatus(booking!.id, 'Confirmed'));
    await renderPage(backend);

    const advance = Math.round((booking!.totalPrice * 30) / 100);
    const pay = await screen.findByRole('link', { name: `Pay ${formatRupees(advance)} by UPI` }, afterWrite);
    expect(readUpiPaymentLink(pay.getAttribute('href') ?? '')).toEqual({
      pa: 'himalayanaster@sbi',
      pn: 'Himalayan Aster Tours',
      am: `${advance}.00`,
      tn: `${booking!.reference} advance`,
      cu: 'INR',
    });
    expect(screen.getByRole('link', { name: `Pay ${formatRupees(booking!.totalPrice)} by UPI` })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `QR code to pay ${formatRupees(advance)} by UPI for ${booking!.reference}` }),
    ).toBeInTheDocument();
    // Each amount says by when: the advance by the day stored when the booking was confirmed (today and three days).
    expect(
      screen.getByText(`Advance ${formatRupees(advance)} due by ${formatCalendarDate(daysFromToday(3))}`),
    ).toBeInTheDocument();
    expect(screen.getByText(`Everything still to pay: ${formatRupees(booking!.totalPrice)}`)).toBeInTheDocument();
  });

  it('says "I have paid" with the UTR: the error tied to the field, then the thanks and the payment waiting to be matched', async () => {
    let booking: Booking | undefined;
    const backend = await customerWith(async (backend) => {
      booking = await bookTour(backend);
    });
    await asAdmin(backend, () => backend.bookings.updateStatus(booking!.id, 'Confirmed'));
    const { user } = await renderPage(backend);
    const advance = Math.round((booking!.totalPrice * 30) / 100);

    await user.click(await screen.findByRole('button', { name: `I have paid ${formatRupees(advance)}` }, afterWrite));
    const form = screen.getByRole('form', { name: `I have paid ${formatRupees(advance)}` });
    const utr = within(form).getByLabelText('UPI transaction reference (UTR)');
    expect(utr).toHaveFocus();
    await user.type(utr, '4021 5567');
    await user.click(within(form).getByRole('button', { name: 'Send the payment reference' }));
    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(utr).toHaveAccessibleDescription(expect.stringContaining('12-digit UPI transaction reference (UTR)'));

    await user.type(utr, ' 8910');
    await user.click(within(form).getByRole('button', { name: 'Send the payment reference' }));
    const thanks = await screen.findByText('Thank you: we will match your payment and confirm it.', {}, afterWrite);
    expect(thanks).toHaveAttribute('role', 'status');
    expect(
      await screen.findByText(
        `Payment claimed, UTR 402155678910 (${formatRupees(advance)} for the advance), waiting for the operator to match it.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `I have paid ${formatRupees(advance)}` })).toHaveFocus();
    const [stored] = await backend.bookings.listMine();
    expect(stored?.paymentClaims).toMatchObject([{ purpose: 'advance', amount: advance, utr: '402155678910' }]);
  });

  it('adds a screenshot of the payment to "I have paid": a picture only, kept under the booking for the operator', async () => {
    let booking: Booking | undefined;
    const backend = await customerWith(async (backend) => {
      booking = await bookTour(backend);
    });
    await asAdmin(backend, () => backend.bookings.updateStatus(booking!.id, 'Confirmed'));
    const { user } = await renderPage(backend);
    const advance = Math.round((booking!.totalPrice * 30) / 100);

    await user.click(await screen.findByRole('button', { name: `I have paid ${formatRupees(advance)}` }, afterWrite));
    const form = screen.getByRole('form', { name: `I have paid ${formatRupees(advance)}` });
    await user.type(within(form).getByLabelText('UPI transaction reference (UTR)'), '402155678910');
    const screenshot = within(form).getByLabelText('Screenshot of the payment (optional)');
    // A PDF is refused before anything is sent, in words tied to the field.
    // (A browser's picker offers pictures only; a file dropped or chosen with "All files" may be anything.)
    await userEvent
      .setup({ applyAccept: false })
      .upload(screenshot, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send the payment reference' }));
    const refused = within(form).getByText('Please choose a screenshot as a JPEG, PNG or WebP picture.');
    expect(screenshot).toHaveAttribute('aria-invalid', 'true');
    expect(screenshot.getAttribute('aria-describedby')?.split(' ')).toContain(refused.id);
    expect((await backend.bookings.listMine())[0]?.paymentClaims).toBeUndefined();

    await user.upload(screenshot, new File(['png bytes'], 'paid.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Send the payment reference' }));
    await screen.findByText('Thank you: we will match your payment and confirm it.', {}, afterWrite);
    const [stored] = await backend.bookings.listMine();
    const claimed = stored?.paymentClaims?.[0];
    expect(claimed?.screenshotPath).toMatch(new RegExp(`^paymentScreenshots/[^/]+/${booking!.id}/402155678910$`));
    // Stored where the customer (and the operator) can read it back (the test's IndexedDB keeps no blob's bytes).
    await expect(backend.bookings.paymentScreenshot(claimed!.screenshotPath!)).resolves.toBeDefined();
  });
});
