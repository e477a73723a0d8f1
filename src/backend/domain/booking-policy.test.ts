import { isBackendError } from '../errors';
import type { Booking } from '../schemas';
import {
  checkAccountLimits,
  checkBookingWindow,
  checkHoldCooldown,
  heldTooRecently,
  holdsMeet,
  tooManySeats,
  withinPendingShare,
  bookingPolicySchema,
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
  roomNightsOf,
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

describe('holds a crowd of accounts cannot take', () => {
  const seats = (travellers: number, overrides: Partial<Booking> = {}) =>
    booking({
      kind: 'tour',
      itemId: 'bhutan',
      fixedDeparture: true,
      travelDate: '2027-05-10',
      endDate: '2027-05-15',
      travellers,
      ...overrides,
    });

  it('counts a request taken without a hold among the open ones, but not its seats', () => {
    const notHeld = { notHeld: 'unverified' as const, holdReleasedAt: new Date(noon).toISOString() };
    const open = [seats(6, { id: 'a', ...notHeld }), seats(6, { id: 'b', ...notHeld })];
    expect(refusal(() => checkAccountLimits(open, seats(defaultBookingPolicy.maxHeldSeats), defaultBookingPolicy, noon))).toBe(
      'accepted',
    );
    expect(refusal(() => checkAccountLimits([...open, booking({ id: 'c' })], seats(1), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManyOpenRequests(3)}`,
    );
    expect(
      refusal(() => checkAccountLimits([...open, booking({ id: 'c' })], seats(1), defaultBookingPolicy, noon + 48 * hour)),
    ).toBe('accepted');
  });

  it("caps one account's seats of one departure, its Pending holds and the new request together", () => {
    const cap = defaultBookingPolicy.maxHeldSeats;
    expect(refusal(() => checkAccountLimits([], seats(cap + 1), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManySeats(cap)}`,
    );
    expect(refusal(() => checkAccountLimits([seats(cap - 1)], seats(2), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManySeats(cap)}`,
    );
    // Another departure, a confirmed booking or a lapsed hold does not count.
    expect(
      refusal(() => checkAccountLimits([seats(cap - 1, { travelDate: '2027-05-24' })], seats(2), defaultBookingPolicy, noon)),
    ).toBe('accepted');
    expect(refusal(() => checkAccountLimits([seats(cap, { status: 'Confirmed' })], seats(2), defaultBookingPolicy, noon))).toBe(
      'accepted',
    );
    expect(refusal(() => checkAccountLimits([seats(cap - 1)], seats(2), defaultBookingPolicy, noon + 48 * hour))).toBe(
      'accepted',
    );
  });

  it("counts a tailored trip's seats on its departure and its Hotel Aster nights, both, against the account's limits", () => {
    const cap = defaultBookingPolicy.maxHeldSeats;
    const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 2 };
    const trip = (travellers: number, nights: string[]) =>
      seats(travellers, {
        id: 'trip',
        kind: 'trip',
        plan: {
          startDate: '2027-05-10',
          endDate: '2027-05-15',
          days: [],
          stays: nights.map((night) => ({ night, ...aster })),
        },
      });
    expect(roomNightsOf(trip(2, ['2027-05-10', '2027-05-13', '2027-05-14']))).toBe(6);
    expect(refusal(() => checkAccountLimits([trip(cap - 1, ['2027-05-10'])], seats(2), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManySeats(cap)}`,
    );
    // 28 room-nights held by a month's stay, 2 rooms a night for 2 nights of the trip: 32, past 30.
    const month = booking({ id: 'month', travelDate: '2027-06-01', endDate: '2027-06-29' });
    expect(refusal(() => checkAccountLimits([month], trip(2, ['2027-05-10']), defaultBookingPolicy, noon))).toBe('accepted');
    expect(refusal(() => checkAccountLimits([month], trip(2, ['2027-05-10', '2027-05-13']), defaultBookingPolicy, noon))).toBe(
      `limit-reached: ${tooManyRoomNights(30)}`,
    );
    // The crowd's share counts the trip's seats on the departure and its rooms each night.
    const four = { kind: 'seats' as const, tourId: 'bhutan', date: '2027-05-10', seats: 4 };
    expect(withinPendingShare(four, [trip(2, ['2027-05-10'])], 10, defaultBookingPolicy)).toBe(true);
    expect(withinPendingShare(four, [trip(3, ['2027-05-10'])], 10, defaultBookingPolicy)).toBe(false);
    const night = { kind: 'nights' as const, roomId: 'deluxe-double', nights: ['2027-05-10'], rooms: 1 };
    expect(withinPendingShare(night, [trip(1, ['2027-05-10'])], 3, defaultBookingPolicy)).toBe(false);
    expect(withinPendingShare(night, [trip(1, ['2027-05-11'])], 3, defaultBookingPolicy)).toBe(true);
  });

  it('keeps an account from holding what its own lapsed request held until the cool-down has passed', () => {
    const lapsedAt = noon + defaultBookingPolicy.holdHours * hour;
    const cooled = lapsedAt + defaultBookingPolicy.holdCooldownHours * hour;
    const stay = booking();
    const again = { kind: 'nights' as const, roomId: 'deluxe-double', nights: ['2027-05-11'], rooms: 1 };
    expect(refusal(() => checkHoldCooldown([stay], again, defaultBookingPolicy, lapsedAt))).toBe(
      `limit-reached: ${heldTooRecently}`,
    );
    expect(refusal(() => checkHoldCooldown([stay], again, defaultBookingPolicy, cooled - 1))).toBe(
      `limit-reached: ${heldTooRecently}`,
    );
    expect(refusal(() => checkHoldCooldown([stay], again, defaultBookingPolicy, cooled))).toBe('accepted');
    // Still holding, other nights, or a request that never held: no cool-down.
    expect(refusal(() => checkHoldCooldown([stay], again, defaultBookingPolicy, lapsedAt - 1))).toBe('accepted');
    expect(refusal(() => checkHoldCooldown([stay], { ...again, nights: ['2027-05-12'] }, defaultBookingPolicy, lapsedAt))).toBe(
      'accepted',
    );
    expect(refusal(() => checkHoldCooldown([booking({ notHeld: 'unverified' })], again, defaultBookingPolicy, lapsedAt))).toBe(
      'accepted',
    );
    expect(holdsMeet(again, { kind: 'seats', tourId: 'deluxe-double', date: '2027-05-11', seats: 1 })).toBe(false);
  });

  it(`lets Pending requests of everybody hold ${defaultBookingPolicy.pendingHoldPercent}% of the stock, rounded up, walk-in bookings apart`, () => {
    const share = Math.ceil((10 * defaultBookingPolicy.pendingHoldPercent) / 100);
    const departure = { kind: 'seats' as const, tourId: 'bhutan', date: '2027-05-10', seats: 1 };
    expect(withinPendingShare({ ...departure, seats: share }, [], 10, defaultBookingPolicy)).toBe(true);
    expect(withinPendingShare({ ...departure, seats: share + 1 }, [], 10, defaultBookingPolicy)).toBe(false);
    expect(withinPendingShare(departure, [seats(share)], 10, defaultBookingPolicy)).toBe(false);
    expect(withinPendingShare(departure, [seats(share, { madeBy: 'operator' })], 10, defaultBookingPolicy)).toBe(true);
    expect(withinPendingShare(departure, [seats(share, { travelDate: '2027-05-24' })], 10, defaultBookingPolicy)).toBe(true);
    const night = { kind: 'nights' as const, roomId: 'deluxe-double', nights: ['2027-05-11', '2027-05-12'], rooms: 1 };
    // Ceil(60% of 1) is the one room: a single room can still be held.
    expect(withinPendingShare(night, [], 1, defaultBookingPolicy)).toBe(true);
    expect(withinPendingShare(night, [booking()], 2, defaultBookingPolicy)).toBe(true);
    expect(withinPendingShare(night, [booking(), booking({ id: 'b2' })], 2, defaultBookingPolicy)).toBe(false);
  });
});

describe("the crowd's numbers as the operator sets them", () => {
  const departure = { kind: 'seats' as const, tourId: 'bhutan', date: '2027-05-10', seats: 1 };
  const tour = (travellers: number) =>
    booking({
      kind: 'tour',
      itemId: 'bhutan',
      fixedDeparture: true,
      travelDate: '2027-05-10',
      endDate: '2027-05-15',
      travellers,
    });

  it('holds within the share the policy gives, none at 0%, everything at 100%', () => {
    const policy = (pendingHoldPercent: number) => ({ ...defaultBookingPolicy, pendingHoldPercent });
    expect(withinPendingShare({ ...departure, seats: 3 }, [], 10, policy(30))).toBe(true);
    expect(withinPendingShare({ ...departure, seats: 4 }, [], 10, policy(30))).toBe(false);
    expect(withinPendingShare(departure, [], 10, policy(0))).toBe(false);
    expect(withinPendingShare(departure, [tour(9)], 10, policy(100))).toBe(true);
  });

  it("caps an account's seats of a departure at the policy's number", () => {
    const policy = { ...defaultBookingPolicy, maxHeldSeats: 2 };
    expect(refusal(() => checkAccountLimits([], tour(3), policy, noon))).toBe(`limit-reached: ${tooManySeats(2)}`);
    expect(refusal(() => checkAccountLimits([], tour(2), policy, noon))).toBe('accepted');
  });

  it("waits the policy's cool-down, none at 0 hours", () => {
    const lapsedAt = noon + defaultBookingPolicy.holdHours * hour;
    const again = { kind: 'nights' as const, roomId: 'deluxe-double', nights: ['2027-05-11'], rooms: 1 };
    const policy = (holdCooldownHours: number) => ({ ...defaultBookingPolicy, holdCooldownHours });
    expect(refusal(() => checkHoldCooldown([booking()], again, policy(1), lapsedAt + hour - 1))).toBe(
      `limit-reached: ${heldTooRecently}`,
    );
    expect(refusal(() => checkHoldCooldown([booking()], again, policy(1), lapsedAt + hour))).toBe('accepted');
    expect(refusal(() => checkHoldCooldown([booking()], again, policy(0), lapsedAt))).toBe('accepted');
  });

  it('reads a policy saved before these numbers were settings with their defaults', () => {
    expect(bookingPolicySchema.parse({ maxOpenRequests: 2, maxHeldRoomNights: 10, holdHours: 24 })).toEqual({
      maxOpenRequests: 2,
      maxHeldRoomNights: 10,
      holdHours: 24,
      pendingHoldPercent: 60,
      maxHeldSeats: 6,
      holdCooldownHours: 72,
    });
    expect(bookingPolicySchema.safeParse({ ...defaultBookingPolicy, pendingHoldPercent: 101 }).success).toBe(false);
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
