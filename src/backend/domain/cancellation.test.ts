import type { Booking } from '../schemas';
import { cancellationQuote, daysUntil, refundForBooking } from './cancellation';

const quote = (departure: string, total = 40000, travellers = 2) =>
  cancellationQuote({ total, travellers, departure, today: '2026-11-01' });

describe('daysUntil', () => {
  it('counts calendar days, across month and year ends', () => {
    expect(daysUntil('2026-12-01', '2026-11-01')).toBe(30);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-11-01', '2026-11-01')).toBe(0);
  });
  it('rejects what is not a date', () => {
    expect(() => daysUntil('soon', '2026-11-01')).toThrow('Not a calendar date');
  });
});

describe('cancellationQuote', () => {
  it('charges 10% at 30+ days when that is more than ₹500 per person', () => {
    expect(quote('2026-12-01')).toMatchObject({ daysBefore: 30, charge: 4000, refund: 36000 });
  });
  it('charges ₹500 per person at 30+ days when that is more than 10%', () => {
    expect(quote('2027-02-01', 6000, 3)).toMatchObject({ charge: 1500, refund: 4500 });
  });
  it.each([
    ['2026-11-30', 29, 10000],
    ['2026-11-16', 15, 10000],
    ['2026-11-15', 14, 20000],
    ['2026-11-08', 7, 20000],
    ['2026-11-07', 6, 40000],
    ['2026-11-01', 0, 40000],
  ])('departure %s is %d days away: charge %d', (departure, days, charge) => {
    expect(quote(departure)).toMatchObject({ daysBefore: days, charge, refund: 40000 - charge });
  });
  it('never charges more than the total', () => {
    expect(quote('2027-03-01', 800, 4)).toMatchObject({ charge: 800, refund: 0 });
  });
  it('refuses a booking without travellers', () => {
    expect(() => quote('2027-03-01', 800, 0)).toThrow();
  });
});

const tour: Booking = {
  id: 'booking_1',
  itemName: 'Sikkim Delight',
  userName: 'Pema',
  userEmail: 'pema@example.com',
  travelDate: '2027-01-30',
  endDate: '2027-02-04',
  totalPrice: 37000,
  status: 'Pending',
  kind: 'tour',
  travellers: 2,
};

describe('refundForBooking', () => {
  it('applies the policy to the total and travellers, counted to the first day', () => {
    expect(refundForBooking(tour, '2026-12-01')).toEqual({
      daysBefore: 60,
      charge: 3700,
      refund: 33300,
      rule: '30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher',
    });
    expect(refundForBooking({ ...tour, totalPrice: 6000, travellers: 3 }, '2026-12-01')).toMatchObject({
      charge: 1500,
      refund: 4500,
    });
    expect(refundForBooking(tour, '2027-01-20')).toMatchObject({ daysBefore: 10, charge: 18500, refund: 18500 });
  });

  it('counts one traveller when the booking does not say', () => {
    expect(refundForBooking({ ...tour, totalPrice: 3000, travellers: undefined }, '2026-12-01')).toMatchObject({ charge: 500 });
  });

  it('refunds nothing for a flight ticket', () => {
    expect(refundForBooking({ ...tour, kind: 'flight', totalPrice: 4800, travellers: 1 }, '2026-12-01')).toEqual({
      daysBefore: 60,
      charge: 4800,
      refund: 0,
      rule: 'Flight tickets are fully non-refundable',
    });
  });
});
