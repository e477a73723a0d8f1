import { describe, expect, it } from 'vitest';
import { durgaPujaBooking, northSikkimBooking, northSikkimTour } from '@/testing/north-sikkim';
import { samplePermitTypes } from '../../../seed/data/permit-types';
import { asterStayDays, bookingPermits, bookingTripDays, dayIsIn, tripStartDate } from './trip-places';

const tour = northSikkimTour();
const where = (days: { date: string; places: string[] }[]) => days.map((day) => [day.date, day.places]);

describe('where a booking is on each day', () => {
  it("follows a catalogue tour's itinerary from the travel date", () => {
    expect(where(bookingTripDays(northSikkimBooking('2027-05-10'), tour))).toEqual([
      ['2027-05-10', ['Arrive in Gangtok']],
      ['2027-05-11', ['Gangtok to Lachung', 'Lachung']],
      ['2027-05-12', ['Yumthang Valley', 'Lachung']],
      ['2027-05-13', ['Lachung to Gangtok']],
      ['2027-05-14', ['Departure']],
    ]);
    // A tour the operator has removed says nothing.
    expect(bookingTripDays(northSikkimBooking('2027-05-10'), undefined)).toEqual([]);
  });

  it("follows a quote's day plan and nights, Hotel Aster's nights (1, 4 and 5) not following each other", () => {
    const days = bookingTripDays(durgaPujaBooking(), null);
    expect(days.map((day) => day.date)).toEqual([
      '2027-10-08',
      '2027-10-09',
      '2027-10-10',
      '2027-10-11',
      '2027-10-12',
      '2027-10-13',
    ]);
    expect(days.filter((day) => dayIsIn(day, 'Hotel Aster')).map((day) => day.day)).toEqual([1, 4, 5]);
    expect(days.filter((day) => dayIsIn(day, 'Lachung')).map((day) => day.date)).toEqual([
      '2027-10-09',
      '2027-10-10',
      '2027-10-11',
    ]);
    expect(days[5]?.places).toEqual(['Departure']);
  });

  it('follows the plan, not the tour it started from, and starts on the plan’s first day', () => {
    // Accepted before the trip was one booking, it held its first Hotel Aster night only: still the whole trip.
    const booking = durgaPujaBooking({ kind: 'room', itemId: 'deluxe', travelDate: '2027-10-11', endDate: '2027-10-13' });
    expect(tripStartDate(booking)).toBe('2027-10-08');
    expect(bookingTripDays({ ...booking, kind: 'tour' as const }, tour)[1]?.date).toBe('2027-10-09');
  });

  it('places a walk-in booking like any: a tour by its itinerary, a Hotel Aster stay on each night', () => {
    const walkInTour = northSikkimBooking('2027-05-10', { madeBy: 'operator', userEmail: undefined });
    expect(bookingTripDays(walkInTour, tour)).toHaveLength(5);
    const walkInStay = northSikkimBooking('2027-05-10', {
      madeBy: 'operator',
      kind: 'room',
      itemId: 'deluxe',
      endDate: '2027-05-12',
    });
    const nights = bookingTripDays(walkInStay, undefined);
    expect(nights).toEqual(asterStayDays('2027-05-10', '2027-05-12'));
    expect(nights.map((night) => night.date)).toEqual(['2027-05-10', '2027-05-11']);
    expect(nights.every((night) => dayIsIn(night, 'Tadong') && dayIsIn(night, 'Gangtok'))).toBe(true);
    expect(bookingTripDays(northSikkimBooking('2027-05-10', { kind: 'flight' }), tour)).toEqual([]);
  });
});

describe('the permits a booking needs', () => {
  it("are a catalogue tour's own", () => {
    const withPermits = { ...tour, permits: [{ permitId: 'north-sikkim', day: 2 }] };
    expect(bookingPermits(northSikkimBooking('2027-05-10'), withPermits, samplePermitTypes)).toEqual([
      { permitId: 'north-sikkim', day: 2 },
    ]);
  });

  it("follow from a tailored trip's places: North Sikkim on each day in Lachung, nothing in Gangtok", () => {
    expect(bookingPermits(durgaPujaBooking(), null, samplePermitTypes)).toEqual([
      { permitId: 'north-sikkim', day: 2 },
      { permitId: 'north-sikkim', day: 3 },
      { permitId: 'north-sikkim', day: 4 },
    ]);
  });

  it('are none for a Hotel Aster stay', () => {
    const stay = northSikkimBooking('2027-05-10', { kind: 'room', itemId: 'deluxe', endDate: '2027-05-12' });
    expect(bookingPermits(stay, null, samplePermitTypes)).toEqual([]);
  });
});
