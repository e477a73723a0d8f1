import { northSikkimBooking } from '@/testing/north-sikkim';
import { confirmationOf } from './booking-confirmation';

describe('confirmationOf', () => {
  it("says how much of the total is tax from the booking's own tax line", () => {
    const booking = northSikkimBooking('2099-03-10', {
      reference: 'AST-7K3Q9',
      totalPrice: 7168,
      lines: [
        { kind: 'band', label: 'Adults', detail: '2 × ₹3,200', amount: 6400 },
        { kind: 'tax', label: 'GST 12%', detail: 'on ₹6,400', amount: 768 },
      ],
    });
    expect(confirmationOf(booking)).toMatchObject({ reference: 'AST-7K3Q9', totalPrice: 7168, tax: 768 });
    expect(confirmationOf({ ...booking, lines: [] })).not.toHaveProperty('tax');
  });

  it('shows nothing of a booking without a reference', () => {
    expect(confirmationOf(northSikkimBooking('2099-03-10', { reference: undefined }))).toBeNull();
  });
});
