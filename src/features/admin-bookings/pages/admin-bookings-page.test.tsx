import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Booking } from '@/backend/schemas';
import { NoticeProvider } from '@/components/ui/notice';
import { AdminBookingsPage } from './admin-bookings-page';

const backend = vi.hoisted(() => ({ bookings: { list: vi.fn(), updateStatus: vi.fn() } }));
vi.mock('@/backend', () => ({ getBackend: () => Promise.resolve(backend) }));

const base: Booking = {
  id: 'b1',
  itemName: 'Sikkim Delight',
  userName: 'Pema Bhutia',
  userEmail: 'pema@example.com',
  travelDate: '2027-01-20',
  endDate: '2027-01-25',
  totalPrice: 37000,
  status: 'Pending',
  kind: 'tour',
  reference: 'AST-7K3Q9',
  travellers: 2,
  createdAt: '2026-11-20T06:00:00.000Z',
  cancellationRequestedAt: '2026-11-21T06:00:00.000Z',
};
const bookings: Booking[] = [
  base,
  { ...base, id: 'b2', userName: 'Priya Nair', status: 'Confirmed', travelDate: '2026-12-20', reference: 'AST-PR1YA', cancellationRequestedAt: undefined },
  { ...base, id: 'b3', userName: 'Daniel Lepcha', status: 'Pending', travelDate: '2027-02-05', reference: 'AST-DAN1E', cancellationRequestedAt: undefined },
];

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/hotel-bookings', element: <AdminBookingsPage /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('AdminBookingsPage filters and export', () => {
  beforeEach(() => {
    backend.bookings.list.mockReset();
    backend.bookings.list.mockResolvedValue(bookings);
  });

  it('reads the filters from the URL and counts what they show', async () => {
    renderAt('/admin/hotel-bookings?status=Pending&from=2027-01-01&to=2027-01-31');
    expect(await screen.findByText('Showing 1 of 3 bookings')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    expect(screen.getByLabelText('Check-in from')).toHaveValue('2027-01-01');
    expect(screen.getByLabelText('Check-in to')).toHaveValue('2027-01-31');
    const row = screen.getByRole('row', { name: /Pema Bhutia/ });
    expect(row).toHaveTextContent('Cancellation requested on 21 November 2026');
    expect(screen.queryByRole('row', { name: /Daniel Lepcha/ })).toBeNull();
    expect(screen.getByText('1 cancellation request to answer')).toBeInTheDocument();
  });

  it('writes filter changes into the URL and clears them', async () => {
    const events = userEvent.setup();
    const router = renderAt('/admin/hotel-bookings');
    expect(await screen.findByText('Showing 3 of 3 bookings')).toBeInTheDocument();
    await events.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    expect(router.state.location.search).toBe('?status=Confirmed');
    expect(screen.getByText('Showing 1 of 3 bookings')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Priya Nair/ })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Showing 3 of 3 bookings')).toBeInTheDocument();
  });

  it('exports the filtered rows as CSV', async () => {
    const events = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:bookings';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderAt('/admin/hotel-bookings?status=Pending');
    await events.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(downloads[0]).toMatch(/^hotel-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Kind,Item,Guest name,E-mail/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['AST-7K3Q9', 'AST-DAN1E']);
  });

  it('says when nothing matches and offers to show everything', async () => {
    const events = userEvent.setup();
    renderAt('/admin/hotel-bookings?status=Cancelled');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Show all bookings' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });
});
