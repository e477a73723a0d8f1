import { describe, expect, it } from 'vitest';
import { bookingHorizonDays } from './booking-horizon';
import { addDays } from './calendar';
import type { RoomMonthHolds } from '../schemas';
import { durgaPujaBooking, northSikkimBooking } from '@/testing/north-sikkim';
import { holdsOf, openDepartures, roomsHeldOn } from './availability';

const today = '2027-03-01';
const departures = {
  '2027-04-17': 12,
  '2027-02-20': 12,
  '2027-03-20': 10,
  [addDays(today, bookingHorizonDays + 1)]: 12,
};

describe('openDepartures', () => {
  it('offers the departures from today to the last bookable date, soonest first, with the seats left', () => {
    expect(openDepartures(departures, { '2027-03-20': 4, '2027-04-17': 15 }, today)).toEqual([
      { date: '2027-03-20', seats: 10, left: 6 },
      { date: '2027-04-17', seats: 12, left: 0 },
    ]);
  });

  it('counts a departure today and one on the last bookable date', () => {
    const last = addDays(today, bookingHorizonDays);
    expect(openDepartures({ [today]: 8, [last]: 8 }, {}, today).map((departure) => departure.date)).toEqual([today, last]);
  });

  it('leaves the seats left unknown until the counts are read', () => {
    expect(openDepartures({ '2027-03-20': 10 }, undefined, today)).toEqual([{ date: '2027-03-20', seats: 10, left: null }]);
  });

  it('lists every departure while the date is not known yet (a prerendered page)', () => {
    expect(openDepartures(departures, undefined, '')).toHaveLength(4);
  });
});

describe('roomsHeldOn', () => {
  it("adds up the night's rooms of every room type from that month's counters only", () => {
    const counters: RoomMonthHolds[] = [
      { roomId: 'deluxe', month: '2027-10', held: { '08': 2, '09': 1 } },
      { roomId: 'suite', month: '2027-10', held: { '08': 1 } },
      { roomId: 'deluxe', month: '2027-11', held: { '08': 5 } },
    ];
    expect(roomsHeldOn('2027-10-08', counters)).toBe(3);
    expect(roomsHeldOn('2027-10-10', counters)).toBe(0);
  });
});

describe('holdsOf', () => {
  const nights = (dates: string[], rooms = 1) => ({ kind: 'nights', roomId: 'deluxe', nights: dates, rooms });

  it("holds a stay's rooms each night, and a tour's seats on its fixed departure only", () => {
    const stay = northSikkimBooking('2027-05-10', { kind: 'room', itemId: 'deluxe', endDate: '2027-05-12', rooms: 2 });
    expect(holdsOf(stay)).toEqual([nights(['2027-05-10', '2027-05-11'], 2)]);
    const tour = northSikkimBooking('2027-05-10', { fixedDeparture: true, travellers: 3 });
    expect(holdsOf(tour)).toEqual([{ kind: 'seats', tourId: tour.itemId, date: '2027-05-10', seats: 3 }]);
    expect(holdsOf(northSikkimBooking('2027-05-10'))).toEqual([]);
  });

  it("holds a tailored trip's Hotel Aster nights 1, 4 and 5 only, and its seats too when it starts on a departure", () => {
    const trip = durgaPujaBooking();
    expect(holdsOf(trip)).toEqual([nights(['2027-10-08', '2027-10-11', '2027-10-12'])]);
    const onDeparture = durgaPujaBooking({ itemId: 'north-sikkim', fixedDeparture: true });
    expect(holdsOf(onDeparture)).toEqual([
      { kind: 'seats', tourId: 'north-sikkim', date: '2027-10-08', seats: 4 },
      nights(['2027-10-08', '2027-10-11', '2027-10-12']),
    ]);
    const elsewhere = durgaPujaBooking({ itemId: 'north-sikkim', fixedDeparture: true, plan: { ...trip.plan!, stays: [] } });
    expect(holdsOf(elsewhere)).toEqual([{ kind: 'seats', tourId: 'north-sikkim', date: '2027-10-08', seats: 4 }]);
  });
});
