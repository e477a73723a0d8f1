import { isBackendError } from '../errors';
import type { Booking } from '../schemas';
import {
  checkAccountLimits,
  checkBookingWindow,
  countInWindow,
  dateInThePast,
  dateTooFar,
  defaultBookingPolicy,
  holdLapsed,
  lastBookableDate,
  statusChange,
  tooManyEnquiries,
  tooManyOpenRequests,
  tooManyRoomNights,
} from './booking-policy';

const noon = Date.UTC(2026, 10, 25, 12);
const hour = 3_600_000;

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  kind: 'room',
  itemId: 'deluxe-double',
  itemName: 'Deluxe Double, Hotel Aster',
  userName: 'Pema',
  userEmail: 'pema@example.com',
  travelDate: '2027-05-10',
  endDate: '2027-05-12',
  totalPrice: 4400,
  status: 'Pending',
  createdAt: new Date(noon).toISOString(),
  ...overrides,
});

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (isBackendError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('the booking window', () => {
  it('takes today to 400 days ahead, in UTC calendar days', () => {
    expect(refusal(() => checkBookingWindow('2026-11-25', noon))).toBe('accepted');
    expect(refusal(() => checkBookingWindow('2026-11-24', noon))).toBe(`invalid-data: ${dateInThePast}`);
    expect(lastBookableDate(noon)).toBe('2027-12-30');
    expect(refusal(() => checkBookingWindow('2027-12-30', noon))).toBe('accepted');
    expect(refusal(() => checkBookingWindow('2027-12-31', noon))).toBe(`invalid-data: ${dateTooFar}`);
  });
});

describe('what one account may hold', () => {
  it('refuses the request past the open requests or the room-nights, counting lapsed requests as nothing', () => {
    const open = [booking({ id: 'a' }), booking({ id: 'b', kind: 'flight' }), booking({ id: 'c', kind: 'flight' })];
    expect(refusal(() => checkAccountLimits(open, booking(), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManyOpenRequests(3)}`,
    );
    expect(refusal(() => checkAccountLimits(open, booking(), defaultBookingPolicy, noon + 49 * hour))).toBe('accepted');
    const month = booking({ travelDate: '2027-05-01', endDate: '2027-05-30' });
    expect(
      refusal(() =>
        checkAccountLimits([month], booking({ travelDate: '2027-06-01', endDate: '2027-06-02' }), defaultBookingPolicy, noon),
      ),
    ).toBe('accepted');
    expect(
      refusal(() =>
        checkAccountLimits([month], booking({ travelDate: '2027-06-01', endDate: '2027-06-03' }), defaultBookingPolicy, noon),
      ),
    ).toBe(`limit-reached: ${tooManyRoomNights(30)}`);
  });
});

describe('lapsing holds', () => {
  it('lapses a Pending request after the hours, never a confirmed one, and at once when released', () => {
    expect(holdLapsed(booking(), defaultBookingPolicy, noon + 47 * hour)).toBe(false);
    expect(holdLapsed(booking(), defaultBookingPolicy, noon + 48 * hour)).toBe(true);
    expect(holdLapsed(booking({ status: 'Confirmed' }), defaultBookingPolicy, noon + 480 * hour)).toBe(false);
    expect(holdLapsed(booking({ holdReleasedAt: new Date(noon).toISOString() }), defaultBookingPolicy, noon)).toBe(true);
  });

  it('holds again when the operator confirms a released request, and releases nothing twice', () => {
    const released = booking({ holdReleasedAt: new Date(noon).toISOString() });
    expect(statusChange(released, 'Confirmed')).toEqual({ after: { ...booking(), status: 'Confirmed' }, delta: 1 });
    expect(statusChange(released, 'Cancelled').delta).toBe(0);
    expect(statusChange(booking(), 'Cancelled').delta).toBe(-1);
    expect(statusChange(booking({ status: 'Cancelled' }), 'Pending').delta).toBe(1);
    expect(statusChange(booking(), 'Confirmed').delta).toBe(0);
  });
});

describe('enquiries per hour', () => {
  it('counts the last hour only and refuses past the limit', () => {
    const times = [noon - 2 * hour, noon - 30 * 60_000, noon - 60_000];
    expect(countInWindow(times, noon, 3)).toEqual([noon - 30 * 60_000, noon - 60_000, noon]);
    expect(refusal(() => countInWindow([...times, noon - 1000], noon, 3))).toBe(`limit-reached: ${tooManyEnquiries}`);
  });
});
