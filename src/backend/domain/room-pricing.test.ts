import { asterProfile, asterRooms } from '../../../seed/data';
import { bookingRequestInputSchema, type RoomType } from '../schemas';
import { priceRequest } from './booking-request';
import { periodOf, periodRangeLabel, periodRangeProblem, rangeHolds } from './rate-periods';
import {
  occupancyLabel,
  partyFit,
  partyProblem,
  priceRoomStay,
  roomsNeeded,
  stayCalendarProblem,
  type StayCalendar,
} from './room-stay';

const room = (name: string) => asterRooms.find((candidate) => candidate.name === name)!;
const deluxeDouble = room('Deluxe Double');
const familyRoom = room('Family Room (5 Pax)');
const single = room('Deluxe Single');
const calendar: StayCalendar = asterProfile;
const couple = { adults: 2, children: 0, rooms: 1 };

describe('rate periods', () => {
  it('holds days of every year, over the new year too, and dates of one year', () => {
    const newYear = { from: '12-28', to: '01-02' };
    expect(['2027-12-28', '2027-12-31', '2028-01-01', '2028-01-02'].every((date) => rangeHolds(newYear, date))).toBe(true);
    expect(rangeHolds(newYear, '2027-12-27')).toBe(false);
    expect(rangeHolds(newYear, '2028-01-03')).toBe(false);
    expect(rangeHolds({ from: '2026-10-15', to: '2026-10-21' }, '2026-10-21')).toBe(true);
    expect(rangeHolds({ from: '2026-10-15', to: '2026-10-21' }, '2027-10-21')).toBe(false);
  });

  it('gives a night to the first period that holds it', () => {
    const periods = [
      { id: 'a', name: 'A', ranges: [{ from: '12-30', to: '12-31' }] },
      { id: 'b', name: 'B', ranges: [{ from: '12-01', to: '12-31' }] },
    ];
    expect(periodOf('2027-12-31', periods)?.id).toBe('a');
    expect(periodOf('2027-12-15', periods)?.id).toBe('b');
    expect(periodOf('2027-11-15', periods)).toBeNull();
  });

  it('refuses a range of mixed forms or a reversed one, and labels them as people say them', () => {
    expect(periodRangeProblem({ from: '12-28', to: '2028-01-02' })).toMatch(/both as days of every year/);
    expect(periodRangeProblem({ from: '2026-10-21', to: '2026-10-15' })).toBe('The period ends before it starts.');
    expect(periodRangeProblem({ from: '12-28', to: '01-02' })).toBeNull();
    expect(periodRangeLabel({ from: '12-28', to: '01-02' })).toBe('28 December to 2 January every year');
    expect(periodRangeLabel({ from: '2026-10-15', to: '2026-10-21' })).toBe('15 Oct 2026 to 21 Oct 2026');
  });
});

describe('pricing a stay night by night', () => {
  it('prices each night at its period or season, grouped in lines that add up to the total', () => {
    // 27 December is season (₹1,800 CP), 28 to 30 December New Year (₹2,700 CP = 1.5 × the season).
    const stay = priceRoomStay(deluxeDouble, 'cp', couple, '2027-12-27', '2027-12-31', calendar);
    expect(stay.lines).toEqual([
      { kind: 'room', label: 'Season nights, CP', detail: '1 night × ₹1,800', amount: 1800 },
      { kind: 'room', label: 'New Year nights, CP', detail: '3 nights × ₹2,700', amount: 8100 },
    ]);
    expect(stay.total).toBe(9900);
    expect(stay).toMatchObject({ nights: 4, seasonNights: 4, offSeasonNights: 0 });
  });

  it('prices Puja on its dates of the year, and goes back to the season after', () => {
    // Puja 2026 is 15 to 24 October, as the tours' peak dates of the same name say.
    const stay = priceRoomStay(deluxeDouble, 'map', couple, '2026-10-23', '2026-10-26', calendar);
    expect(stay.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Durga Puja nights, MAP', 2 * 2900],
      ['Season nights, MAP', 2200],
    ]);
    // The same days a year later are season nights.
    expect(priceRoomStay(deluxeDouble, 'map', couple, '2027-10-23', '2027-10-26', calendar).total).toBe(3 * 2200);
  });

  it('prices a period the room has no rates for at the season grid', () => {
    const bare: RoomType = { ...deluxeDouble, periodRates: {} };
    expect(priceRoomStay(bare, 'cp', couple, '2027-12-29', '2027-12-31', calendar).total).toBe(2 * 1800);
  });

  it('prices a profile without periods as before: season and off-season', () => {
    const stay = priceRoomStay(deluxeDouble, 'map', couple, '2027-06-29', '2027-07-02', { seasons: asterProfile.seasons });
    expect(stay.total).toBe(6400);
    expect(stay.lines.map((line) => line.label)).toEqual(['Season nights, MAP', 'Off-season nights, MAP']);
  });

  it('charges an extra bed and the children at their rates for every night', () => {
    // The Family Room sleeps 2 adults and 2 children: a third adult takes the extra bed.
    const stay = priceRoomStay(familyRoom, 'cp', { adults: 3, children: 2, rooms: 1 }, '2027-04-10', '2027-04-12', calendar);
    expect(stay.lines).toEqual([
      { kind: 'room', label: 'Season nights, CP', detail: '2 nights × ₹4,000', amount: 8000 },
      { kind: 'room', label: 'Extra bed, CP', detail: '1 bed × 2 nights × ₹1,000', amount: 2000 },
      { kind: 'band', label: 'Children under 12, CP', detail: '2 children × 2 nights × ₹300', amount: 1200 },
    ]);
    expect(stay.total).toBe(11_200);
    expect(stay.extraBeds).toBe(1);
  });

  it('puts a child beyond the children places on the extra bed, at the extra-bed rate', () => {
    const stay = priceRoomStay(deluxeDouble, 'map', { adults: 2, children: 2, rooms: 1 }, '2027-04-10', '2027-04-11', calendar);
    expect(stay.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Season nights, MAP', 2200],
      ['Extra bed, MAP', 1100],
      ['Children under 12, MAP', 600],
    ]);
  });

  it('charges no child line when the plan is free for children (room only)', () => {
    const stay = priceRoomStay(deluxeDouble, 'ep', { adults: 1, children: 1, rooms: 1 }, '2027-04-10', '2027-04-11', calendar);
    expect(stay.lines).toHaveLength(1);
    expect(stay.total).toBe(1500);
  });

  it('prices two rooms a night', () => {
    const stay = priceRoomStay(deluxeDouble, 'cp', { adults: 3, children: 2, rooms: 2 }, '2027-04-10', '2027-04-12', calendar);
    expect(stay.lines).toEqual([
      { kind: 'room', label: 'Season nights, CP', detail: '2 nights × 2 rooms × ₹1,800', amount: 7200 },
      { kind: 'band', label: 'Children under 12, CP', detail: '2 children × 2 nights × ₹300', amount: 1200 },
    ]);
    expect(stay.total).toBe(8400);
  });
});

describe('occupancy', () => {
  it('fits a party in one room, with an extra bed where the room has one', () => {
    expect(partyFit(familyRoom, { adults: 2, children: 2, rooms: 1 })).toEqual({ extraBeds: 0, childRate: 2 });
    expect(partyFit(familyRoom, { adults: 3, children: 2, rooms: 1 })).toEqual({ extraBeds: 1, childRate: 2 });
    expect(partyFit(familyRoom, { adults: 4, children: 2, rooms: 1 })).toBeNull();
    expect(partyFit(single, { adults: 1, children: 1, rooms: 1 })).toBeNull();
    // Children take the places adults leave free.
    expect(partyFit(deluxeDouble, { adults: 1, children: 2, rooms: 1 })).toEqual({ extraBeds: 0, childRate: 2 });
  });

  it('offers two rooms to a party that does not fit one, and needs an adult in each', () => {
    const family = { adults: 3, children: 2 };
    expect(roomsNeeded(deluxeDouble, family)).toBe(2);
    expect(roomsNeeded(familyRoom, family)).toBe(1);
    expect(roomsNeeded(single, { adults: 4, children: 0 })).toBe(4);
    // The hotel has four singles: a fifth guest needs another room type.
    expect(roomsNeeded(single, { adults: 5, children: 0 })).toBeNull();
    expect(partyProblem(deluxeDouble, { ...family, rooms: 1 })).toBe(
      'One Deluxe Double sleeps 2 adults and 1 child, and one more on an extra bed. For 3 adults and 2 children, please book 2 rooms or choose a larger room type.',
    );
    expect(partyProblem(deluxeDouble, { ...family, rooms: 2 })).toBeNull();
    expect(partyProblem(deluxeDouble, { adults: 1, children: 1, rooms: 2 })).toBe('Each room needs at least one adult.');
  });

  it('counts every guest as an adult in a room type stored before occupancy', () => {
    const legacy: RoomType = { ...deluxeDouble, occupancy: undefined, guests: 3 };
    expect(occupancyLabel(legacy)).toBe('3 guests');
    expect(partyFit(legacy, { adults: 1, children: 2, rooms: 1 })).toEqual({ extraBeds: 0, childRate: 0 });
    expect(partyFit(legacy, { adults: 2, children: 2, rooms: 1 })).toBeNull();
    expect(priceRoomStay(legacy, 'cp', { adults: 1, children: 2, rooms: 1 }, '2027-04-10', '2027-04-11', calendar).total).toBe(
      1800,
    );
  });
});

describe('minimum stays and closed dates', () => {
  it('asks for the minimum stay of a period any night of the stay is in', () => {
    expect(stayCalendarProblem('2027-12-30', '2027-12-31', calendar)).toBe(
      'Stays over New Year are at least 2 nights. Please choose a later check-out date.',
    );
    expect(stayCalendarProblem('2027-12-27', '2027-12-28', calendar)).toBeNull();
    expect(stayCalendarProblem('2028-01-02', '2028-01-03', calendar)).toMatch(/at least 2 nights/);
    // A night before the period and one in it make the two nights.
    expect(stayCalendarProblem('2027-12-27', '2027-12-29', calendar)).toBeNull();
    expect(stayCalendarProblem('2027-12-30', '2028-01-01', calendar)).toBeNull();
  });

  it('refuses a closed night with its reason; the check-out day may be closed', () => {
    const closing: StayCalendar = {
      ...calendar,
      closed: [{ from: '2027-07-19', to: '2027-07-23', reason: 'Annual maintenance' }],
    };
    expect(stayCalendarProblem('2027-07-17', '2027-07-20', closing)).toBe(
      'Hotel Aster is closed on the night of 19 Jul 2027: Annual maintenance. Please choose other dates.',
    );
    expect(stayCalendarProblem('2027-07-17', '2027-07-19', closing)).toBeNull();
    expect(stayCalendarProblem('2027-07-17', '2027-07-20', calendar)).toBeNull();
  });

  it('is what placeBooking refuses and prices, whatever the browser sent', () => {
    // What the browser sent, as placeBooking reads it: the price and lines it made up are not part of a request.
    const request = bookingRequestInputSchema.parse({
      kind: 'room',
      itemId: familyRoom.id,
      userName: 'Pema',
      userEmail: 'pema@example.com',
      phone: '+919800000000',
      travelDate: '2027-12-30',
      endDate: '2027-12-31',
      travellers: 5,
      adults: 3,
      children: 2,
      mealPlan: 'cp',
      totalPrice: 1,
      lines: [{ kind: 'room', label: 'Free', detail: '', amount: 1 }],
    });
    const item = { kind: 'room' as const, room: familyRoom, ...asterProfile };
    expect(() => priceRequest(request, item)).toThrow(/at least 2 nights/);
    const priced = priceRequest({ ...request, endDate: '2028-01-01' }, item);
    // New Year CP for the Family Room: 1.5 × ₹4,000 = ₹6,000 a night; an extra bed ₹1,000; two children ₹300 each.
    expect(priced.totalPrice).toBe(2 * 6000 + 2 * 1000 + 2 * 2 * 300);
    expect(priced.lines?.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.totalPrice);
    expect(priced).toMatchObject({ adults: 3, children: 2, travellers: 5 });
    expect(() =>
      priceRequest({ ...request, itemId: deluxeDouble.id, endDate: '2028-01-01' }, { ...item, room: deluxeDouble }),
    ).toThrow(/please book 2 rooms/);
  });
});
