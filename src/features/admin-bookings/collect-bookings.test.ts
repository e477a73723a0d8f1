import type { Booking } from '@/backend/schemas';
import type { BookingFilter, Page, PageCursor, PageRequest } from '@/backend/types';
import { collectBookings, exportPageSize } from './collect-bookings';

const booking = (index: number): Booking => ({
  id: `b${index}`,
  kind: 'tour',
  itemName: 'Sikkim Delight',
  userName: `Guest ${index}`,
  userEmail: `guest${index}@example.com`,
  travelDate: '2027-01-10',
  endDate: '2027-01-15',
  totalPrice: 18500,
  status: 'Pending',
});

/** A backend's paging over `count` bookings, recording what it was asked. */
function pagedBackend(count: number) {
  const all = Array.from({ length: count }, (_, index) => booking(index));
  const requests: { filter: BookingFilter; request: PageRequest }[] = [];
  const read = (filter: BookingFilter, request: PageRequest): Promise<Page<Booking>> => {
    requests.push({ filter, request });
    const start = request.after ? (request.after as PageCursor & { start: number }).start : 0;
    const end = start + request.size;
    const next = end < all.length ? ({ adapter: 'local', start: end } as PageCursor) : null;
    return Promise.resolve({ items: all.slice(start, end), next });
  };
  return { read, requests };
}

describe('collectBookings', () => {
  it('reads every page with the same filter, reporting progress after each', async () => {
    const { read, requests } = pagedBackend(exportPageSize * 2 + 5);
    const progress: number[] = [];
    const bookings = await collectBookings(read, { status: 'Pending' }, (count) => progress.push(count));
    expect(bookings.map((item) => item.id)).toEqual(Array.from({ length: exportPageSize * 2 + 5 }, (_, index) => `b${index}`));
    expect(progress).toEqual([exportPageSize, exportPageSize * 2, exportPageSize * 2 + 5]);
    expect(requests).toHaveLength(3);
    expect(requests.every(({ filter }) => filter.status === 'Pending')).toBe(true);
  });

  it('makes one request for an empty list', async () => {
    const { read, requests } = pagedBackend(0);
    expect(await collectBookings(read, {}, () => undefined)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('asks for no further page once aborted', async () => {
    const { read, requests } = pagedBackend(exportPageSize * 3);
    const controller = new AbortController();
    await expect(collectBookings(read, {}, () => controller.abort(), controller.signal)).rejects.toThrow();
    expect(requests).toHaveLength(1);
    await expect(collectBookings(read, {}, () => undefined, AbortSignal.abort())).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});
