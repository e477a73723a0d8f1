import { describe, expect, it } from 'vitest';
import { durgaPujaBooking, northSikkimBooking, northSikkimTour } from '@/testing/north-sikkim';
import { BackendError } from '../errors';
import { combinedHolds, moveRecord, planDepartureMove, planMove } from './booking-moves';

const tour = northSikkimTour({ '2027-05-10': 12, '2027-05-24': 12 });
const today = '2027-05-01';

describe('planMove', () => {
  it('moves a departure booking to another departure: same reference and length, its seats there', () => {
    const booking = northSikkimBooking('2027-05-10', { fixedDeparture: true });
    const plan = planMove(booking, '2027-05-24', tour, today);
    expect(plan.after).toMatchObject({ reference: 'AST-7K3Q9', travelDate: '2027-05-24', endDate: '2027-05-28' });
    expect(plan.release).toEqual([{ kind: 'seats', tourId: tour.id, date: '2027-05-10', seats: 2 }]);
    expect(plan.hold).toEqual([{ kind: 'seats', tourId: tour.id, date: '2027-05-24', seats: 2 }]);
    expect(moveRecord(plan, '2027-05-02T10:00:00.000Z', 'admin@example.com')).toEqual({
      at: '2027-05-02T10:00:00.000Z',
      by: 'admin@example.com',
      from: '2027-05-10',
      to: '2027-05-24',
    });
  });

  it('refuses a date that is not one of the departures, a cancelled booking, a past date and the same date', () => {
    const booking = northSikkimBooking('2027-05-10', { fixedDeparture: true });
    expect(() => planMove(booking, '2027-05-20', tour, today)).toThrow(/no departure on 20 May 2027/);
    expect(() => planMove({ ...booking, status: 'Cancelled' }, '2027-05-24', tour, today)).toThrow(BackendError);
    expect(() => planMove(booking, '2027-04-24', tour, today)).toThrow('Choose a date from today on.');
    expect(() => planMove(booking, '2027-05-10', tour, today)).toThrow('The booking is already on that date.');
  });

  it('moves a trip on request to any date, holding nothing', () => {
    const plan = planMove(northSikkimBooking('2027-05-10'), '2027-05-20', tour, today);
    expect(plan.after.endDate).toBe('2027-05-24');
    expect(plan.release).toEqual([]);
    expect(plan.after.documentsDueOn).toBeUndefined();
  });

  it("moves the date its travellers' documents are due by with the trip", () => {
    const booking = { ...northSikkimBooking('2027-05-10'), documentsDueOn: '2027-05-07', documentsComplete: false };
    expect(planMove(booking, '2027-05-20', tour, today).after).toMatchObject({
      documentsDueOn: '2027-05-17',
      documentsComplete: false,
    });
  });

  it('moves a tailored trip whole: its days, its nights, and its Hotel Aster nights held on their new dates', () => {
    const plan = planMove(durgaPujaBooking(), '2027-10-15', null, '2027-09-01');
    expect(plan.after).toMatchObject({ travelDate: '2027-10-15', endDate: '2027-10-20' });
    expect(plan.after.plan).toMatchObject({ startDate: '2027-10-15', endDate: '2027-10-20' });
    expect(plan.after.plan?.stays.map((stay) => stay.night)).toEqual([
      '2027-10-15',
      '2027-10-16',
      '2027-10-17',
      '2027-10-18',
      '2027-10-19',
    ]);
    expect(plan.release).toEqual([
      { kind: 'nights', roomId: 'deluxe', nights: ['2027-10-08', '2027-10-11', '2027-10-12'], rooms: 1 },
    ]);
    expect(plan.hold).toEqual([
      { kind: 'nights', roomId: 'deluxe', nights: ['2027-10-15', '2027-10-18', '2027-10-19'], rooms: 1 },
    ]);
  });

  it('moves a trip on a departure that sleeps at Hotel Aster with both its seats and its nights', () => {
    const trip = durgaPujaBooking({ itemId: tour.id, fixedDeparture: true, travelDate: '2027-10-08' });
    const departures = northSikkimTour({ '2027-10-08': 12, '2027-10-15': 12 });
    const plan = planMove(trip, '2027-10-15', departures, '2027-09-01');
    expect(plan.release).toEqual([
      { kind: 'seats', tourId: tour.id, date: '2027-10-08', seats: 4 },
      { kind: 'nights', roomId: 'deluxe', nights: ['2027-10-08', '2027-10-11', '2027-10-12'], rooms: 1 },
    ]);
    expect(plan.hold).toEqual([
      { kind: 'seats', tourId: tour.id, date: '2027-10-15', seats: 4 },
      { kind: 'nights', roomId: 'deluxe', nights: ['2027-10-15', '2027-10-18', '2027-10-19'], rooms: 1 },
    ]);
    expect(combinedHolds([plan])).toEqual(plan.hold);
  });

  it('moves a Hotel Aster stay with its nights, and a lapsed request without holding', () => {
    const stay = northSikkimBooking('2027-05-10', { kind: 'room', itemId: 'deluxe', endDate: '2027-05-12', rooms: 1 });
    expect(planMove(stay, '2027-05-11', null, today).hold).toEqual([
      { kind: 'nights', roomId: 'deluxe', nights: ['2027-05-11', '2027-05-12'], rooms: 1 },
    ]);
    const lapsed = { ...stay, status: 'Pending' as const, holdReleasedAt: '2027-05-02T00:00:00.000Z' };
    expect(planMove(lapsed, '2027-05-11', null, today).hold).toEqual([]);
  });
});

describe('planDepartureMove', () => {
  it('moves every active booking of the departure, and their seats are checked together', () => {
    const bookings = [
      northSikkimBooking('2027-05-10', { id: 'a', fixedDeparture: true }),
      northSikkimBooking('2027-05-10', { id: 'b', fixedDeparture: true, travellers: 3 }),
      northSikkimBooking('2027-05-10', { id: 'c', fixedDeparture: true, status: 'Cancelled' }),
      northSikkimBooking('2027-05-24', { id: 'd', fixedDeparture: true }),
    ];
    const plans = planDepartureMove(bookings, tour, '2027-05-10', '2027-05-24', today);
    expect(plans.map((plan) => plan.after.id)).toEqual(['a', 'b']);
    expect(combinedHolds(plans)).toEqual([{ kind: 'seats', tourId: tour.id, date: '2027-05-24', seats: 5 }]);
  });

  it('moves the tailored trips that start on the departure with it, their plans too, but not one on request that day', () => {
    const plan = {
      startDate: '2027-05-10',
      endDate: '2027-05-14',
      days: [
        { title: 'Arrive in Gangtok', description: '' },
        { title: 'Gangtok to Lachung', description: '' },
      ],
      stays: [{ night: '2027-05-11', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 }],
    };
    const bookings = [
      northSikkimBooking('2027-05-10', { id: 'tour', fixedDeparture: true }),
      northSikkimBooking('2027-05-10', { id: 'trip', kind: 'trip', fixedDeparture: true, travellers: 4, plan }),
      northSikkimBooking('2027-05-10', { id: 'asked', kind: 'trip', plan }),
    ];
    const plans = planDepartureMove(bookings, tour, '2027-05-10', '2027-05-24', today);
    expect(plans.map((moved) => moved.after.id)).toEqual(['tour', 'trip']);
    expect(plans[1]?.after.plan).toMatchObject({ startDate: '2027-05-24', endDate: '2027-05-28' });
    expect(plans[1]?.after.plan?.stays.map((stay) => stay.night)).toEqual(['2027-05-25']);
    expect(combinedHolds(plans)).toEqual([{ kind: 'seats', tourId: tour.id, date: '2027-05-24', seats: 6 }]);
  });

  it('says so when nobody is on the departure', () => {
    expect(() => planDepartureMove([], tour, '2027-05-10', '2027-05-24', today)).toThrow('No booking is on that departure.');
  });
});
