import type { Booking } from '@/backend/schemas';
import { refundForBooking } from './refund-for-booking';

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
    expect(refundForBooking({ ...tour, totalPrice: 6000, travellers: 3 }, '2026-12-01')).toMatchObject({ charge: 1500, refund: 4500 });
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
