import { suiteToday } from '@/testing/clock';
import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '@/backend';
import { addDays } from '@/backend/domain/calendar';
import { nextOpenStartDate } from '@/backend/domain/permits';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { customerRequests, freshBackend, testAdmin } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { AdminDashboardPage } from './admin-dashboard-page';

const today = suiteToday();

/** The test customer's request for one night in the Deluxe Single from `checkIn`, breakfast included. */
const singleNight = (backend: Backend, checkIn: string) =>
  customerRequests(backend, {
    kind: 'room',
    itemId: 'deluxe-single',
    travelDate: checkIn,
    endDate: addDays(checkIn, 1),
    travellers: 1,
    mealPlan: 'cp',
  });

// Each test signs the admin (and a customer) up: the demo's password hashing takes its time on purpose.
describe('AdminDashboardPage', () => {
  it("shows the counts, tonight's occupancy, the month's confirmed revenue and what needs attention, each linked", async () => {
    const backend = freshBackend();
    const stay = await singleNight(backend, today);
    await backend.bookings.requestCancellation(stay.id);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(stay.id, 'Confirmed');
    await renderWithApp(<AdminDashboardPage />, { backend, path: '/admin' });

    expect(screen.getByText('Loading stats...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('link', { name: /Total Tour Packages\s*4/ })).toHaveAttribute('href', '/admin/tours');
    expect(screen.getByRole('link', { name: /Hotel Bookings\s*3/ })).toHaveAttribute('href', '/admin/hotel-bookings');
    expect(screen.queryByText('Loading stats...')).toBeNull();

    expect(await screen.findByRole('link', { name: /1 of 19 rooms taken tonight/ })).toHaveAttribute('href', '/admin/occupancy');
    const revenue = await screen.findByRole('link', { name: new RegExp(`Confirmed revenue.*${formatRupees(stay.totalPrice)}`) });
    expect(revenue.getAttribute('href')).toMatch(
      /^\/admin\/hotel-bookings\?status=Confirmed&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    );

    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const pending = within(attention).getByRole('region', { name: /Pending requests/ });
    expect(within(pending).getByRole('link', { name: 'Daniel Lepcha: Teesta Riverside Retreat' })).toHaveAttribute(
      'href',
      '/admin/hotel-bookings/booking_sample_2',
    );
    const link = `/admin/hotel-bookings/${stay.id}`;
    for (const [list, why] of [
      ['Cancellation requests', /Asked to cancel on/],
      ['Arrivals today and tomorrow', /Arrives today/],
      ['Departures today and tomorrow', /Leaves tomorrow/],
    ] as const) {
      const region = within(attention).getByRole('region', { name: new RegExp(list) });
      expect(within(region).getByRole('link', { name: 'Pema Bhutia: Deluxe Single, Hotel Aster' })).toHaveAttribute('href', link);
      expect(region).toHaveTextContent(why);
    }
    // The oldest request first, with its age and amount, and a way to confirm it; Needs attention comes before the counts.
    expect(pending).toHaveTextContent(/Sent (\d+ (days|weeks) ago|yesterday) · ₹24,000/);
    expect(within(pending).getByRole('button', { name: /^Confirm request of Daniel Lepcha/ })).toBeInTheDocument();
    expect(within(attention).getByRole('region', { name: /Enquiries awaiting a reply/ })).toBeInTheDocument();
    const payments = within(attention).getByRole('region', { name: /Payments due/ });
    expect(within(payments).getByRole('link', { name: 'Pema Bhutia: Deluxe Single, Hotel Aster' })).toBeInTheDocument();
    expect(attention.compareDocumentPosition(screen.getByRole('link', { name: /Total Tour Packages/ }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("counts the coming week's trips whose travellers' documents are missing, and links to the permit desk", async () => {
    const backend = freshBackend();
    // Sikkim Delight goes to Nathula on day 2: the first start from the day after tomorrow that Nathula is open.
    const tour = await backend.tours.get('sikkim-delight');
    const start = nextOpenStartDate(tour!, await backend.permits.list(), addDays(today, 2))!;
    await customerRequests(backend, { kind: 'tour', itemId: 'sikkim-delight', travelDate: start, endDate: start, travellers: 1 });
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await renderWithApp(<AdminDashboardPage />, { backend, path: '/admin' });
    const documents = await screen.findByRole('region', { name: /Documents missing for trips in the next 7 days/ });
    expect(await within(documents).findByText(/1 booking is still missing a traveller's documents\./)).toBeInTheDocument();
    expect(within(documents).getByRole('heading')).toHaveTextContent(/next 7 days\s*1$/);
    expect(within(documents).getByRole('link', { name: 'Open the permit desk' })).toHaveAttribute('href', '/admin/permit-desk');
  });

  it("gives each amount under Payments due its due date: the advance's, kept when the trip was confirmed, beside the balance's", async () => {
    const backend = freshBackend();
    const stay = await singleNight(backend, addDays(today, 30));
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(stay.id, 'Confirmed');
    await renderWithApp(<AdminDashboardPage />, { backend, path: '/admin' });

    const payments = await screen.findByRole('region', { name: /Payments due/ });
    const advance = Math.round((stay.totalPrice * 30) / 100);
    // The default payment settings: the advance 3 days after confirming, the balance 7 days before check-in.
    await waitFor(() =>
      expect(payments).toHaveTextContent(
        `Advance not received · advance ${formatRupees(advance)} due by ${formatCalendarDate(addDays(today, 3))} · balance ${formatRupees(stay.totalPrice - advance)} due by ${formatCalendarDate(addDays(today, 23))} · travelling ${formatCalendarDate(addDays(today, 30))}`,
      ),
    );
  });

  it('lists a payment the customer says they made under Payments due, with its UTR, and marks it received there', async () => {
    const backend = freshBackend();
    const stay = await singleNight(backend, addDays(today, 10));
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(stay.id, 'Confirmed');
    await backend.bookings.markPayment(stay.id, 'advance');
    await backend.bookings.claimPayment({ bookingId: stay.id, purpose: 'balance', utr: '402155678910' });
    const { user } = await renderWithApp(<AdminDashboardPage />, { backend, path: '/admin' });

    const payments = await screen.findByRole('region', { name: /Payments due/ });
    const balance = stay.totalPrice - Math.round((stay.totalPrice * 30) / 100);
    expect(within(payments).getByRole('link', { name: 'Pema Bhutia: Deluxe Single, Hotel Aster' })).toBeInTheDocument();
    expect(payments).toHaveTextContent(`Paid, says the customer: UTR 402155678910, ${formatRupees(balance)} for the balance`);
    await user.click(within(payments).getByRole('button', { name: 'Mark paid in full for UTR 402155678910, Pema Bhutia' }));
    expect(await screen.findByText(`Marked: paid in full for ${stay.reference}.`)).toBeInTheDocument();
    const marked = await backend.bookings.get(stay.id);
    expect(marked?.paidInFullAt).toBeDefined();
    expect(marked?.paymentClaims?.[0]?.matchedAt).toBe(marked?.paidInFullAt);
    await waitFor(() => expect(within(payments).queryByRole('link', { name: /Pema Bhutia/ })).toBeNull());
  });

  it('says kindly when nothing needs attention', async () => {
    const backend = freshBackend();
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus('booking_sample_2', 'Confirmed');
    // Confirmed trips ahead whose advance has not come are payments due: these two are paid.
    await backend.bookings.markPayment('booking_sample_1', 'full');
    await backend.bookings.markPayment('booking_sample_2', 'advance');
    await renderWithApp(<AdminDashboardPage />, { backend, path: '/admin' });
    expect(await screen.findByText(/All clear: no requests waiting/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /0 of 19 rooms taken tonight/ })).toBeInTheDocument();
    expect(await screen.findByText('Every traveller of the coming week has given their documents.')).toBeInTheDocument();
  });
});
