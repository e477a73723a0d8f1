import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { BackendError } from '@/backend/errors';
import type { Booking } from '@/backend/schemas';
import { NoticeProvider } from '@/components/ui/notice';
import { addDays, todayInIndia } from '@/backend/rules/calendar';
import { sampleBusinessSettings } from '~seed/data/settings';
import { MyBookingsPage } from './my-bookings-page';

const backend = vi.hoisted(() => ({ bookings: { listMine: vi.fn(), requestCancellation: vi.fn() } }));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));
vi.mock('@/backend/session', () => ({ useCurrentUser: () => ({ id: 'u1', name: 'Pema Bhutia', email: 'pema@example.com' }) }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const departure = addDays(todayInIndia(), 60);
const tour: Booking = {
  id: 'booking_2',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  userId: 'u1',
  travelDate: departure,
  endDate: addDays(departure, 5),
  totalPrice: 37000,
  status: 'Pending',
  createdAt: '2026-11-20T06:00:00.000Z',
  kind: 'tour',
  reference: 'AST-7K3Q9',
  travellers: 2,
};
const flight: Booking = {
  ...tour,
  id: 'booking_1',
  itemId: 'fl-sg-8169',
  itemName: 'SpiceJet, Delhi (DEL) to Mumbai (BOM), 13:30',
  travelDate: '2026-12-12',
  endDate: '2026-12-12',
  totalPrice: 4800,
  status: 'Cancelled',
  kind: 'flight',
  reference: 'AST-FL1GH',
  travellers: 1,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <MemoryRouter initialEntries={['/account/bookings']}>
          <MyBookingsPage />
        </MemoryRouter>
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('MyBookingsPage', () => {
  beforeEach(() => {
    // The WhatsApp links read the operator's number from the business settings.
    Object.assign(backend, { settings: { business: () => Promise.resolve(sampleBusinessSettings) } });
    backend.bookings.listMine.mockReset();
    backend.bookings.requestCancellation.mockReset();
  });

  it('lists the bookings with reference, dates, party, total and status, and keeps reading them', async () => {
    backend.bookings.listMine.mockResolvedValue([tour, flight]);
    const client = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your bookings...')).toHaveAttribute('role', 'status');

    const card = await screen.findByRole('article', { name: 'Sikkim Delight' });
    expect(card).toHaveTextContent('Tour package');
    expect(card).toHaveTextContent('AST-7K3Q9');
    expect(card).toHaveTextContent('2 travellers');
    expect(card).toHaveTextContent('₹37,000');
    expect(card).toHaveTextContent('Status: Pending');
    expect(card).toHaveTextContent('Booked on 20 November 2026');
    expect(await within(card).findByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('About my booking AST-7K3Q9')),
    );

    // A cancelled booking cannot be cancelled again.
    const cancelled = screen.getByRole('article', { name: /SpiceJet/ });
    expect(cancelled).toHaveTextContent('12 Dec 2026');
    expect(cancelled).toHaveTextContent('1 passenger');
    expect(within(cancelled).queryByRole('button', { name: 'Request cancellation' })).toBeNull();

    const query = client.getQueryCache().find({ queryKey: ['bookings', 'mine', 'u1'] });
    expect(query?.observers[0]?.options).toMatchObject({ refetchInterval: 15_000, refetchOnWindowFocus: true });
  });

  it('shows the refund for today before asking to cancel, then the request', async () => {
    const events = userEvent.setup();
    backend.bookings.listMine.mockResolvedValueOnce([tour]).mockResolvedValue([{ ...tour, cancellationRequestedAt: '2026-11-22T05:00:00.000Z' }]);
    let finish: () => void = () => undefined;
    backend.bookings.requestCancellation.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Sikkim Delight' });
    await events.click(within(card).getByRole('button', { name: 'Request cancellation' }));

    const dialog = screen.getByRole('dialog', { name: 'Request cancellation' });
    expect(dialog).toHaveTextContent('Cancelling today is 60 days before your travel date.');
    expect(dialog).toHaveTextContent('Booking total₹37,000');
    expect(dialog).toHaveTextContent('Cancellation charge₹3,700');
    expect(dialog).toHaveTextContent('Refund₹33,300');
    expect(dialog).toHaveTextContent('30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher');
    expect(within(dialog).getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute('href', '/cancellation-policy');

    await events.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(within(dialog).getByRole('button', { name: 'Sending request...' })).toBeDisabled();
    finish();
    expect(await screen.findByText(/^Cancellation requested on 22 November 2026/)).toBeInTheDocument();
    expect(backend.bookings.requestCancellation).toHaveBeenCalledWith('booking_2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the request fails', async () => {
    const events = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.bookings.listMine.mockResolvedValue([tour]);
    backend.bookings.requestCancellation.mockRejectedValue(new BackendError('invalid-data', 'This booking is already cancelled.'));
    renderPage();
    await events.click(await screen.findByRole('button', { name: 'Request cancellation' }));
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText('We could not send your cancellation request. This booking is already cancelled.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there is nothing yet, with a way to the packages', async () => {
    backend.bookings.listMine.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tour packages' })).toHaveAttribute('href', '/hotels');
  });

  it('offers a retry when the list cannot load', async () => {
    const events = userEvent.setup();
    backend.bookings.listMine.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('We could not load your bookings. Please check your connection and try again.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });
});
